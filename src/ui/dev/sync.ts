import { isManifestFile, manifestFileField, manifestFileOf } from '../../core/workspace/manifest-file';
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
    ...manifestFileField(project.manifestFile),
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

export type Files = Pick<Workspace, 'manifest' | 'manifestFile' | 'sources'>;

/** Every text file of a workspace by folder path, the manifest under its own file's name: what the disk should hold. */
export function filesOf(workspace: Files): Map<string, string> {
  return new Map([[manifestFileOf(workspace), workspace.manifest], ...Object.entries(workspace.sources)]);
}

/**
 * What to send to disk: texts that differ from what the disk last held, and sources removed here (never a manifest).
 * A folder without a manifest gets one only once the author has written something in it: a stray keystroke undone
 * (a blank manifest editor) never leaves an empty `service-manifest.yaml` in their folder.
 */
export function pendingChanges(workspace: Files, synced: Map<string, string>): { writes: Map<string, string>; deletes: string[] } {
  const writes = new Map<string, string>();
  const files = filesOf(workspace);
  const manifestPath = manifestFileOf(workspace);
  for (const [path, text] of files) {
    if (synced.get(path) === text) continue;
    if (path === manifestPath && !synced.has(path) && text.trim() === '') continue;
    writes.set(path, text);
  }
  const deletes = [...synced.keys()].filter((path) => !isManifestFile(path) && !files.has(path));
  return { writes, deletes };
}

/**
 * The workspace with another file as its manifest (`event.manifest`: one was created, or the preferred one deleted):
 * the new manifest's text leaves the sources; the old manifest, still on disk, becomes an ordinary file.
 */
function switchManifest(workspace: Workspace, event: FilesEvent): Workspace {
  const file = event.manifest?.file;
  const current = manifestFileOf(workspace);
  if (!file || file === current) return workspace;
  const sources = { ...workspace.sources };
  const manifest = event.changed[file] ?? sources[file] ?? '';
  delete sources[file];
  if (!event.deleted.includes(current) && workspace.manifest !== '') sources[current] = workspace.manifest;
  const { manifestFile: _old, ...rest } = workspace;
  return { ...rest, ...manifestFileField(file), manifest, sources, updatedAt: Date.now() };
}

/**
 * A workspace with the disk's changes applied. Files with an edit here not yet written (`unsent`) are left alone:
 * that edit is on its way to disk and wins.
 */
export function applyFilesEvent(before: Workspace, event: FilesEvent, unsent: ReadonlySet<string>): Workspace {
  const workspace = switchManifest(before, event);
  const manifestFile = manifestFileOf(workspace);
  let { manifest, openFile } = workspace;
  const sources = { ...workspace.sources };
  let changed = event.assets.length > 0 || workspace !== before;
  for (const [path, text] of Object.entries(event.changed)) {
    if (unsent.has(path) || (path === manifestFile ? manifest : sources[path]) === text) continue;
    changed = true;
    if (path === manifestFile) manifest = text;
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
