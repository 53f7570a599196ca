import { useSyncExternalStore } from 'react';
import type { TsconfigProblem } from './tsconfig';

/**
 * What the script editor cannot type as the author's tsc would, shown once each in the Problems panel as warnings:
 * what the folder's tsconfig.json gets wrong (tsconfig.ts: broken JSON, an extends loop, a target that is not there;
 * the editor type-checks with the platform's settings in their place, never fails), and under `kitbench dev` a
 * package whose declarations could not all be loaded (package-typings.ts; its types are `any` where they are
 * missing), or the worker runtime's declarations that could not be loaded (environment-typings.ts). A tiny store
 * of its own, so the panel never loads the editor.
 */

/**
 * Where a warning comes from: the folder's tsconfig, an installed package's declarations, or the worker runtime's
 * declarations its settings name (environment-typings.ts).
 */
export type SettingsSource = 'tsconfig' | 'types' | 'environment';

/** One warning, with where it comes from (the Problems panel shows it as the code). */
export interface SettingsProblem extends TsconfigProblem {
  source: SettingsSource;
}

const bySource = new Map<SettingsSource, readonly TsconfigProblem[]>();
let problems: readonly SettingsProblem[] = [];
let key = '[]';
const listeners = new Set<() => void>();

export const settingsProblems = {
  get: (): readonly SettingsProblem[] => problems,
  /** Sets one source's problems (the tsconfig's by default); listeners hear only a change (settled on every keystroke). */
  set(next: readonly TsconfigProblem[], source: SettingsSource = 'tsconfig'): void {
    bySource.set(source, next);
    const all = (['tsconfig', 'environment', 'types'] as const).flatMap((from) => (bySource.get(from) ?? []).map((problem) => ({ ...problem, source: from })));
    const nextKey = JSON.stringify(all);
    if (nextKey === key) return;
    key = nextKey;
    problems = all;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The script editor's settings problems, for React. */
export function useSettingsProblems(): readonly SettingsProblem[] {
  return useSyncExternalStore(settingsProblems.subscribe, settingsProblems.get, settingsProblems.get);
}
