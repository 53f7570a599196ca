import { useSyncExternalStore } from 'react';
import { mockReceivers, type ReceiverLogEntry } from '../../core/webhooks/index';
import { formatClock } from './format';

function useReceiverLog(): readonly ReceiverLogEntry[] {
  return useSyncExternalStore(mockReceivers.subscribe, mockReceivers.log, mockReceivers.log);
}

function Verification({ entry }: { entry: ReceiverLogEntry }) {
  if (entry.verification.valid) return <span className="badge badge--success">Verified</span>;
  return (
    <span className="badge badge--danger" title={entry.verification.message}>
      Invalid: {entry.verification.reason}
    </span>
  );
}

function Answer({ entry }: { entry: ReceiverLogEntry }) {
  if (entry.status === undefined) return <span className="badge">{entry.note.startsWith('never') ? 'no answer' : 'dropped'}</span>;
  const tone = entry.status < 300 ? 'success' : entry.status === 429 || entry.status >= 500 ? 'warning' : 'danger';
  return <span className={`badge badge--${tone}`}>{entry.status}</span>;
}

/** What the mock receivers saw: per request, the signature check, duplicates and the answer. */
export function ReceiverLog() {
  const entries = useReceiverLog();
  return (
    <section className="panel-card wh-card" aria-label="Receiver log">
      <div className="wh-card__header wh-card__header--row">
        <div>
          <h3 className="wh-card__title">Receiver log</h3>
          <p className="wh-card__hint">
            The mock receivers verify each request with the signing secret and remember eventIds for 2 minutes.
          </p>
        </div>
        <button type="button" className="btn btn--small btn--ghost" onClick={() => mockReceivers.reset()}>
          Reset receivers
        </button>
      </div>
      {entries.length === 0 ? (
        <p className="wh-empty">Nothing received yet.</p>
      ) : (
        <div className="wh-table-wrap">
          <table className="wh-table">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Receiver</th>
                <th scope="col">eventId</th>
                <th scope="col">Signature</th>
                <th scope="col">Duplicate</th>
                <th scope="col">Answer</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} title={entry.note}>
                  <td className="wh-mono wh-muted">{formatClock(entry.at).slice(0, 8)}</td>
                  <td className="wh-mono">{entry.receiver}</td>
                  <td className="wh-mono wh-table__id" title={entry.eventId}>
                    {entry.eventId ?? '—'}
                    <span className="wh-muted"> #{entry.attemptForEvent}</span>
                  </td>
                  <td>
                    <Verification entry={entry} />
                  </td>
                  <td>{entry.duplicate ? <span className="badge badge--info">Duplicate</span> : <span className="wh-muted">No</span>}</td>
                  <td>
                    <Answer entry={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
