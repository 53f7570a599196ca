import type { LogEntry } from '../../sandbox/types';

/** A Console line: a log entry with a stable id for React keys. */
export interface ConsoleLine extends LogEntry {
  id: number;
}

const MAX_LINES = 1000;
let lines: ConsoleLine[] = [];
let counter = 0;
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

/** Everything the script logged or threw, newest last (capped at 1000 lines). */
export const consoleStore = {
  getLines: (): ConsoleLine[] => lines,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  append(entry: LogEntry) {
    consoleStore.appendMany([entry]);
  },
  /** Appends a batch with one notification (a script may log hundreds of lines at once). */
  appendMany(entries: LogEntry[]) {
    if (entries.length === 0) return;
    const added = entries.map((entry) => {
      counter += 1;
      return { ...entry, id: counter };
    });
    lines = [...lines, ...added].slice(-MAX_LINES);
    emit();
  },
  clear() {
    lines = [];
    emit();
  },
};
