import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { encodeEnvelope, fetchEvent } from './envelope';
import { RuntimeError } from './errors';
import { loadIntegration } from './load';
import { testEnvironment } from './test-environment';

const example = readFileSync(new URL('../../examples/counter/src/index.tsx', import.meta.url), 'utf8');

async function post(dispatcher: ReturnType<typeof loadIntegration>, method: string, path: string, body?: string) {
  const environment = testEnvironment();
  const url = `${environment.integration.urls.publicEndpoint}${path}`;
  const envelope = await encodeEnvelope({
    event: fetchEvent({ method, url, headers: body ? { 'content-type': 'application/json' } : {} }, 'inst_1'),
    environment,
    fetchBody: body === undefined ? undefined : new TextEncoder().encode(body),
  });
  return dispatcher.envelope(envelope.contentType, envelope.body);
}

describe('the example integration', () => {
  const dispatcher = loadIntegration(example);

  it('declares its component, events and fetch handler', () => {
    expect(dispatcher.summary).toEqual({
      componentIds: ['counter'],
      eventNames: ['installation_setup', 'space_content_updated'],
      hasFetch: true,
    });
  });

  it('answers a non-POST request with 405 Method not allowed', async () => {
    const response = await post(dispatcher, 'GET', '/v1');
    expect(response.status).toBe(405);
    expect(response.body).toBe('Method not allowed');
  });

  it('answers a POST with 200 JSON { received: true }', async () => {
    const response = await post(dispatcher, 'POST', '/v1', '{"hello":1}');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
    expect(JSON.parse(response.body)).toEqual({ received: true });
  });

  it('renders its component as plain ContentKit objects and runs its actions', async () => {
    const state = await dispatcher.initialState('counter', { start: 2 });
    expect(state).toEqual({ count: 2 });
    const element = { componentId: 'counter', props: { start: 2 }, state };
    const tree = (await dispatcher.render(element, testEnvironment())) as { type: string; children: { children: unknown[] }[] };
    expect(tree.type).toBe('block');
    expect(tree.children[0].children[0]).toEqual({ type: 'text', style: 'bold', children: ['Count: ', 2] });
    expect(await dispatcher.action(element, { action: 'increment' }, testEnvironment())).toEqual({ state: { count: 3 } });
  });

  it('runs an event handler with the event and the environment', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await dispatcher.event({ type: 'space_content_updated', spaceId: 'space_9' }, testEnvironment());
    expect(log).toHaveBeenCalledWith('Content updated in space', 'space_9');
    log.mockRestore();
  });

  it('reports a missing event handler as a RuntimeError naming the event', async () => {
    await expect(dispatcher.event({ type: 'space_view' }, testEnvironment())).rejects.toThrow(/No handler for `space_view`/);
  });
});

describe('createDispatcher', () => {
  it('rejects a script without a default export', () => {
    expect(() => loadIntegration('export const x = 1;')).toThrow(RuntimeError);
  });

  it('rejects imports other than @service/runtime', () => {
    expect(() => loadIntegration("import fs from 'node:fs';\nexport default fs;")).toThrow(/Cannot import "node:fs"/);
  });

  it('answers 500 Internal server error for a fetch handler that returns something other than a Response, and logs why', async () => {
    const dispatcher = loadIntegration(
      "import { createIntegration } from '@service/runtime';\nexport default createIntegration({ fetch: async () => ({ ok: 1 }) as never });",
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await post(dispatcher, 'POST', '/v1', '{}');
    expect(response).toMatchObject({ status: 500, body: JSON.stringify({ error: 'Internal server error' }) });
    expect(String(error.mock.calls[0][0])).toMatch(/must return a Response/);
    error.mockRestore();
  });

  it('delivers a non-fetch envelope to the matching event handler', async () => {
    const dispatcher = loadIntegration(
      "import { createIntegration } from '@service/runtime';\nexport let seen = '';\nexport default createIntegration({ events: { space_view: async (e) => { seen = String(e.spaceId); } } });",
    );
    const envelope = await encodeEnvelope({ event: { type: 'space_view', spaceId: 's1' }, environment: testEnvironment() });
    const response = await dispatcher.envelope(envelope.contentType, envelope.body);
    expect(response.status).toBe(200);
  });
});
