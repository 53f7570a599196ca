import { useEffect, useId, useRef } from 'react';
import { MOCK_RECEIVER_ORIGIN } from '../../core/webhooks/index';
import { AttemptCard } from './AttemptCard';
import { Countdown } from './Countdown';
import { settingsSnapshot } from './settings';
import { cancelDelivery, clearFinishedDeliveries, type DeliveryRun, startDelivery, useDeliveryRuns } from './store';

function statusBadge(run: DeliveryRun) {
  const count = run.attempts.length;
  switch (run.status) {
    case 'running':
      return <span className="badge badge--info">Delivering…</span>;
    case 'delivered':
      return <span className="badge badge--success">Delivered on attempt {count}</span>;
    case 'cancelled':
      return <span className="badge">Cancelled</span>;
    case 'failed':
      return <span className="badge badge--danger">Failed after {count === 1 ? '1 attempt' : `${count} attempts`}</span>;
  }
}

function corsHint(run: DeliveryRun): string | undefined {
  const networkError = run.attempts.some((a) => a.outcome?.kind === 'network-error');
  if (!networkError || run.url.startsWith(MOCK_RECEIVER_ORIGIN)) return undefined;
  return 'This browser could not reach the URL: it is down, refused the connection, or does not allow CORS. To deliver to a receiver on your machine, run: kitbench webhook send --url … --secret … --event …';
}

function Delivery({ run, isNew }: { run: DeliveryRun; isNew: boolean }) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  // a delivery started from the form below the fold: bring its live timeline into view
  useEffect(() => {
    if (isNew) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [isNew]);
  const replay = () => {
    const settings = settingsSnapshot();
    void startDelivery({
      url: run.url,
      body: run.body,
      secret: settings.secret,
      timeoutMs: run.timeoutMs,
      speed: settings.speed,
      replayOf: run.id,
    });
  };
  const hint = corsHint(run);
  return (
    <article ref={ref} className={`wh-run wh-run--${run.status}`} aria-labelledby={headingId}>
      <header className="wh-run__header">
        <div className="wh-run__title-row">
          <h4 className="wh-run__title" id={headingId}>
            Delivery <code>{run.eventId ?? 'without eventId'}</code>
          </h4>
          {statusBadge(run)}
          {run.replayOf ? <span className="badge badge--info">Replay</span> : null}
        </div>
        <div className="wh-run__actions">
          {run.status === 'running' ? (
            <button type="button" className="btn btn--small" onClick={() => cancelDelivery(run.id)}>
              Cancel
            </button>
          ) : (
            <button type="button" className="btn btn--small" onClick={replay} aria-label={`Replay delivery ${run.eventId ?? run.id}`}>
              Replay
            </button>
          )}
        </div>
      </header>
      <p className="wh-run__url wh-mono" title={run.url}>
        POST {run.url}
        {run.speed === 'fast' ? <span className="wh-muted"> · fast-forward</span> : null}
      </p>
      <ol className="wh-attempts" aria-label="Attempts">
        {run.attempts.map((attempt) => (
          <li key={attempt.attempt}>
            <AttemptCard attempt={attempt} />
          </li>
        ))}
        {run.waiting ? (
          <li>
            <Countdown waiting={run.waiting} />
          </li>
        ) : null}
      </ol>
      {run.status === 'failed' && run.reason ? (
        <p className="wh-run__reason" role="status">
          Not delivered: {run.reason}
        </p>
      ) : null}
      {hint ? <p className="note note--warning">{hint}</p> : null}
    </article>
  );
}

/** Every delivery the panel started, newest first, each with its live attempts. */
export function Timeline() {
  const runs = useDeliveryRuns();
  // runs present at the first render are not new: switching back to the tab must not scroll
  const seen = useRef(new Set(runs.map((run) => run.id)));
  useEffect(() => {
    for (const run of runs) seen.current.add(run.id);
  }, [runs]);
  return (
    <section className="panel-card wh-card" aria-label="Delivery timeline">
      <div className="wh-card__header wh-card__header--row">
        <div>
          <h3 className="wh-card__title">Delivery timeline</h3>
          <p className="wh-card__hint">First attempt plus up to 3 retries, after 1.0–1.1 s, 2.0–2.2 s and 4.0–4.4 s.</p>
        </div>
        {runs.some((run) => run.status !== 'running') ? (
          <button type="button" className="btn btn--small btn--ghost" onClick={clearFinishedDeliveries}>
            Clear
          </button>
        ) : null}
      </div>
      {runs.length === 0 ? (
        <p className="wh-empty">No deliveries yet. Pick a receiver behaviour and press Send.</p>
      ) : (
        <div className="wh-runs">
          {runs.map((run) => (
            <Delivery key={run.id} run={run} isNew={!seen.current.has(run.id)} />
          ))}
        </div>
      )}
    </section>
  );
}
