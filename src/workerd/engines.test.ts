import { afterAll, describe, expect, it } from 'vitest';
import { loadIntegration, type TestApp } from '../testing/index';

// A selection of kitbench/testing's own tests, run under both engines: a test passes or fails the same way in the
// worker thread and in workerd (the platform's engine).
const realWorld = (name: string) => new URL(`../../fixtures/real-world/${name}/`, import.meta.url);

const opened: TestApp[] = [];
afterAll(async () => {
  await Promise.all(opened.map((app) => app.close()));
});

describe.each(['worker', 'workerd'] as const)('kitbench/testing under the %s engine', (engine) => {
  async function load(name: string): Promise<TestApp> {
    const app = await loadIntegration(realWorld(name), { engine, timeoutMs: 10_000 });
    opened.push(app);
    return app;
  }

  it('newsletter: reads the space through context.api, subscribes the typed address, logs through Logger', async () => {
    const app = await load('newsletter');
    const block = await app.insert('subscribe');
    expect(block.text()).toContain('Get updates from Developer documentation');
    await block.fill('Email', 'Ada@Example.com ');
    await block.press('Subscribe');
    expect(block.text()).toContain('Subscribed ada@example.com');
    expect(app.logs.map((entry) => entry.message)).toContain('[newsletter:block] subscribing ada@example.com to Product updates');
    const bad = await app.fetch('/subscribe', { method: 'POST', body: '{"email":"nope"}' });
    expect(bad.status).toBe(422);
  });

  it('issue-unfurl: a pasted tracker link becomes its issue card; its buttons toggle and open the tracker', async () => {
    const app = await load('issue-unfurl');
    const block = await app.paste('https://tracker.example.com/acme/issues/42');
    expect(block.props.url).toBe('https://tracker.example.com/acme/issues/42');
    expect(block.text()).toBe('acme/42: Search ignores accents\nOpen · assigned to ada\nOpen in tracker\nMore');
    await block.press('More');
    expect(block.text()).toContain('Tracker link: https://tracker.example.com/acme/issues/42\nOpen in tracker\nLess');
    await block.press('Open in tracker');
    expect(block.openedUrls).toEqual(['https://tracker.example.com/acme/issues/42']);
  });
});
