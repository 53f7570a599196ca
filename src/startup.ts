/**
 * The start-up order, in one place (DESIGN.md: "Start-up has one owner"; docs/performance.md). On a cold load the
 * editor's chunk (Monaco) is the longest wait and the main thread is the scarce resource, so:
 *
 *   1. at once, in parallel: the workspaces saved in IndexedDB (which text the editor shows) and, served by
 *      `kitbench dev`, the folder's snapshot and the dev chunk (main.tsx requests both before calling startUp);
 *   2. the folder becomes the active workspace (after the saved ones are read: it replaces its older copy);
 *   3. the first render: the shell and the manifest editor;
 *   4. once the manifest editor is up (or its chunk failed, or EDITOR_FALLBACK_MS after the first render: each leaves
 *      a mark of its own, kitbench:editor-unavailable and kitbench:editor-fallback):
 *      the script runtime's first run (ScriptHostProvider), the script editor, and, when the main thread is idle, the
 *      mocked platform (MSW's service worker).
 *
 * Nothing before the first render may wait for the mocked platform: it starts after the editor, so such a wait
 * could only end by the fallback (under `kitbench dev` every load once waited 4 s that way, issue 26). The page's
 * requests to other origins wait for it (src/mock/ready.ts); its own origin (the app's files, `kitbench dev`'s
 * /__kitbench/*) never does. The marks, in their order: kitbench:workspaces, kitbench:dev-folder (kitbench dev only),
 * kitbench:render, kitbench:editor-up, kitbench:mock-ready (src/startup.test.ts and e2e/dev.spec.ts check it).
 */
import { holdFetchUntil, reportMockError } from './mock/ready';

/**
 * The last resort, counted from the first render: an editor that has not mounted by then (and whose chunk did not
 * fail, which releases at once: markEditorUnavailable) must not keep the rest of the app from starting. Long on
 * purpose: on a crowded 2-core machine Monaco's evaluation alone took 4 s, and the wait is never on the editor's path.
 */
export const EDITOR_FALLBACK_MS = 10_000;

const mark = (name: string) => void globalThis.performance?.mark?.(`kitbench:${name}`);

let editorIsUp = false;
let markUp: () => void = () => undefined;
const editorUp = new Promise<void>((resolve) => {
  markUp = resolve;
});

/** The manifest editor calls this once it is mounted (CodeEditor, through typescript-setup's markManifestEditorUp). */
export function markEditorUp(): void {
  if (editorIsUp) return;
  editorIsUp = true;
  mark('editor-up');
  markUp();
}

/** The editor's chunk could not be loaded (EditorPane's preload failed): nothing waits for the editor any more. */
export function markEditorUnavailable(): void {
  if (editorIsUp) return;
  editorIsUp = true;
  mark('editor-unavailable');
  markUp();
}

let editorOrFallback: Promise<void> | undefined;

/** The manifest editor up (or unavailable), or EDITOR_FALLBACK_MS after the first call (the first render's). */
function editorGate(): Promise<void> {
  editorOrFallback ??= new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      if (!editorIsUp) mark('editor-fallback');
      resolve();
    }, EDITOR_FALLBACK_MS);
    void editorUp.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
  return editorOrFallback;
}

/**
 * Resolves once the manifest editor is up and has painted (or after the fallback): two frames, then a task of its
 * own, so a keystroke that comes as the editor shows is handled before the deferred work starts. The editor is up
 * in the task that creates it (src/ui/editor/MonacoEditor.tsx); its text is drawn in the next frame, and the second
 * leaves a first key its turn (a click and a key typed as the editor appears took the main thread after the script
 * editor's creation otherwise; docs/performance.md).
 */
export function afterEditorUp(): Promise<void> {
  return editorGate().then(
    () =>
      new Promise<void>((resolve) => {
        // Frames, then a task; a hidden tab gets no frames (and Node has none), so a timer stands in.
        const timer = setTimeout(resolve, 100);
        if (typeof requestAnimationFrame !== 'function') return;
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            clearTimeout(timer);
            setTimeout(resolve, 0);
          }),
        );
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

export interface StartUpSteps {
  /** The saved workspaces (IndexedDB, a share link's): which text the editor shows. */
  readWorkspaces(): Promise<void>;
  /**
   * Served by `kitbench dev`: the folder becomes the active workspace. Its snapshot should already be on its way
   * (requested before startUp); it must not wait for the mocked platform or the editor.
   */
  openDevFolder?: () => Promise<void>;
  /** The first render (the shell, with the manifest editor). */
  render(): void;
  /** Starts the mocked platform (MSW); the page's requests to other origins wait for it. */
  startMockPlatform(): Promise<void>;
  /** How long the mocked platform may wait for an idle main thread once the editor is up. Default 1 s. */
  idleTimeoutMs?: number;
}

export interface StartedUp {
  /** The first render happened. */
  rendered: Promise<void>;
  /** The mocked platform answers (rejects when it could not start: already reported). */
  mockReady: Promise<void>;
}

/** Runs the start-up in the order above. */
export function startUp(steps: StartUpSteps): StartedUp {
  let renderedNow: () => void = () => undefined;
  const rendered = new Promise<void>((resolve) => {
    renderedNow = resolve;
  });
  const mockReady = rendered
    .then(afterEditorUp)
    .then(() => whenIdle(steps.idleTimeoutMs ?? 1000))
    .then(() => steps.startMockPlatform())
    .then(() => mark('mock-ready'));
  holdFetchUntil(mockReady);
  mockReady.catch((error: unknown) =>
    reportMockError(
      `The mocked platform could not start (${error instanceof Error ? error.message : String(error)}). Panels that call it will fail; reload to try again.`,
    ),
  );

  void (async () => {
    try {
      await steps.readWorkspaces();
      mark('workspaces');
      if (steps.openDevFolder) {
        await steps.openDevFolder();
        mark('dev-folder');
      }
    } catch (error) {
      // The app still renders, on what it has: never a blank page.
      console.error('kitbench: start-up', error);
    } finally {
      steps.render();
      mark('render');
      renderedNow();
    }
  })();
  return { rendered, mockReady };
}
