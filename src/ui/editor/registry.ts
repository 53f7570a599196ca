import type { editor } from 'monaco-editor/editor';

/** The two files kitbench edits. */
export type EditorFile = 'manifest' | 'script';

/** Editors by file, so the Problems panel and other panels can move a cursor without holding a ref. */
const editors = new Map<EditorFile, editor.IStandaloneCodeEditor>();
const pending = new Map<EditorFile, { line: number; column: number }>();

export function registerEditor(file: EditorFile, instance: editor.IStandaloneCodeEditor): () => void {
  editors.set(file, instance);
  const waiting = pending.get(file);
  if (waiting) {
    pending.delete(file);
    reveal(file, waiting.line, waiting.column);
  }
  return () => {
    if (editors.get(file) === instance) editors.delete(file);
  };
}

export function getEditor(file: EditorFile): editor.IStandaloneCodeEditor | undefined {
  return editors.get(file);
}

/** Moves the cursor to a 1-based line and column, scrolls it into view and focuses the editor. */
export function reveal(file: EditorFile, line: number, column: number): void {
  const instance = editors.get(file);
  if (!instance) {
    // The editor chunk may still be loading: reveal as soon as it mounts.
    pending.set(file, { line, column });
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
}

if (typeof window !== 'undefined') {
  window.addEventListener('kitbench:reveal', (event) => {
    const detail = (event as CustomEvent<RevealRequest>).detail;
    if (detail && (detail.file === 'manifest' || detail.file === 'script')) reveal(detail.file, detail.line, detail.column ?? 1);
  });
}
