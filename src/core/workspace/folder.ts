import { SPEC_MANIFEST_FILE } from './manifest-file';

/** A binary file of the integration folder (icon, images, anything not text), as base64. */
export interface FolderAsset {
  path: string;
  mime: string;
  base64: string;
}

/** The files of one integration folder: what a zip export, an import and a share link carry. */
export interface IntegrationFolder {
  /** The workspace's display name (not a file). */
  name: string;
  manifest: string;
  /**
   * The file the manifest came from and goes back to (`gitbook-manifest.yaml`, the platform CLI's name); absent for
   * the spec's `service-manifest.yaml`. `manifestFileOf` (manifest-file.ts) reads it.
   */
  manifestFile?: string;
  /** Every text file except the manifest, by folder-relative path (`src/index.tsx`, `package.json`). */
  sources: Record<string, string>;
  assets: FolderAsset[];
  /** What an import left out and why (`node_modules/` skipped), for the user to read once. */
  notes?: string[];
}

/** A problem a user can act on (a broken zip, a damaged link): shown as is, never as a stack trace. */
export class FolderError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'FolderError';
  }
}

/** The manifest's default name (the spec's): a folder's own is `manifestFileOf(folder)` (manifest-file.ts). */
export const MANIFEST_FILE = SPEC_MANIFEST_FILE;

const MIME_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  avif: 'image/avif',
  json: 'application/json',
  md: 'text/markdown',
  mjs: 'text/javascript',
  cjs: 'text/javascript',
  css: 'text/css',
  html: 'text/html',
  txt: 'text/plain',
  ts: 'text/typescript',
  tsx: 'text/typescript',
  js: 'text/javascript',
  jsx: 'text/javascript',
  yaml: 'text/yaml',
  yml: 'text/yaml',
};

/** The MIME type a file name implies (`application/octet-stream` when unknown). */
export function mimeOf(path: string): string {
  const ext = path.split('.').pop()?.toLowerCase() ?? '';
  return MIME_BY_EXTENSION[ext] ?? 'application/octet-stream';
}

/**
 * A folder-relative path that is safe to store: forward slashes, no leading `./` or `/`, no `..` segments
 * (a zip entry named `../../x` must not escape the folder), or undefined when nothing safe remains.
 */
export function normalizePath(path: string): string | undefined {
  const parts = path
    .replace(/\\/g, '/')
    .split('/')
    .filter((part) => part !== '' && part !== '.');
  if (parts.length === 0 || parts.some((part) => part === '..')) return undefined;
  return parts.join('/');
}

/** Extensions of files kept as editable source text (CONTRACT §5: what the bundler reads, plus docs and config). */
export const SOURCE_EXTENSIONS = ['ts', 'tsx', 'mts', 'cts', 'js', 'jsx', 'mjs', 'cjs', 'json', 'md', 'markdown', 'txt', 'yaml', 'yml', 'css', 'html'];
/** Text files without one of those extensions that real folders carry. */
const SOURCE_NAMES = ['.gitignore', '.npmrc', '.nvmrc', '.editorconfig', '.prettierrc', 'LICENSE', 'README'];

/** Whether a path names a source file (text the editor opens) rather than an asset. */
export function isSourcePath(path: string): boolean {
  const name = path.split('/').pop() ?? '';
  if (SOURCE_NAMES.includes(name)) return true;
  const dot = name.lastIndexOf('.');
  return dot > 0 && SOURCE_EXTENSIONS.includes(name.slice(dot + 1).toLowerCase());
}

/** Folders a real project has that are not part of the integration: installed packages, history, build output. */
const SKIPPED_FOLDERS = ['node_modules', '.git', 'dist'];

/** The top folder that makes a path not part of the integration (`node_modules`), if any. */
export function skippedFolderOf(path: string): string | undefined {
  return path.split('/').find((part) => SKIPPED_FOLDERS.includes(part));
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The file's text when it is valid UTF-8 (a leading BOM dropped), else undefined. */
export function decodeText(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return undefined;
  }
}

/**
 * Sorts a folder's files (everything but the manifest, `manifestFile`) into sources and assets: a source-named file
 * that is valid UTF-8 is a source; anything else is kept byte for byte as an asset. `base64` encodes asset bytes.
 */
export function splitFiles(
  files: Map<string, Uint8Array>,
  base64: (bytes: Uint8Array) => string,
  skippedEarlier: string[] = [],
  manifestFile = MANIFEST_FILE,
): { sources: Record<string, string>; assets: FolderAsset[]; notes: string[] } {
  const sources: Record<string, string> = {};
  const assets: FolderAsset[] = [];
  const notes: string[] = [];
  const skipped = new Map<string, number>();
  for (const path of skippedEarlier) {
    const folder = skippedFolderOf(path);
    if (folder) skipped.set(folder, (skipped.get(folder) ?? 0) + 1);
  }
  for (const path of [...files.keys()].sort()) {
    if (path === manifestFile) continue;
    const folder = skippedFolderOf(path);
    if (folder) {
      skipped.set(folder, (skipped.get(folder) ?? 0) + 1);
      continue;
    }
    const bytes = files.get(path)!;
    const text = isSourcePath(path) ? decodeText(bytes) : undefined;
    if (text !== undefined) sources[path] = text;
    else {
      if (isSourcePath(path)) notes.push(`${path} is not valid UTF-8 text; it was kept as a binary file.`);
      assets.push({ path, mime: mimeOf(path), base64: base64(bytes) });
    }
  }
  for (const [folder, count] of skipped) {
    const what = folder === 'node_modules' ? 'installed packages; run `kitbench dev` on the folder to use them' : folder === '.git' ? 'git history' : 'build output';
    notes.push(`Skipped ${folder}/ (${count} ${count === 1 ? 'file' : 'files'}: ${what}).`);
  }
  return { sources, assets, notes };
}
