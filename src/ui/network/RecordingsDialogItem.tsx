import { Fragment, useState } from 'react';
import { type NotRecorded, type Recording, type Redaction, type Refusal, setKept } from './record';

/** Text with what redaction put in (`REDACTED`, a `:redacted` path parameter) marked, so it reads as replaced. */
export function Marked({ text }: { text: string }) {
  const parts = text.split(/(REDACTED|:redacted\d*)/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} className="nw-mark">
            {part}
          </mark>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** One redaction: where, why, and the author's choice to keep the value (what a mock never holds is only dropped). */
function RedactionRow({ recording, redaction }: { recording: Recording; redaction: Redaction }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const choose = async (kept: boolean) => {
    setBusy(true);
    setError(await setKept(recording, redaction, kept));
    setBusy(false);
  };
  return (
    <li className={redaction.kept ? 'nw-redaction nw-redaction--kept' : 'nw-redaction'}>
      <span className="nw-redaction__where">{redaction.where}</span>
      <span className="nw-redaction__reason">
        <span className="nw-redaction__why">{redaction.why}</span>
        {redaction.kept && <span className="nw-redaction__kept">kept as it came</span>}
      </span>
      {!redaction.place ? (
        <span className="nw-redaction__state" title="A mock holds no headers or URL credentials: they are never written.">
          dropped
        </span>
      ) : redaction.kept ? (
        <button type="button" className="btn btn--small btn--ghost" disabled={busy} onClick={() => void choose(false)} aria-label={`Redact again: ${redaction.where}`}>
          Redact again
        </button>
      ) : (
        <button
          type="button"
          className="btn btn--small"
          disabled={busy}
          onClick={() => void choose(true)}
          aria-label={`Keep value: ${redaction.where}`}
          title="The value is harmless: keep it in this recording and in the next ones of this request"
        >
          Keep value
        </button>
      )}
      {error && (
        <p className="note note--danger nw-redaction__error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/** One recording in the review: the request, what was redacted or cut, and the body as it would be written. */
export function RecordingItem({ recording, checked, onToggle, refusal }: { recording: Recording; checked: boolean; onToggle: () => void; refusal?: Refusal }) {
  const redacted = recording.redacted.filter((redaction) => !redaction.kept).length;
  const kept = recording.redacted.length - redacted;
  const summary = [redacted > 0 ? `${redacted} redacted` : '', kept > 0 ? `${kept} kept` : ''].filter(Boolean).join(', ');
  const name = `${recording.method} ${recording.url}`;
  return (
    <li className="panel-card rt-card nw-rec">
      <label className="nw-rec__head">
        <input type="checkbox" checked={checked} onChange={onToggle} />
        <span className="rt-method">{recording.method}</span>
        <span className="rt-mono nw-rec__url">
          <Marked text={recording.url} />
        </span>
        <span className={recording.status < 400 ? 'rt-status--ok' : 'rt-status--error'}>{recording.status}</span>
      </label>
      {refusal && (
        <div className="note note--danger nw-rec__note" role="alert">
          <p>{refusal.error}</p>
          {refusal.snippet && <pre className="rt-code">{refusal.snippet}</pre>}
        </div>
      )}
      {recording.note && (
        <p className="note note--warning nw-rec__note" role="note" aria-label={`Body cut: ${name}`}>
          <strong>Body cut.</strong> {recording.note}
        </p>
      )}
      {recording.redacted.length > 0 ? (
        <div className="nw-redactions">
          <p className="nw-redactions__title">Credentials: {summary}</p>
          <ul className="nw-redactions__list" aria-label={`Redactions in ${name}`}>
            {recording.redacted.map((redaction) => (
              <RedactionRow key={`${redaction.where} ${redaction.why}`} recording={recording} redaction={redaction} />
            ))}
          </ul>
        </div>
      ) : (
        <p className="rt-muted nw-rec__none">No credentials found.</p>
      )}
      <pre className="rt-code nw-rec__body" title={`Recorded body of ${name}`}>
        <Marked text={recording.body.length > 2000 ? `${recording.body.slice(0, 2000)}…` : recording.body} />
      </pre>
    </li>
  );
}

/** An answer that was not recorded (over the size kitbench dev takes, not text): what and why, until dismissed. */
export function NotRecordedItem({ entry, onDismiss }: { entry: NotRecorded; onDismiss: () => void }) {
  const name = `${entry.method} ${entry.url}`;
  return (
    <li className="panel-card rt-card nw-rec nw-rec--skipped" aria-label={`Not recorded: ${name}`}>
      <div className="nw-rec__head">
        <span className="rt-method">{entry.method}</span>
        <span className="rt-mono nw-rec__url">
          <Marked text={entry.url} />
        </span>
        <button type="button" className="btn btn--small btn--ghost" onClick={onDismiss} aria-label={`Dismiss: ${name}`}>
          Dismiss
        </button>
      </div>
      <p className="note note--warning nw-rec__note">
        <strong>Not recorded:</strong> {entry.reason}.
      </p>
    </li>
  );
}
