import { useId, useRef, useState } from 'react';
import { manifestFileOf } from '../../core/workspace/manifest-file';
import { useWorkspace } from '../workspace/store';
import { NativeDialog } from '../kit/Dialog';
import { download } from '../kit/download';
import './export-test.css';

/** One format a test is exported in: kitbench/testing in Node, or kitbench/playwright in a browser. */
export interface ExportFormat {
  id: 'node' | 'playwright';
  text: string;
  fileName: string;
}

const FORMAT_KEY = 'kitbench:export-format';
const LABELS: Record<ExportFormat['id'], string> = { node: 'kitbench/testing (Node)', playwright: 'Playwright' };

/** The format chosen last time (the author's project uses one), else kitbench/testing. */
function rememberedFormat(): ExportFormat['id'] {
  try {
    return localStorage.getItem(FORMAT_KEY) === 'playwright' ? 'playwright' : 'node';
  } catch {
    return 'node';
  }
}

/**
 * "Export as test": the generated test file, read-only, in the format chosen (kitbench/testing or Playwright), with
 * Copy and Download and where to put it. Mount it to open it; focus returns to the button that opened it when it
 * closes (NativeDialog).
 */
export function ExportTestDialog({ formats, onClose }: { formats: readonly ExportFormat[]; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  const formatName = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  const [formatId, setFormatId] = useState(rememberedFormat);
  const manifestFile = useWorkspace(manifestFileOf);
  const format = formats.find((candidate) => candidate.id === formatId) ?? formats[0];
  const { text, fileName } = format;

  const choose = (id: ExportFormat['id']) => {
    setFormatId(id);
    setCopied(undefined);
    try {
      localStorage.setItem(FORMAT_KEY, id);
    } catch {
      // Storage turned off: the choice lasts while the dialog is open.
    }
  };

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
        {formats.length > 1 && (
          <fieldset className="xt-dialog__formats">
            <legend className="field__label">Format</legend>
            <div className="xt-segmented">
              {formats.map((candidate) => (
                <label key={candidate.id} className="xt-segmented__option">
                  <input type="radio" name={formatName} value={candidate.id} checked={candidate.id === format.id} onChange={() => choose(candidate.id)} />
                  <span>{LABELS[candidate.id]}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {format.id === 'playwright' ? (
          <p className="xt-dialog__note">
            Save it as <code>{fileName}</code> beside <code>{manifestFile}</code> and run it with <code>npx kitbench test</code> (with{' '}
            <code>@playwright/test</code> installed in the folder). It replays what you did in the playground itself, in a browser, with{' '}
            <code>kitbench/playwright</code>; after each step it expects what the page showed.
          </p>
        ) : (
          <p className="xt-dialog__note">
            Save it as <code>{fileName}</code> beside <code>{manifestFile}</code> in your integration&apos;s folder and run it with{' '}
            <code>npx kitbench test</code>. It replays what you did with <code>kitbench/testing</code>; a change that alters what the user sees
            makes it fail with the expected and the rendered text.
          </p>
        )}
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
