import { useId, useState, useSyncExternalStore } from 'react';
import { NativeDialog } from '../kit/Dialog';
import { useWorkspace } from '../workspace/store';
import { mocksFileOf } from './mocks';
import { discardRecordings, keepRecordings, recordStore } from './record';
import '../preview/export-test.css';

/**
 * Record mode's review: every real response `kitbench dev --record` kept, with what was redacted from it. Nothing
 * is written until the author chooses "Write to kitbench.mocks.ts"; unchecked ones are discarded or left for later.
 */
export function RecordingsDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const { recordings } = useSyncExternalStore(recordStore.subscribe, recordStore.get, recordStore.get);
  const file = useWorkspace((w) => mocksFileOf(w.sources));
  const [unchecked, setUnchecked] = useState<Set<number>>(new Set());
  const [errors, setErrors] = useState<string[]>([]);
  const chosen = recordings.filter((recording) => !unchecked.has(recording.id)).map((recording) => recording.id);
  const toggle = (id: number) =>
    setUnchecked((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const write = async () => {
    const result = await keepRecordings(chosen);
    if (result.errors.length > 0) setErrors(result.errors);
    else onClose();
  };

  return (
    <NativeDialog labelledBy={titleId} onClose={onClose} closeOnBackdrop={false} className="xt-dialog">
      <div className="xt-dialog__body">
        <header className="xt-dialog__header">
          <h2 id={titleId}>Review recordings</h2>
          <button type="button" className="btn btn--ghost btn--small" onClick={onClose} aria-label="Close">
            ✕
          </button>
        </header>
        <p className="xt-dialog__note">
          Real responses recorded by <code>kitbench dev --record</code>, with credentials redacted. The checked ones become handlers in{' '}
          <code>{file}</code>; nothing is written before you choose to.
        </p>
        {recordings.length === 0 ? (
          <p className="rt-muted">Nothing recorded yet: use a block whose script fetches from a real service.</p>
        ) : (
          <ul className="nw-recordings" aria-label="Recordings">
            {recordings.map((recording) => (
              <li key={recording.id} className="panel-card rt-card">
                <label className="nw-recording__head">
                  <input type="checkbox" checked={!unchecked.has(recording.id)} onChange={() => toggle(recording.id)} />
                  <span className="rt-method">{recording.method}</span>
                  <span className="rt-mono nw-recording__url">{recording.url}</span>
                  <span className={recording.status < 400 ? 'rt-status--ok' : 'rt-status--error'}>{recording.status}</span>
                </label>
                <p className="rt-muted nw-recording__redacted">
                  {recording.redacted.length > 0 ? `Redacted: ${recording.redacted.join(', ')}` : 'Nothing to redact.'}
                </p>
                <pre className="rt-code nw-recording__body" title={`Recorded body of ${recording.method} ${recording.url}`}>
                  {recording.body.length > 2000 ? `${recording.body.slice(0, 2000)}…` : recording.body}
                </pre>
              </li>
            ))}
          </ul>
        )}
        {errors.map((error) => (
          <pre key={error} className="note note--danger" role="alert">
            {error}
          </pre>
        ))}
        <div className="xt-dialog__actions">
          <button type="button" className="btn" onClick={() => void discardRecordings(recordings.map((recording) => recording.id))} disabled={recordings.length === 0}>
            Discard all
          </button>
          <button type="button" className="btn btn--primary" onClick={() => void write()} disabled={chosen.length === 0}>
            Write {chosen.length === 1 ? '1 mock' : `${chosen.length} mocks`} to {file}
          </button>
        </div>
      </div>
    </NativeDialog>
  );
}
