import { useSyncExternalStore } from 'react';

/**
 * What the script pane shows besides the open source file: an asset the user picked in the file tree. Not saved
 * (a reload opens the editor again), and cleared whenever a source file is opened.
 */
let shownAsset: string | undefined;
const listeners = new Set<() => void>();

/** Shows an asset in the script pane, or (undefined) the editor again. */
export function showAsset(path: string | undefined): void {
  if (shownAsset === path) return;
  shownAsset = path;
  for (const listener of listeners) listener();
}

/** The asset the script pane shows, if any. */
export function useShownAsset(): string | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shownAsset,
    () => shownAsset,
  );
}
