import { useSyncExternalStore } from 'react';
import type { TsconfigProblem } from './tsconfig';

/**
 * What the folder's tsconfig.json gets wrong for the script editor (tsconfig.ts: broken JSON, an extends loop, a
 * target that is not there), shown once each in the Problems panel as warnings: the editor type-checks with the
 * platform's settings in their place, never fails. A tiny store of its own, so the panel never loads the editor.
 */
let problems: readonly TsconfigProblem[] = [];
let key = '[]';
const listeners = new Set<() => void>();

export const settingsProblems = {
  get: (): readonly TsconfigProblem[] => problems,
  /** Sets the problems; listeners hear only a change (settings are settled again on every keystroke). */
  set(next: readonly TsconfigProblem[]): void {
    const nextKey = JSON.stringify(next);
    if (nextKey === key) return;
    key = nextKey;
    problems = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The folder's tsconfig problems, for React. */
export function useSettingsProblems(): readonly TsconfigProblem[] {
  return useSyncExternalStore(settingsProblems.subscribe, settingsProblems.get, settingsProblems.get);
}
