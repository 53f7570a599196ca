import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parseEnv } from 'node:util';
import { parseManifest } from '../core/manifest/parse.ts';
import { namedSecrets } from '../core/manifest/secrets.ts';
import { decodeText, type FolderAsset, isSourcePath, mimeOf } from '../core/workspace/folder.ts';
import { isManifestFile, manifestFileField, pickManifestFile } from '../core/workspace/manifest-file.ts';
import { codeText, readInside } from './paths.ts';
import type { DevProject } from './protocol.ts';
import { canonicalName, GUARDED_FOLDERS, guardedFolderOf, secretRule } from './secrets.ts';

/** Folders never read: installed packages (bundled from disk instead), history, build output (any letter case). */
export const IGNORED_FOLDERS = GUARDED_FOLDERS;

/** Limits that keep one snapshot small enough for the browser's store (localStorage holds a few MB). */
export const SNAPSHOT_LIMITS = { fileBytes: 1024 * 1024, assetBytes: 2 * 1024 * 1024, totalBytes: 8 * 1024 * 1024, files: 2000 };

/**
 * One file of the folder classified as the snapshot does: a source (text), an asset, left out (with why), a secret
 * (kept on disk: never sent), or gone (deleted before it was read).
 */
export type FolderFile =
  | { kind: 'source'; text: string }
  | { kind: 'asset'; asset: FolderAsset }
  | { kind: 'skipped'; note: string }
  | { kind: 'secret'; rule: string }
  | { kind: 'gone' };

/** Whether a folder-relative path is never part of the workspace (under node_modules, .git or dist, any case). */
export function isIgnoredPath(path: string): boolean {
  return guardedFolderOf(path) !== undefined;
}

/** The manifest's text, or why it cannot be opened (binary, too big). */
export type ManifestRead = { text: string } | { problem: string };

/** Classifies a file's bytes: source-named valid UTF-8 is a source, else an asset; too big is left out. */
export function classifyFile(path: string, bytes: Uint8Array): FolderFile {
  const text = isSourcePath(path) ? decodeText(bytes) : undefined;
  if (text !== undefined) {
    if (bytes.byteLength > SNAPSHOT_LIMITS.fileBytes) return { kind: 'skipped', note: tooBigNote(path, bytes.byteLength, true) };
    return { kind: 'source', text };
  }
  if (bytes.byteLength > SNAPSHOT_LIMITS.assetBytes) return { kind: 'skipped', note: tooBigNote(path, bytes.byteLength, false) };
  return { kind: 'asset', asset: { path, mime: mimeOf(path), base64: Buffer.from(bytes).toString('base64') } };
}

const tooBigNote = (path: string, size: number, source: boolean) =>
  source
    ? `${path} was left out: ${mb(size)} is over the ${mb(SNAPSHOT_LIMITS.fileBytes)} a source file may have in the playground (it is still bundled from disk).`
    : `${path} was left out: ${mb(size)} is over the ${mb(SNAPSHOT_LIMITS.assetBytes)} an asset may have in the playground.`;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The message for a manifest that is not UTF-8 text: the page shows it and the server never overwrites the file. */
export const binaryManifestText = (file: string) =>
  `${file} is not a text file (it is not valid UTF-8): kitbench does not open it and never overwrites it. Replace it on disk with your manifest's YAML.`;

/**
 * Reads one folder file for the page, never following a link out of the folder and never reading past the caps
 * (a 50 MB file is only stat'ed). Secrets are not read at all.
 */
export async function readFolderFile(folder: string, realRoot: string, path: string): Promise<FolderFile> {
  const rule = secretRule(path);
  if (rule) return { kind: 'secret', rule };
  // Either manifest name is read as a manifest is (text only), whichever of them the folder's manifest is.
  const manifest = isManifestFile(path);
  const source = isSourcePath(path) || manifest;
  const read = await readInside(realRoot, join(folder, path), source ? SNAPSHOT_LIMITS.fileBytes : SNAPSHOT_LIMITS.assetBytes);
  if ('error' in read) return read.code === 'ENOENT' ? { kind: 'gone' } : { kind: 'skipped', note: `${path} was left out: ${read.error}.` };
  if ('tooBig' in read) {
    if (manifest) return { kind: 'skipped', note: `${path} was left out: ${mb(read.size)} is over the ${mb(SNAPSHOT_LIMITS.fileBytes)} a manifest may have.` };
    return { kind: 'skipped', note: tooBigNote(path, read.size, source) };
  }
  if (manifest) {
    const text = decodeText(read.bytes);
    return text === undefined ? { kind: 'skipped', note: binaryManifestText(path) } : { kind: 'source', text };
  }
  return classifyFile(path, read.bytes);
}

