import type { ProblemEvent } from '../../dev/protocol';

/** How the page's link to `kitbench dev` is (EventSource reconnects by itself while `reconnecting`). */
export type DevConnection = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

/** What the dev badge shows. */
export interface DevStatus {
  /** The folder's name. */
  folder: string;
  /** The folder's absolute path on disk, once known. */
  path?: string;
  connection: DevConnection;
  /** The folder-level problem (no manifest, missing entry, package not installed), if any. */
  problem: ProblemEvent['problem'];
  /** Why the last write to disk failed, if it did. */
  writeError?: string;
  /** What the snapshot left out and why. */
  notes: string[];
  /** Which manifest file is used when the folder has both names (said once, beside the badge). */
  manifestNote?: string;
  /** Secrets files kept on disk (never sent, shared or exported), by path. */
  withheld?: string[];
}

let state: DevStatus = { folder: '', connection: 'connecting', problem: null, notes: [] };
const listeners = new Set<() => void>();

/** The dev session's status: a tiny external store for the badge. */
export const devStatus = {
  get: (): DevStatus => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(patch: Partial<DevStatus>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  },
};
