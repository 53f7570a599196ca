/**
 * The delivery retry policy (spec: Errors, Limits; DESIGN.md decisions) as a pure function:
 * an attempt's outcome in, "delivered", "failed" or "retry after N ms" out.
 */

/** Retries after the first attempt (DESIGN.md): at most 4 requests in all. */
export const MAX_RETRIES = 3;
/** The base delay before the first retry; doubles with each retry. */
export const BASE_DELAY_MS = 1000;
/** Jitter: up to +10% of the delay. */
export const JITTER_RATIO = 0.1;
/** Per-attempt time-out (DESIGN.md), configurable by callers. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** What one attempt ended with. */
export type AttemptOutcome =
  | { kind: 'response'; status: number }
  | { kind: 'network-error'; message: string }
  | { kind: 'timeout'; timeoutMs: number };

/** What to do after an attempt. */
export type RetryDecision =
  | { verdict: 'delivered'; reason: string }
  | { verdict: 'failed'; reason: string }
  | { verdict: 'retry'; delayMs: number; reason: string };

/**
 * The wait before retry `n` (1-based): `1000 ms * 2^(n-1) * (1 + U[0, 0.1])`.
 * The spec's schedule: 1.0–1.1 s, 2.0–2.2 s, 4.0–4.4 s. `random` returns a number in [0, 1).
 */
export function retryDelayMs(retry: number, random: () => number = Math.random): number {
  const base = BASE_DELAY_MS * 2 ** (retry - 1);
  return Math.round(base * (1 + JITTER_RATIO * random()));
}

/** The inclusive range a retry's delay falls in, for display and tests. */
export function retryDelayRange(retry: number): { min: number; max: number } {
  const base = BASE_DELAY_MS * 2 ** (retry - 1);
  return { min: base, max: base * (1 + JITTER_RATIO) };
}

/** Whether an outcome is worth retrying at all: network errors, time-outs, 429 and 5xx. */
export function isRetryable(outcome: AttemptOutcome): boolean {
  if (outcome.kind !== 'response') return true;
  return outcome.status === 429 || outcome.status >= 500;
}

function describeOutcome(outcome: AttemptOutcome): string {
  switch (outcome.kind) {
    case 'network-error':
      return `network error (${outcome.message})`;
    case 'timeout':
      return `no response within ${outcome.timeoutMs} ms`;
    case 'response':
      if (outcome.status === 429) return '429 rate limited';
      if (outcome.status >= 500) return `${outcome.status} server error`;
      if (outcome.status >= 400) return `${outcome.status} client error`;
      if (outcome.status >= 300) return `${outcome.status} redirect`;
      return `${outcome.status}`;
  }
}

/** Decides after attempt `attempt` (1 is the first request, 2 the first retry, …). */
export function decideRetry(outcome: AttemptOutcome, attempt: number, random: () => number = Math.random): RetryDecision {
  if (outcome.kind === 'response' && outcome.status >= 200 && outcome.status < 300) {
    return { verdict: 'delivered', reason: `${outcome.status}: delivered` };
  }
  if (!isRetryable(outcome)) {
    return { verdict: 'failed', reason: `${describeOutcome(outcome)}: not retried` };
  }
  const retry = attempt; // attempt 1 failed → retry 1 comes next
  if (retry > MAX_RETRIES) {
    return { verdict: 'failed', reason: `${describeOutcome(outcome)}: gave up after ${MAX_RETRIES} retries` };
  }
  const delayMs = retryDelayMs(retry, random);
  return { verdict: 'retry', delayMs, reason: `${describeOutcome(outcome)}: retry ${retry} of ${MAX_RETRIES} in ${delayMs} ms` };
}
