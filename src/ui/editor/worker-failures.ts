import { useSyncExternalStore } from 'react';

/**
 * The editor's workers whose script could not be fetched (the server stopped while the editor started: `kitbench dev`
 * stopped with Ctrl+C in the first second), by label (`typescript`, `yaml`, `editorWorkerService`). Their language
 * features (completion, hover, type checks) stay off until the page is reloaded. A tiny store of its own, so the dev
 * badge reads it without loading the editor; monaco-setup.ts fills it.
 */
let failed: readonly string[] = [];
const listeners = new Set<() => void>();

export const editorWorkerFailures = {
  get: (): readonly string[] => failed,
  add(label: string): void {
    if (failed.includes(label)) return;
    failed = [...failed, label];
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useEditorWorkerFailures(): readonly string[] {
  return useSyncExternalStore(editorWorkerFailures.subscribe, editorWorkerFailures.get, editorWorkerFailures.get);
}

/** What to tell the author about the failed workers, or undefined when none failed. */
export function workerFailureMessage(labels: readonly string[]): string | undefined {
  if (labels.length === 0) return undefined;
  return "The editors' language services could not load while kitbench dev was not answering: completion, hover and type checks are off in this tab. Reload the page to get them back (your edits are kept).";
}
