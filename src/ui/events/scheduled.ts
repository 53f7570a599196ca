/**
 * The tasks the script queued with a `schedule` (`context.integration.queueTask({ task, schedule })`) that have not
 * run yet. The platform runs each once its time comes; the playground waits the same, and "Run now" lets the author
 * run one sooner, the same way (as kitbench/testing's `runScheduledTasks()` does), so it never runs twice.
 */
export interface ScheduledTask {
  id: number;
  task: Record<string, unknown>;
  /** The delay the script asked for, in seconds. */
  schedule: number;
  /** When its time comes (ms since the epoch). */
  dueAt: number;
}

interface Entry extends ScheduledTask {
  timer: ReturnType<typeof setTimeout>;
  run: (early: boolean) => void;
}

let entries: Entry[] = [];
let shown: ScheduledTask[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const update = (next: Entry[]) => {
  entries = next;
  shown = entries.map(({ id, task, schedule, dueAt }) => ({ id, task, schedule, dueAt }));
  for (const listener of listeners) listener();
};

export const scheduledTasks = {
  /** The tasks waiting for their time, first queued first. */
  getTasks: (): ScheduledTask[] => shown,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Waits `schedule` seconds, then `run`s the task once (unless "Run now" ran it before: then `early` is true). */
  add(task: Record<string, unknown>, schedule: number, run: (early: boolean) => void): ScheduledTask {
    counter += 1;
    const id = counter;
    const timer = setTimeout(() => take(id)?.run(false), schedule * 1000);
    update([...entries, { id, task, schedule, dueAt: Date.now() + schedule * 1000, timer, run }]);
    return shown[shown.length - 1];
  },
  /** Runs a waiting task now, as its time had come; false when it already ran. */
  runNow(id: number): boolean {
    const entry = take(id);
    if (!entry) return false;
    clearTimeout(entry.timer);
    entry.run(true);
    return true;
  },
};

function take(id: number): Entry | undefined {
  const entry = entries.find((candidate) => candidate.id === id);
  if (entry) update(entries.filter((candidate) => candidate !== entry));
  return entry;
}
