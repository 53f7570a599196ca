import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './app-test';
import { startDevServer } from './dev-server';
import { editorLines, problems, scriptEditor } from './helpers';

// issue 26 §3: a folder written as published integrations are (e2e/fixtures/real-style/org-digest: a `.raw.js`
// import with no declaration of its own, `target.organization`, RuntimeContext's task payload, createInstallationClient,
// `context.api.userAgent`, the API package's Space and semantic changes, `space_installation_deleted`, a password
// input and a select that accepts typed values), opened with `kitbench dev`: the script editor flags nothing the
// platform's own packages would not.
const repo = resolve(import.meta.dirname, '..');
const tree = (page: Page) => page.getByRole('tree', { name: 'Files' });
const squiggles = (page: Page, file: string) => page.getByRole('region', { name: file }).locator('.squiggly-error');

/**
 * The text of each line of `file` under an error squiggle, as the Script editor draws it: a wrapped line joined, its
 * spaces left out (the narrow editor wraps mid-line and indents the rest).
 */
const squiggledLines = (page: Page, file: string) =>
  page.getByRole('region', { name: file }).evaluate((region) => {
    const top = (element: Element | null) => Number.parseFloat((element as HTMLElement | null)?.style.top ?? 'NaN');
    const numbers = [...region.querySelectorAll('.line-numbers')]
      .filter((number) => number.textContent?.trim())
      .map((number) => top(number.parentElement))
      .sort((a, b) => a - b);
    const rows = [...region.querySelectorAll('.view-line')].map((row) => ({ top: top(row), text: row.textContent ?? '' }));
    const lines = [...region.querySelectorAll('.squiggly-error')].map((squiggle) => {
      const at = top(squiggle.parentElement);
      const index = numbers.findLastIndex((start) => start <= at);
      const [start, end] = [numbers[index] ?? at, numbers[index + 1] ?? Number.POSITIVE_INFINITY];
      const text = rows.filter((row) => row.top >= start && row.top < end).sort((a, b) => a.top - b.top).map((row) => row.text).join('');
      return text.replace(/[\s\u00a0]+/g, '');
    });
    return [...new Set(lines)].sort();
  });

test('kitbench dev on a real-style folder: no error marker in the script editor, in the entry and the files it imports', async ({ page }) => {
  // A hang detector, not a bound: this journey waits on a dozen type checks of a real folder in turn, each bounded by
  // its own expectation; with a core kept busy they took over two minutes together (issue 37).
  test.setTimeout(240_000);
  const root = await mkdtemp(join(tmpdir(), 'kitbench-e2e-typings-'));
  const folder = join(root, 'org-digest');
  await cp(resolve(repo, 'e2e/fixtures/real-style/org-digest'), folder, { recursive: true });
  const server = await startDevServer(folder);
  try {
    await page.goto(server.url);
    await expect(page.getByRole('status', { name: 'Dev server connection' })).toHaveText('Connected', { timeout: 30_000 });
    await expect(page.getByLabel('Script status')).toContainText('Running', { timeout: 30_000 });
    await expect(editorLines(page, 'Script editor')).toContainText("import snippet from './snippet.raw.js';");

    // The TypeScript worker runs on this file: a wrong line is flagged, and once it is gone nothing is.
    await scriptEditor(page).focus();
    await page.keyboard.press('ControlOrMeta+End');
    const wrong = '\nconst broken: number = snippet;';
    await page.keyboard.insertText(wrong);
    // exactly one: the string is no number (the import of the `.raw.js` file itself is typed, as a string)
    await expect(squiggles(page, 'src/index.tsx')).toHaveCount(1, { timeout: 30_000 });
    for (let i = 0; i < wrong.length; i++) await page.keyboard.press('Backspace');
    await expect(editorLines(page, 'Script editor')).not.toContainText('broken');
    await expect(squiggles(page, 'src/index.tsx')).toHaveCount(0, { timeout: 30_000 });
    // A type @gitbook/api 0.202.0 no longer has (segment's SpaceViewEvent) is an error, as with the package itself.
    const gone = "\nexport type Gone = import('@gitbook/api').SpaceViewEvent;";
    await page.keyboard.insertText(gone);
    await expect(squiggles(page, 'src/index.tsx')).toHaveCount(1, { timeout: 30_000 });
    for (let i = 0; i < gone.length; i++) await page.keyboard.press('Backspace');
    await expect(squiggles(page, 'src/index.tsx')).toHaveCount(0, { timeout: 30_000 });

    for (const file of ['digest.ts', 'config.tsx', 'types.ts']) {
      await tree(page).getByRole('treeitem', { name: file, exact: true }).click();
      await expect(page.getByRole('region', { name: `src/${file}` })).toBeVisible();
      // a line the file surely has, so the model is drawn before the markers are counted
      await expect(editorLines(page, 'Script editor')).toContainText('import');
      await expect(squiggles(page, `src/${file}`)).toHaveCount(0, { timeout: 30_000 });
    }
  } finally {
    await server.stop();
    await rm(root, { recursive: true, force: true });
  }
});

