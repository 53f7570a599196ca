import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { decodeText, type FolderAsset, isSourcePath, MANIFEST_FILE, mimeOf } from '../core/workspace/folder.ts';
import type { DevProject } from './protocol.ts';

/** Folders never read: installed packages (bundled from disk instead), history, build output. */
export const IGNORED_FOLDERS = ['node_modules', '.git', 'dist'];

/** Limits that keep one snapshot small enough for the browser's store (localStorage holds a few MB). */
export const SNAPSHOT_LIMITS = { fileBytes: 1024 * 1024, assetBytes: 2 * 1024 * 1024, totalBytes: 8 * 1024 * 1024, files: 2000 };

/** One file of the folder classified as the snapshot does: a source (text), an asset, or left out (with why). */
export type FolderFile = { kind: 'source'; text: string } | { kind: 'asset'; asset: FolderAsset } | { kind: 'skipped'; note: string };

/** Whether a folder-relative path is never part of the workspace (under node_modules, .git or dist). */
export function isIgnoredPath(path: string): boolean {
  return path.split('/').some((part) => IGNORED_FOLDERS.includes(part));
}

/** Classifies a file's bytes: source-named valid UTF-8 is a source, else an asset; too big is left out. */
export function classifyFile(path: string, bytes: Uint8Array): FolderFile {
  const text = isSourcePath(path) ? decodeText(bytes) : undefined;
  if (text !== undefined) {
    if (bytes.byteLength > SNAPSHOT_LIMITS.fileBytes) return { kind: 'skipped', note: `${path} was left out: ${mb(bytes.byteLength)} is over the ${mb(SNAPSHOT_LIMITS.fileBytes)} a source file may have in the playground (it is still bundled from disk).` };
    return { kind: 'source', text };
  }
  if (bytes.byteLength > SNAPSHOT_LIMITS.assetBytes) return { kind: 'skipped', note: `${path} was left out: ${mb(bytes.byteLength)} is over the ${mb(SNAPSHOT_LIMITS.assetBytes)} an asset may have in the playground.` };
  return { kind: 'asset', asset: { path, mime: mimeOf(path), base64: Buffer.from(bytes).toString('base64') } };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Every file path under the folder, folder-relative, skipping the ignored folders (sorted). */
async function listFiles(folder: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string, prefix: string) => {
    const entries = await readdir(dir, { withFileTypes: true });
    for (const entry of entries) {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!IGNORED_FOLDERS.includes(entry.name)) await walk(join(dir, entry.name), path);
      } else if (entry.isFile()) found.push(path);
    }
  };
  await walk(folder, '');
  return found.sort();
}

/** Reads the folder into a snapshot. Files past the limits are left out with a note saying which and why. */
export async function readSnapshot(folder: string): Promise<DevProject> {
  const snapshot: DevProject = { name: basename(folder), folder, manifest: '', sources: {}, assets: [], notes: [], hasManifest: false };
  const paths = await listFiles(folder);
  let total = 0;
  let counted = 0;
  for (const path of paths) {
    if (counted >= SNAPSHOT_LIMITS.files) {
      snapshot.notes.push(`Only the first ${SNAPSHOT_LIMITS.files} files were read; ${paths.length - counted} more were left out.`);
      break;
    }
    const size = (await stat(join(folder, path))).size;
    if (total + size > SNAPSHOT_LIMITS.totalBytes && path !== MANIFEST_FILE) {
      snapshot.notes.push(`${path} was left out: the folder is over ${mb(SNAPSHOT_LIMITS.totalBytes)} in all.`);
      continue;
    }
    const bytes = new Uint8Array(await readFile(join(folder, path)));
    counted++;
    if (path === MANIFEST_FILE) {
      snapshot.manifest = decodeText(bytes) ?? '';
      snapshot.hasManifest = true;
      total += size;
      continue;
    }
    const file = classifyFile(path, bytes);
    if (file.kind === 'skipped') snapshot.notes.push(file.note);
    else {
      total += size;
      if (file.kind === 'source') snapshot.sources[path] = file.text;
      else snapshot.assets.push(file.asset);
    }
  }
  return snapshot;
}
