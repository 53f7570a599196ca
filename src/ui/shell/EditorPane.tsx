import { type ReactNode, Suspense } from 'react';
import { getEditor } from '../editor/registry';
import type { EditorFile } from '../editor/registry';
import { useEditorFocus } from '../editor/focusState';
import { EditorPlaceholder } from './EditorPlaceholder';
import { loadEditorModule, useEditorModule } from './editorModule';
import { ErrorBoundary } from './ErrorBoundary';
import { setPreferences, usePreferences } from './preferences';

/** Starts fetching the editor chunk (Monaco) now, in parallel with the rest of the start-up (main.tsx calls it first). */
export const preloadEditor = loadEditorModule;

/** The editor once its chunk is in; its placeholder until then; a chunk that failed is said by the ErrorBoundary. */
function EditorSlot({ file }: { file: EditorFile }) {
  const editor = useEditorModule();
  if (editor.status === 'failed') throw editor.error;
  if (editor.status === 'loading') return <EditorPlaceholder file={file} />;
  const { default: CodeEditor } = editor.module;
  return <CodeEditor file={file} />;
}

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
  const { wordWrap } = usePreferences();
  const { focused, tabMovesFocus } = useEditorFocus(file);
  return (
    <section className="pane" aria-label={fileName}>
      <header className="pane__header">
        {/* The file's name; its folder is in the file tree and the tooltip. */}
        <span className="pane__file" title={fileName}>
          {fileName.split('/').pop()}
        </span>
        {status}
        <span className="pane__actions">
          <button
            type="button"
            className="btn btn--ghost btn--small"
            aria-pressed={wordWrap}
            title="Wrap long lines in both editors (Alt+Z)"
            onClick={() => setPreferences({ wordWrap: !wordWrap })}
          >
            Wrap
          </button>
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
            <Suspense fallback={<EditorPlaceholder file={file} />}>
              <EditorSlot file={file} />
            </Suspense>
          </ErrorBoundary>
        </div>
        {overlay}
        {focused && !overlay ? (
          // Monaco keeps Tab for indenting: say how to leave with the keyboard, and which mode is on.
          <p className="pane__tab-hint">
            {tabMovesFocus ? 'Tab moves focus' : 'Tab indents'} · <kbd>Ctrl</kbd>+<kbd>M</kbd>{' '}
            {tabMovesFocus ? 'to indent with Tab' : 'to move focus with Tab'}
          </p>
        ) : null}
      </div>
    </section>
  );
}
