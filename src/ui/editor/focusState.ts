import { useSyncExternalStore } from 'react';
import type { EditorFile } from './registry';

/** Whether an editor has the keyboard, and whether Tab moves focus out of it (Monaco's Control+M mode). */
export interface EditorFocus {
  focused: boolean;
  tabMovesFocus: boolean;
}

const states = new Map<EditorFile, EditorFocus>();
const listeners = new Set<() => void>();
const idle: EditorFocus = { focused: false, tabMovesFocus: false };

/** Called by the editor on focus, blur and a change of its Tab mode. */
export function setEditorFocus(file: EditorFile, state: EditorFocus): void {
  const before = states.get(file);
  if (before?.focused === state.focused && before.tabMovesFocus === state.tabMovesFocus) return;
  states.set(file, state);
  for (const listener of listeners) listener();
}

/** An editor's focus and Tab mode, live (read by the pane header, which is outside the lazy editor chunk). */
export function useEditorFocus(file: EditorFile): EditorFocus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => states.get(file) ?? idle,
    () => idle,
  );
}
