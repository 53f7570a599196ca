import { lazy, type ReactNode, Suspense } from 'react';
import { getEditor } from '../editor/registry';
import type { EditorFile } from '../editor/registry';
import { ErrorBoundary } from './ErrorBoundary';

const CodeEditor = lazy(() => import('../editor/CodeEditor'));

interface Props {
  file: EditorFile;
  fileName: string;
  /** Small status next to the name (problem counts, script state). */
  status?: ReactNode;
  actions?: ReactNode;
  /** Shown over the editor (which stays mounted, keeping its state): an asset picked in the file tree. */
  overlay?: ReactNode;
}

/** One file: its name, a few actions and the editor. */
export function EditorPane({ file, fileName, status, actions, overlay }: Props) {
  return (
    <section className="pane" aria-label={fileName}>
      <header className="pane__header">
        <span className="pane__file" title={fileName}>
          {fileName}
        </span>
        {status}
        <span className="pane__actions">
          <button
            type="button"
            className="btn btn--ghost btn--small"
            disabled={overlay ? true : undefined}
            onClick={() => void getEditor(file)?.getAction('editor.action.formatDocument')?.run()}
          >
            Format
          </button>
          {actions}
        </span>
      </header>
      <div className="pane__body">
        <div className="pane__editor" hidden={overlay ? true : undefined}>
          <ErrorBoundary area="The editor">
            <Suspense fallback={<p className="editor-loading">Loading editor…</p>}>
              <CodeEditor file={file} />
            </Suspense>
          </ErrorBoundary>
        </div>
        {overlay}
      </div>
    </section>
  );
}
