import { describe, expect, it } from 'vitest';
import { decodeEnvelope, encodeEnvelope, fetchEvent, requestFromEnvelope } from './envelope';
import { RuntimeError } from './errors';
import { testEnvironment } from './test-environment';

describe('envelope', () => {
  it('round-trips event, environment and the raw fetch-body as multipart/form-data', async () => {
    const raw = new Uint8Array([0, 1, 2, 250, 255]);
    const event = fetchEvent({ method: 'PUT', url: 'https://integrations.kitbench.local/inst_1/v1/x', headers: { 'x-a': '1' } });
    const encoded = await encodeEnvelope({ event, environment: testEnvironment(), fetchBody: raw });
    expect(encoded.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const text = new TextDecoder().decode(encoded.body);
    expect(text).toContain('name="event"');
    expect(text).toContain('name="environment"');
    expect(text).toContain('name="fetch-body"');
    const decoded = await decodeEnvelope(encoded.contentType, encoded.body);
    expect(decoded.event).toEqual(event);
    expect(decoded.environment).toEqual(testEnvironment());
    expect([...(decoded.fetchBody ?? [])]).toEqual([...raw]);
  });

  it('leaves fetch-body out when the request had no body', async () => {
    const encoded = await encodeEnvelope({ event: { type: 'space_view' }, environment: testEnvironment() });
    expect(new TextDecoder().decode(encoded.body)).not.toContain('fetch-body');
    expect((await decodeEnvelope(encoded.contentType, encoded.body)).fetchBody).toBeUndefined();
  });

  it('rebuilds the original request: method, URL, headers and body', async () => {
    const event = fetchEvent({ method: 'POST', url: 'https://integrations.kitbench.local/inst_1/v1', headers: { 'content-type': 'text/plain' } });
    const encoded = await encodeEnvelope({ event, environment: testEnvironment(), fetchBody: new TextEncoder().encode('hi') });
    const request = requestFromEnvelope(await decodeEnvelope(encoded.contentType, encoded.body));
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://integrations.kitbench.local/inst_1/v1');
    expect(request.headers.get('content-type')).toBe('text/plain');
    expect(await request.text()).toBe('hi');
  });

  it('names what is wrong with a bad envelope', async () => {
    await expect(decodeEnvelope('application/json', new Uint8Array())).rejects.toThrow(RuntimeError);
    const form = new Request('https://x.invalid', { method: 'POST', body: (() => { const f = new FormData(); f.append('event', '{'); return f; })() });
    const body = new Uint8Array(await form.arrayBuffer());
    await expect(decodeEnvelope(form.headers.get('content-type')!, body)).rejects.toThrow(/`event` field is not JSON/);
  });
});
