import { watch } from 'chokidar';
import { folderPath } from './paths.ts';
import { codeText } from './paths.ts';
import { isSecretPath } from './secrets.ts';
import { isIgnoredPath } from './snapshot.ts';

/** What changed in the folder during one quiet period: folder-relative paths. */
export interface ChangeBatch {
  changed: string[];
  removed: string[];
}

/** A running folder watcher. */
export interface FolderWatcher {
  /** Resolves once the initial scan is done (changes after it are reported). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Resolves true once the watcher's first scan is done, or false after `ms` if it is not: chokidar was once seen never to
 * say it had finished (an npm install test on a loaded machine: a folder of 18 files, no `ready` in 9 minutes). A
 * caller that must not wait for ever goes on and says so; the watcher reports changes once its scan ends.
 */
export async function readyWithin(watcher: FolderWatcher, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([watcher.ready.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Watches the folder (not node_modules, .git, dist) with chokidar and reports changes in batches after `delayMs`
 * of quiet: an editor's save (often a write, a rename and a chmod) becomes one batch, one rebuild.
 */
export function watchFolder(
  folder: string,
  onBatch: (batch: ChangeBatch) => void,
  delayMs = 50,
  onError: (message: string) => void = () => {},
): FolderWatcher {
  const changed = new Set<string>();
  const removed = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const batch = { changed: [...changed], removed: [...removed] };
    changed.clear();
    removed.clear();
    if (batch.changed.length || batch.removed.length) onBatch(batch);
  };
  const note = (absolute: string, gone: boolean) => {
    const path = folderPath(folder, absolute);
    if (!path || path.startsWith('..')) return;
    (gone ? removed : changed).add(path);
    (gone ? changed : removed).delete(path);
    clearTimeout(timer);
    timer = setTimeout(flush, delayMs);
  };
  const watcher = watch(folder, {
    ignoreInitial: true,
    // A link is never followed: what it points at may be outside the folder (or loop back into it).
    followSymlinks: false,
    // node_modules can hold 100,000 files: never descend into it (nor .git or build output); secrets are not watched.
    ignored: (absolute: string) => {
      const path = folderPath(folder, absolute);
      return path !== '' && !path.startsWith('..') && (isIgnoredPath(path) || isSecretPath(path));
    },
  });
  // A watcher error (a link loop, a folder that vanished, too many files) is reported, never thrown: the server lives.
  watcher.on('error', (error: unknown) => {
    const failure = error as NodeJS.ErrnoException;
    const where = failure.path ? folderPath(folder, failure.path) : '';
    const shown = where && !where.startsWith('..') ? where : 'a file in the folder';
    onError(`Watching ${shown} failed: ${codeText(failure.code)}. Changes to it are not seen; the server keeps running.`);
  });
  watcher.on('add', (path) => note(path, false));
  watcher.on('change', (path) => note(path, false));
  watcher.on('unlink', (path) => note(path, true));
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    ready,
    async close() {
      clearTimeout(timer);
      await watcher.close();
    },
  };
}
