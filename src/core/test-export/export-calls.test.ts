import { describe, expect, it } from 'vitest';
import { endpointPath, exportCallsTest } from './export-calls';

const endpoint = 'https://integrations.kitbench.local/playground';

describe('exportCallsTest', () => {
  it('sends each event again without its fresh ids and expects what the handler returned or threw', () => {
    const text = exportCallsTest({
      name: 'Newsletter',
      events: [
        { event: { type: 'space_content_updated', eventId: 'evt_1', installationId: 'playground', spaceId: 's1' }, result: { ok: true, value: { notified: 2 } } },
        { event: { type: 'space_view', eventId: 'evt_2' }, result: { ok: false, error: { message: 'No handler for `space_view` (try events: {...})' } } },
        { event: { type: 'installation_setup' }, result: { ok: true, value: undefined } },
      ],
      envNames: ['API_KEY'],
    });
    expect(text).toContain("test('Newsletter: 3 events', async () => {");
    expect(text).toContain("  const app = await loadIntegration(new URL('.', import.meta.url), { env: { API_KEY: process.env.API_KEY ?? '' } });");
    expect(text).toContain("    assert.deepEqual(await app.dispatch('space_content_updated', { spaceId: 's1' }), { notified: 2 });");
    expect(text).toContain("    await assert.rejects(app.dispatch('space_view'), { message: /No handler for `space_view` \\(try events: \\{\\.\\.\\.\\}\\)/ });");
    expect(text).toContain("    await app.dispatch('installation_setup');");
  });

  it('says to save the test beside the folder’s own manifest file', () => {
    expect(exportCallsTest({ name: 'Hotjar', events: [] }).split('\n')[1]).toBe(
      "// Save it beside service-manifest.yaml and run it with `npx kitbench test` (Node's test runner).",
    );
    expect(exportCallsTest({ name: 'Hotjar', events: [], manifestFile: 'gitbook-manifest.yaml' }).split('\n')[1]).toBe(
      "// Save it beside gitbook-manifest.yaml and run it with `npx kitbench test` (Node's test runner).",
    );
  });

  it('sends each request to the same path below the endpoint and expects its status and body', () => {
    const text = exportCallsTest({
      name: 'Counter',
      requests: [
        {
          request: { method: 'POST', url: `${endpoint}/v1`, headers: { 'Content-Type': 'application/json', accept: '*/*' }, body: '{"ping":1}' },
          response: { status: 200, headers: { 'content-type': 'application/json' }, body: '{"received":true}' },
        },
        { request: { method: 'GET', url: `${endpoint}/v1` }, response: { status: 405, headers: { 'content-type': 'text/plain' }, body: 'Method not allowed' } },
      ],
    });
    expect(text).toContain(
      "    const response1 = await app.fetch('/v1', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{\"ping\":1}' });\n    assert.equal(response1.status, 200);\n    assert.deepEqual(await response1.json(), { received: true });",
    );
    expect(text).toContain("    const response2 = await app.fetch('/v1');\n    assert.equal(response2.status, 405);\n    assert.equal(await response2.text(), 'Method not allowed');");
  });

  it('keeps the path and query below any installation id', () => {
    expect(endpointPath('https://integrations.kitbench.local/inst_9/projects?q=a')).toBe('/projects?q=a');
    expect(endpointPath('https://integrations.kitbench.local/inst_9')).toBe('/');
  });
});
