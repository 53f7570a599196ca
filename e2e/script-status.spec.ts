import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './app-test';
import { type DevServer, startDevServer } from './dev-server';

// CONTRACT §4: `Script status` starts with `Running` once the script loaded, never before. Under `kitbench dev` the
// folder's first bundle arrives after the page's first render: until then the badge says the script is loading.
const repo = resolve(import.meta.dirname, '..');
const port = Number(process.env.KITBENCH_DEV_PORT ?? 5195) + 20;

let folder: string;
let server: DevServer;

test.beforeAll(async () => {
  folder = join(await mkdtemp(join(tmpdir(), 'kitbench-e2e-status-')), 'dev-project');
  await cp(resolve(repo, 'e2e/fixtures/dev-project'), folder, { recursive: true });
  await mkdir(join(folder, 'node_modules'));
  await symlink(resolve(repo, 'node_modules/itty-router'), join(folder, 'node_modules/itty-router'), 'dir');
  server = await startDevServer(folder, port);
});

test.afterAll(async () => {
  await server?.stop();
  await rm(resolve(folder, '..'), { recursive: true, force: true });
});

test('the script status says it is loading until the folder script answers, then Running with its count', async ({ page }) => {
  // Every text the badge ever shows, from the first render on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { statusTexts: string[] }).statusTexts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[aria-label="Script status"]')?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(server.url);
  await expect(page.getByLabel('Script status')).toHaveText('Running · 1 component', { timeout: 30_000 });
  const texts = await page.evaluate(() => (window as unknown as { statusTexts: string[] }).statusTexts);
  expect(texts[0], `the badge's first words (all: ${texts.join(' | ')})`).toBe('Loading script…');
  expect(texts.filter((text) => text.startsWith('Running')), 'Running only with the folder script count').toEqual(['Running · 1 component']);
});
