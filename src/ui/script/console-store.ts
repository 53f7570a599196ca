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
    counter += 1;
    lines = [...lines.slice(-(MAX_LINES - 1)), { ...entry, id: counter }];
    emit();
  },
  clear() {
    lines = [];
    emit();
  },
};
