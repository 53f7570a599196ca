import { strFromU8, strToU8, type Unzipped, unzipSync, type Zippable, zipSync } from 'fflate';
import { base64ToBytes, bytesToBase64 } from './base64';
import { FolderError, type IntegrationFolder, mimeOf, normalizePath, skippedFolderOf, splitFiles } from './folder';
import { manifestFileField, manifestFileOf, noManifestMessage, pickManifestFile } from './manifest-file';

// Every entry gets the same timestamp, and entries are sorted, so the same folder always zips to the same bytes.
const FIXED_MTIME = new Date(Date.UTC(1980, 0, 1, 12));
/** Refuse to inflate more than this: a zip bomb must not freeze the tab. */
export const MAX_UNZIPPED_BYTES = 32 * 1024 * 1024;
const MAX_ENTRIES = 500;

/** The folder's files by path, manifest and sources as UTF-8 (what a zip holds, and what "export file" saves). */
export function folderFiles(folder: IntegrationFolder): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  for (const asset of folder.assets) files.set(asset.path, base64ToBytes(asset.base64));
  for (const [path, text] of Object.entries(folder.sources)) files.set(path, strToU8(text));
  files.set(manifestFileOf(folder), strToU8(folder.manifest));
  return files;
}

/** Zips the integration folder (manifest, sources, assets) deterministically. */
export function zipFolder(folder: IntegrationFolder, extra: Record<string, Uint8Array> = {}): Uint8Array {
  const files = folderFiles(folder);
  for (const [path, bytes] of Object.entries(extra)) files.set(path, bytes);
  const zippable: Zippable = {};
  for (const path of [...files.keys()].sort()) {
    // Images are already compressed: storing them saves time and changes nothing in size.
    const level = /^image\/(png|jpeg|gif|webp|avif)$/.test(mimeOf(path)) ? 0 : 9;
    zippable[path] = [files.get(path)!, { level, mtime: FIXED_MTIME }];
  }
  return zipSync(zippable);
}

/** The zip's entries, except those inside folders that are never part of an integration (named in `skipped`). */
function readZip(bytes: Uint8Array, skipped: string[]): Unzipped {
  let total = 0;
  let entries = 0;
  try {
    return unzipSync(bytes, {
      filter(file) {
        // node_modules can hold thousands of files: never inflate them, and never count them against the limits.
        if (skippedFolderOf(file.name)) {
          if (!file.name.endsWith('/')) skipped.push(file.name);
          return false;
        }
        entries += 1;
        total += file.originalSize;
        if (entries > MAX_ENTRIES) throw new FolderError(`The zip holds more than ${MAX_ENTRIES} files.`, 'zip-too-many');
        if (total > MAX_UNZIPPED_BYTES) {
          throw new FolderError(`The zip unpacks to more than ${MAX_UNZIPPED_BYTES / 1024 / 1024} MB.`, 'zip-too-large');
        }
        return !file.name.endsWith('/');
      },
    });
  } catch (error) {
    if (error instanceof FolderError) throw error;
    throw new FolderError(`This is not a readable zip file (${error instanceof Error ? error.message : String(error)}).`, 'zip-invalid');
  }
}

/**
 * Reads an integration folder from a zip: its manifest (`service-manifest.yaml` or `gitbook-manifest.yaml`,
 * manifest-file.ts) at the root or inside one top-level folder (as "Compress folder" makes it); text files become sources, the rest assets; `node_modules/`, `.git/` and
 * `dist/` are left out with a note.
 */
export function unzipFolder(bytes: Uint8Array, name: string): IntegrationFolder {
  const skipped: string[] = [];
  const raw = readZip(bytes, skipped);
  return folderFromFiles(Object.entries(raw), name, skipped, 'zip');
}

/**
 * An integration folder from loose files by path (a zip's entries, or a directory the user picked): the
 * manifest at the root or inside one top-level folder, sources and assets sorted, skipped folders noted.
 */
export function folderFromFiles(
  entries: Iterable<[string, Uint8Array]>,
  name: string,
  skipped: string[] = [],
  what: 'zip' | 'folder' = 'folder',
): IntegrationFolder {
  const files = new Map<string, Uint8Array>();
  for (const [path, data] of entries) {
    const safe = normalizePath(path);
    // Finder and Windows leave metadata behind; it is not part of the integration.
    if (!safe || safe.startsWith('__MACOSX/') || safe.endsWith('.DS_Store')) continue;
    if (skippedFolderOf(safe)) {
      skipped.push(safe);
      continue;
    }
    files.set(safe, data);
  }
  // The manifest at the top, else in the one top-level folder that has one (a zip of the folder itself).
  let prefix = '';
  let pick = pickManifestFile((name) => files.has(name));
  if (!pick.file) {
    const folders = new Set([...files.keys()].filter((p) => p.split('/').length === 2).map((p) => p.split('/')[0]));
    const nested = [...folders].map((top) => ({ top, pick: pickManifestFile((name) => files.has(`${top}/${name}`)) })).filter((found) => found.pick.file);
    if (nested.length === 1) ({ top: prefix, pick } = nested[0]);
    if (prefix) prefix += '/';
  }
  const manifestFile = pick.file;
  if (!manifestFile) {
    throw new FolderError(noManifestMessage(`the ${what}`, "Pick the integration's own folder (the one holding its manifest)."), 'zip-no-manifest');
  }
  const inFolder = new Map<string, Uint8Array>();
  for (const [path, data] of files) if (path.startsWith(prefix)) inFolder.set(path.slice(prefix.length), data);

  const manifest = strFromU8(inFolder.get(manifestFile)!);
  const { sources, assets, notes } = splitFiles(inFolder, bytesToBase64, skipped, manifestFile);
  if (pick.note) notes.unshift(pick.note);
  const result: IntegrationFolder = { name: prefix ? prefix.slice(0, -1) : name, manifest, ...manifestFileField(manifestFile), sources, assets };
  if (notes.length) result.notes = notes;
  return result;
}
