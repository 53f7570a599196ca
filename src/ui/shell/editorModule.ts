import { useEffect, useSyncExternalStore } from 'react';
import { markEditorUnavailable } from '../../startup';

type EditorModule = typeof import('../editor/CodeEditor');

/** Where the editor chunk (Monaco) is: on its way, in, or failed to load. */
export type EditorModuleState =
  | { status: 'loading' }
  | { status: 'loaded'; module: EditorModule }
  | { status: 'failed'; error: Error };

let state: EditorModuleState = { status: 'loading' };
let started = false;
const listeners = new Set<() => void>();
const set = (next: EditorModuleState) => {
  state = next;
  for (const listener of listeners) listener();
};

/**
 * Starts loading the editor chunk, once (main.tsx calls it first, in parallel with the rest of the start-up). A
 * failure marks the editor unavailable, so what waits for it (src/startup.ts) starts at once.
 */
export function loadEditorModule(): void {
  if (started) return;
  started = true;
  void import('../editor/CodeEditor').then(
    (module) => set({ status: 'loaded', module }),
    (error: unknown) => {
      markEditorUnavailable();
      set({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
    },
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The editor chunk's state, for the panes. Not React.lazy: a lazy component's reveal is a Suspense retry, which React
 * holds back until 300 ms after any boundary of the page last showed or hid a fallback (its FALLBACK_THROTTLE_MS), and
 * at start-up the Preview's own lazy parts come in just before Monaco is evaluated: the editor sat ready and not
 * mounted for up to 300 ms (a cold trace: a 225 ms timer between Monaco's evaluation and the editor's render). A
 * store update renders at once (docs/performance.md).
 */
export function useEditorModule(): EditorModuleState {
  useEffect(loadEditorModule, []);
  return useSyncExternalStore(subscribe, () => state);
}
