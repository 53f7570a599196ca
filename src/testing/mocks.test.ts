import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpResponse, http, loadIntegration, passthrough, type TestApp } from './index';

// The folder's kitbench.mocks.ts answers the script's fetch in kitbench/testing (issue 22).
const fixture = fileURLToPath(new URL('./__fixtures__/tracker/', import.meta.url));
const opened: TestApp[] = [];
const temporary: string[] = [];
async function load(...args: Parameters<typeof loadIntegration>): Promise<TestApp> {
  const app = await loadIntegration(...args);
  opened.push(app);
  return app;
}
afterAll(async () => {
  await Promise.all(opened.map((app) => app.close()));
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

describe('the mocks file in kitbench/testing', () => {
  it('answers the script with the folder mocks', async () => {
    const block = await (await load(fixture)).insert('issue');
    expect(block.text()).toBe('Issue: Crash on save');
  });

  it('lets a test override a mock, and drop its overrides', async () => {
    const app = await load(fixture);
    app.mock(http.get('https://api.tracker.example/issues/:id', () => HttpResponse.json({ title: 'Overridden' })));
    expect((await app.insert('issue')).text()).toBe('Issue: Overridden');
    app.resetMocks();
    expect((await app.insert('issue')).text()).toBe('Issue: Crash on save');
  });

  it('treats passthrough() as no answer', async () => {
    const app = await load(fixture);
    app.mock(http.get('https://api.tracker.example/issues/:id', () => passthrough()));
    expect((await app.insert('issue')).text()).toContain('nothing answers GET https://api.tracker.example/issues/42');
  });

  it('without mocks, the fetch fails naming the URL and the mocks file', async () => {
    const block = await (await load(fixture, { mocks: false })).insert('issue');
    expect(block.text()).toContain('nothing answers GET https://api.tracker.example/issues/42?token=abc');
    expect(block.text()).toContain('kitbench.mocks.ts');
  });

  it('rejects a mocks file that exports no handler array, naming it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kitbench-mocks-'));
    temporary.push(dir);
    cpSync(fixture, dir, { recursive: true });
    writeFileSync(path.join(dir, 'kitbench.mocks.ts'), 'export default { nope: true };\n');
    await expect(loadIntegration(dir)).rejects.toThrow('kitbench.mocks.ts must default-export an array of MSW request handlers');
  });

  it('names the line of a mocks file that does not bundle', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kitbench-mocks-'));
    temporary.push(dir);
    cpSync(fixture, dir, { recursive: true });
    writeFileSync(path.join(dir, 'kitbench.mocks.ts'), "import { http } from 'msw';\nexport default [http.get(];\n");
    await expect(loadIntegration(dir)).rejects.toThrow(/kitbench\.mocks\.ts:2/);
  });
});
