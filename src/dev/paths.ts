import { isAbsolute, relative, resolve, sep } from 'node:path';
import { skippedFolderOf } from '../core/workspace/folder.ts';

/** A folder-relative path the dev server may write, or why it may not. */
export type WritablePath = { ok: true; path: string; absolute: string } | { ok: false; reason: string };

/**
 * Checks a path the playground asks to write or delete: relative, inside the folder, not under node_modules,
 * .git or dist. The answer's `path` is the normalized folder-relative path (forward slashes).
 */
export function writablePath(folder: string, requested: string | null | undefined): WritablePath {
  if (!requested) return { ok: false, reason: 'the path query parameter is missing' };
  const slashed = requested.replace(/\\/g, '/');
  if (isAbsolute(requested) || slashed.startsWith('/') || /^[a-zA-Z]:/.test(slashed)) {
    return { ok: false, reason: `"${requested}" is absolute; only paths relative to the folder are written` };
  }
  const parts = slashed.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.length === 0) return { ok: false, reason: `"${requested}" names no file` };
  if (parts.includes('..')) return { ok: false, reason: `"${requested}" leaves the folder (..)` };
  if (parts.some((part) => part.includes('\0'))) return { ok: false, reason: `"${requested}" contains a NUL byte` };
  const path = parts.join('/');
  const skipped = skippedFolderOf(path);
  if (skipped) return { ok: false, reason: `"${path}" is under ${skipped}/, which the playground never writes` };
  const absolute = resolve(folder, ...parts);
  // Belt and braces: whatever the checks above missed, the resolved file must still be inside the folder.
  const back = relative(folder, absolute);
  if (back === '' || back.startsWith(`..${sep}`) || back === '..' || isAbsolute(back)) {
    return { ok: false, reason: `"${requested}" is not inside the folder` };
  }
  return { ok: true, path, absolute };
}

/** The folder-relative path (forward slashes) of a file under the folder. */
export function folderPath(folder: string, absolute: string): string {
  return relative(folder, absolute).split(sep).join('/');
}
