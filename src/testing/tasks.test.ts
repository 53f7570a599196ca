import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadIntegration, type TestApp } from './index';

const opened: TestApp[] = [];
afterAll(() => Promise.all(opened.map((app) => app.close())));

/** A folder with one script, in the style of the integrations that predate the runtime's `task` handler. */
async function load(script: string): Promise<TestApp> {
  const folder = mkdtempSync(join(tmpdir(), 'kitbench-tasks-'));
  writeFileSync(join(folder, 'service-manifest.yaml'), 'name: syncer\nscript: index.js\n');
  writeFileSync(join(folder, 'index.js'), script);
  const app = await loadIntegration(folder);
  opened.push(app);
  return app;
}

describe('the platform’s task queue in kitbench/testing', () => {
  it('hands a script without a task handler a signed POST /tasks, and keeps a rescheduling task waiting', async () => {
    const app = await load(`
import { createIntegration } from '@gitbook/runtime';
const hex = (buffer) => [...new Uint8Array(buffer)].map((x) => x.toString(16).padStart(2, '0')).join('');
export default createIntegration({
  events: {
    site_view: async (event, context) => {
      await context.integration.queueTask({ task: { type: 'sync', round: 1 } });
    },
  },
  fetch: async (request, context) => {
    const body = await request.text();
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(context.environment.signingSecrets.integration), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    if (hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body))) !== request.headers.get('x-gitbook-integration-signature')) {
      return new Response('bad signature', { status: 401 });
    }
    const { task } = JSON.parse(body);
    console.log('sync round ' + task.round);
    // a periodic sync: it queues its next round an hour later
    await context.integration.queueTask({ task: { type: 'sync', round: task.round + 1 }, schedule: 3600 });
    return Response.json({ acknowledged: true });
  },
});`);
    await app.dispatch('site_view');
    const tasks = await app.waitForTasks();
    expect(tasks.map((task) => [task.task.round, task.status, task.via])).toEqual([
      [1, 'done', 'http'],
      [2, 'scheduled', undefined],
    ]);
    expect(app.logs.map((entry) => entry.message)).toEqual(['sync round 1']);
    await app.runScheduledTasks();
    expect(app.tasks.map((task) => [task.task.round, task.status])).toEqual([
      [1, 'done'],
      [2, 'done'],
      [3, 'scheduled'],
    ]);
  });

  it('records a task the script cannot receive, and a failing one with its error', async () => {
    const app = await load(`
import { createIntegration } from '@gitbook/runtime';
export default createIntegration({
  events: { site_view: async (event, context) => context.integration.queueTask({ task: { type: 'x' } }) },
});`);
    await app.dispatch('site_view');
    expect((await app.waitForTasks())[0]).toMatchObject({ status: 'failed', error: expect.stringContaining('no `task` handler') });
    const failing = await load(`
import { createIntegration } from '@gitbook/runtime';
export default createIntegration({
  task: async () => { throw new Error('the sync failed'); },
  events: { site_view: async (event, context) => context.integration.queueTask({ task: { type: 'x' } }) },
});`);
    await failing.dispatch('site_view');
    expect((await failing.waitForTasks())[0]).toMatchObject({ status: 'failed', via: 'event', error: expect.stringContaining('the sync failed') });
  });
});
