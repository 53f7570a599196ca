import type { HmacSha256 } from './hmac';
import { eventIdOf } from './payloads';
import { type AttemptOutcome, DEFAULT_TIMEOUT_MS, decideRetry, MAX_RETRIES, type RetryDecision } from './retry-policy';
import { SIGNATURE_HEADER, secretProblem, sign } from './signature';
import { type Clock, fetchTransport, realClock, type Transport, type TransportResponse } from './transport';
import { WEBHOOK_USER_AGENT } from './user-agent';

/** One request of a delivery, recorded as it happens. */
export interface DeliveryAttempt {
  /** 1 for the first request, 2 for the first retry, … */
  attempt: number;
  /** The wait before this attempt (0 for the first). */
  delayMs: number;
  startedAt: number;
  finishedAt?: number;
  url: string;
  headers: Record<string, string>;
  body: string;
  /** The `t` this attempt was signed with; every attempt is signed afresh. */
  timestamp: number;
  signature: string;
  outcome?: AttemptOutcome;
  response?: TransportResponse;
  decision?: RetryDecision;
}

/** How a delivery ended. */
export interface DeliveryResult {
  eventId?: string;
  delivered: boolean;
  /** Set when the caller cancelled the delivery before it ended. */
  cancelled: boolean;
  attempts: DeliveryAttempt[];
  /** The last decision's reason, e.g. `400 client error: not retried`. */
  reason: string;
}

/** Progress of a delivery, for live timelines and per-attempt CLI lines. */
export type DeliveryEvent =
  | { type: 'attempt-start'; attempt: DeliveryAttempt }
  | { type: 'attempt-end'; attempt: DeliveryAttempt }
  | { type: 'waiting'; nextAttempt: number; delayMs: number; until: number }
  | { type: 'done'; result: DeliveryResult };

/** What to deliver, where, and with which clock, transport and HMAC. */
export interface DeliverOptions {
  url: string;
  secret: string;
  /** The raw body, sent and signed byte for byte on every attempt. */
  body: string | Uint8Array;
  /** Defaults to the body's `eventId`. */
  eventId?: string;
  /** Per-attempt time-out; default 10 s. */
  timeoutMs?: number;
  transport?: Transport;
  clock?: Clock;
  /** The timer for per-attempt time-outs; defaults to `clock.sleep` (tests may make waits instant but not time-outs). */
  timeoutSleep?: Clock['sleep'];
  hmac?: HmacSha256;
  /** Jitter source in [0, 1). */
  random?: () => number;
  /** Cancels the delivery: the current attempt is aborted and no further one is made. */
  signal?: AbortSignal;
  onEvent?: (event: DeliveryEvent) => void;
}

const decoder = new TextDecoder();

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // Node's fetch hides the reason (ECONNREFUSED, ENOTFOUND) in `cause`
  const cause = (error as Error & { cause?: unknown }).cause;
  const detail = cause instanceof Error ? (cause as Error & { code?: string }).code ?? cause.message : undefined;
  return detail ? `${error.message}: ${detail}` : error.message;
}

/** Runs one attempt against the transport with a time-out; never rejects except when the caller cancels. */
async function runAttempt(
  options: DeliverOptions,
  transport: Transport,
  clock: Clock,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<{ outcome: AttemptOutcome; response?: TransportResponse }> {
  const attemptAbort = new AbortController();
  const onCancel = () => attemptAbort.abort();
  options.signal?.addEventListener('abort', onCancel, { once: true });
  const timerAbort = new AbortController();
  const timedOut = (options.timeoutSleep ?? clock.sleep)(timeoutMs, timerAbort.signal).then(
    () => 'timeout' as const,
    () => 'cancelled' as const,
  );
  const sent = transport({
    url: options.url,
    method: 'POST',
    headers,
    body: options.body,
    signal: attemptAbort.signal,
  }).then(
    (response) => ({ response }),
    (error: unknown) => ({ error }),
  );
  try {
    const first = await Promise.race([sent, timedOut]);
    if (first === 'timeout') {
      attemptAbort.abort();
      return { outcome: { kind: 'timeout', timeoutMs } };
    }
    if (first === 'cancelled') throw new Error('unreachable: the timer is only cancelled below');
    if ('response' in first) return { outcome: { kind: 'response', status: first.response.status }, response: first.response };
    if (options.signal?.aborted && isAbort(first.error)) throw first.error;
    return { outcome: { kind: 'network-error', message: errorMessage(first.error) } };
  } finally {
    timerAbort.abort();
    options.signal?.removeEventListener('abort', onCancel);
  }
}

/**
 * Delivers one webhook: signs, posts, and retries per the policy (first attempt + at most 3 retries, waits of
 * 1.0–1.1 s, 2.0–2.2 s, 4.0–4.4 s), recording every attempt. Resolves with the result, also when cancelled.
 */
export async function deliver(options: DeliverOptions): Promise<DeliveryResult> {
  const transport = options.transport ?? fetchTransport;
  const clock = options.clock ?? realClock;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const bodyText = typeof options.body === 'string' ? options.body : decoder.decode(options.body);
  const eventId = options.eventId ?? eventIdOf(bodyText);
  const attempts: DeliveryAttempt[] = [];
  const emit = (event: DeliveryEvent) => options.onEvent?.(event);
  const finish = (delivered: boolean, reason: string, cancelled = false): DeliveryResult => {
    const result = { eventId, delivered, cancelled, attempts, reason };
    emit({ type: 'done', result });
    return result;
  };

  // nothing can be signed with an empty secret: say so instead of failing inside WebCrypto
  const problem = secretProblem(options.secret);
  if (problem) return finish(false, problem);

  let delayMs = 0;
  for (let number = 1; number <= MAX_RETRIES + 1; number++) {
    if (delayMs > 0) {
      emit({ type: 'waiting', nextAttempt: number, delayMs, until: clock.now() + delayMs });
      try {
        await clock.sleep(delayMs, options.signal);
      } catch {
        return finish(false, 'cancelled', true);
      }
    }
    if (options.signal?.aborted) return finish(false, 'cancelled', true);
    const timestamp = Math.floor(clock.now() / 1000);
    const signature = await sign(options.body, options.secret, { timestamp, hmac: options.hmac });
    const headers = { 'Content-Type': 'application/json', 'User-Agent': WEBHOOK_USER_AGENT, [SIGNATURE_HEADER]: signature };
    const attempt: DeliveryAttempt = {
      attempt: number,
      delayMs,
      startedAt: clock.now(),
      url: options.url,
      headers,
      body: bodyText,
      timestamp,
      signature,
    };
    attempts.push(attempt);
    emit({ type: 'attempt-start', attempt });
    let ran: Awaited<ReturnType<typeof runAttempt>>;
    try {
      ran = await runAttempt(options, transport, clock, headers, timeoutMs);
    } catch {
      attempt.finishedAt = clock.now();
      return finish(false, 'cancelled', true);
    }
    attempt.finishedAt = clock.now();
    attempt.outcome = ran.outcome;
    attempt.response = ran.response;
    attempt.decision = decideRetry(ran.outcome, number, options.random);
    emit({ type: 'attempt-end', attempt });
    if (attempt.decision.verdict !== 'retry') return finish(attempt.decision.verdict === 'delivered', attempt.decision.reason);
    delayMs = attempt.decision.delayMs;
  }
  // unreachable: decideRetry fails the attempt after the last retry
  return finish(false, 'gave up');
}
