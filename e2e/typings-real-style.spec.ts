import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './app-test';
import { startDevServer } from './dev-server';
import { editorLines, scriptEditor } from './helpers';

// issue 26 §3: a folder written as published integrations are (e2e/fixtures/real-style/org-digest: a `.raw.js`
// import with no declaration of its own, `target.organization`, RuntimeContext's task payload, createInstallationClient,
// `context.api.userAgent`, the API package's Space and semantic changes, `space_installation_deleted`, a password
// input and a select that accepts typed values), opened with `kitbench dev`: the script editor flags nothing the
// platform's own packages would not.
const repo = resolve(import.meta.dirname, '..');
const tree = (page: Page) => page.getByRole('tree', { name: 'Files' });
const squiggles = (page: Page, file: string) => page.getByRole('region', { name: file }).locator('.squiggly-error');

test('kitbench dev on a real-style folder: no error marker in the script editor, in the entry and the files it imports', async ({ page }) => {
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
