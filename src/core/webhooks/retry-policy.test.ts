import { describe, expect, it } from 'vitest';
import { type AttemptOutcome, decideRetry, isRetryable, MAX_RETRIES, retryDelayMs, retryDelayRange } from './retry-policy';

const status = (code: number): AttemptOutcome => ({ kind: 'response', status: code });

describe('decideRetry — the spec’s Errors table', () => {
  it('treats 200 as success, no retry', () => {
    expect(decideRetry(status(200), 1).verdict).toBe('delivered');
  });

  it('treats any 2xx as success (DESIGN.md)', () => {
    for (const code of [201, 202, 204, 299]) expect(decideRetry(status(code), 1).verdict).toBe('delivered');
  });

  it('never retries a 400', () => {
    expect(decideRetry(status(400), 1)).toEqual({ verdict: 'failed', reason: '400 client error: not retried' });
  });

  it('never retries any 4xx other than 429', () => {
    for (const code of [401, 403, 404, 409, 410, 422, 499]) expect(decideRetry(status(code), 1).verdict).toBe('failed');
  });

  it('fails a 3xx at once', () => {
    expect(decideRetry(status(302), 1).verdict).toBe('failed');
  });

  it('retries a 429', () => {
    expect(decideRetry(status(429), 1).verdict).toBe('retry');
  });

  it('retries a 500 and every 5xx', () => {
    for (const code of [500, 502, 503, 504, 599]) expect(decideRetry(status(code), 1).verdict).toBe('retry');
  });

  it('retries network errors and time-outs', () => {
    expect(isRetryable({ kind: 'network-error', message: 'ECONNREFUSED' })).toBe(true);
    expect(decideRetry({ kind: 'network-error', message: 'ECONNREFUSED' }, 1).verdict).toBe('retry');
    expect(decideRetry({ kind: 'timeout', timeoutMs: 10_000 }, 1).verdict).toBe('retry');
  });
});

describe('decideRetry — the spec’s Limits table', () => {
  it('allows at most 3 retries after the first attempt', () => {
    expect(MAX_RETRIES).toBe(3);
    expect(decideRetry(status(500), 3).verdict).toBe('retry');
    const last = decideRetry(status(500), 4);
    expect(last.verdict).toBe('failed');
    expect(last.reason).toContain('gave up after 3 retries');
  });

  it.each([
    [1, 1000, 1100],
    [2, 2000, 2200],
    [3, 4000, 4400],
  ])('waits %i: between %i and %i ms (exponential, base 1 s, jitter up to 10%)', (retry, min, max) => {
    expect(retryDelayMs(retry, () => 0)).toBe(min);
    expect(retryDelayMs(retry, () => 0.999999)).toBe(max);
    for (let i = 0; i < 200; i++) {
      const delay = retryDelayMs(retry);
      expect(delay).toBeGreaterThanOrEqual(min);
      expect(delay).toBeLessThanOrEqual(max);
    }
    expect(retryDelayRange(retry)).toEqual({ min, max });
  });

  it('schedules retry n after attempt n with the n-th delay', () => {
    const decision = decideRetry(status(503), 2, () => 0.5);
    expect(decision).toMatchObject({ verdict: 'retry', delayMs: 2100 });
  });
});
