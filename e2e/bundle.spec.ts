import { expect, type Page, test } from './app-test';
import { strToU8, zipSync } from 'fflate';
import { editorLines, focusedBlockIndex, openApp, replaceEditorText, scriptEditor } from './helpers';

/** A folder of several files, as an author has it: the entry imports a helper module that logs and throws. */
const MANIFEST = `name: split-counter
title: Split Counter
description: A counter whose helpers live in their own file.
organization: acme-docs
visibility: private
script: src/index.tsx
scopes:
  - space:content:read
blocks:
  - id: fragile
    title: Fragile counter
    description: Counts until its helper gives up.
`;

const UTILS = `/** Formats the count; gives up past zero (so the e2e can see where an error is). */
export function describeCount(count: number): string {
  console.log('describing count', count);
  if (count > 0) {
    throw new RangeError(\`utils cannot describe \${count}\`);
  }
  return \`Count: \${count}\`;
}
`;
const UTILS_LOG_LINE = 3;
const UTILS_THROW_LINE = 5;

const INDEX = `import { createComponent, createIntegration } from '@service/runtime';
import { describeCount } from './utils';

const fragile = createComponent<Record<string, never>, { count: number }>({
  componentId: 'fragile',
  initialState: () => ({ count: 0 }),
  action: async (element, action) => (action.action === 'add' ? { state: { count: element.state.count + 1 } } : {}),
  render: async (element) => (
    <block>
      <text>{describeCount(element.state.count)}</text>
      <button label="Add" onPress={{ action: 'add' }} />
    </block>
  ),
});

export default createIntegration({
  components: [fragile],
  events: { space_view: async () => console.log(describeCount(0), 'from the version that loaded') },
});
`;

function folderZip(files: Record<string, string>): Buffer {
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)]))));
}

/** Imports the folder through the workspace menu, as a user would. */
async function importFolder(page: Page, files: Record<string, string>) {
  const button = page.getByRole('button', { name: /^Workspace:/ });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  const menu = page.getByRole('region', { name: 'Workspace menu' });
  await menu.getByLabel(/^Import (zip|folder)$/).first().setInputFiles({ name: 'split-counter.zip', mimeType: 'application/zip', buffer: folderZip(files) });
  // a second import of the same folder is its own workspace, "split-counter (2)"
  await expect(page.getByRole('status').filter({ hasText: /Imported "split-counter( \(\d+\))?"/ })).toBeVisible();
  await page.keyboard.press('Escape');
}

async function insertBlock(page: Page, query: string) {
  await page.getByRole('tab', { name: 'Preview' }).click();
  const doc = page.getByRole('region', { name: 'Document' });
  await doc.getByRole('textbox', { name: 'Paragraph' }).last().click();
  await page.keyboard.press('Control+/');
  const dialog = page.getByRole('dialog', { name: 'Quick insert' });
  await dialog.getByRole('combobox').fill(query);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  return doc;
}

