import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliver } from '../core/webhooks/delivery';
import { mockReceivers, mockReceiverUrl } from '../core/webhooks/mock-receivers';
import { createPayload, serializePayload } from '../core/webhooks/payloads';
import { receiverHandlers } from './receivers';

const SECRET = 'whsec_msw';
const server = setupServer(...receiverHandlers);
const instant = { now: () => Date.now(), sleep: async () => {} };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  mockReceivers.reset();
  mockReceivers.configure({ secret: SECRET });
});

const send = (url: string, body = serializePayload(createPayload('page_feedback')), timeoutMs = 10_000) =>
  deliver({ url, secret: SECRET, body, clock: instant, timeoutSleep: (ms, signal) => sleepReal(ms, signal), timeoutMs });

function sleepReal(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    });
  });
}

describe('mock receivers over MSW', () => {
  it('fail twice then 200: attempts 1 and 2 get 500, attempt 3 is verified and accepted', async () => {
    const result = await send(mockReceiverUrl({ kind: 'fail-then-ok', failures: 2 }));
    expect(result.attempts.map((a) => a.response?.status)).toEqual([500, 500, 200]);
    expect(JSON.parse(result.attempts[2].response?.body ?? '')).toEqual({ received: true });
    expect(mockReceivers.log()[0]).toMatchObject({ status: 200, attemptForEvent: 3 });
    expect(mockReceivers.log()[0].verification.valid).toBe(true);
  });

  it('400: one attempt, no retry', async () => {
    const result = await send(mockReceiverUrl({ kind: 'status', status: 400 }));
    expect(result.attempts).toHaveLength(1);
    expect(result.delivered).toBe(false);
  });

  it('wrong secret: 401 with an error text, not retried', async () => {
    const result = await send(mockReceiverUrl({ kind: 'wrong-secret' }));
    expect(result.attempts).toHaveLength(1);
    expect(result.attempts[0].response?.status).toBe(401);
    expect(JSON.parse(result.attempts[0].response?.body ?? '')).toEqual({ error: expect.stringContaining('does not match') });
  });

  it('network error: retried 3 times', async () => {
    const result = await send(mockReceiverUrl({ kind: 'network-error' }));
    expect(result.attempts.map((a) => a.outcome?.kind)).toEqual(['network-error', 'network-error', 'network-error', 'network-error']);
  });

  it('time-out: every attempt times out', async () => {
    const result = await send(mockReceiverUrl({ kind: 'timeout' }), undefined, 50);
    expect(result.attempts.map((a) => a.outcome?.kind)).toEqual(['timeout', 'timeout', 'timeout', 'timeout']);
  });

  it('the same eventId twice is acknowledged as a duplicate', async () => {
    const body = serializePayload(createPayload('site_view'));
    await send(mockReceiverUrl({ kind: 'ok' }), body);
    const again = await send(mockReceiverUrl({ kind: 'ok' }), body);
    expect(JSON.parse(again.attempts[0].response?.body ?? '')).toEqual({ received: true, duplicate: true });
    expect(mockReceivers.log()[0].duplicate).toBe(true);
  });
});
