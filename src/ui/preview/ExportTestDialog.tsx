import { useId, useRef, useState } from 'react';
import { manifestFileOf } from '../../core/workspace/manifest-file';
import { useWorkspace } from '../workspace/store';
import { NativeDialog } from '../kit/Dialog';
import { download } from '../kit/download';
import './export-test.css';

/**
 * "Export as test": the generated `kitbench/testing` file, read-only, with Copy and Download and where to put it.
 * Mount it to open it; focus returns to the button that opened it when it closes (NativeDialog).
 */
export function ExportTestDialog({ text, fileName, onClose }: { text: string; fileName: string; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  const manifestFile = useWorkspace(manifestFileOf);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      // No clipboard permission (an insecure origin, a denied prompt): leave the text selected for Control+C.
      textRef.current?.select();
      setCopied('failed');
    }
  };

  return (
    <NativeDialog labelledBy={titleId} onClose={onClose} closeOnBackdrop={false} className="xt-dialog">
      <div className="xt-dialog__body">
        <header className="xt-dialog__header">
          <h2 id={titleId}>Export as test</h2>
          <button type="button" className="btn btn--ghost btn--small" onClick={onClose} aria-label="Close">
            ✕
          </button>
        </header>
        <p className="xt-dialog__note">
          Save it as <code>{fileName}</code> beside <code>{manifestFile}</code> in your integration&apos;s folder and run it with{' '}
          <code>npx kitbench test</code>. It replays what you did with <code>kitbench/testing</code>; a change that alters what the user sees
          makes it fail with the expected and the rendered text.
        </p>
        <label className="field__label" htmlFor={textId}>
          Exported test
        </label>
        <textarea
          id={textId}
          ref={textRef}
          className="textarea xt-dialog__code"
          readOnly
          spellCheck={false}
          wrap="off"
          value={text}
        />
        <div className="xt-dialog__actions">
          <span className="xt-dialog__status" role="status">
            {copied === 'yes' ? 'Copied' : copied === 'failed' ? 'The clipboard is not available: the text is selected, press Control+C.' : ''}
          </span>
          <button type="button" className="btn" onClick={() => void copy()}>
            Copy
          </button>
          <button type="button" className="btn btn--primary" onClick={() => download(fileName, text, 'text/typescript')}>
            Download
          </button>
        </div>
      </div>
    </NativeDialog>
  );
}
