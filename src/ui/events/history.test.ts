import { describe, expect, it } from 'vitest';
import { dispatchFailed } from './history.ts';

const answered = (status: number) => ({ ok: true as const, value: { status, headers: {}, body: '' }, durationMs: 1, logs: [] });

describe('dispatchFailed', () => {
  it('counts an HTTP 5xx answer as a failure, as the Site view does', () => {
    expect(dispatchFailed(answered(500))).toBe(true);
    expect(dispatchFailed(answered(503))).toBe(true);
  });

  it('counts a thrown error or a timeout as a failure', () => {
    expect(dispatchFailed({ ok: false, error: { kind: 'runtime', message: 'boom' }, durationMs: 1, logs: [] })).toBe(true);
    expect(dispatchFailed({ ok: false, error: { kind: 'timeout', message: 'slow' }, durationMs: 1, logs: [] })).toBe(true);
  });

  it('keeps 2xx/4xx answers and plain returned values as handled', () => {
    expect(dispatchFailed(answered(200))).toBe(false);
    expect(dispatchFailed(answered(404))).toBe(false);
    expect(dispatchFailed({ ok: true, value: undefined, durationMs: 1, logs: [] })).toBe(false);
    expect(dispatchFailed({ ok: true, value: { status: 500 }, durationMs: 1, logs: [] })).toBe(false);
  });
});
