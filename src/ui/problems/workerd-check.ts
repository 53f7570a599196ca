import { useSyncExternalStore } from 'react';
import type { CheckEvent } from '../../dev/protocol';

/**
 * The workerd check's findings under `kitbench dev` (the server runs what `kitbench check` runs after each build and
 * sends a `check` event: src/dev/workerd-check.ts), for the Problems panel. A tiny store of its own, so the panel
 * never loads the dev session's code; outside `kitbench dev` it stays empty.
 */
let state: CheckEvent | undefined;
const listeners = new Set<() => void>();

export const workerdCheck = {
  get: (): CheckEvent | undefined => state,
  set(next: CheckEvent | undefined): void {
    state = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The last workerd check event, for React. */
export function useWorkerdCheck(): CheckEvent | undefined {
  return useSyncExternalStore(workerdCheck.subscribe, workerdCheck.get, workerdCheck.get);
}