/** Every file path under the folder, folder-relative, skipping the ignored folders and symlinks (sorted). */
async function listFiles(folder: string, notes: string[]): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string, prefix: string) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      notes.push(`${prefix || 'The folder'} could not be read: ${codeText((error as NodeJS.ErrnoException).code)}.`);
      return;
    }
    for (const entry of entries) {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isSymbolicLink()) {
        notes.push(`${path} was left out: it is a symbolic link (kitbench dev never follows links, so nothing outside the folder is read).`);
      } else if (entry.isDirectory()) {
        if (!IGNORED_FOLDERS.includes(canonicalName(entry.name))) await walk(join(dir, entry.name), path);
      } else if (entry.isFile()) found.push(path);
    }
  };
  await walk(folder, '');
  return found.sort();
}

/** `.env` files whose values feed `${{ env.NAME }}` (values only: the files themselves never leave the server). */
const ENV_FILES = ['.env', '.env.local'];

/**
 * Reads the folder into a snapshot. Files past the limits are left out with a note saying which and why; secrets
 * are listed in `withheld` (by path only); in `env`, the values from `.env` / `.env.local` of the variables the
 * manifest's `secrets` name, for the Environment panel (masked there, never shared nor exported).
 */
export async function readSnapshot(folder: string, realRoot: string): Promise<DevProject> {
  const withheld: string[] = [];
  const env: Record<string, string> = {};
  const snapshot: DevProject = { name: basename(folder), folder, manifest: '', sources: {}, assets: [], notes: [], hasManifest: false, withheld, env };
  const paths = await listFiles(folder, snapshot.notes);
  // The manifest is one of the two names (manifest-file.ts); the other, when both are here, is an ordinary file.
  const pick = pickManifestFile((name) => paths.includes(name));
  const manifestFile = pick.file;
  Object.assign(snapshot, manifestFileField(manifestFile), pick.note ? { manifestNote: pick.note } : {});
  let total = 0;
  let counted = 0;
  for (const path of paths) {
    const rule = secretRule(path);
    if (rule) {
      withheld.push(path);
      if (ENV_FILES.includes(path)) Object.assign(env, await readEnv(folder, realRoot, path));
      continue;
    }
    if (counted >= SNAPSHOT_LIMITS.files) {
      snapshot.notes.push(`Only the first ${SNAPSHOT_LIMITS.files} files were read; the others were left out.`);
      break;
    }
    const file = await readFolderFile(folder, realRoot, path);
    if (file.kind === 'gone') continue;
    counted++;
    if (file.kind === 'skipped') {
      snapshot.notes.push(file.note);
      if (path === manifestFile) snapshot.hasManifest = true;
      continue;
    }
    if (file.kind === 'secret') continue;
    const size = file.kind === 'source' ? Buffer.byteLength(file.text) : Math.ceil((file.asset.base64.length * 3) / 4);
    if (path === manifestFile && file.kind === 'source') {
      snapshot.manifest = file.text;
      snapshot.hasManifest = true;
      total += size;
      continue;
    }
    if (total + size > SNAPSHOT_LIMITS.totalBytes) {
      snapshot.notes.push(`${path} was left out: the folder is over ${mb(SNAPSHOT_LIMITS.totalBytes)} in all.`);
      continue;
    }
    total += size;
    if (file.kind === 'source') snapshot.sources[path] = file.text;
    else snapshot.assets.push(file.asset);
  }
  if (withheld.length) snapshot.notes.unshift(withheldNote(withheld));
  // Only the variables the manifest's secrets read leave the server (`${{ env.NAME }}`'s NAME; for a secret named by
  // reference, a 1Password one, the variable of the secret's own name): the script gets those anyway.
  const wanted = new Set([...snapshot.manifest.matchAll(/\$\{\{\s*env\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g)].map((match) => match[1]));
  for (const { variable } of namedSecrets(safeParse(snapshot.manifest))) wanted.add(variable);
  for (const key of Object.keys(env)) if (!wanted.has(key)) delete env[key];
  return snapshot;
}

/** The manifest as data, or nothing when it does not parse (the regular expression above still reads `env.` names). */
function safeParse(text: string): unknown {
  try {
    return parseManifest(text);
  } catch {
    return undefined;
  }
}

/** The note that names the secrets kept on disk. */
export function withheldNote(paths: string[]): string {
  const shown = paths.slice(0, 8).join(', ') + (paths.length > 8 ? ` and ${paths.length - 8} more` : '');
  return `Kept on disk, never sent to the page, shared or exported (secrets: .env*, .npmrc, keys, id_*): ${shown}.`;
}

/** The values of one `.env` file (Node's own parser), or none when it cannot be read. */
async function readEnv(folder: string, realRoot: string, path: string): Promise<Record<string, string>> {
  const read = await readInside(realRoot, join(folder, path), 64 * 1024);
  if (!('bytes' in read)) return {};
  const text = decodeText(read.bytes);
  try {
    return text === undefined ? {} : (parseEnv(text) as Record<string, string>);
  } catch {
    return {};
  }
}
