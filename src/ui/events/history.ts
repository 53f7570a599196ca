import type { HostResult } from '../../sandbox/types';

/** One dispatched event and what the handler did. */
export interface DispatchRecord {
  id: number;
  event: { type: string; [key: string]: unknown };
  result: HostResult<unknown>;
  at: number;
  /** Set when the platform delivered it for a task the script queued (`queueTask`), with the delay it asked for (`early`: run by Run now before it). */
  queued?: { schedule?: number; early?: boolean };
}

/**
 * Whether a dispatch failed, as the platform counts it: the handler threw or timed out, or answered an HTTP 5xx
 * (a site event's envelope, a task's `POST /tasks`: the Site view's "This visit" says "Failed" for the same answer).
 */
export function dispatchFailed(result: HostResult<unknown>): boolean {
  if (!result.ok) return true;
  const status = (result.value as { status?: unknown } | null | undefined)?.status;
  const body = (result.value as { body?: unknown } | null | undefined)?.body;
  return typeof status === 'number' && typeof body === 'string' && status >= 500;
}

let records: DispatchRecord[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Dispatched events, newest first; kept while the page lives so switching tabs loses nothing. */
export const eventHistory = {
  getRecords: (): DispatchRecord[] => records,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  add(event: DispatchRecord['event'], result: HostResult<unknown>, extra: Pick<DispatchRecord, 'queued'> = {}): DispatchRecord {
    counter += 1;
    const record: DispatchRecord = { id: counter, event, result, at: Date.now(), ...extra };
    records = [record, ...records].slice(0, 100);
    emit();
    return record;
  },
  clear() {
    records = [];
    emit();
  },
};
