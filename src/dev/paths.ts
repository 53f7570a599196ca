import { constants } from 'node:fs';
import { lstat, open, realpath } from 'node:fs/promises';
import { basename, dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { guardedFolderOf, secretRule, unportableSegment } from './secrets.ts';

/** A folder-relative path the dev server may write, or why it may not. */
export type WritablePath = { ok: true; path: string; absolute: string } | { ok: false; reason: string };

/**
 * Checks a path the playground asks to write or delete, by its text: relative, inside the folder, not under
 * node_modules, .git or dist in any letter case, no name that another OS reads as another file (`.git.`, `GIT~1`,
 * `a:stream`), not a secrets file. The answer's `path` is the normalized folder-relative path (forward slashes).
 * `checkRealPath` must follow: symlinks are only seen on disk.
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
  const guarded = guardedFolderOf(path);
  if (guarded) return { ok: false, reason: `"${path}" is under ${guarded}/ (in any letter case), which the playground never writes` };
  const unportable = unportableSegment(path);
  if (unportable) return { ok: false, reason: `${unportable}; rename it` };
  const secret = secretRule(path);
  if (secret) return { ok: false, reason: `"${path}" is a secrets file (${secret}), which kitbench dev never reads nor writes` };
  const absolute = resolve(folder, ...parts);
  // Belt and braces: whatever the checks above missed, the resolved file must still be inside the folder.
  if (!isInside(folder, absolute) || absolute === folder) return { ok: false, reason: `"${requested}" is not inside the folder` };
  return { ok: true, path, absolute };
}

/** Whether `absolute` is `root` or under it. */
export function isInside(root: string, absolute: string): boolean {
  const back = relative(root, absolute);
  return back === '' || (!back.startsWith(`..${sep}`) && back !== '..' && !isAbsolute(back));
}

/**
 * Why a file the page asks to write or delete must not be, once symlinks are looked at on disk (undefined: go on).
 * The file itself must not be a symlink; the deepest folder that exists on its way must really be inside the
 * folder (`realRoot`, the folder's own real path) and, seen from there, not under a guarded folder nor a secret.
 */
export async function realPathRefusal(realRoot: string, absolute: string, path: string): Promise<string | undefined> {
  const self = await lstat(absolute).catch(() => undefined);
  if (self?.isSymbolicLink()) return `"${path}" is a symbolic link; kitbench dev does not write or delete through links`;
  if (self && !self.isFile()) return `"${path}" is not a file`;
  let dir = dirname(absolute);
  for (;;) {
    const real = await realpath(dir).catch(() => undefined);
    if (real !== undefined) {
      if (!isInside(realRoot, real)) return `"${path}" leads outside the folder through a symbolic link`;
      const inner = relative(realRoot, real).split(sep).join('/');
      const guarded = guardedFolderOf(inner);
      if (guarded) return `"${path}" leads into ${guarded}/ through a symbolic link, which the playground never writes`;
      if (inner && secretRule(`${inner}/x`)) return `"${path}" leads into a secrets folder`;
      return undefined;
    }
    const parent = dirname(dir);
    if (parent === dir) return `"${path}" is not inside the folder`;
    dir = parent;
  }
}

/** Flags that open a file for reading without following a final symlink (POSIX; Windows has no O_NOFOLLOW). */
const READ_NOFOLLOW = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0);
/** Flags that create or truncate a file for writing without following a final symlink. */
export const WRITE_NOFOLLOW = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | (constants.O_NOFOLLOW ?? 0);

/** One file read from inside the folder: its bytes, or its size when it is over the cap (not read). */
export type InsideRead = { bytes: Uint8Array; size: number } | { tooBig: true; size: number } | { error: string; code?: string };

/**
 * Reads a folder file without ever leaving the folder: a symlink (as the file or on its way) that leads outside is
 * refused, the final one is not followed at all, and a file over `maxBytes` is not read (only its size is known).
 */
export async function readInside(realRoot: string, absolute: string, maxBytes: number): Promise<InsideRead> {
  const real = await realpath(absolute).catch((error: NodeJS.ErrnoException) => error);
  if (real instanceof Error) return { error: codeText(real.code), code: real.code };
  if (!isInside(realRoot, real)) return { error: 'it leads outside the folder through a symbolic link', code: 'OUTSIDE' };
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(absolute, READ_NOFOLLOW);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { error: code === 'ELOOP' ? 'it is a symbolic link' : codeText(code), code };
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) return { error: 'it is not a file', code: 'EISDIR' };
    if (info.size > maxBytes) return { tooBig: true, size: info.size };
    return { bytes: new Uint8Array(await handle.readFile()), size: info.size };
  } catch (error) {
    return { error: codeText((error as NodeJS.ErrnoException).code), code: (error as NodeJS.ErrnoException).code };
  } finally {
    await handle.close();
  }
}

/** A file-system error code in words, never with a path (absolute paths stay on the server). */
export function codeText(code: string | undefined): string {
  switch (code) {
    case 'ENOENT':
      return 'it does not exist';
    case 'EISDIR':
      return 'it is a folder, not a file';
    case 'ENOTDIR':
      return 'a part of its path is a file, not a folder';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ELOOP':
      return 'a symbolic link loops back on itself';
    case 'ENAMETOOLONG':
      return 'its name is too long';
    case 'EMFILE':
    case 'ENFILE':
      return 'too many files are open';
    case 'ENOSPC':
      return 'the disk is full';
    case 'EROFS':
      return 'the file system is read-only';
    default:
      return code ? `the file system answered ${code}` : 'the file system failed';
  }
}

/** The folder-relative path (forward slashes) of a file under the folder. */
export function folderPath(folder: string, absolute: string): string {
  return relative(folder, absolute).split(sep).join('/');
}

/**
 * An error's message without absolute paths: the folder's path becomes its name, any other absolute path is cut to
 * its last part, and a bare errno code is put in words.
 */
export function safeMessage(error: unknown, folder: string): string {
  const failure = error as NodeJS.ErrnoException;
  let text = error instanceof Error ? error.message : String(error);
  if (failure?.code && failure.syscall) text = codeText(failure.code);
  text = text.split(folder + sep).join('').split(folder).join(basename(folder));
  return text.replace(/(?<![\w.~@:-])(?:[A-Za-z]:)?(?:[\\/][^\s\\/'"`,:;()]+){2,}/g, (path) => `…${sep}${basename(path)}`);
}
