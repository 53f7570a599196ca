import { useId, useMemo } from 'react';
import { useWorkspace } from '../workspace/store';
import { eventLog, type LoggedEvent, useEventLog } from './eventLog';

const outcomeText: Record<LoggedEvent['outcome'], { label: string; badge: string }> = {
  running: { label: 'Running', badge: 'badge--info' },
  ok: { label: 'Handled', badge: 'badge--success' },
  error: { label: 'Failed', badge: 'badge--danger' },
  'no-handler': { label: 'No handler', badge: 'badge--warning' },
  'no-script': { label: 'Not run', badge: 'badge--warning' },
};

function time(ms: number): string {
  return new Date(ms).toLocaleTimeString(undefined, { hour12: false });
}

/** Every event the installation emitted, newest first, with what the script's handler did with it. */
export function EventLog() {
  const workspaceId = useWorkspace((w) => w.id);
  const all = useEventLog();
  const entries = useMemo(() => all.filter((e) => e.workspaceId === workspaceId), [all, workspaceId]);
  const id = useId();
  return (
    <section className="panel-card inst-card" aria-labelledby={`${id}-title`}>
      <header className="inst-card__header inst-card__header--row">
        <h3 id={`${id}-title`} className="inst-card__title">
          Event log <span className="inst-count">{entries.length}</span>
        </h3>
        {entries.length > 0 && (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => eventLog.clear(workspaceId)}>
            Clear
          </button>
        )}
      </header>
      {entries.length === 0 ? (
        <p className="inst-muted">Installing and each configuration edit emit events to the script; they appear here.</p>
      ) : (
        <ol className="inst-log" aria-label="Emitted events">
          {entries.map((entry) => {
            const outcome = outcomeText[entry.outcome];
            return (
              <li key={entry.id} className="inst-log__item">
                <details>
                  <summary className="inst-log__summary">
                    <code className="inst-log__type">{entry.type}</code>
                    <span className="inst-log__reason">{entry.reason}</span>
                    <span className={`badge ${outcome.badge}`}>{outcome.label}</span>
                    <span className="inst-log__time">
                      {entry.durationMs !== undefined ? `${Math.round(entry.durationMs)} ms · ` : ''}
                      {time(entry.time)}
                    </span>
                  </summary>
                  <pre className="inst-code">{JSON.stringify(entry.payload, null, 2)}</pre>
                  {entry.logs.map((log, index) => (
                    <p key={index} className={`inst-log__console inst-log__console--${log.level}`}>
                      <span>console.{log.level}</span> {log.message}
                    </p>
                  ))}
                </details>
                {entry.message && <p className={entry.outcome === 'error' ? 'inst-inline-error' : 'inst-muted'}>{entry.message}</p>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
