import { FolderError, type IntegrationFolder } from './folder';
import { manifestFileOf } from './manifest-file';

/**
 * What kitbench keeps per workspace. The browser's storage is shared by every workspace of the origin, so one
 * oversized file must be refused where it comes in rather than filling the storage for all the others.
 */
export const LIMITS = {
  /** Largest image or other binary file (icon, preview images). */
  assetBytes: 2 * 1024 * 1024,
  /** Largest text file (the manifest or one source file). */
  textFileBytes: 2 * 1024 * 1024,
  /** Largest workspace: every file of the folder together. */
  workspaceBytes: 8 * 1024 * 1024,
} as const;

const utf8 = new TextEncoder();

/** The size of a text in bytes as UTF-8. */
export function textBytes(text: string): number {
  return utf8.encode(text).length;
}

/** The decoded size of a base64 payload, without decoding it. */
export function base64Bytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding);
}

/** "25.0 MB", "300 KB". */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

type Files = Pick<IntegrationFolder, 'manifest' | 'manifestFile' | 'sources' | 'assets'>;

/**
 * Why this folder cannot be kept, or undefined when it fits: the first file over its limit (by path), else the
 * whole folder over the workspace limit. The message says what and how big, and what fits.
 */
export function limitProblem(folder: Files): string | undefined {
  let total = 0;
  const texts: [string, string][] = [[manifestFileOf(folder), folder.manifest], ...Object.entries(folder.sources)];
  for (const [path, text] of texts) {
    const size = textBytes(text);
    if (size > LIMITS.textFileBytes) {
      return `${path} is ${formatBytes(size)}; a text file may be at most ${formatBytes(LIMITS.textFileBytes)}.`;
    }
    total += size;
  }
  for (const asset of folder.assets) {
    const size = base64Bytes(asset.base64);
    if (size > LIMITS.assetBytes) {
      return `${asset.path} is ${formatBytes(size)}; an image or other binary file may be at most ${formatBytes(LIMITS.assetBytes)}.`;
    }
    total += size;
  }
  if (total > LIMITS.workspaceBytes) {
    return `The workspace's files come to ${formatBytes(total)}; a workspace may hold at most ${formatBytes(LIMITS.workspaceBytes)}.`;
  }
  return undefined;
}

/** Throws a FolderError (code `too-large`) naming the file over its limit; `where` starts the message ("This share link"). */
export function assertWithinLimits(folder: Files, where: string): void {
  const problem = limitProblem(folder);
  if (problem) throw new FolderError(`${where} cannot be opened: ${problem} Nothing was changed.`, 'too-large');
}
