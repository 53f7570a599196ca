import { useId } from 'react';
import { type DeliveryAttempt, describeRetryAfter, retryAfterOf, signedString } from '../../core/webhooks/index';
import { ScrollCode } from './ScrollCode';
import { attemptSummary, attemptTone, formatClock, formatDuration, prettyBody } from './format';

const MAX_SIGNED_PREVIEW = 160;

function decisionText(attempt: DeliveryAttempt): string {
  const decision = attempt.decision;
  if (!decision) return 'in flight';
  if (decision.verdict === 'delivered') return 'delivered';
  if (decision.verdict === 'retry') return `retry in ${formatDuration(decision.delayMs)}`;
  return decision.reason.includes('gave up') ? 'gave up' : 'not retried';
}

function responseJson(attempt: DeliveryAttempt): { duplicate?: unknown; error?: unknown } | undefined {
  try {
    const value: unknown = JSON.parse(attempt.response?.body ?? '');
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** One attempt of a delivery: what was sent (headers, body, signature), what came back, and what happens next. */
export function AttemptCard({ attempt }: { attempt: DeliveryAttempt }) {
  const headingId = useId();
  const signed = signedString(attempt.timestamp, attempt.body);
  const tone = attemptTone(attempt);
  const json = responseJson(attempt);
  const took = attempt.finishedAt !== undefined ? attempt.finishedAt - attempt.startedAt : undefined;
  const retryAfter = retryAfterOf(attempt.response, attempt.finishedAt ?? attempt.startedAt);
  return (
    <article className={`wh-attempt wh-attempt--${tone}`} aria-labelledby={headingId}>
      <div className="wh-attempt__row">
        <span className="wh-attempt__dot" aria-hidden="true" />
        <h5 className="wh-attempt__title" id={headingId}>
          Attempt {attempt.attempt}
        </h5>
        <span className={`badge badge--${tone}`}>{attemptSummary(attempt)}</span>
        <span className="wh-attempt__decision">{decisionText(attempt)}</span>
      </div>
      <p className="wh-attempt__meta">
        <span>{attempt.attempt === 1 ? 'First attempt' : `Waited ${formatDuration(attempt.delayMs)}`}</span>
        <span>sent {formatClock(attempt.startedAt)}</span>
        {took !== undefined ? <span>took {formatDuration(took)}</span> : null}
        {retryAfter ? <span className="badge badge--warning">receiver asks: {describeRetryAfter(retryAfter)}</span> : null}
        {json?.duplicate === true ? <span className="badge badge--info">receiver: duplicate, not processed again</span> : null}
      </p>
      {typeof json?.error === 'string' ? <p className="wh-attempt__error">Receiver says: {json.error}</p> : null}
      <details className="wh-details">
        <summary>Request and response</summary>
        <div className="wh-details__grid">
          <section aria-label={`Attempt ${attempt.attempt} request`}>
            <h6 className="wh-details__title">Request</h6>
            <pre className="wh-code">
              {`POST ${attempt.url}\n${Object.entries(attempt.headers)
                .map(([name, value]) => `${name}: ${value}`)
                .join('\n')}`}
            </pre>
            <h6 className="wh-details__title">Signed string (t.body)</h6>
            <pre className="wh-code">
              {signed.length > MAX_SIGNED_PREVIEW ? `${signed.slice(0, MAX_SIGNED_PREVIEW)}… (${signed.length} characters)` : signed}
            </pre>
            <h6 className="wh-details__title">Body</h6>
            <ScrollCode>{attempt.body}</ScrollCode>
          </section>
          <section aria-label={`Attempt ${attempt.attempt} response`}>
            <h6 className="wh-details__title">Response</h6>
            {attempt.response ? (
              <ScrollCode>
                {`${attempt.response.status} ${attempt.response.statusText}\n${
                  attempt.response.headers['content-type'] ? `content-type: ${attempt.response.headers['content-type']}\n` : ''
                }${retryAfter ? `retry-after: ${retryAfter.value}\n` : ''}\n${prettyBody(attempt.response.body) || '(empty body)'}`}
              </ScrollCode>
            ) : (
              <p className="wh-muted">{attempt.outcome ? attemptSummary(attempt) : 'No response yet.'}</p>
            )}
          </section>
        </div>
      </details>
    </article>
  );
}
