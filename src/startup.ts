/**
 * The start-up order (docs/performance.md): the manifest editor first, everything else after it. On a cold load
 * the editor's chunk (Monaco) is the longest wait and the main thread is the scarce resource: the mocked platform's
 * service worker, the script's first run (esbuild-wasm, the sandbox) and the other panels' work wait here until the
 * manifest editor is on screen, so they never sit between a newcomer and the first keystroke.
 */

let markUp: () => void = () => undefined;
const editorUp = new Promise<void>((resolve) => {
  markUp = resolve;
});

/** The manifest editor calls this once it is mounted (CodeEditor, through typescript-setup's markManifestEditorUp). */
export function markEditorUp(): void {
  if (typeof performance !== 'undefined') performance.mark('kitbench:editor-up');
  markUp();
}

/** An editor that never mounts (its chunk failed to load) must not keep the rest of the app from starting. */
const FALLBACK_MS = 4000;

/**
 * Resolves once the manifest editor is up and the frame that shows it had its chance to paint (or after
 * FALLBACK_MS): a task of its own, so a keystroke already queued is handled before the deferred work starts.
 */
export function afterEditorUp(): Promise<void> {
  const fallback = new Promise<void>((resolve) => setTimeout(resolve, FALLBACK_MS));
  return Promise.race([editorUp, fallback]).then(
    () =>
      new Promise<void>((resolve) => {
        // A frame, then a task; a hidden tab gets no frames, so a timer stands in.
        const timer = setTimeout(resolve, 100);
        requestAnimationFrame(() => {
          clearTimeout(timer);
          setTimeout(resolve, 0);
        });
      }),
  );
}

/** Resolves when the main thread is idle (requestIdleCallback), or after `timeoutMs` at the latest. */
export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}
