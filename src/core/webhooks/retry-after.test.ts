import { describe, expect, it } from 'vitest';
import { describeRetryAfter, retryAfterOf } from './retry-after';

const response = (headers: Record<string, string>) => ({ status: 429, statusText: 'Too Many Requests', headers, body: '' });
const NOW = Date.parse('2026-11-21T12:00:00Z');

describe('retryAfterOf', () => {
  it('reads a delay in seconds, whatever the header name’s case', () => {
    expect(retryAfterOf(response({ 'retry-after': '2' }), NOW)).toEqual({ value: '2', delayMs: 2000 });
    expect(retryAfterOf(response({ 'Retry-After': '120' }), NOW)?.delayMs).toBe(120_000);
  });

  it('reads an HTTP date as the time left until it', () => {
    expect(retryAfterOf(response({ 'retry-after': 'Sat, 21 Nov 2026 12:00:30 GMT' }), NOW)?.delayMs).toBe(30_000);
  });

  it('keeps a value it cannot read, and is absent without the header', () => {
    expect(retryAfterOf(response({ 'retry-after': 'soon' }), NOW)).toEqual({ value: 'soon' });
    expect(retryAfterOf(response({}), NOW)).toBeUndefined();
    expect(retryAfterOf(undefined, NOW)).toBeUndefined();
  });
});

describe('describeRetryAfter', () => {
  it('says how long the receiver asked to wait', () => {
    expect(describeRetryAfter({ value: '2', delayMs: 2000 })).toBe('Retry-After: 2 s');
    expect(describeRetryAfter({ value: 'Sat, 21 Nov 2026 12:00:30 GMT', delayMs: 30_000 })).toBe(
      'Retry-After: Sat, 21 Nov 2026 12:00:30 GMT (in 30 s)',
    );
    expect(describeRetryAfter({ value: 'soon' })).toContain('not a number of seconds');
  });
});
