import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadIntegration } from '../core/runtime/load';
import { testEnvironment } from '../core/runtime/test-environment';
import { networkLog } from '../sandbox/network-log';
import { handlers } from './handlers';
import { connectPlatform, type PlatformBackend } from './platform';

const example = readFileSync(new URL('../examples/counter/src/index.tsx', import.meta.url), 'utf8');

/** The platform backed by the example script running in-process (no sandbox in Node). */
function inProcessBackend(source: string): PlatformBackend {
  const dispatcher = loadIntegration(source);
  return {
    environment: testEnvironment(),
    async dispatchEnvelope({ contentType, body }) {
      try {
        return { ok: true, value: await dispatcher.envelope(contentType, body), durationMs: 0, logs: [] };
      } catch (error) {
        return { ok: false, error: { kind: 'runtime', message: String(error) }, durationMs: 0, logs: [] };
      }
    },
  };
}

const server = setupServer(...handlers);
const environment = testEnvironment();
const endpoint = `${environment.integration.urls.publicEndpoint}/v1`;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => connectPlatform(undefined));
afterAll(() => server.close());

describe('the public endpoint', () => {
  it('answers GET with the script’s 405 Method not allowed', async () => {
    connectPlatform(inProcessBackend(example));
    const response = await fetch(endpoint);
    expect(response.status).toBe(405);
    expect(await response.text()).toBe('Method not allowed');
  });

  it('answers POST with 200 JSON { received: true } and logs the decoded envelope', async () => {
    connectPlatform(inProcessBackend(example));
    const response = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"ping":1}' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ received: true });
    const entry = networkLog.getEntries().at(-1);
    expect(entry?.source).toBe('endpoint');
    expect(entry?.envelope?.contentType).toMatch(/^multipart\/form-data/);
    expect(entry?.envelope?.fetchBody).toBe('{"ping":1}');
    expect(entry?.envelope?.event).toMatchObject({ type: 'fetch', request: { method: 'POST', url: endpoint } });
    expect(entry?.response?.status).toBe(200);
  });

  it('serves paths below the endpoint, such as a completion_url', async () => {
    connectPlatform(inProcessBackend(example));
    const response = await fetch(`${environment.integration.urls.publicEndpoint}/projects`);
    expect(await response.json()).toContainEqual({ label: 'Website', value: 'web' });
  });

  it('answers 503 when no script runs and, as the platform does, 500 Internal server error when the handler throws', async () => {
    expect((await fetch(endpoint, { method: 'POST' })).status).toBe(503);
    connectPlatform(inProcessBackend("import { createIntegration } from '@service/runtime';\nexport default createIntegration({ fetch: async () => { throw new Error('nope'); } });"));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await fetch(endpoint, { method: 'POST' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Internal server error' });
    expect(String(error.mock.calls[0]?.[0])).toContain('nope');
    error.mockRestore();
  });
});

describe('the public content endpoint', () => {
  it("reaches the fetch handler with the content URL as requested, as on the platform (webframes' pages)", async () => {
    const script = "import { createIntegration } from '@service/runtime';\nexport default createIntegration({ fetch: async (request) => new Response('<p>' + new URL(request.url).pathname + '</p>', { headers: { 'content-type': 'text/html' } }) });";
    connectPlatform(inProcessBackend(script));
    const page = `${environment.integration.urls.publicContentEndpoint}/frame?v=2`;
    const response = await fetch(page);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(await response.text()).toBe(`<p>${new URL(page).pathname}</p>`);
    expect(networkLog.getEntries().at(-1)?.envelope?.event).toMatchObject({ type: 'fetch', request: { method: 'GET', url: page } });
  });
});

describe('the HTTP API', () => {
  const api = `${environment.apiEndpoint}/v1`;
  const auth = { Authorization: `Bearer ${environment.apiTokens.installation}` };

  it('answers 401 without the installation token', async () => {
    connectPlatform(inProcessBackend(example));
    expect((await fetch(`${api}/installation`)).status).toBe(401);
    expect((await fetch(`${api}/installation`, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
  });

  it('returns the installation and its space with the token', async () => {
    connectPlatform(inProcessBackend(example));
    const installation = await (await fetch(`${api}/installation`, { headers: auth })).json();
    expect(installation).toMatchObject({ id: 'inst_1', status: 'active', space: 'space_1' });
    const space = await fetch(`${api}/spaces/space_1`, { headers: auth });
    expect((await space.json()).id).toBe('space_1');
    expect((await fetch(`${api}/spaces/other`, { headers: auth })).status).toBe(404);
  });
});
