/**
 * The scheduling statistics of the harness's worker thread, where the system offers them (Linux's procfs): how long
 * the thread has waited for a core while ready to run. The busy clock takes that wait out of a script's own time
 * (src/sandbox/time-limit.ts), so a test on a loaded machine never sees a false "took too long". Elsewhere (macOS,
 * Windows) both answer nothing and the clock counts as before.
 */
import { readFileSync } from 'node:fs';

/** The calling thread's id in the system (run inside the worker thread), or undefined where procfs is absent. */
export function ownThreadId(): number | undefined {
  try {
    const id = Number.parseInt(readFileSync('/proc/thread-self/stat', 'utf8'), 10);
    return Number.isSafeInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads, for a thread of this process, its total wait for a core so far in ms (`schedstat`'s second field, in ns).
 * Once a read fails (the thread ended, or no schedstat), answers 0: the clock then subtracts nothing more.
 */
export function starvationOf(thread: number): () => number {
  const path = `/proc/self/task/${thread}/schedstat`;
  let last = 0;
  let available = true;
  return () => {
    if (!available) return last;
    try {
      const waited = Number(readFileSync(path, 'utf8').split(' ')[1]);
      if (Number.isFinite(waited)) last = waited / 1e6;
    } catch {
      available = false;
    }
    return last;
  };
}
