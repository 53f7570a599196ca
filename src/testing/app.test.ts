import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIntegration, type TestApp } from './index';

// The calls around the script: the public endpoint, the installation's status machine and OAuth, webhooks.
const example = (name: string) => new URL(`../examples/${name}/`, import.meta.url);

const opened: TestApp[] = [];
async function load(...args: Parameters<typeof loadIntegration>): Promise<TestApp> {
  const app = await loadIntegration(...args);
  opened.push(app);
  return app;
}
afterAll(async () => {
  await Promise.all(opened.map((app) => app.close()));
});

describe('the public endpoint and OAuth', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await load(example('counter'), { env: { CLIENT_ID: 'client-1', CLIENT_SECRET: 'secret-1' } });
  });

  it('answers POST /v1 and the 405 of the script', async () => {
    const response = await app.fetch('/v1', { method: 'POST', body: '{}' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect((await app.fetch('/v1')).status).toBe(405);
  });

  it('completes an OAuth connection against the mock provider', async () => {
    const start = await app.fetch('/oauth');
    expect(start.status).toBe(302);
    const authorize = start.headers.get('location') ?? '';
    expect(authorize).toMatch(/^https:\/\/tracker\.example\.com\/oauth\/authorize\?.*client_id=client-1/);
    const consent = await app.fetch(authorize, { method: 'POST', body: new URLSearchParams({ decision: 'approve' }) });
    const { redirect } = (await consent.json()) as { redirect: string };
    const callback = await app.fetch(redirect);
    expect(callback.status).toBe(200);
    // the platform's answer: the credentials are saved through the API, the page closes its window
    expect(callback.headers.get('content-type')).toBe('text/html');
    expect(await callback.text()).toContain('window.close();');
  });

  it('fails a request nothing mocks instead of reaching the network', async () => {
    await expect(app.fetch('https://example.org/')).rejects.toThrow("nothing answers GET https://example.org/");
  });
});

describe('install: the status machine', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await load(example('counter'), { env: { CLIENT_ID: 'x', CLIENT_SECRET: 'y' } });
  });

  it('goes active once the required configuration is given, emitting the setup events', async () => {
    const installation = await app.install({ target: 'space', configuration: { project: 'web' } });
    expect(installation.status).toBe('active');
    expect(installation.configuration.site).toMatchObject({ project: 'web', unit: 'issues' });
    expect(installation.events.map((emitted) => [emitted.event.type, emitted.handled])).toEqual([
      ['installation_setup', true],
      ['space_installation_setup', false],
      ['installation_setup', true],
    ]);
    expect(app.environment.installation).toMatchObject({ id: installation.id, status: 'active', configuration: { project: 'web' } });
  });

  it('stays pending without the required configuration, until it is configured', async () => {
    const installation = await app.install();
    expect(installation.status).toBe('pending');
    expect(app.logs.map((entry) => entry.message)).toContain('Configuration incomplete: waiting for the required settings.');
    await installation.configure('project', 'mobile');
    expect(installation.status).toBe('active');
    installation.pause();
    expect(installation.status).toBe('paused');
    installation.resume();
    expect(installation.status).toBe('active');
  });

  it('names the properties it knows when given one the manifest lacks', async () => {
    await expect(app.install({ configuration: { projet: 'web' } })).rejects.toThrow('no property "projet" for a space installation (declared: project, unit, start, show_reset, tracker, team_name)');
  });
});

