import { FolderError, type IntegrationFolder, normalizePath, skippedFolderOf } from '../../core/workspace/folder';
import { folderFromFiles, MAX_UNZIPPED_BYTES, unzipFolder } from '../../core/workspace/zip';
import { addFolderAsWorkspace } from './actions';
import type { Workspace } from './types';

/** What an import made: the new workspace and what the user should read about it (skipped folders). */
export type ImportResult = { workspace: Workspace; summary: string } | { error: string };

/** Most files a picked directory may hold besides node_modules, .git and dist (the zip import's limit too). */
const MAX_FILES = 500;
const MAX_ZIP_BYTES = 64 * 1024 * 1024;

/** "Imported "x": 6 source files and 1 asset." plus the import's notes. */
function summarize(workspace: Workspace, folder: IntegrationFolder): string {
  const sources = Object.keys(folder.sources).length;
  const assets = folder.assets.length;
  const counts = `${sources} source ${sources === 1 ? 'file' : 'files'}${assets ? ` and ${assets} ${assets === 1 ? 'asset' : 'assets'}` : ''}`;
  return [`Imported "${workspace.name}": ${counts}.`, ...(folder.notes ?? [])].join(' ');
}

/** The reason to show for a failed import: a FolderError says it already; anything else is logged. */
function reasonOf(error: unknown, name: string): string {
  if (error instanceof FolderError) return error.message;
  console.error(error);
  return `Could not read ${name}.`;
}

/** Imports a zip of an integration folder as a new workspace; on failure nothing the user had is touched. */
export async function importZipFile(file: File): Promise<ImportResult> {
  if (file.size > MAX_ZIP_BYTES) return { error: `${file.name} is larger than 64 MB; zip the integration's folder without node_modules.` };
  try {
    const folder = unzipFolder(new Uint8Array(await file.arrayBuffer()), file.name.replace(/\.zip$/i, '') || 'Imported integration');
    const workspace = addFolderAsWorkspace(folder);
    return { workspace, summary: summarize(workspace, folder) };
  } catch (error) {
    return { error: `${file.name}: ${reasonOf(error, file.name)} Nothing was changed.` };
  }
}

/**
 * Imports a directory the user picked (`<input webkitdirectory>`): every file by its path inside the directory,
 * node_modules, .git and dist left unread, then the same rules as a zip.
 */
export async function importDirectoryFiles(files: ArrayLike<File>): Promise<ImportResult> {
  const list = Array.from(files);
  const root = (list[0]?.webkitRelativePath || list[0]?.name || 'folder').split('/')[0];
  if (list.length === 0) return { error: 'The folder is empty: pick the folder that holds its manifest (service-manifest.yaml or gitbook-manifest.yaml).' };
  const skipped: string[] = [];
  const kept: { path: string; file: File }[] = [];
  let total = 0;
  for (const file of list) {
    const path = normalizePath(file.webkitRelativePath || file.name);
    if (!path) continue;
    if (skippedFolderOf(path)) {
      skipped.push(path);
      continue;
    }
    kept.push({ path, file });
    total += file.size;
  }
  if (kept.length > MAX_FILES) {
    return { error: `${root}: the folder holds ${kept.length} files (at most ${MAX_FILES}); pick the integration's own folder. Nothing was changed.` };
  }
  if (total > MAX_UNZIPPED_BYTES) {
    return { error: `${root}: the folder holds more than ${MAX_UNZIPPED_BYTES / 1024 / 1024} MB; pick the integration's own folder. Nothing was changed.` };
  }
  try {
    const entries = await Promise.all(kept.map(async ({ path, file }) => [path, new Uint8Array(await file.arrayBuffer())] as [string, Uint8Array]));
    const folder = folderFromFiles(entries, root, skipped, 'folder');
    const workspace = addFolderAsWorkspace(folder);
    return { workspace, summary: summarize(workspace, folder) };
  } catch (error) {
    return { error: `${root}: ${reasonOf(error, root)} Nothing was changed.` };
  }
}
