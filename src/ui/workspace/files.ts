import { isSourcePath, normalizePath, skippedFolderOf, SOURCE_EXTENSIONS } from '../../core/workspace/folder';
import { isManifestFile, manifestFileOf } from '../../core/workspace/manifest-file';
import { openFileFor } from './migrate';
import type { Workspace, WorkspaceAsset } from './types';

/** What a file of the folder is: the manifest, an editable source, or a binary asset. */
export type FileKind = 'manifest' | 'source' | 'asset';

/** The kind of the file at `path` in this workspace, or undefined when the folder has no such file. */
export function kindOf(workspace: Pick<Workspace, 'manifestFile' | 'sources' | 'assets'>, path: string): FileKind | undefined {
  if (path === manifestFileOf(workspace)) return 'manifest';
  if (path in workspace.sources) return 'source';
  return workspace.assets.some((a) => a.path === path) ? 'asset' : undefined;
}

/** Every file path of the folder: the manifest, the sources and the assets. */
export function allPaths(workspace: Pick<Workspace, 'manifestFile' | 'sources' | 'assets'>): string[] {
  return [manifestFileOf(workspace), ...Object.keys(workspace.sources), ...workspace.assets.map((a) => a.path)];
}

/**
 * A path the user typed for a new or renamed file, cleaned, or why it cannot be used: a name inside the folder
 * (no `..`), not taken, and for a source one of the text extensions kitbench edits.
 */
export function checkPath(
  typed: string,
  taken: string[],
  kind: 'source' | 'asset',
): { path: string; error?: undefined } | { error: string; path?: undefined } {
  const trimmed = typed.trim();
  if (!trimmed) return { error: 'Type a file name, for example src/utils.ts.' };
  if (trimmed.replace(/\\/g, '/').split('/').includes('..')) return { error: 'A file must stay inside the folder: remove the "..".' };
  const path = normalizePath(trimmed);
  if (!path || trimmed.endsWith('/')) return { error: 'Type a file name after the folder, for example src/utils.ts.' };
  // Either name would be read as the manifest by kitbench dev and the platform's CLI (manifest-file.ts).
  if (isManifestFile(path)) return { error: `${path} is a manifest's name; pick another name.` };
  if (skippedFolderOf(path)) return { error: `Files inside ${skippedFolderOf(path)}/ are not part of the integration; pick another folder.` };
  if (/[<>:"|?*]/.test(path)) return { error: 'A file name cannot contain < > : " | ? or *.' };
  if (taken.includes(path)) return { error: `${path} already exists; pick another name.` };
  const lower = taken.map((p) => p.toLowerCase());
  if (lower.includes(path.toLowerCase())) return { error: `${path} differs from an existing file only by case; pick another name.` };
  if (taken.some((p) => p.startsWith(`${path}/`))) return { error: `${path} is a folder; add a file name after it.` };
  if (taken.some((p) => path.startsWith(`${p}/`))) return { error: `${path.split('/').slice(0, -1).join('/')} is a file, not a folder.` };
  if (kind === 'source' && !isSourcePath(path)) {
    return { error: `Give the file a known extension: .${SOURCE_EXTENSIONS.slice(0, 8).join(', .')}, .md, .txt or .yaml.` };
  }
  if (kind === 'asset' && isSourcePath(path)) return { error: 'A binary file keeps a binary extension (such as .png).' };
  return { path };
}

/** The starter text of a new source file: empty, except JSON (an empty object is valid JSON, nothing is not). */
function starterText(path: string): string {
  return path.endsWith('.json') ? '{}\n' : '';
}

/** The change that adds a new, empty source file and opens it. */
export function addSource(workspace: Workspace, path: string): Partial<Workspace> {
  return { sources: { ...workspace.sources, [path]: starterText(path) }, openFile: path };
}

/** A deleted file, kept so Undo can put it back where it was. */
export type DeletedFile = { kind: 'source'; path: string; text: string; wasOpen: boolean } | { kind: 'asset'; asset: WorkspaceAsset; index: number };

/** The change that deletes a source or an asset, and what Undo needs. The editor moves to the entry (or the first source). */
export function deleteFile(workspace: Workspace, path: string): { patch: Partial<Workspace>; deleted: DeletedFile } | undefined {
  if (path in workspace.sources) {
    const { [path]: text, ...sources } = workspace.sources;
    const wasOpen = workspace.openFile === path;
    const openFile = wasOpen ? openFileFor({ manifest: workspace.manifest, sources }) : workspace.openFile;
    return { patch: { sources, openFile }, deleted: { kind: 'source', path, text, wasOpen } };
  }
  const index = workspace.assets.findIndex((a) => a.path === path);
  if (index < 0) return undefined;
  return {
    patch: { assets: workspace.assets.filter((_, i) => i !== index) },
    deleted: { kind: 'asset', asset: workspace.assets[index], index },
  };
}

/** The change that puts a deleted file back (unless a file of that name was made in the meantime). */
export function restoreFile(workspace: Workspace, deleted: DeletedFile): Partial<Workspace> | undefined {
  if (deleted.kind === 'source') {
    if (deleted.path in workspace.sources) return undefined;
    return {
      sources: { ...workspace.sources, [deleted.path]: deleted.text },
      openFile: deleted.wasOpen ? deleted.path : workspace.openFile,
    };
  }
  if (workspace.assets.some((a) => a.path === deleted.asset.path)) return undefined;
  const assets = [...workspace.assets];
  assets.splice(Math.min(deleted.index, assets.length), 0, deleted.asset);
  return { assets };
}