describe('install: an OAuth connection', () => {
  it('connects through the mock provider, and the handler saves the credentials through the API, which the script then sees', async () => {
    const app = await load(example('settings-form'), { env: { CLIENT_ID: 'client-1', CLIENT_SECRET: 'secret-1' } });
    const block = await app.insert('settings');
    expect(block.text()).toContain('Provider: not connected');
    const installation = await app.install({ configuration: { greeting: 'Hi' } });
    const stored = await installation.connect('oauth');
    // the account button asks the installation's own endpoint: saved on the installation, merged ({ replace: false })
    expect(stored).toMatchObject({
      greeting: 'Hi',
      oauth_credentials: { access_token: expect.stringMatching(/^tok_/), refresh_token: expect.stringMatching(/^ref_/), expires_at: expect.any(Number) },
    });
    expect(installation.configuration.account).toEqual(stored);
    expect(installation.events.at(-1)?.event).toMatchObject({ type: 'installation_setup', installationId: installation.id });
    expect((await app.insert('settings')).text()).toContain('Provider: connected');
  });

  it('a site-scope button saves on the space installation its state names', async () => {
    const app = await load(example('counter'), { env: { CLIENT_ID: 'client-1', CLIENT_SECRET: 'secret-1' } });
    const installation = await app.install({ configuration: { project: 'web' } });
    const site = await installation.connect('tracker');
    expect(site).toMatchObject({ project: 'web', oauth_credentials: { access_token: expect.stringMatching(/^tok_/) } });
    expect(installation.configuration.account).not.toHaveProperty('oauth_credentials');
    expect(app.environment.spaceInstallation?.configuration.oauth_credentials).toEqual(site.oauth_credentials);
  });

  it('names the step that failed when the user denies, or when the property is not a connection', async () => {
    const app = await load(example('counter'), { env: { CLIENT_ID: 'client-1', CLIENT_SECRET: 'secret-1' } });
    const installation = await app.install({ configuration: { project: 'web' } });
    await expect(installation.connect('tracker', { decision: 'deny' })).rejects.toThrow('connect: the provider answered access_denied (The user denied access.): nothing was saved.');
    await expect(installation.connect('project')).rejects.toThrow('connect("project"): the property is not a `type: button`');
  });
});

describe('webhookReceiver', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await load(example('webhook-forwarder'), { env: { SIGNING_SECRET: 's' } });
  });

  it('receives signed deliveries and retries as the platform does', async () => {
    const hook = app.webhookReceiver({ secret: 's', script: [500, 200] });
    const result = await hook.deliver('space_content_updated');
    expect(result.delivered).toBe(true);
    expect(result.attempts.map((attempt) => attempt.response?.status)).toEqual([500, 200]);
    expect(result.attempts[1].delayMs).toBeGreaterThanOrEqual(1000);
    expect(hook.requests.map((request) => [request.status, request.signatureValid])).toEqual([
      [500, true],
      [200, true],
    ]);
    expect(hook.requests[0].eventId).toBe(hook.requests[1].eventId);
  });

  it('gives up after three retries and rejects a wrong signature', async () => {
    const failing = app.webhookReceiver({ secret: 's', script: [503, 503, 503, 503] });
    const result = await failing.deliver({ eventId: 'evt_1', type: 'site_view' });
    expect(result.delivered).toBe(false);
    expect(failing.requests).toHaveLength(4);
    const strict = app.webhookReceiver({ secret: 'new' });
    const rejected = await strict.deliver('page_feedback', { secret: 'old' });
    expect(rejected).toMatchObject({ delivered: false, reason: expect.stringContaining('401') });
    expect(strict.requests).toHaveLength(1);
    expect(strict.requests[0]).toMatchObject({ status: 401, signatureValid: false, signatureProblem: expect.stringContaining('match') });
  });

  it("receives what the script forwards, signed with the script's secret", async () => {
    const hook = app.webhookReceiver({ secret: 's' });
    await app.install({ configuration: { webhook_url: hook.url } });
    await app.dispatch('space_content_updated', { spaceId: 's1' });
    expect(hook.requests).toHaveLength(1);
    expect(hook.requests[0]).toMatchObject({ status: 200, signatureValid: true });
    expect(JSON.parse(hook.requests[0].body)).toMatchObject({ type: 'space_content_updated', spaceId: 's1' });
    expect(app.logs.at(-1)?.message).toBe(`Forwarded space_content_updated to ${hook.url} -> 200`);
  });
});
