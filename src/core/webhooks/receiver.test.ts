import { describe, expect, it } from 'vitest';
import { createReceiver, DEDUPE_WINDOW_MS } from './receiver';
import { sign } from './signature';

const SECRET = 'whsec_receiver';
const body = (eventId: string) => JSON.stringify({ eventId, type: 'site_view' });

describe('createReceiver', () => {
  it('answers 200 { received: true } to a valid delivery', async () => {
    let now = 1_700_000_000_000;
    const receiver = createReceiver({ secret: SECRET, now: () => now });
    const header = await sign(body('evt_a'), SECRET, { timestamp: now / 1000 });
    const reply = await receiver.receive(body('evt_a'), header);
    expect(reply).toMatchObject({ status: 200, body: { received: true }, duplicate: false, eventId: 'evt_a' });
    now += 1000;
  });

  it('answers 401 with an error text when the signature is invalid', async () => {
    const receiver = createReceiver({ secret: SECRET });
    const header = await sign(body('evt_b'), 'whsec_someone_else');
    const reply = await receiver.receive(body('evt_b'), header);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ error: expect.stringContaining('does not match') });
  });

  it('answers 401 when the header is missing', async () => {
    const reply = await createReceiver({ secret: SECRET }).receive(body('evt_c'), null);
    expect(reply).toMatchObject({ status: 401, body: { error: 'The X-Service-Signature header is missing.' } });
  });

  it('acknowledges a repeated eventId within 2 minutes without processing it again', async () => {
    let now = 1_700_000_000_000;
    const receiver = createReceiver({ secret: SECRET, now: () => now, toleranceSeconds: 0 });
    const header = await sign(body('evt_d'), SECRET, { timestamp: 1 });
    expect((await receiver.receive(body('evt_d'), header)).duplicate).toBe(false);
    now += DEDUPE_WINDOW_MS - 1;
    const again = await receiver.receive(body('evt_d'), header);
    expect(again).toMatchObject({ status: 200, duplicate: true, body: { received: true, duplicate: true } });
  });

  it('forgets an eventId after 2 minutes', async () => {
    let now = 1_700_000_000_000;
    const receiver = createReceiver({ secret: SECRET, now: () => now, toleranceSeconds: 0 });
    const header = await sign(body('evt_e'), SECRET, { timestamp: 1 });
    await receiver.receive(body('evt_e'), header);
    now += DEDUPE_WINDOW_MS;
    expect((await receiver.receive(body('evt_e'), header)).duplicate).toBe(false);
  });
});
