import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ENDPOINT } from '../core/runtime/environment';
import { loadIntegration, type TestApp } from './index';

// Two apps of one test file are two platforms: what a script creates through one's API is not in the other's.
const folder = new URL('./__fixtures__/platform-calls/', import.meta.url);
const env = { CHAT_DEV_CLIENT_ID: 'chat-client', CHAT_DEV_CLIENT_SECRET: 'chat-secret' };

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  [first, second] = await Promise.all([loadIntegration(folder, { env }), loadIntegration(folder, { env })]);
});
afterAll(() => Promise.all([first.close(), second.close()]));

const call = (app: TestApp, path: string, init: { method?: string; body?: unknown } = {}) =>
  app.fetch(`${API_ENDPOINT}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${app.environment.apiTokens.installation}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

describe('the HTTP API of each app', () => {
  it('keeps what one app creates to that app', async () => {
    const created = (await (await call(first, '/orgs/org_kitbench/spaces', { method: 'POST', body: { title: 'Only in the first' } })).json()) as { id: string };
    const listed = async (app: TestApp) => ((await (await call(app, '/orgs/org_kitbench/spaces')).json()) as { items: { id: string }[] }).items.map((item) => item.id);
    expect(await listed(first)).toContain(created.id);
    expect(await listed(second)).not.toContain(created.id);
    expect((await call(second, `/spaces/${created.id}`)).status).toBe(404);
  });
});