// One visit: the folder is imported once; each step edits or re-imports it, as an author would.
test('a project of several files: a log and an error in src/utils.ts name their file and line; a syntax error there keeps the last good version; an npm import and a missing export are named', async ({ page }) => {
  // The former journeys' waits in turn: this only catches a hang.
  test.setTimeout(240_000);
  await openApp(page);
  await importFolder(page, { 'service-manifest.yaml': MANIFEST, 'src/index.tsx': INDEX, 'src/utils.ts': UTILS });
  const doc = await insertBlock(page, 'fragile');
  const block = doc.getByRole('group', { name: 'Fragile counter block' });
  await test.step('a project of several files runs; a log and an error in src/utils.ts name src/utils.ts and their lines', async () => {
    // The first bundle starts esbuild's wasm: give it time once.
    await expect(block.getByText('Count: 0')).toBeVisible({ timeout: 20_000 });

    await block.getByRole('button', { name: 'Add' }).click();
    // The block's problem names the helper's file and the line that threw, not the bundle's.
    await expect(block.getByRole('alert')).toContainText('utils cannot describe 1');
    await expect(block.getByRole('alert')).toContainText(`src/utils.ts:${UTILS_THROW_LINE}:`);

    await page.getByRole('tab', { name: 'Console' }).click();
    const lines = page.getByRole('region', { name: 'Console' }).getByRole('listitem');
    await expect(lines.filter({ hasText: 'describing count 0' }).first()).toContainText(`src/utils.ts:${UTILS_LOG_LINE}:`);
    const failure = lines.filter({ hasText: 'utils cannot describe 1' }).first();
    await expect(failure).toContainText(`src/utils.ts:${UTILS_THROW_LINE}:`);
    await expect(lines.filter({ hasText: 'kitbench-bundle.js' })).toHaveCount(0);

    // The place is a link: it opens the helper in the script editor.
    await failure.getByRole('button', { name: new RegExp(`^src/utils\\.ts:${UTILS_THROW_LINE}:`) }).click();
    await expect(page.getByRole('region', { name: 'src/utils.ts' })).toBeVisible();
    await expect(editorLines(page, 'Script editor')).toContainText('utils cannot describe');
  });
  await test.step('a syntax error in another file of the project names that file and line; the last good version keeps running', async () => {
    // A fresh block of its own (the first one above is showing its error): Quick insert leaves the focus in it.
    await insertBlock(page, 'fragile');
    const blocks = doc.getByRole('group', { name: 'Fragile counter block' });
    const fresh = blocks.nth(await focusedBlockIndex(blocks));
    await expect(fresh.getByText('Count: 0')).toBeVisible();

    // Break the helper from the file tree, as an author would.
    await page.getByRole('tree', { name: 'Files' }).getByRole('treeitem', { name: /^utils\.ts/ }).click();
    await expect(page.getByRole('region', { name: 'src/utils.ts' })).toBeVisible();
    await replaceEditorText(page, scriptEditor(page), UTILS.replace('return `Count', 'return = `Count'));

    await page.getByRole('tab', { name: 'Console' }).click();
    const console = page.getByRole('region', { name: 'Console' });
    await expect(console.getByRole('alert')).toContainText('Syntax error at src/utils.ts:7:', { timeout: 20_000 });
    await expect(console.getByRole('alert')).toContainText('The last good version keeps running.');
    await expect(console.getByText('Last good version running', { exact: true })).toBeVisible();
    // The last good version still answers.
    await page.getByRole('tab', { name: 'Events' }).click();
    const events = page.getByRole('region', { name: 'Events' });
    await events.getByLabel('Event', { exact: true }).fill('space_view');
    await events.getByRole('button', { name: 'Dispatch', exact: true }).click();
    await expect(events.getByRole('region', { name: 'Dispatch result' })).toContainText('Count: 0 from the version that loaded');
    // The Preview names the broken file, and the block keeps working on the last good version.
    await page.getByRole('tab', { name: 'Preview' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'The new version did not load' });
    await expect(notice).toContainText('src/utils.ts:7:');
    await expect(notice).toContainText('The last good version keeps running.');
    // Pressing Add runs the last good helper, which (by design) refuses counts past zero, from its own line.
    await fresh.getByRole('button', { name: 'Add' }).click();
    await expect(fresh.getByRole('alert')).toContainText(`utils cannot describe 1 (src/utils.ts:${UTILS_THROW_LINE}:`);
  });
  await test.step('an npm import in the browser names the package and kitbench dev; an import of a name a file does not export is a missing export', async () => {
    const index = INDEX.replace("import { describeCount } from './utils';", "import { describeCount } from './utils';\nimport { Router } from 'itty-router';\nconsole.log(Router);");
    await importFolder(page, { 'service-manifest.yaml': MANIFEST, 'src/index.tsx': index, 'src/utils.ts': UTILS });
    await page.getByRole('tab', { name: 'Console' }).click();
    const alert = page.getByRole('region', { name: 'Console' }).getByRole('alert');
    await expect(alert).toContainText('src/index.tsx:3:', { timeout: 20_000 });
    await expect(alert).toContainText('itty-router');
    await expect(alert).toContainText('kitbench dev');
    await expect(page.getByLabel('Script status')).toHaveText(/^Import not found at line 3 · /);

    // An import of a name the helper does not export is a missing export, in its own words, at the importing line.
    await importFolder(page, { 'service-manifest.yaml': MANIFEST, 'src/index.tsx': INDEX, 'src/utils.ts': UTILS.replace('function describeCount', 'function describeTheCount') });
    await expect(page.getByLabel('Script status')).toHaveText(/^Missing export at line 2 · /, { timeout: 20_000 });
    await expect(page.getByLabel('Script status')).toHaveAttribute('title', 'src/utils.ts does not export "describeCount"');
    await expect(alert).toContainText('Missing export at src/index.tsx:2:');
  });
});
