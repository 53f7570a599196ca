import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { expect, type Page, test } from './app-test';
import { strToU8, zipSync } from 'fflate';
import { editorLines, openApp, scriptEditor } from './helpers';
import { quickInsert } from './preview-helpers';

/** A real integration folder in a zip: an entry, a helper module, a text import, a README, an icon, and node_modules. */
const FOLDER: Record<string, string | Uint8Array> = {
  'greeter/service-manifest.yaml': [
    'name: greeter',
    'title: Greeter',
    'description: Greets whoever presses its button.',
    'organization: acme-docs',
    'visibility: private',
    'script: src/index.tsx',
    'icon: assets/icon.png',
    'scopes:',
    '  - space:content:read',
    'blocks:',
    '  - id: greeter',
    '    title: Greeter',
    '    description: A greeting that changes when pressed.',
    '',
  ].join('\n'),
  'greeter/src/index.tsx': `import { createComponent, createIntegration } from '@service/runtime';
import { greet } from './utils';
import signature from './signature.raw.js';

const greeter = createComponent<Record<string, never>, { name: string }>({
  componentId: 'greeter',
  initialState: () => ({ name: 'nobody' }),
  action: async (_element, action) => (action.action === 'wave' ? { state: { name: 'Ada' } } : {}),
  render: async (element) => (
    <block>
      <text>{greet(element.state.name)} {signature.trim()}</text>
      <button label="Wave" onPress={{ action: 'wave' }} />
    </block>
  ),
});

export default createIntegration({ components: [greeter] });
`,
  'greeter/src/utils.ts': `/** The greeting the block shows. */
export function greet(name: string): string {
  return \`Hello, \${name}!\`;
}
`,
  'greeter/src/signature.raw.js': '-- sent from utils-land\n',
  'greeter/README.md': '# Greeter\n',
  'greeter/assets/icon.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  'greeter/node_modules/left-pad/index.js': 'module.exports = () => {};\n',
};

function zip(files: Record<string, string | Uint8Array>): Buffer {
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([p, v]) => [p, typeof v === 'string' ? strToU8(v) : v]))));
}

const tree = (page: Page) => page.getByRole('tree', { name: 'Files' });
const item = (page: Page, name: string) => tree(page).getByRole('treeitem', { name, exact: true });

test('an imported multi-file folder lists its files, opens src/utils.ts, and its block runs in the Preview; the same folder picked with Import directory becomes a workspace of source files', async ({ page }, testInfo) => {
  await openApp(page);
  await page.getByLabel('Import folder').setInputFiles({ name: 'greeter.zip', mimeType: 'application/zip', buffer: zip(FOLDER) });
  const notice = page.getByRole('status').filter({ hasText: 'Imported "greeter"' });
  await expect(notice).toContainText('4 source files and 1 asset');
  await expect(notice).toContainText('Skipped node_modules/');

  for (const name of ['src', 'assets', 'service-manifest.yaml', 'index.tsx (entry)', 'utils.ts', 'signature.raw.js', 'README.md', 'icon.png']) {
    await expect(item(page, name)).toBeVisible();
  }
  await expect(item(page, 'index.tsx (entry)')).toHaveAttribute('aria-selected', 'true');

  await item(page, 'utils.ts').click();
  await expect(item(page, 'utils.ts')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'src/utils.ts' })).toBeVisible();
  await expect(editorLines(page, 'Script editor')).toContainText('export function greet(name: string)');

  // The block comes from the entry, which imports utils.ts and the text module: bundled together.
  await page.getByRole('tab', { name: 'Preview' }).click();
  await quickInsert(page, 'Greeter');
  const doc = page.getByRole('region', { name: 'Document' });
  await expect(doc.getByText('Hello, nobody! -- sent from utils-land')).toBeVisible({ timeout: 20_000 });
  await doc.getByRole('button', { name: 'Wave' }).click();
  await expect(doc.getByText('Hello, Ada! -- sent from utils-land')).toBeVisible();

  // An asset opens in place of the editor.
  await item(page, 'icon.png').click();
  await expect(page.getByRole('region', { name: 'Asset assets/icon.png' })).toContainText('image/png');

  await test.step('a directory picked with Import directory becomes a workspace of source files', async () => {
    const dir = testInfo.outputPath('greeter');
    for (const [path, content] of Object.entries(FOLDER)) {
      const file = join(dir, path.replace(/^greeter\//, ''));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, content);
    }
    // Back to the example first, so the directory's workspace is not the one already open.
    const workspaces = page.getByRole('button', { name: /^Workspace:/ });
    await workspaces.click();
    await page.getByRole('region', { name: 'Workspace menu' }).getByRole('button', { name: /^Team Counter/ }).click();
    await expect(workspaces).toContainText('Team Counter');
    await page.getByLabel('Import directory').setInputFiles(dir);
    await expect(page.getByRole('status').filter({ hasText: 'Imported "greeter' }).last()).toContainText('Skipped node_modules/');
    await expect(item(page, 'index.tsx (entry)')).toHaveAttribute('aria-selected', 'true');
    await expect(item(page, 'utils.ts')).toBeVisible();
    await expect(workspaces).toContainText('greeter');
  });
});

