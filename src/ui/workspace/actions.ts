import { download } from '../kit/download';
import { FolderError, type IntegrationFolder } from '../../core/workspace/folder';
import { limitProblem } from '../../core/workspace/limits';
import { manifestFileField } from '../../core/workspace/manifest-file';
import { encodeShareFragment, MAX_SHARE_URL_LENGTH, redactSecrets } from '../../core/workspace/share';
import { folderFiles, zipFolder } from '../../core/workspace/zip';
import { getActiveWorkspace, workspaceStore } from './store';
import { openFileFor } from './migrate';
import { addAndActivate, newId, uniqueName } from './manage';
import type { Workspace } from './types';
import { type Template, workspaceFromTemplate } from './templates';
import { isSecretPath } from '../../dev/secrets';
import { devStatus } from '../dev/status';

/**
 * The integration folder a workspace holds (no env, no installation), as it is shared and exported: never a secrets
 * file (`.env*`, `.npmrc`, keys, `id_*`: src/dev/secrets.ts), whatever put one in the workspace.
 */
export function folderOf(workspace: Workspace): IntegrationFolder {
  return {
    name: workspace.name,
    manifest: workspace.manifest,
    ...manifestFileField(workspace.manifestFile),
    sources: Object.fromEntries(Object.entries(workspace.sources).filter(([path]) => !isSecretPath(path))),
    assets: workspace.assets.filter((asset) => !isSecretPath(asset.path)),
  };
}

/** The secrets files a share link, a workspace file or an export leaves out: the workspace's, and (under kitbench dev) those kept on disk. */
export function leftOutSecrets(workspace = getActiveWorkspace()): string[] {
  const own = [...Object.keys(workspace.sources), ...workspace.assets.map((asset) => asset.path)].filter(isSecretPath);
  const onDisk = workspace.origin === 'dev' ? (devStatus.get().withheld ?? []) : [];
  return [...new Set([...own, ...onDisk])].sort();
}

/** Throws a FolderError (code `too-large`) naming the file over a storage limit (limits.ts), before anything is added. */
function checkLimits(folder: Pick<IntegrationFolder, 'manifest' | 'manifestFile' | 'sources' | 'assets'>) {
  const problem = limitProblem(folder);
  if (problem) throw new FolderError(problem, 'too-large');
}

/** Adds a workspace made from a template and opens it. */
export function createFromTemplate(template: Template): Workspace {
  const taken = workspaceStore.getState().workspaces.map((w) => w.name);
  const workspace = workspaceFromTemplate(template, newId(), uniqueName(template.title, taken));
  checkLimits(workspace);
  addAndActivate(workspace);
  return workspace;
}

/**
 * Adds the folder carried by a zip, a directory or a share link as a new, active workspace (without env values);
 * never replaces one. Throws a FolderError when a file is over a storage limit. A link's workspace starts untrusted:
 * its script waits for the user's consent (TrustBanner).
 */
export function addFolderAsWorkspace(
  folder: IntegrationFolder,
  env: Record<string, string> = {},
  origin?: Workspace['origin'],
): Workspace {
  checkLimits(folder);
  const taken = workspaceStore.getState().workspaces.map((w) => w.name);
  const workspace: Workspace = {
    id: newId(),
    name: uniqueName(folder.name || 'Imported integration', taken),
    manifest: folder.manifest,
    ...manifestFileField(folder.manifestFile),
    sources: folder.sources,
    openFile: openFileFor(folder),
    assets: folder.assets,
    env,
    installation: null,
    updatedAt: Date.now(),
    ...(origin ? { origin } : {}),
    ...(origin === 'link' ? { trusted: false } : {}),
  };
  addAndActivate(workspace);
  return workspace;
}

/** A safe file name for downloads. */
export function slug(name: string): string {
  return name.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'integration';
}

/** Offers bytes to the user as a file download. */
export function downloadBytes(fileName: string, bytes: Uint8Array, type: string) {
  download(fileName, bytes, type);
}

export function exportZip(workspace = getActiveWorkspace()) {
  downloadBytes(`${slug(workspace.name)}.zip`, zipFolder(folderOf(workspace)), 'application/zip');
}

/** The files a single-file export can offer: path and bytes. */
export function exportableFiles(workspace: Workspace): { path: string; bytes: Uint8Array }[] {
  return [...folderFiles(folderOf(workspace))].map(([path, bytes]) => ({ path, bytes })).sort((a, b) => a.path.localeCompare(b.path));
}

export function exportFile(path: string, workspace = getActiveWorkspace()) {
  const file = exportableFiles(workspace).find((f) => f.path === path);
  if (file) downloadBytes(path.split('/').pop() ?? path, file.bytes, 'application/octet-stream');
}

/** The share link, or why a file is offered instead (too long for a link). */
export function shareLink(workspace = getActiveWorkspace()): { url: string } | { tooLong: number } {
  const base = `${location.origin}${location.pathname}${location.search}`;
  const url = `${base}#${encodeShareFragment(folderOf(workspace))}`;
  return url.length <= MAX_SHARE_URL_LENGTH ? { url } : { tooLong: url.length };
}

/** For "the link would be too long": the same folder as a zip the recipient imports. */
export function downloadShareFile(workspace = getActiveWorkspace()) {
  const folder = folderOf(workspace);
  // The file carries what the link would have: secrets redacted, no env values.
  downloadBytes(`${slug(workspace.name)}.zip`, zipFolder({ ...folder, manifest: redactSecrets(folder.manifest) }), 'application/zip');
}
