import type { Page } from '@playwright/test';
import { expect, test } from './app-test';
import { serveFixture } from './dev-server';
import { editorLines, problems, scriptEditor } from './helpers';

// issue 26 §3: under `kitbench dev`, the script editor types the packages the folder has installed from their own
// declarations, as the author's tsc does. A folder written as the platform's routed integrations are
// (e2e/fixtures/real-style/repo-status: a strict tsconfig.json, a router package in node_modules, ours:
// e2e/fixtures/packages/tiny-router, its types under an `exports` types condition). Typed as a shorthand module
// (`any`), its callback's parameter was flagged "implicitly has an 'any' type" and its imported type "Cannot use
// namespace 'RouteRequest' as a type", while a real misuse went unflagged.
const squiggles = (page: Page, file: string) => page.getByRole('region', { name: file }).locator('.squiggly-error');
const hover = (page: Page, text: string) => page.locator('.monaco-hover').filter({ hasText: text }).first();

test("kitbench dev on a strict folder: its installed package is typed from the package's own declarations", async ({ page }) => {
  // A hang detector, not a bound: this journey waits on a dozen type checks of a real folder in turn, each bounded by
  // its own expectation; with a core kept busy they took over two minutes together (issue 37).
  test.setTimeout(240_000);
  const served = await serveFixture('real-style/repo-status', { install: ['tiny-router'] });
  try {
    await page.goto(served.url);
    await expect(page.getByRole('status', { name: 'Dev server connection' })).toHaveText('Connected', { timeout: 30_000 });
    await expect(page.getByLabel('Script status')).toContainText('Running', { timeout: 30_000 });
    await expect(editorLines(page, 'Script editor')).toContainText("import { Router } from 'tiny-router';");

    // An honest misuse of the package's API is what tsc says of it, and the only error.
    await scriptEditor(page).focus();
    await page.keyboard.press('ControlOrMeta+End');
    // (short enough not to wrap in the narrow editor: one squiggle)
    const misuse = "\nRouter().get('/broken', 42);";
    await page.keyboard.insertText(misuse);
    await expect(squiggles(page, 'src/index.ts')).toHaveCount(1, { timeout: 60_000 });
    await squiggles(page, 'src/index.ts').hover({ force: true });
    await expect(hover(page, 'not assignable')).toContainText(
      "Argument of type 'number' is not assignable to parameter of type 'RouteHandler'.",
    );
    await page.mouse.move(1, 1);
    for (let i = 0; i < misuse.length; i++) await page.keyboard.press('Backspace');
    await expect(editorLines(page, 'Script editor')).not.toContainText('broken');
    // Nothing else: the route callbacks' parameters are the package's RouteRequest, not an implicit any.
    await expect(squiggles(page, 'src/index.ts')).toHaveCount(0, { timeout: 30_000 });

    // Hover shows the package's own type.
    // `force`: the pointer is moved onto the word as a user moves it; the hover card it opens may then cover the word,
    // which Playwright would otherwise wait for, without end, to be uncovered.
    await editorLines(page, 'Script editor').getByText('Router', { exact: true }).first().hover({ force: true });
    await expect(hover(page, 'function Router')).toContainText('function Router(options?: RouterOptions): TinyRouter');
    await page.mouse.move(1, 1);

    // The file that imports a type of the package: no "Cannot use namespace as a type", and its hover is the package's.
    await page.getByRole('tree', { name: 'Files' }).getByRole('treeitem', { name: 'routes.ts', exact: true }).click();
    await expect(editorLines(page, 'Script editor')).toContainText("import type { RouteRequest } from 'tiny-router';");
    await expect(squiggles(page, 'src/routes.ts')).toHaveCount(0, { timeout: 30_000 });
    await editorLines(page, 'Script editor').getByText('RouteRequest', { exact: true }).first().hover({ force: true });
    await expect(hover(page, 'interface RouteRequest')).toContainText("A request as a route's handler gets it.");

    // Nothing to warn of: every declaration the package reaches was loaded.
    await expect(problems(page).getByRole('list', { name: 'TypeScript settings problems' })).toHaveCount(0);
  } finally {
    await served.close();
  }
});

// issue 26 §3: a folder without a tsconfig.json is typed as the platform's integration.json types it: the worker
// runtime's globals from @cloudflare/workers-types (`upstream.json<Pulse>()`, which DOM's Response refused with
// "Expected 0 type arguments"), `resolveJsonModule` (`import pkg from '../package.json'` was "Cannot find module"), and
// a JavaScript-only package the monorepo hoists without package.json listing it (was "Cannot find module" too).
test('kitbench dev on a folder without tsconfig.json: worker types, a JSON import and a hoisted package, as tsc types them', async ({ page }) => {
  // A hang detector, not a bound: this journey waits on a dozen type checks of a real folder in turn, each bounded by
  // its own expectation; with a core kept busy they took over two minutes together (issue 37).
  test.setTimeout(240_000);
  const served = await serveFixture('real-style/site-pulse', { install: ['tiny-cookie'] });
  // The folder's declarations are held a moment: meanwhile Problems says the types are being checked.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/__kitbench/types?**', async (route) => {
    await held;
    await route.continue();
  });
  try {
    await page.goto(served.url);
    await expect(page.getByLabel('Script status')).toContainText('Running', { timeout: 30_000 });
    await expect(editorLines(page, 'Script editor')).toContainText("import pkg from '../package.json';");
    const types = problems(page).getByRole('status', { name: 'Script types' });
    await expect(types).toHaveText('Checking types…');
    release();
    await expect(types).toHaveText('', { timeout: 60_000 });
    await expect(squiggles(page, 'src/index.ts')).toHaveCount(0);

    // The JSON file is typed from its content: its version is a string.
    await scriptEditor(page).focus();
    await page.keyboard.press('ControlOrMeta+End');
    const misuse = '\nconst n: number = pkg.version;';
    await page.keyboard.insertText(misuse);
    await expect(squiggles(page, 'src/index.ts')).toHaveCount(1, { timeout: 30_000 });
    await squiggles(page, 'src/index.ts').hover({ force: true });
    await expect(hover(page, 'not assignable')).toContainText("Type 'string' is not assignable to type 'number'.");
    await page.mouse.move(1, 1);
    for (let i = 0; i < misuse.length; i++) await page.keyboard.press('Backspace');
    await expect(squiggles(page, 'src/index.ts')).toHaveCount(0, { timeout: 30_000 });
  } finally {
    await served.close();
  }
});