// One visit: the cursor kept across files (src/other.ts made on the way), then the tree's own file operations.
test('each file keeps its cursor; files are added, renamed and deleted from the tree, by mouse and keyboard, with Undo', async ({ page }) => {
  await openApp(page);
  await test.step('each file keeps its cursor: switching files and back types where the author left off', async () => {
    await scriptEditor(page).focus();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText('// the end');
    await page.getByRole('button', { name: 'New file' }).click();
    const dialog = page.getByRole('dialog', { name: 'New file' });
    await dialog.getByLabel('Path in the folder').fill('src/other.ts');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('region', { name: 'src/other.ts' })).toBeVisible();

    await item(page, 'index.tsx (entry)').click();
    await scriptEditor(page).focus();
    await page.keyboard.insertText(', really');
    await expect(editorLines(page, 'Script editor')).toContainText('// the end, really');
    await expect(editorLines(page, 'Script editor')).not.toContainText(', reallyimport');
  });
  await test.step('files are added, renamed and deleted from the tree, by mouse and keyboard, with Undo', async () => {
    await expect(item(page, 'index.tsx (entry)')).toBeVisible();

    await tree(page).getByRole('treeitem').first().focus();
    await page.getByRole('button', { name: 'New file' }).click();
    const dialog = page.getByRole('dialog', { name: 'New file' });
    const path = dialog.getByLabel('Path in the folder');
    await path.fill('../outside.ts');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('A file must stay inside the folder: remove the "..".');
    await path.fill('src/index.tsx');
    await expect(dialog.getByRole('alert')).toHaveText('src/index.tsx already exists; pick another name.');
    await path.fill('src/format');
    await expect(dialog.getByRole('alert')).toContainText('known extension');
    await path.fill('src/format.ts');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();

    // The new file is open in the script editor; the entry imports it without a type error.
    await expect(item(page, 'format.ts')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'src/format.ts' })).toBeVisible();
    await scriptEditor(page).focus();
    await page.keyboard.insertText('export const shout = (text: string): string => text.toUpperCase();\n');
    await item(page, 'index.tsx (entry)').click();
    // The entry opens where the cursor was left in it (the step above): its top is a Control+Home away.
    await expect(page.getByRole('region', { name: 'src/index.tsx' })).toBeVisible();
    await scriptEditor(page).focus();
    await page.keyboard.press('ControlOrMeta+Home');
    await expect(editorLines(page, 'Script editor')).toContainText('createComponent');
    await page.keyboard.insertText("import { shout } from './format';\nimport { nothing } from './missing';\nconsole.log(shout('x'), nothing);\n");
    const scriptPane = page.getByRole('region', { name: 'src/index.tsx' });
    // The TypeScript worker flags the missing module (so it ran) and nothing else: './format' resolved.
    await expect(scriptPane.locator('.squiggly-error')).toHaveCount(1, { timeout: 20_000 });
    // The bundler cannot find it either: the file with the load problem is marked in the tree.
    await expect(item(page, 'index.tsx (entry) (has an error)')).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.insertText("import { shout as nothing } from './format';");
    await expect(scriptPane.locator('.squiggly-error')).toHaveCount(0, { timeout: 20_000 });
    await expect(item(page, 'index.tsx (entry)')).toBeVisible({ timeout: 20_000 });

    // Rename with F2, into a new folder.
    await item(page, 'format.ts').focus();
    await page.keyboard.press('F2');
    const rename = page.getByRole('dialog', { name: 'Rename format.ts' });
    // Typing at once replaces just the name, its extension kept, as file managers do.
    await page.keyboard.type('formatter');
    await expect(rename.getByLabel('Path in the folder')).toHaveValue('src/formatter.ts');
    await rename.getByLabel('Path in the folder').fill('src/lib/format.ts');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(item(page, 'lib')).toHaveAttribute('aria-expanded', 'true');
    await expect(item(page, 'format.ts')).toHaveAttribute('aria-level', '3');

    // Arrow keys walk the tree; Left collapses a folder.
    await item(page, 'lib').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(item(page, 'lib')).toHaveAttribute('aria-expanded', 'false');
    await expect(item(page, 'format.ts')).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'format.ts')).toBeFocused();

    // Delete, then Undo.
    await page.keyboard.press('Delete');
    await expect(item(page, 'format.ts')).toHaveCount(0);
    const undo = page.getByRole('status').filter({ hasText: 'Deleted format.ts' });
    await undo.getByRole('button', { name: 'Undo' }).click();
    await expect(item(page, 'format.ts')).toBeVisible();

    // Enter opens the focused file.
    await item(page, 'format.ts').focus();
    await page.keyboard.press('Enter');
    await expect(editorLines(page, 'Script editor')).toContainText('toUpperCase');

    // Type-ahead: a letter moves to the next file whose name starts with it.
    await item(page, 'format.ts').focus();
    await page.keyboard.press('p');
    await expect(item(page, 'preview.png')).toBeFocused();
  });
});

