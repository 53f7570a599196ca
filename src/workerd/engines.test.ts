/**
 * kitbench/testing's own tests, run again with the script in workerd: `KITBENCH_ENGINE=workerd` makes workerd the
 * default engine of `loadIntegration`, so each file below runs unchanged and must pass in both engines (its own
 * run is the worker engine's). Left out: harness.test.ts and platform-calls.test.ts, whose few differing tests are
 * the documented differences, asserted below.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadIntegration, type TestApp } from '../testing/index';

process.env.KITBENCH_ENGINE = 'workerd';
// workerd starts in a fraction of a second, but a loaded 2-core machine can take seconds to import miniflare.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

await import('../testing/real-world.test');
await import('../testing/real-style.test');
await import('../testing/web-crypto.test');
await import('../testing/tasks.test');
await import('../testing/configuration.test');
await import('../testing/app.test');
await import('../testing/mocks.test');

const opened: TestApp[] = [];
afterAll(() => Promise.all(opened.map((app) => app.close())));

/** A one-file folder whose block renders what `body` returns. */
async function load(body: string, engine: 'worker' | 'workerd', timeoutMs = 2000): Promise<TestApp> {
  const folder = mkdtempSync(join(tmpdir(), 'kitbench-engines-'));
  mkdirSync(join(folder, 'src'));
  writeFileSync(join(folder, 'service-manifest.yaml'), 'name: engines\nscript: src/index.js\nblocks:\n  - id: probe\n    title: Probe\n');
  writeFileSync(
    join(folder, 'src/index.js'),
    `import { createComponent, createIntegration } from '@service/runtime';
const probe = createComponent({
  componentId: 'probe',
  async render(element) {
    return { type: 'block', children: [{ type: 'text', children: String(await (async () => { ${body} })()) }] };
  },
});
export default createIntegration({ components: [probe] });
`,
  );
  const app = await loadIntegration(folder, { engine, timeoutMs });
  opened.push(app);
  return app;
}

describe('the documented differences between the engines', () => {
  it('workerd has Node globals under nodejs_compat (process, Buffer); the worker engine, a Web Worker, has none', async () => {
    const body = "return [typeof process, typeof Buffer, typeof caches, typeof HTMLRewriter].join(' ')";
    expect((await (await load(body, 'workerd')).insert('probe')).text()).toBe('object function object function');
    expect((await (await load(body, 'worker')).insert('probe')).text()).toBe('undefined undefined undefined undefined');
  });

  it('workerd cancels a call whose promise can never settle at once, in its own words; the worker engine waits for the limit', async () => {
    const body = 'return await new Promise(() => {})';
    await expect((await load(body, 'workerd')).insert('probe')).rejects.toThrow("The Workers runtime canceled this request because it detected that your Worker's code had hung");
    await expect((await load(body, 'worker', 300)).insert('probe')).rejects.toThrow('did not finish within 300 ms');
  });

  it('workerd refuses code generated from strings; the worker engine runs it', async () => {
    const body = "return new Function('return 6 * 7')()";
    await expect((await load(body, 'workerd')).insert('probe')).rejects.toThrow('EvalError: Code generation from strings disallowed for this context');
    expect((await (await load(body, 'worker')).insert('probe')).text()).toBe('42');
  });

  it('an endless loop in workerd is stopped with the worker engine\'s message, and the next call starts it again', async () => {
    const app = await load("if (element.props.loop) while (true) {} return 'again'", 'workerd', 1500);
    await expect(app.insert('probe', { props: { loop: true } })).rejects.toThrow(/did not finish within 1500 ms and the script did not answer at all: an endless loop\?/);
    expect((await app.insert('probe')).text()).toBe('again');
  });
});
