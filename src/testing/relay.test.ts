import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIntegration, type TestApp } from './index';

const relay = new URL('../../e2e/fixtures/site/relay/', import.meta.url);

let app: TestApp;
beforeAll(async () => {
  app = await loadIntegration(relay);
});
afterAll(() => app.close());

describe('a webhook-style integration: what its configuration component saves reaches the next event', () => {
  it('configured on its screen, a site visit POSTs the signed site_view from waitUntil', async () => {
    const received: { body: string; signature: string | null }[] = [];
    app.mock(http.post('https://hooks.relay.example/docs', async ({ request }) => {
      received.push({ body: await request.text(), signature: request.headers.get('x-relay-signature') });
      return HttpResponse.json({ ok: true });
    }));
    const installation = await app.install({ target: 'site' });
    const screen = await installation.openConfiguration('site');
    await screen.fill('Endpoint URL', 'https://hooks.relay.example/docs');
    await screen.fill('Page views', true);
    await screen.press('Save relay');
    // what the screen saved through context.api is the installation's configuration, in the environment of later events
    expect(installation.configuration).toEqual({
      account: { endpoint: 'https://hooks.relay.example/docs', secret: 'relay-secret' },
      site: { site_view: true, page_feedback: false },
    });
    expect(app.environment.siteInstallation?.configuration).toEqual({ site_view: true, page_feedback: false });

    const page = await app.site.visit('');
    expect(page.pageId).toBe('page_intro');
    // the delivery ran from waitUntil before the event's answer: one POST, signed over the event as sent
    expect(received).toHaveLength(1);
    const delivered = JSON.parse(received[0].body);
    expect(delivered).toMatchObject({ type: 'site_view', siteId: 'site_docs', installationId: installation.id });
    const [, timestamp, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(received[0].signature ?? '') ?? [];
    expect(v1).toBe(await hmac('relay-secret', `${timestamp}.${received[0].body}`));
    // and the script says so in its log
    expect(app.logs.map((line) => line.message).join('\n')).toContain('relayed site_view to https://hooks.relay.example/docs: 200');

    // feedback is switched off: nothing more is sent
    await app.site.feedback('good');
    expect(received).toHaveLength(1);
  });

  it('app.install takes a configuration for a scope that is a component (componentId, no properties)', async () => {
    const installation = await app.install({ target: 'site', configuration: { site_view: true, page_feedback: true } });
    expect(installation.configuration.site).toEqual({ site_view: true, page_feedback: true });
    expect(app.environment.siteInstallation?.configuration).toEqual({ site_view: true, page_feedback: true });
  });
});

async function hmac(secret: string, text: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return Buffer.from(await crypto.subtle.sign('HMAC', key, encoder.encode(text))).toString('hex');
}