// The Script editor type-checks with the folder's own TypeScript settings, as its author's tsc does: a folder written
// as published integrations are (e2e/fixtures/real-style/space-tracking: tsconfig.json as `gitbook new` writes it,
// with a comment and trailing commas, extending @gitbook/tsconfig/integration.json, not installed) is checked with
// the platform's settings, not strict, so a read of an optional configuration is not flagged; once the author's
// tsconfig says `"strict": true` (saved on disk) it is, and a tsconfig.json that is no JSON falls back to the
// platform's settings with a warning in Problems.
test("kitbench dev on a real-style folder: checked with its tsconfig's settings (the platform's, not strict), strict once it says so", async ({ page }) => {
  // A hang detector, not a bound: this journey waits on a dozen type checks of a real folder in turn, each bounded by
  // its own expectation; with a core kept busy they took over two minutes together (issue 37).
  test.setTimeout(240_000);
  const root = await mkdtemp(join(tmpdir(), 'kitbench-e2e-settings-'));
  const folder = join(root, 'space-tracking');
  await cp(resolve(repo, 'e2e/fixtures/real-style/space-tracking'), folder, { recursive: true });
  const server = await startDevServer(folder);
  const file = 'src/index.ts';
  const strictOnly = 'constbody=trackerScript(trackingId);';
  try {
    await page.goto(server.url);
    await expect(page.getByRole('status', { name: 'Dev server connection' })).toHaveText('Connected', { timeout: 30_000 });
    await expect(editorLines(page, 'Script editor')).toContainText("import script from './script.raw.js';");

    // Type checking is on (a wrong line is flagged, and only it); the strict-only line is not flagged.
    await scriptEditor(page).focus();
    await page.keyboard.press('ControlOrMeta+End');
    const wrong = '\nconst broken: number = trackerScript;';
    await page.keyboard.insertText(wrong);
    await expect.poll(() => squiggledLines(page, file), { timeout: 30_000 }).toEqual(['constbroken:number=trackerScript;']);
    for (let i = 0; i < wrong.length; i++) await page.keyboard.press('Backspace');
    await expect(editorLines(page, 'Script editor')).not.toContainText('broken');
    await expect(squiggles(page, file)).toHaveCount(0, { timeout: 30_000 });

    // The author turns strict on, in their editor: saved on disk, the Script editor checks strict.
    const tsconfig = await readFile(join(folder, 'tsconfig.json'), 'utf8');
    await writeFile(join(folder, 'tsconfig.json'), tsconfig.replace('"compilerOptions": {', '"compilerOptions": {\n    "strict": true,'));
    await expect.poll(() => squiggledLines(page, file), { timeout: 30_000 }).toEqual([strictOnly]);
    await expect(problems(page).getByRole('list', { name: 'TypeScript settings problems' })).toHaveCount(0);

    // A tsconfig.json that is no JSON: never fatal; the platform's settings, and Problems says so once.
    await writeFile(join(folder, 'tsconfig.json'), '{ "compilerOptions": { "strict": true }\n  "extends": "@gitbook/tsconfig/integration.json" }\n');
    const warning = problems(page).getByRole('list', { name: 'TypeScript settings problems' }).getByRole('button');
    await expect(warning).toHaveCount(1, { timeout: 30_000 });
    await expect(warning).toContainText('tsconfig.json is not valid JSON (a comma expected at line 2:3)');
    await expect(warning).toContainText("the editor uses the platform's settings (@gitbook/tsconfig/integration.json) in its place");
    await expect(squiggles(page, file)).toHaveCount(0, { timeout: 30_000 });
    // It leads to the place to fix, in the Script editor.
    await warning.click();
    await expect(page.getByRole('region', { name: 'tsconfig.json' })).toBeVisible();
  } finally {
    await server.stop();
    await rm(root, { recursive: true, force: true });
  }
});
