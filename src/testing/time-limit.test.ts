import { Worker } from 'node:worker_threads';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { delay, HttpResponse, http, loadIntegration, type TestApp } from './index';

const fixture = (name: string) => new URL(`./__fixtures__/${name}/`, import.meta.url);

/** A slow mocked platform: every answer takes 2.5 s, longer than the script's whole limit; `hang` never answers. */
const slowPlatform = [
  http.get('https://slow.example.com/hang', () => new Promise<never>(() => {})),
  http.get('https://slow.example.com/:what', async ({ params }) => {
    await delay(2500);
    return HttpResponse.json({ answer: `slow ${String(params.what)}` });
  }),
];

const opened: TestApp[] = [];
afterAll(async () => {
  await Promise.all(opened.map((app) => app.close()));
});
async function load(options: Parameters<typeof loadIntegration>[1] = {}) {
  const app = await loadIntegration(fixture('waits'), { mocks: slowPlatform, ...options });
  opened.push(app);
  return app;
}

/** One core kept busy by the test itself, as a newcomer's laptop is never idle. */
let spinner: Worker | undefined;
beforeEach(() => {
  spinner = new Worker('for (;;) {}', { eval: true });
});
afterEach(async () => {
  await spinner?.terminate();
});

describe('the time limit counts the script’s own time, as the platform counts CPU time', () => {
  it('renders a block whose render and action each await an answer slower than the whole limit, with a core kept busy', async () => {
    const app = await load();
    const block = await app.insert('waits');
    expect(block.text()).toContain('Answer: slow first');
    await block.press('Slow');
    expect(block.text()).toContain('Answer: slow slow');
  }, 30_000);

  it('still stops an endless loop that starts after an awaited request, saying so', async () => {
    const app = await load();
    const block = await app.insert('waits');
    await expect(block.press('Loop')).rejects.toThrow(/did not finish within 2000 ms and the script did not answer at all: an endless loop\?/);
  }, 30_000);

  it('fails a request that never answers, naming it, and the script stays usable', async () => {
    const app = await load({ subrequestTimeoutMs: 3000 });
    const block = await app.insert('waits');
    await expect(block.press('Hang')).rejects.toThrow(
      "fetch failed: GET https://slow.example.com/hang did not answer within 3 s (kitbench's limit for one request, apart from the script's own 2 s): its mock never answers?",
    );
    await block.press('Slow');
    expect(block.text()).toContain('Answer: slow slow');
  }, 30_000);
});
