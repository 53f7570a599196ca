import { useSyncExternalStore } from 'react';
import type { LogEntry } from '../../sandbox/types';

/** One runtime event the installation emitted, and what the script's handler made of it. */
export interface LoggedEvent {
  id: number;
  /** The workspace whose installation emitted it: the log shows the active workspace's events only. */
  workspaceId: string;
  type: string;
  time: number;
  /** Why it was emitted: "Installed into space ...", "site.project edited". */
  reason: string;
  payload: Record<string, unknown>;
  outcome: 'running' | 'ok' | 'error' | 'no-handler' | 'no-script';
  /** The handler's error, or why nothing ran. */
  message?: string;
  durationMs?: number;
  logs: LogEntry[];
}

/** Keep the log bounded: an author editing for an hour must not grow memory without end. */
const MAX_ENTRIES = 200;

let entries: LoggedEvent[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** The emitted events, newest first; survives switching tabs (module state, not component state). */
export const eventLog = {
  add(entry: Omit<LoggedEvent, 'id' | 'time' | 'logs' | 'outcome'>): number {
    const id = nextId++;
    entries = [{ ...entry, id, time: Date.now(), outcome: 'running' as const, logs: [] }, ...entries].slice(0, MAX_ENTRIES);
    emit();
    return id;
  },
  settle(id: number, patch: Partial<Pick<LoggedEvent, 'outcome' | 'message' | 'durationMs' | 'logs'>>) {
    entries = entries.map((e) => (e.id === id ? { ...e, ...patch } : e));
    emit();
  },
  clear(workspaceId: string) {
    entries = entries.filter((e) => e.workspaceId !== workspaceId);
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): LoggedEvent[] => entries,
};

/** The event log, re-rendering on every change. */
export function useEventLog(): LoggedEvent[] {
  return useSyncExternalStore(eventLog.subscribe, eventLog.getSnapshot, eventLog.getSnapshot);
}
