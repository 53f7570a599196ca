import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { loadIntegration, type TestApp } from './index';

// The platform's own `webhook` integration (GitbookIO/integrations, integrations/webhook), unchanged: its
// configuration screen reads environment.integration.externalLinks, saves the account's URL and secret and the site's
// event switches through context.api, and a site visit then POSTs the signed site_view from waitUntil. Its code is not
// kitbench's to ship: point KITBENCH_UPSTREAM_INTEGRATIONS at a checkout's `integrations/` folder to run this proof;
// src/testing/relay.test.ts and platform-environment.test.ts prove the same shapes in every run.
const upstream = process.env.KITBENCH_UPSTREAM_INTEGRATIONS;
const folder = upstream ? join(upstream, 'webhook') : '';

let app: TestApp | undefined;
afterAll(() => app?.close());

describe.skipIf(!upstream || !existsSync(folder))('the real webhook integration, unchanged', () => {
  it('its site screen saves, and a site visit delivers the signed site_view to the configured URL', async () => {
    app = await loadIntegration(folder);
    const received: { body: string; signature: string | null }[] = [];
    app.mock(http.post('https://hooks.northwind.example/gitbook', async ({ request }) => {
      received.push({ body: await request.text(), signature: request.headers.get('x-gitbook-signature') });
      return HttpResponse.json({ ok: true });
    }));
    const installation = await app.install({ target: 'site' });
    const screen = await installation.openConfiguration('site');
    expect(screen.text()).toContain('Use this secret to verify the GitBook webhook signatures');
    await screen.fill('Webhook URL', 'https://hooks.northwind.example/gitbook');
    await screen.fill('Site views', true);
    await screen.press('Save Configuration');
    expect(screen.completed).toBe(true);
    const secret = String((installation.configuration.account as { secret?: string } | undefined)?.secret ?? '');
    expect(secret).not.toBe('');

    await app.site.visit('');
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0].body)).toMatchObject({ type: 'site_view', installationId: installation.id });
    const [, timestamp, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(received[0].signature ?? '') ?? [];
    expect(v1).toBe(await hmac(secret, `${timestamp}.${received[0].body}`));
  }, 60_000);
});

async function hmac(secret: string, text: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return Buffer.from(await crypto.subtle.sign('HMAC', key, encoder.encode(text))).toString('hex');
}
