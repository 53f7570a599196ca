import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DeliveryEvent, deliver } from './delivery';
import { verify } from './signature';
import type { Transport, TransportResponse } from './transport';
import type { HmacSha256 } from './hmac';
import packageJson from '../../../package.json';

// WebCrypto completes on a real thread, outside fake time: the engine is tested with a synchronous stand-in
// (the real HMAC has its own tests in signature.test.ts)
const fakeHmac: HmacSha256 = (secret, parts) => {
  let hash = 0x811c9dc5;
  for (const ch of secret + parts.join('')) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
};

const SECRET = 'whsec_delivery';
const BODY = JSON.stringify({ eventId: 'evt_42', type: 'page_feedback' });

const reply = (status: number, body = ''): TransportResponse => ({ status, statusText: '', headers: {}, body });

/** A transport that answers from a script: a status, 'network' (rejects) or 'hang' (never answers until aborted). */
function scripted(steps: (number | 'network' | 'hang')[]) {
  const requests: Parameters<Transport>[0][] = [];
  const transport: Transport = (request) => {
    requests.push(request);
    const step = steps[Math.min(requests.length - 1, steps.length - 1)];
    if (step === 'network') return Promise.reject(new TypeError('fetch failed'));
    if (step === 'hang') {
      return new Promise((_, reject) =>
        request.signal.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' }))),
      );
    }
    return Promise.resolve(reply(step));
  };
  return { transport, requests };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('deliver', () => {
  it('delivers on the first 200 without retrying', async () => {
    const { transport, requests } = scripted([200]);
    const result = await deliver({ url: 'https://r/hooks', secret: SECRET, body: BODY, hmac: fakeHmac, transport });
    expect(result).toMatchObject({ delivered: true, eventId: 'evt_42', reason: '200: delivered' });
    expect(requests).toHaveLength(1);
  });

  it('fails twice then succeeds, waiting 1.0–1.1 s then 2.0–2.2 s', async () => {
    const { transport, requests } = scripted([500, 500, 200]);
    const done = deliver({ url: 'https://r/hooks', secret: SECRET, body: BODY, hmac: fakeHmac, transport, random: () => 0.5 });
    await vi.advanceTimersByTimeAsync(1049);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2100);
    const result = await done;
    expect(result.delivered).toBe(true);
    expect(result.attempts.map((a) => [a.attempt, a.outcome, a.delayMs])).toEqual([
      [1, { kind: 'response', status: 500 }, 0],
      [2, { kind: 'response', status: 500 }, 1050],
      [3, { kind: 'response', status: 200 }, 2100],
    ]);
  });

  it('makes one attempt on a 400 and never retries', async () => {
    const { transport, requests } = scripted([400, 200]);
    const result = await deliver({ url: 'https://r/hooks', secret: SECRET, body: BODY, hmac: fakeHmac, transport });
    await vi.runAllTimersAsync();
    expect(result).toMatchObject({ delivered: false, reason: '400 client error: not retried' });
    expect(requests).toHaveLength(1);
  });

  it('retries a 429', async () => {
    const { transport, requests } = scripted([429, 200]);
    const done = deliver({ url: 'https://r/hooks', secret: SECRET, body: BODY, hmac: fakeHmac, transport });
    await vi.runAllTimersAsync();
    expect((await done).delivered).toBe(true);
    expect(requests).toHaveLength(2);
  });

  it('gives up after the first attempt and 3 retries, 1 + 2 + 4 s (+ jitter) later', async () => {
    const { transport, requests } = scripted([500]);
    const start = Date.now();
    const done = deliver({ url: 'https://r/hooks', secret: SECRET, body: BODY, hmac: fakeHmac, transport, random: () => 0 });
    await vi.runAllTimersAsync();
    const result = await done;
    expect(requests).toHaveLength(4);
    expect(result.delivered).toBe(false);
    expect(result.reason).toBe('500 server error: gave up after 3 retries');
    expect(result.attempts.map((a) => a.delayMs)).toEqual([0, 1000, 2000, 4000]);
    expect(Date.now() - start).toBe(7000);
  });

  it('retries network errors', async () => {
    const { transport } = scripted(['network', 'network', 200]);
    const done = deliver({ url: 'https://r/hooks', secret: SECRET, body: BODY, hmac: fakeHmac, transport });
    await vi.runAllTimersAsync();
    const result = await done;
    expect(result.delivered).toBe(true);
    expect(result.attempts[0].outcome).toEqual({ kind: 'network-error', message: 'fetch failed' });
  });

  it('times an attempt out after 10 s by default, aborts it and retries', async () => {
    const { transport, requests } = scripted(['hang', 200]);
    const done = deliver({ url: 'https://r/hooks', secret: SECRET, body: BODY, hmac: fakeHmac, transport, random: () => 0 });
    await vi.advanceTimersByTimeAsync(9999);
    expect(requests[0].signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests[0].signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    const result = await done;
    expect(result.attempts[0].outcome).toEqual({ kind: 'timeout', timeoutMs: 10_000 });
    expect(result.delivered).toBe(true);
  });

  it('honours a custom time-out', async () => {
    const { transport } = scripted(['hang']);
    const done = deliver({ url: 'https://r/hooks', secret: SECRET, body: BODY, hmac: fakeHmac, transport, timeoutMs: 50, random: () => 0 });
    await vi.advanceTimersByTimeAsync(4 * 50 + 7000);
    const result = await done;
    expect(result.attempts).toHaveLength(4);
    expect(result.attempts.every((a) => a.outcome?.kind === 'timeout')).toBe(true);
  });

  it('signs every attempt afresh with the same body and eventId', async () => {
    const { transport, requests } = scripted([500, 500, 200]);
    const done = deliver({ url: 'https://r/hooks', secret: SECRET, body: BODY, hmac: fakeHmac, transport });
    await vi.runAllTimersAsync();
    await done;
    const timestamps = [];
    for (const request of requests) {
      expect(request.body).toBe(BODY);
      expect(request.headers['Content-Type']).toBe('application/json');
      const header = request.headers['X-Service-Signature'];
      const t = Number(/t=(\d+)/.exec(header)?.[1]);
      timestamps.push(t);
      expect((await verify(header, BODY, SECRET, { now: t, hmac: fakeHmac })).valid).toBe(true);
    }
    // the clock moved 1 s and 2 s between attempts, so each t is new
    expect(new Set(timestamps).size).toBe(3);
  });

  it('identifies itself as kitbench-webhooks/<version> on every attempt', async () => {
    const { transport, requests } = scripted([500, 200]);
    const done = deliver({ url: 'https://r/hooks', secret: SECRET, body: BODY, hmac: fakeHmac, transport });
    await vi.runAllTimersAsync();
    await done;
    expect(requests.map((request) => request.headers['User-Agent'])).toEqual([
      `kitbench-webhooks/${packageJson.version}`,
      `kitbench-webhooks/${packageJson.version}`,
    ]);
  });

  it('answers an empty secret with a failed delivery and the reason, sending nothing', async () => {
    const { transport, requests } = scripted([200]);
    const result = await deliver({ url: 'https://r/hooks', secret: '', body: BODY, transport });
    expect(result).toMatchObject({ delivered: false, attempts: [] });
    expect(result.reason).toContain('signing secret is empty');
    expect(requests).toHaveLength(0);
  });

  it('reports progress: attempt start/end, the wait with its deadline, done', async () => {
    const { transport } = scripted([500, 200]);
    const events: DeliveryEvent['type'][] = [];
    let until = 0;
    const done = deliver({
      url: 'https://r/hooks',
      secret: SECRET,
      body: BODY,
      hmac: fakeHmac,
      transport,
      random: () => 0,
      onEvent: (event) => {
        events.push(event.type);
        if (event.type === 'waiting') until = event.until;
      },
    });
    const start = Date.now();
    await vi.runAllTimersAsync();
    await done;
    expect(events).toEqual(['attempt-start', 'attempt-end', 'waiting', 'attempt-start', 'attempt-end', 'done']);
    expect(until - start).toBe(1000);
  });

  it('stops waiting when cancelled', async () => {
    const { transport, requests } = scripted([500]);
    const controller = new AbortController();
    const done = deliver({ url: 'https://r/hooks', secret: SECRET, body: BODY, hmac: fakeHmac, transport, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    const result = await done;
    expect(result).toMatchObject({ delivered: false, cancelled: true });
    expect(requests).toHaveLength(1);
  });
});

describe('deliver — every row of the spec’s Errors and Limits tables, in fake time', () => {
  it.each([
    ['receiver answers 200: success, no retry', [200], true, 1],
    ['receiver answers 400: client error, no retry', [400], false, 1],
    ['receiver answers 401 (invalid signature): no retry', [401], false, 1],
    ['any 4xx other than 429 (404): no retry', [404], false, 1],
    ['receiver answers 429: retried', [429, 429, 200], true, 3],
    ['receiver answers 500: retried', [500, 200], true, 2],
    ['any 5xx (503): retried', [503, 503, 503, 503], false, 4],
    ['network errors: retried', ['network', 200], true, 2],
    ['time-outs: retried', ['hang', 'hang', 200], true, 3],
  ] as const)('%s', async (_, steps, delivered, requests) => {
    const { transport, requests: sent } = scripted([...steps]);
    const done = deliver({ url: 'https://r/hooks', secret: SECRET, body: BODY, hmac: fakeHmac, transport, timeoutMs: 100 });
    await vi.runAllTimersAsync();
    const result = await done;
    expect(result.delivered).toBe(delivered);
    expect(sent).toHaveLength(requests);
  });

  it.each([
    ['shortest', () => 0, [1000, 2000, 4000]],
    ['longest', () => 0.999999, [1100, 2200, 4400]],
  ])('Limits: at most 3 retries, waits in the schedule’s ranges (%s jitter), elapsed exactly as scheduled', async (_, random, waits) => {
    const { transport, requests } = scripted([500]);
    const startedAt: number[] = [];
    const done = deliver({
      url: 'https://r/hooks',
      secret: SECRET,
      body: BODY,
      hmac: fakeHmac,
      transport,
      random,
      onEvent: (event) => {
        if (event.type === 'attempt-start') startedAt.push(Date.now());
      },
    });
    await vi.runAllTimersAsync();
    await done;
    expect(requests).toHaveLength(4);
    expect(startedAt.slice(1).map((at, i) => at - startedAt[i])).toEqual(waits);
  });
});
