import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, type Page, test } from './app-test';
import { type DevServer, startDevServer } from './dev-server';
import { editorLines, manifestEditor, problems, scriptEditor } from './helpers';

// Issue 26 §1: `kitbench dev` on a folder exactly as the platform's CLI writes it (gitbook-manifest.yaml,
// @gitbook/runtime imports, several source files, a `.raw.js` import, no node_modules), unchanged; and on a folder
// with no manifest at all.
const fixture = resolve(import.meta.dirname, 'fixtures/platform-project');

async function copyFixture(): Promise<{ folder: string; remove: () => Promise<void> }> {
  const folder = join(await mkdtemp(join(tmpdir(), 'kitbench-e2e-platform-')), 'release-notes');
  await cp(fixture, folder, { recursive: true });
  return { folder, remove: () => rm(resolve(folder, '..'), { recursive: true, force: true }) };
}

async function openDev(page: Page, server: DevServer) {
  await page.goto(server.url);
  await expect(page.getByRole('status', { name: 'Dev server connection' })).toHaveText('Connected', { timeout: 30_000 });
  await expect(page.getByText('kitbench dev · release-notes')).toBeVisible();
}

test.describe('a folder written by the platform’s CLI', () => {
  let folder: string;
  let remove: () => Promise<void>;
  let server: DevServer;

  test.beforeAll(async () => {
    ({ folder, remove } = await copyFixture());
    server = await startDevServer(folder);
  });

  test.afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await remove?.();
  });

  test('opens with its manifest, runs its script, lists its blocks, and writes manifest edits back to gitbook-manifest.yaml', async ({ page }) => {
    await openDev(page, server);
    // The manifest editor holds gitbook-manifest.yaml, under its own name.
    await expect(page.getByRole('region', { name: 'gitbook-manifest.yaml' })).toBeVisible();
    await expect(editorLines(page, 'Manifest editor')).toContainText('name: release-notes');
    await expect(problems(page)).not.toContainText(/manifest is empty/i);
    // Every file bundled in Node (the entry, its components, the .raw.js text) runs: two components.
    await expect(page.getByRole('status', { name: 'Script status' })).toHaveText('Running · 2 components', { timeout: 15_000 });

    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.getByRole('region', { name: 'Document' }).click();
    await page.keyboard.press('Control+/');
    const dialog = page.getByRole('dialog', { name: 'Quick insert' });
    await expect(dialog.getByRole('option', { name: /Release card/ })).toBeVisible();
    await expect(dialog.getByRole('option', { name: /Release list/ })).toBeVisible();
    await dialog.getByRole('combobox').fill('Release card');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: 'Release card block' })).toContainText('Latest release: 2.4.0 · 2026-11-02');

    // Line 4 is `title: Release Notes`: type at its end, as an author would.
    const path = join(folder, 'gitbook-manifest.yaml');
    const before = await readFile(path, 'utf8');
    await manifestEditor(page).focus();
    await page.keyboard.press('Control+G');
    await page.keyboard.insertText('4');
    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    await page.keyboard.insertText(' Daily # renamed in the playground');
    const edited = before.replace('title: Release Notes\n', 'title: Release Notes Daily # renamed in the playground\n');
    await expect.poll(() => readFile(path, 'utf8'), { timeout: 10_000 }).toBe(edited);
    expect(edited).toContain("# Written as the platform's CLI writes a new integration");
    expect(edited).toContain('# Scopes the blocks and the published script need');
    expect((await readdir(folder)).filter((name) => name.endsWith('manifest.yaml'))).toEqual(['gitbook-manifest.yaml']);

    // Its problems (F8) are titled with its own name, and the schema's completion is there as for the spec's name.
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.press('F8');
    await expect(page.locator('.marker-widget')).toContainText('is an internal scope');
    await expect(page.locator('.peekview-title')).toContainText('gitbook-manifest.yaml');
    await page.keyboard.press('Escape');
    // F8 left the cursor at the problem: line 11, `- site:script:inject`
    await page.keyboard.press('End');
    await page.keyboard.type('\n- site:views:r');
    await page.keyboard.press('Control+Space');
    await expect(page.locator('.suggest-widget .monaco-list-row.focused')).toContainText('site:views:read');
    await page.keyboard.press('Escape');
    // the typed line out again (its indent too), so the file is back as it was
    await page.keyboard.press('Shift+Home');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect.poll(() => readFile(path, 'utf8'), { timeout: 10_000 }).toBe(edited);

    // An edit in the script and an undo and an edit in the manifest right before the tab is closed (within the write
    // delay), while the write of the manifest's previous text is still on its way: the disk ends as the page was, both
    // files, even when that older write reaches the server last. (One word each: Monaco undoes a typed word at a time.)
    let held: (() => Promise<void>) | undefined;
    await page.route('**/__kitbench/files?**', async (route) => {
      if (held || !route.request().postData()?.includes('_saved')) return route.continue();
      // held until the page is gone, then sent as the browser sent it: an older write arriving after the newer one
      held = async () => {
        await route.fetch();
      };
    });
    await page.keyboard.insertText('_saved');
    await expect.poll(() => held !== undefined, { timeout: 10_000 }).toBe(true);
    const script = join(folder, 'src/index.tsx');
    const scriptBefore = await readFile(script, 'utf8');
    await scriptEditor(page).focus();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText('// closed at once\n');
    await manifestEditor(page).focus();
    await page.keyboard.press('ControlOrMeta+Z');
    await page.keyboard.insertText('_last');
    await page.close();
    const last = edited.replace('site:script:inject\n', 'site:script:inject_last\n');
    await expect.poll(() => readFile(path, 'utf8'), { timeout: 10_000 }).toBe(last);
    await expect.poll(() => readFile(script, 'utf8'), { timeout: 10_000 }).toBe(`${scriptBefore}// closed at once\n`);
    await held!();
    expect(await readFile(path, 'utf8')).toBe(last);
  });

  test('a service-manifest.yaml saved beside it becomes the manifest, and the page says once which file is ignored', async ({ page }) => {
    await openDev(page, server);
    await expect(editorLines(page, 'Manifest editor')).toContainText('name: release-notes');
    await writeFile(join(folder, 'service-manifest.yaml'), 'name: release-notes\ntitle: Spec Name Wins\nscript: ./src/index.tsx\n');
    await expect(editorLines(page, 'Manifest editor')).toContainText('title: Spec Name Wins');
    await expect(page.getByRole('region', { name: 'service-manifest.yaml' })).toBeVisible();
    const note = page.getByRole('complementary', { name: 'kitbench dev' }).getByRole('note');
    await expect(note).toContainText('kitbench uses service-manifest.yaml (the spec\'s name wins) and ignores gitbook-manifest.yaml');
    // The ignored file stays in the folder, listed as an ordinary file.
    await expect(page.getByRole('treeitem', { name: /gitbook-manifest\.yaml/ })).toBeVisible();
    await note.getByRole('button', { name: 'Dismiss' }).click();
    await expect(note).toHaveCount(0);
  });
});

test.describe('a folder with no manifest', () => {
  let remove: () => Promise<void>;
  let server: DevServer;

  test.beforeAll(async () => {
    let folder: string;
    ({ folder, remove } = await copyFixture());
    await rm(join(folder, 'gitbook-manifest.yaml'));
    server = await startDevServer(folder);
  });

  test.afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await remove?.();
  });

  test('names both file names once, in Problems, and Script status says there is nothing to run', async ({ page }) => {
    await openDev(page, server);
    const list = problems(page);
    await expect(list).toContainText(
      /No manifest in \S*release-notes: kitbench looks for service-manifest\.yaml \(the spec's name\) or gitbook-manifest\.yaml \(the name the platform's CLI uses\)\./,
    );
    await expect(list).not.toContainText(/manifest is empty/i);
    await expect(list.getByRole('button', { name: /^Apply fix/ })).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Script status' })).toHaveText('Nothing to run · no manifest');
    // Said once: not a second time in the dev corner.
    await expect(page.getByRole('complementary', { name: 'kitbench dev' }).getByRole('alert')).toHaveCount(0);
    expect(server.output()).toContain('No manifest in');
  });
});
