import { describe, expect, it } from 'vitest';
import { behaviourSlug, createReceiverHub, mockReceiverUrl, parseBehaviourSlug, type ReceiverBehaviour } from './mock-receivers';
import { sign } from './signature';

const SECRET = 'whsec_hub';
const body = (eventId: string) => JSON.stringify({ eventId, type: 'page_feedback' });

async function post(hub: ReturnType<typeof createReceiverHub>, slug: string, eventId: string, secret = SECRET) {
  return hub.handle(slug, body(eventId), await sign(body(eventId), secret));
}

describe('mock receivers', () => {
  it('round-trips every behaviour through its URL slug', () => {
    const behaviours: ReceiverBehaviour[] = [
      { kind: 'ok' },
      { kind: 'fail-then-ok', failures: 2 },
      { kind: 'status', status: 429 },
      { kind: 'status', status: 400 },
      { kind: 'status', status: 500 },
      { kind: 'timeout' },
      { kind: 'network-error' },
      { kind: 'wrong-secret' },
    ];
    for (const behaviour of behaviours) expect(parseBehaviourSlug(behaviourSlug(behaviour))).toEqual(behaviour);
    expect(mockReceiverUrl({ kind: 'fail-then-ok', failures: 2 })).toBe(
      'https://receiver.kitbench.local/hooks/fail-2-then-200',
    );
  });

  it('fails N times per eventId, then verifies and accepts', async () => {
    const hub = createReceiverHub();
    hub.configure({ secret: SECRET });
    expect(await post(hub, 'fail-2-then-200', 'evt_1')).toMatchObject({ kind: 'respond', status: 500 });
    expect(await post(hub, 'fail-2-then-200', 'evt_1')).toMatchObject({ kind: 'respond', status: 500 });
    // another event has its own counter
    expect(await post(hub, 'fail-2-then-200', 'evt_2')).toMatchObject({ status: 500 });
    expect(await post(hub, 'fail-2-then-200', 'evt_1')).toEqual({ kind: 'respond', status: 200, body: { received: true } });
    const [latest] = hub.log();
    expect(latest).toMatchObject({ eventId: 'evt_1', attemptForEvent: 3, status: 200, duplicate: false });
    expect(latest.verification.valid).toBe(true);
  });

  it('de-duplicates the same eventId sent twice', async () => {
    const hub = createReceiverHub();
    hub.configure({ secret: SECRET });
    await post(hub, 'always-200', 'evt_dup');
    expect(await post(hub, 'always-200', 'evt_dup')).toMatchObject({ status: 200, body: { duplicate: true } });
    expect(hub.log()[0]).toMatchObject({ duplicate: true, note: expect.stringContaining('duplicate') });
  });

  it('answers 401 when configured with another secret (wrong secret)', async () => {
    const hub = createReceiverHub();
    hub.configure({ secret: SECRET });
    const reply = await post(hub, 'wrong-secret', 'evt_w');
    expect(reply).toMatchObject({ kind: 'respond', status: 401, body: { error: expect.any(String) } });
    expect(hub.log()[0].verification).toMatchObject({ valid: false, reason: 'mismatch' });
  });

  it('logs a bad signature even on a receiver that answers by design', async () => {
    const hub = createReceiverHub();
    hub.configure({ secret: SECRET });
    expect(await post(hub, 'always-429', 'evt_x', 'whsec_nope')).toMatchObject({ status: 429 });
    expect(hub.log()[0].verification.valid).toBe(false);
  });

  it('asks for a pause with Retry-After when rate limiting', async () => {
    const hub = createReceiverHub();
    hub.configure({ secret: SECRET });
    expect(await post(hub, 'always-429', 'evt_r')).toMatchObject({ status: 429, headers: { 'Retry-After': '2' } });
    expect(await post(hub, 'always-500', 'evt_r')).not.toHaveProperty('headers');
  });

  it('hangs, drops the connection, or answers 404 for an unknown receiver', async () => {
    const hub = createReceiverHub();
    hub.configure({ secret: SECRET });
    expect(await post(hub, 'timeout', 'evt_t')).toEqual({ kind: 'hang' });
    expect(await post(hub, 'network-error', 'evt_n')).toEqual({ kind: 'network-error' });
    expect(await post(hub, 'nonsense', 'evt_u')).toMatchObject({ status: 404 });
  });

  it('notifies subscribers and forgets everything on reset', async () => {
    const hub = createReceiverHub();
    hub.configure({ secret: SECRET });
    let calls = 0;
    const unsubscribe = hub.subscribe(() => calls++);
    await post(hub, 'always-200', 'evt_r');
    hub.reset();
    unsubscribe();
    expect(calls).toBe(2);
    expect(hub.log()).toHaveLength(0);
    expect(await post(hub, 'always-200', 'evt_r')).toMatchObject({ body: { received: true } });
  });
});
