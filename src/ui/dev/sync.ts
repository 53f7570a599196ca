import { MANIFEST_FILE } from '../../core/workspace/folder';
import type { DevProject, FilesEvent } from '../../dev/protocol';
import { openFileFor } from '../workspace/migrate';
import type { Workspace } from '../workspace/types';

/** The id of the workspace a folder served by `kitbench dev` becomes: one per folder name. */
export const devWorkspaceId = (folderName: string) => `dev:${folderName}`;

/**
 * The workspace for a folder's snapshot. Its files come from disk; the playground's own settings (env variables,
 * installation, the open file) carry over from the same folder's previous session.
 */
export function workspaceFromProject(project: DevProject, previous: Workspace | undefined): Workspace {
  const folder = { manifest: project.manifest, sources: project.sources };
  return {
    id: devWorkspaceId(project.name),
    name: project.name,
    manifest: project.manifest,
    sources: project.sources,
    openFile: previous && previous.openFile in project.sources ? previous.openFile : openFileFor(folder),
    origin: 'dev',
    assets: project.assets,
    // The folder's .env values the manifest's secrets name (read by kitbench dev) fill in; never shared.
    env: { ...(previous?.env ?? {}), ...(project.env ?? {}) },
    installation: previous?.installation ?? null,
    ...(previous?.recordKeep ? { recordKeep: previous.recordKeep } : {}),
    updatedAt: Date.now(),
  };
}

/** Every text file of a workspace by folder path, the manifest included: what the disk should hold. */
export function filesOf(workspace: Pick<Workspace, 'manifest' | 'sources'>): Map<string, string> {
  return new Map([[MANIFEST_FILE, workspace.manifest], ...Object.entries(workspace.sources)]);
}

/** What to send to disk: texts that differ from what the disk last held, and sources removed here. */
export function pendingChanges(workspace: Pick<Workspace, 'manifest' | 'sources'>, synced: Map<string, string>): { writes: Map<string, string>; deletes: string[] } {
  const writes = new Map<string, string>();
  const files = filesOf(workspace);
  for (const [path, text] of files) if (synced.get(path) !== text) writes.set(path, text);
  const deletes = [...synced.keys()].filter((path) => path !== MANIFEST_FILE && !files.has(path));
  return { writes, deletes };
}

/**
 * A workspace with the disk's changes applied. Files with an edit here not yet written (`unsent`) are left alone:
 * that edit is on its way to disk and wins.
 */
export function applyFilesEvent(workspace: Workspace, event: FilesEvent, unsent: ReadonlySet<string>): Workspace {
  let { manifest, openFile } = workspace;
  const sources = { ...workspace.sources };
  let changed = event.assets.length > 0;
  for (const [path, text] of Object.entries(event.changed)) {
    if (unsent.has(path) || (path === MANIFEST_FILE ? manifest : sources[path]) === text) continue;
    changed = true;
    if (path === MANIFEST_FILE) manifest = text;
    else sources[path] = text;
  }
  for (const path of event.deleted) {
    if (unsent.has(path) || !(path in sources || workspace.assets.some((asset) => asset.path === path))) continue;
    changed = true;
    delete sources[path];
  }
  // Nothing new (an echo, or only files being typed here): the same object, so nothing re-renders or re-runs.
  if (!changed) return workspace;
  const replaced = new Set(event.assets.map((asset) => asset.path));
  const deleted = new Set(event.deleted);
  const assets = [...workspace.assets.filter((asset) => !replaced.has(asset.path) && !deleted.has(asset.path)), ...event.assets];
  if (!(openFile in sources)) openFile = openFileFor({ manifest, sources });
  return { ...workspace, manifest, sources, assets, openFile, updatedAt: Date.now() };
}
