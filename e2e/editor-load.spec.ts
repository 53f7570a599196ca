import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './app-test';
import { startDevServer } from './dev-server';
import { editorLines, scriptEditor } from './helpers';

// issue 26 §3: opening a folder written as published-script integrations are (e2e/fixtures/real-style/site-heatmap, in
// the style of hotjar: gitbook-manifest.yaml, a package.json listing @gitbook/runtime and @gitbook/api, type names
// imported from @gitbook/runtime, `import script from './script.raw.js'`, fetch_published_script), the script editor
// never shows a type error the platform's packages would not give, not even for a moment while its typings load.
// The race is made wide on purpose: the CPU is slowed down 4×, and the API package's typings chunk is held back until
// the editor has answered a hover (its TypeScript worker is up and has checked the file once).
const repo = resolve(import.meta.dirname, '..');

/** A moment the script editor's error squiggles changed: each squiggled line, as `<number>: <text>`. */
interface Sighting {
  t: number;
  lines: string[];
}

/** From page start: every change of the lines under a `.squiggly-error` in the Script editor, as drawn. */
function watchSquiggles() {
  const sightings: Sighting[] = [];
  (window as unknown as { __squiggles: Sighting[] }).__squiggles = sightings;
  const top = (element: Element | null) => Number.parseFloat((element as HTMLElement | null)?.style.top ?? 'NaN');
  const read = () => {
    const editor = document.querySelector('[aria-label="Script editor"]')?.closest('.monaco-editor');
    if (!editor) return;
    // Lines may wrap: a line starts at the row its number is drawn in and runs until the next number.
    const numbers = [...editor.querySelectorAll('.line-numbers')]
      .filter((n) => n.textContent?.trim())
      .map((n) => ({ line: n.textContent!.trim(), top: top(n.parentElement) }))
      .sort((a, b) => a.top - b.top);
    const rows = [...editor.querySelectorAll('.view-line')].map((row) => ({ top: top(row), text: row.textContent ?? '' }));
    const lines = [...editor.querySelectorAll('.squiggly-error')].map((squiggle) => {
      const at = top(squiggle.parentElement);
      const index = numbers.findLastIndex((n) => n.top <= at);
      const start = numbers[index]?.top ?? at;
      const end = numbers[index + 1]?.top ?? Number.POSITIVE_INFINITY;
      const text = rows.filter((row) => row.top >= start && row.top < end).sort((a, b) => a.top - b.top).map((row) => row.text).join('');
      return `${numbers[index]?.line ?? '?'}: ${text.replace(/\u00a0/g, ' ').trim()}`;
    });
    const unique = [...new Set(lines)].sort();
    if (JSON.stringify(unique) !== JSON.stringify(sightings.at(-1)?.lines ?? [])) sightings.push({ t: performance.now(), lines: unique });
  };
  new MutationObserver(read).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'style'] });
}

const sightings = (page: Page) => page.evaluate(() => (window as unknown as { __squiggles: Sighting[] }).__squiggles);
const squiggles = (page: Page) => page.locator('.monaco-editor', { has: scriptEditor(page) }).locator('.squiggly-error');

test('kitbench dev on a published-script folder: no type error while the typings load (CPU 4× slower, API typings late), a real one once they are in', async ({ page }) => {
  test.setTimeout(180_000);
  const root = await mkdtemp(join(tmpdir(), 'kitbench-e2e-editor-load-'));
  const folder = join(root, 'site-heatmap');
  await cp(resolve(repo, 'e2e/fixtures/real-style/site-heatmap'), folder, { recursive: true });
  const server = await startDevServer(folder);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/platform-types[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(watchSquiggles);
    const tsWorkers: string[] = [];
    page.on('worker', (worker) => {
      if (/\/ts\.worker-[^/]*\.js/.test(worker.url())) tsWorkers.push(worker.url());
    });
    await page.goto(server.url);
    await expect(editorLines(page, 'Script editor')).toContainText("import script from './script.raw.js';", { timeout: 60_000 });

    // The editor is usable while the API typings load: its TypeScript worker answers a hover (Control+K Control+I)
    // on `createIntegration`, after the check it was asked for first, when the file became a model.
    // A hover asked while the worker restarts is dropped by Monaco (it restarts on any option change: the folder's
    // compiler options once they are resolved): the author asks again, as here, until the worker answers.
    await scriptEditor(page).focus();
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Home');
    await expect(async () => {
      await page.keyboard.press('ControlOrMeta+K');
      await page.keyboard.press('ControlOrMeta+I');
      await expect(page.locator('.monaco-hover').filter({ hasText: 'createIntegration' }).first()).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    const workersBefore = tsWorkers.length;
    release();

    // Once every declaration is in, a genuine type error and a module that does not exist are flagged, and only they.
    await page.keyboard.press('Escape');
    await page.keyboard.press('ControlOrMeta+End');
    const checked = await page.evaluate(() => performance.now());
    const wrong = "\nconst broken: number = script;\nimport missing from './not-in-the-folder';";
    // The file's lines before the edit: read after it, the page's write of the edit to disk may already be in.
    const last = (await readFile(join(folder, 'src/index.ts'), 'utf8')).split('\n').length;
    await page.keyboard.insertText(wrong);
    const flagged = [`${last + 1}: const broken: number = script;`, `${last + 2}: import missing from './not-in-the-folder';`];
    await expect.poll(async () => (await sightings(page)).at(-1)?.lines, { timeout: 90_000 }).toEqual(flagged);

    // Type checks came on without a new TypeScript worker (a restart drops a hover or completion asked meanwhile).
    expect(tsWorkers).toHaveLength(workersBefore);

    const seen = await sightings(page);
    const before = seen.filter((s) => s.t < checked && s.lines.length > 0);
    expect(before, 'error squiggles in the Script editor while it loaded').toEqual([]);
    const after = new Set(seen.filter((s) => s.t >= checked).flatMap((s) => s.lines));
    expect([...after].sort(), 'the only lines ever flagged: the two wrong ones').toEqual(flagged);

    for (let i = 0; i < wrong.length; i++) await page.keyboard.press('Backspace');
    await expect(editorLines(page, 'Script editor')).not.toContainText('broken');
    await expect(squiggles(page)).toHaveCount(0, { timeout: 60_000 });
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => {});
    await server.stop();
    await rm(root, { recursive: true, force: true });
  }
});
