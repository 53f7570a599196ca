import { useSyncExternalStore } from 'react';

/**
 * Whether the script editor's types are being checked (issue 26 §3): from the moment the script editor starts until
 * its TypeScript worker has checked the open script once with every declaration the folder needs (a folder importing
 * octokit waits seconds for 9 MB of them), and again each time another folder opens. Shown beside the Problems
 * panel's counts, so an author never wonders whether the editor has looked at the script yet. A tiny store of its
 * own, so the panel never loads the editor.
 */
export type TypeCheckState = 'idle' | 'checking' | 'checked';

let state: TypeCheckState = 'idle';
const listeners = new Set<() => void>();

export const typeCheckState = {
  get: (): TypeCheckState => state,
  set(next: TypeCheckState): void {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The script editor's type-check state, for React. */
export function useTypeCheckState(): TypeCheckState {
  return useSyncExternalStore(typeCheckState.subscribe, typeCheckState.get, typeCheckState.get);
}
