import { parse } from 'yaml';
import { strFromU8, strToU8, type Unzipped, unzipSync, type Zippable, zipSync } from 'fflate';
import { base64ToBytes, bytesToBase64 } from './base64';
import { FolderError, type IntegrationFolder, MANIFEST_FILE, mimeOf, normalizePath } from './folder';

// Every entry gets the same timestamp, and entries are sorted, so the same folder always zips to the same bytes.
const FIXED_MTIME = new Date(Date.UTC(1980, 0, 1, 12));
/** Refuse to inflate more than this: a zip bomb must not freeze the tab. */
export const MAX_UNZIPPED_BYTES = 32 * 1024 * 1024;
const MAX_ENTRIES = 500;

/** The folder's files by path, manifest and script as UTF-8 (what a zip holds, and what "export file" saves). */
export function folderFiles(folder: IntegrationFolder): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  for (const asset of folder.assets) files.set(asset.path, base64ToBytes(asset.base64));
  files.set(folder.scriptPath, strToU8(folder.script));
  files.set(MANIFEST_FILE, strToU8(folder.manifest));
  return files;
}

/** Zips the integration folder (manifest, script, assets) deterministically. */
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

function readZip(bytes: Uint8Array): Unzipped {
  let total = 0;
  let entries = 0;
  try {
    return unzipSync(bytes, {
      filter(file) {
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

/** The manifest's `script` value, if the manifest parses and names one. */
function scriptOf(manifest: string): string | undefined {
  try {
    const value = (parse(manifest, { maxAliasCount: 100 }) as { script?: unknown } | null)?.script;
    return typeof value === 'string' ? normalizePath(value) : undefined;
  } catch {
    return undefined;
  }
}

const SCRIPT_CANDIDATES = ['src/index.tsx', 'src/index.ts', 'src/index.jsx', 'src/index.js', 'index.tsx', 'index.ts', 'index.js'];

/**
 * Reads an integration folder from a zip: `service-manifest.yaml` at the root or inside one top-level folder
 * (as "Compress folder" makes it), the script the manifest names, and every other file as an asset.
 */
export function unzipFolder(bytes: Uint8Array, name: string): IntegrationFolder {
  const raw = readZip(bytes);
  const files = new Map<string, Uint8Array>();
  for (const [path, data] of Object.entries(raw)) {
    const safe = normalizePath(path);
    // Finder and Windows leave metadata behind; it is not part of the integration.
    if (!safe || safe.startsWith('__MACOSX/') || safe.endsWith('.DS_Store')) continue;
    files.set(safe, data);
  }
  let manifestPath = files.has(MANIFEST_FILE) ? MANIFEST_FILE : undefined;
  if (!manifestPath) {
    const nested = [...files.keys()].filter((p) => p.split('/').length === 2 && p.endsWith(`/${MANIFEST_FILE}`));
    if (nested.length === 1) manifestPath = nested[0];
  }
  if (!manifestPath) throw new FolderError(`The zip has no ${MANIFEST_FILE} at its top level.`, 'zip-no-manifest');
  const prefix = manifestPath.slice(0, manifestPath.length - MANIFEST_FILE.length);
  const inFolder = new Map<string, Uint8Array>();
  for (const [path, data] of files) if (path.startsWith(prefix)) inFolder.set(path.slice(prefix.length), data);

  const manifest = strFromU8(inFolder.get(MANIFEST_FILE)!);
  const named = scriptOf(manifest);
  const scriptPath = (named && inFolder.has(named) ? named : SCRIPT_CANDIDATES.find((p) => inFolder.has(p))) ?? named ?? 'src/index.ts';
  const scriptBytes = inFolder.get(scriptPath);
  const assets = [...inFolder.keys()]
    .filter((path) => path !== MANIFEST_FILE && path !== scriptPath)
    .sort()
    .map((path) => ({ path, mime: mimeOf(path), base64: bytesToBase64(inFolder.get(path)!) }));
  return {
    name: prefix ? prefix.slice(0, -1) : name,
    manifest,
    scriptPath,
    script: scriptBytes ? strFromU8(scriptBytes) : '',
    assets,
  };
}
