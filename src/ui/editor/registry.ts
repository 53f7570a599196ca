import type { editor } from 'monaco-editor/editor';
import { getActiveWorkspace, updateWorkspace } from '../workspace/store';
import { showAsset } from '../workspace/view';

/** The two editors: the manifest, and the script editor showing the open source file. */
export type EditorFile = 'manifest' | 'script';

/** Editors by file, so the Problems panel and other panels can move a cursor without holding a ref. */
const editors = new Map<EditorFile, editor.IStandaloneCodeEditor>();
const pending = new Map<EditorFile, { line: number; column: number; path?: string }>();

/** Whether the editor shows the source file at `path` (its model is `file:///<workspace>/<path>`). */
function shows(instance: editor.IStandaloneCodeEditor, path: string | undefined): boolean {
  return !path || (instance.getModel()?.uri.path.endsWith(`/${path}`) ?? false);
}

export function registerEditor(file: EditorFile, instance: editor.IStandaloneCodeEditor): () => void {
  editors.set(file, instance);
  const flush = () => {
    const waiting = pending.get(file);
    if (waiting && shows(instance, waiting.path)) {
      pending.delete(file);
      reveal(file, waiting.line, waiting.column, waiting.path);
    }
  };
  flush();
  // A reveal in another source file waits for the editor to switch to it.
  const listener = instance.onDidChangeModel(flush);
  return () => {
    listener.dispose();
    if (editors.get(file) === instance) editors.delete(file);
  };
}

export function getEditor(file: EditorFile): editor.IStandaloneCodeEditor | undefined {
  return editors.get(file);
}

/**
 * Moves the cursor to a 1-based line and column, scrolls it into view and focuses the editor. For the script
 * editor, `path` names the source file (opened first when another one is showing).
 */
export function reveal(file: EditorFile, line: number, column: number, path?: string): void {
  const instance = editors.get(file);
  if (file === 'script' && path && path in getActiveWorkspace().sources) {
    showAsset(undefined);
    if (getActiveWorkspace().openFile !== path) updateWorkspace({ openFile: path });
  }
  if (!instance || (file === 'script' && !shows(instance, path))) {
    // The editor chunk may still be loading, or the file is about to open: reveal as soon as it shows.
    pending.set(file, { line, column, path });
    return;
  }
  instance.setPosition({ lineNumber: line, column });
  instance.revealLineInCenterIfOutsideViewport(line);
  instance.focus();
}

/** Other panels ask for a reveal with a DOM event, so they need not import the editor chunk. */
export interface RevealRequest {
  file: EditorFile;
  line: number;
  column?: number;
  /** For the script editor: the source file, folder-relative (`src/utils.ts`); the open file when absent. */
  path?: string;
}

if (typeof window !== 'undefined') {
  window.addEventListener('kitbench:reveal', (event) => {
    const detail = (event as CustomEvent<RevealRequest>).detail;
    if (detail && (detail.file === 'manifest' || detail.file === 'script')) reveal(detail.file, detail.line, detail.column ?? 1, detail.path);
  });
}
