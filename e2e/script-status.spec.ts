import { expect, test } from './app-test';
import { copyDevProject, type DevServer, startDevServer } from './dev-server';

// CONTRACT §4: `Script status` starts with `Running` once the script loaded, never before. Under `kitbench dev` the
// folder's first bundle arrives after the page's first render: until then the badge says the script is loading.
let removeFolder: () => Promise<void>;
let server: DevServer;

test.beforeAll(async () => {
  const copy = await copyDevProject('status');
  removeFolder = copy.remove;
  server = await startDevServer(copy.folder);
});

test.afterAll(async () => {
  await server?.stop();
  await removeFolder?.();
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
