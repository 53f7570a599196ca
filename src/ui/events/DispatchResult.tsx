import { LogList } from '../script/LogList';
import { MessageText } from '../kit/MessageText';
import { type DispatchRecord, dispatchFailed } from './history';
import { isResponseValue, ResponseView } from './ResponseView';

/** What one dispatch did: outcome, duration, returned value or error, and the handler's logs. */
export function DispatchResult({ record, fileName, onEdit }: { record: DispatchRecord; fileName: string; onEdit: (record: DispatchRecord) => void }) {
  const { result } = record;
  return (
    <section className="panel-card rt-card" aria-label="Dispatch result">
      <div className="rt-row">
        <h3 className="rt-card__title" style={{ marginRight: 'auto' }}>
          Result · {record.event.type}
        </h3>
        <span className={`badge ${dispatchFailed(result) ? 'badge--danger' : 'badge--success'}`}>
          {result.ok ? (dispatchFailed(result) ? 'Failed' : 'Handled') : result.error.kind === 'timeout' ? 'Time limit exceeded' : 'Failed'}
        </span>
        <span className="rt-muted" title="Duration">
          {result.durationMs} ms
        </span>
        <button type="button" className="btn btn--small btn--ghost" onClick={() => onEdit(record)}>
          Edit this event again
        </button>
      </div>
      {record.queued ? (
        <p className="rt-muted">
          Delivered by the platform for a task your script queued with <code>context.integration.queueTask</code>
          {record.queued.schedule ? (record.queued.early ? `, run now instead of after its schedule of ${record.queued.schedule} s` : `, after its schedule of ${record.queued.schedule} s`) : ''}.
        </p>
      ) : null}
      {result.ok ? (
        result.value === undefined ? (
          <p className="rt-muted">The handler returned nothing.</p>
        ) : isResponseValue(result.value) ? (
          <ResponseView response={result.value} />
        ) : (
          <pre className="rt-code" title="Returned value">
            {JSON.stringify(result.value, null, 2)}
          </pre>
        )
      ) : (
        <div className="note note--danger rt-problem" role="alert">
          <MessageText text={result.error.message} />
          {result.error.line ? ` (${result.error.file ?? fileName}:${result.error.line}${result.error.column ? `:${result.error.column}` : ''})` : ''}
        </div>
      )}
      {result.logs.length > 0 ? (
        <LogList entries={result.logs} fileName={fileName} label="Handler logs" />
      ) : (
        <p className="rt-muted">The handler logged nothing.</p>
      )}
    </section>
  );
}
