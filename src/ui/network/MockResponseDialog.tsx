import { lazy, Suspense, useId, useState } from 'react';
import type { NetworkEntry } from '../../sandbox/network-log';
import { NativeDialog } from '../kit/Dialog';
import { useWorkspace } from '../workspace/store';
import { contentTypeOf, initialBody, jsonProblem, mocksFileOf, saveMock } from './mocks';
import '../preview/export-test.css';

const JsonBodyEditor = lazy(() => import('./JsonBodyEditor'));

/**
 * "Mock this response": the status and body a handler in the mocks file will answer this request with. Saving adds
 * the handler (or replaces the one for the same method and URL) and the script reloads with it.
 */
export function MockResponseDialog({ entry, onClose }: { entry: NetworkEntry; onClose: () => void }) {
  const titleId = useId();
  const statusId = useId();
  const file = useWorkspace((w) => mocksFileOf(w.sources));
  const exists = useWorkspace((w) => file in w.sources);
  const contentType = contentTypeOf(entry);
  const json = !contentType || /json/i.test(contentType) || entry.error !== undefined;
  const [body, setBody] = useState(() => initialBody(entry));
  const [status, setStatus] = useState(String(entry.response && entry.response.status < 500 ? entry.response.status : 200));
  const [failure, setFailure] = useState<{ error: string; snippet: string }>();
  const problem = json ? jsonProblem(body) : undefined;
  const statusNumber = Number(status);
  const statusValid = Number.isInteger(statusNumber) && statusNumber >= 200 && statusNumber <= 599;

  const save = () => {
    if (problem !== undefined || !statusValid) return;
    const edit = saveMock({ method: entry.request.method, url: entry.request.url, status: statusNumber, body, contentType: json ? undefined : contentType });
    if (edit.ok) onClose();
    else setFailure({ error: edit.error, snippet: edit.snippet });
  };

  return (
    <NativeDialog labelledBy={titleId} onClose={onClose} closeOnBackdrop={false} className="xt-dialog">
      <div className="xt-dialog__body">
        <header className="xt-dialog__header">
          <h2 id={titleId}>Mock this response</h2>
          <button type="button" className="btn btn--ghost btn--small" onClick={onClose} aria-label="Close">
            ✕
          </button>
        </header>
        <p className="xt-dialog__note">
          <span className="rt-method">{entry.request.method}</span> <code>{entry.request.url}</code>
          <br />
          {exists ? 'Adds a handler to' : 'Creates'} <code>{file}</code> in your folder: the script&apos;s fetch gets this answer instead of going to the
          network, here, under <code>kitbench dev</code> and in <code>kitbench/testing</code> tests.
        </p>
        <label className="field__label" htmlFor={statusId}>
          Status
        </label>
        <input id={statusId} className="input" inputMode="numeric" value={status} onChange={(event) => setStatus(event.target.value)} style={{ width: 100 }} />
        {!statusValid && <p className="note note--danger">The status must be a number from 200 to 599.</p>}
        <span className="field__label">Body{json ? ' (JSON)' : ` (${contentType})`}</span>
        <Suspense fallback={<p className="rt-muted">Loading the editor…</p>}>
          <JsonBodyEditor value={body} onChange={setBody} json={json} onSubmit={save} />
        </Suspense>
        <p className="rt-muted" style={{ margin: 0, fontSize: 12 }}>
          Control+Enter saves. In the editor Tab indents; press Control+M first to move focus with Tab.
        </p>
        {problem && (
          <p className="note note--danger" role="alert">
            Not valid JSON (line {problem.line}): {problem.message}
          </p>
        )}
        {failure && (
          <div className="note note--danger" role="alert">
            <p>{failure.error}</p>
            {failure.snippet && <pre className="rt-code">{failure.snippet}</pre>}
          </div>
        )}
        <div className="xt-dialog__actions">
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn--primary" onClick={save} disabled={problem !== undefined || !statusValid}>
            Save mock
          </button>
        </div>
      </div>
    </NativeDialog>
  );
}
