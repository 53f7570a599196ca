import type { EditorFile } from '../editor/registry';
import { useWorkspace } from '../workspace/store';

/**
 * The file's text at once, while Monaco loads: a read-only block laid out as the editor lays it out (same font,
 * line height and left edge), replaced when the editor mounts. It is not the `Manifest editor` / `Script editor`
 * textbox (CONTRACT §4): that one appears when Monaco is ready for typing.
 */
export function EditorPlaceholder({ file }: { file: EditorFile }) {
  const text = useWorkspace((w) => (file === 'manifest' ? w.manifest : (w.sources[w.openFile] ?? '')));
  const lines = text.split('\n');
  return (
    <div className="editor-placeholder" aria-busy="true">
      <span className="visually-hidden">Loading the editor…</span>
      <pre className="editor-placeholder__text" aria-hidden="true">
        {lines.map((line, index) => (
          // A line's number is its identity here.
          <span key={index} className="editor-placeholder__line" data-line={index + 1}>
            {line || ' '}
          </span>
        ))}
      </pre>
    </div>
  );
}
