import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIntegration, type TestApp } from './index';

// An integration in the style of published ones (src/testing/__fixtures__/platform-calls): no mocks file, no
// hand-written provider: kitbench plays the platform and the provider.
const folder = new URL('./__fixtures__/platform-calls/', import.meta.url);
const env = { CHAT_DEV_CLIENT_ID: 'chat-client', CHAT_DEV_CLIENT_SECRET: 'chat-secret' };

let app: TestApp;
beforeAll(async () => {
  app = await loadIntegration(folder, { env, manifestEnvironment: 'dev' });
});
afterAll(() => app.close());

describe('secrets declared under envs', () => {
  it('resolve for the chosen environment, as the platform’s CLI spreads envs.<name> over the manifest', async () => {
    expect(app.environment.secrets).toEqual({ CLIENT_ID: 'chat-client', CLIENT_SECRET: 'chat-secret' });
    const byDefault = await loadIntegration(folder, { env });
    try {
      // the top-level ones are 1Password references: only the platform's CLI reads them
      expect(byDefault.environment.secrets).toEqual({});
    } finally {
      await byDefault.close();
    }
  });
});

describe('connect() with no mocks of the provider', () => {
  it('runs the whole connection against a token URL that does not end in /token (as Slack’s oauth.v2.access), and the handler saves the credentials', async () => {
    const installation = await app.install({ target: 'space', configuration: { tracking_id: 'G-1' } });
    const account = await installation.connect('oauth_credentials');
    expect(account).toMatchObject({
      channel: '#docs',
      oauth_credentials: { access_token: expect.stringMatching(/^tok_/), refresh_token: expect.stringMatching(/^ref_/), expires_at: expect.any(Number) },
    });
    // the script reads the saved token back (still valid: no refresh)
    const token = await app.fetch('/token');
    expect(await token.json()).toEqual({ token: (account.oauth_credentials as { access_token: string }).access_token });
  });
});

describe('a queued task', () => {
  it('comes back to the script as a `task` event once the event that queued it has answered', async () => {
    await app.install({ target: 'space', configuration: { tracking_id: 'G-1' } });
    await app.dispatch('space_content_updated');
    expect(app.tasks).toEqual([expect.objectContaining({ task: expect.objectContaining({ type: 'sync', revisionId: 'rev_3kTn8Zq1' }), schedule: 10, status: 'scheduled' })]);
    // its schedule (10 s) is the test's to fast-forward
    expect((await app.waitForTasks()).map((task) => task.status)).toEqual(['scheduled']);
    const tasks = await app.runScheduledTasks();
    expect(tasks.map((task) => [task.status, task.via])).toEqual([['done', 'event']]);
    expect(app.logs.map((entry) => entry.message)).toContain('[chat-sync] synced 2 pages of rev_3kTn8Zq1 to #docs');
  });

  it('runs when dispatched by hand, and a failing one is recorded with its error', async () => {
    await app.dispatch('task', { task: { type: 'sync', spaceId: app.environment.spaceInstallation!.space, revisionId: 'rev_kitbench1', installationId: app.environment.installation!.id } });
    expect(app.logs.at(-1)?.message).toContain('synced 2 pages of rev_kitbench1');
    await expect(app.dispatch('task', { task: { type: 'sync', spaceId: 'space_other', revisionId: 'rev_x', installationId: 'x' } })).rejects.toThrow(
      /GitBook API failed with \[404\] : No space `space_other` in this installation\./,
    );
  });
});

describe('a published site script and the content endpoint', () => {
  it('fetch_published_script answers the .raw.js template with the site’s configuration', async () => {
    await app.install({ target: 'space', configuration: { tracking_id: 'G-42' } });
    const response = (await app.dispatch('fetch_published_script')) as { status: number; headers: Record<string, string>; body: string };
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript');
    expect(response.body).toContain("window.chatSyncAnalytics = { property: 'G-42' };");
  });

  it('serves a webframe page on publicContentEndpoint through the fetch handler', async () => {
    const page = await app.fetch(`${app.environment.integration.urls.publicContentEndpoint}/frame`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('graph TD; A-->B');
  });
});

describe('the API calls real integrations make', () => {
  it('answer with the environment’s ids', async () => {
    await app.install({ target: 'space', configuration: { tracking_id: 'G-1' } });
    const response = await app.fetch('/probe');
    expect(await response.json()).toEqual({
      page: expect.stringContaining('# Getting started'),
      spaces: 1,
      site: 'https://docs.example.com/',
      schema: 'site-adaptive-schema',
      url: 'Authentication',
    });
  });

  it('a failed call throws the platform client’s error, which a handler logs and rethrows', async () => {
    const response = await app.fetch('/missing');
    expect(response.status).toBe(500);
    expect(app.logs.map((entry) => entry.message).join('\n')).toContain('[chat-sync] lookup failed: GitBook API failed with [404] : No such resource: GET /orgs/org_elsewhere/teams.');
  });
});