test('a workspace saved by the single-file kitbench opens as a folder whose script is its one source', async ({ page }) => {
  await openApp(page);
  // A second visit: the first visit's untouched example, journaled as the page unloads, is saved by the next one.
  // That save lands first: one still in flight at the reload below would write its list over the migrated one. A
  // user with an old save never has a visit of this version before it.
  await page.reload();
  const listSaved = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('kitbench');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            if (!open.result.objectStoreNames.contains('workspaces')) return resolve(false);
            const read = open.result.transaction('workspaces').objectStore('workspaces').get('list');
            read.onsuccess = () => resolve(read.result !== undefined);
            read.onerror = () => resolve(false);
          };
        }),
    );
  await expect.poll(listSaved).toBe(true);
  await page.evaluate(() => {
    const manifest = 'name: old\ntitle: Old\ndescription: Saved before folders.\norganization: acme-docs\nvisibility: private\nscript: src/main.ts\nscopes:\n  - space:content:read\n';
    const script = "import { createIntegration } from '@service/runtime';\nexport default createIntegration({});\n";
    const old = { id: 'old', name: 'Old single file', manifest, scriptPath: 'src/main.ts', script, assets: [], env: {}, installation: null, updatedAt: 1 };
    localStorage.setItem('kitbench:workspaces:v1', JSON.stringify({ workspaces: [old], activeId: 'old' }));
  });
  await page.reload();
  await expect(item(page, 'main.ts (entry)')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'src/main.ts' })).toBeVisible();
  await expect(editorLines(page, 'Script editor')).toContainText('export default createIntegration({});');
  // The old save moved into the workspace store, in the new shape; an edit is saved there too.
  await scriptEditor(page).focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText('// edited\n');
  const stored = () =>
    page.evaluate(
      () =>
        new Promise<unknown>((resolve, reject) => {
          const open = indexedDB.open('kitbench');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const read = open.result.transaction('workspaces').objectStore('workspaces').get('ws:old');
            read.onsuccess = () => resolve(read.result);
            read.onerror = () => reject(read.error);
          };
        }),
    );
  await expect.poll(stored).toMatchObject({
    sources: { 'src/main.ts': "import { createIntegration } from '@service/runtime';\nexport default createIntegration({});\n// edited\n" },
    openFile: 'src/main.ts',
  });
  expect(await stored()).not.toHaveProperty('script');
  expect(await page.evaluate(() => localStorage.getItem('kitbench:workspaces:v1'))).toBeNull();
});
