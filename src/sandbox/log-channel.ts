/**
 * How the sandbox worker's log lines reach the host (runs inside the worker; shipped as text, see
 * sandbox-modules.ts). Lines travel at once while they are few, so a line logged just before an endless loop reaches
 * the host before the worker is terminated; then in batches of one message per BATCH_MS. A budget of
 * LOG_BURST lines, refilled by LOG_REFILL_PER_SECOND, bounds the rest: past it a line is only counted (a flood costs
 * the loop almost nothing), its first lines stay in the Console and the host reports "N lines dropped" once.
 */
import type { WorkerLogEntry } from './locations';

/** Lines posted one message each after a quiet spell. */
export const EAGER_LINES = 100;
/** The budget: under the Console's 1,000 lines, so a flood never pushes out what came before it. */
export const LOG_BURST = 500;
export const LOG_REFILL_PER_SECOND = 50;
export const BATCH_MS = 16;

/** A batch for the host: the lines, and how many were dropped since the last report. */
export type LogPost = (entries: WorkerLogEntry[], dropped: number) => void;

/** The worker's log channel over `post` (the worker's postMessage). */
export function createLogChannel(post: LogPost) {
  let batch: WorkerLogEntry[] = [];
  let dropped = 0;
  let tokens = LOG_BURST;
  let refilledAt = Date.now();
  let sentSinceQuiet = 0;
  let lastPost = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /**
   * Posts the batch. The count of dropped lines goes out only when the script yields (the timer) or a call ends,
   * so a flood is reported as one "N lines dropped", not once per batch.
   */
  function flush(withDropped = true) {
    clearTimeout(timer);
    timer = undefined;
    const count = withDropped ? dropped : 0;
    if (batch.length === 0 && count === 0) return;
    lastPost = performance.now();
    post(batch, count);
    batch = [];
    dropped -= count;
    if (dropped > 0) timer = setTimeout(flush, BATCH_MS);
  }

  return {
    flush: () => flush(true),
    /**
     * Whether one more line fits the budget (counted as dropped otherwise). Errors may overdraw it by a second
     * burst: an uncaught error after a flood of logs is what the author most needs to see.
     */
    admit(error = false): boolean {
      // Date.now(), not performance.now(): this runs for every line of a flood and must stay cheap.
      const now = Date.now();
      if (now !== refilledAt) {
        tokens = Math.min(LOG_BURST, tokens + ((now - refilledAt) * LOG_REFILL_PER_SECOND) / 1000);
        if (tokens === LOG_BURST) sentSinceQuiet = 0;
        refilledAt = now;
      }
      if (tokens >= 1 || (error && tokens > 1 - LOG_BURST)) {
        tokens -= 1;
        return true;
      }
      dropped += 1;
      timer ??= setTimeout(flush, BATCH_MS);
      return false;
    },
    /** Queues an admitted line; posts it at once when it is an error, lines are few, or the last post is a batch period old. */
    emit(entry: WorkerLogEntry) {
      batch.push(entry);
      sentSinceQuiet += 1;
      if (entry.level === 'error' || sentSinceQuiet <= EAGER_LINES || performance.now() - lastPost >= BATCH_MS) flush(false);
      else timer ??= setTimeout(flush, BATCH_MS);
    },
  };
}
