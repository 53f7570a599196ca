import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './app-test';
import { kitbenchTest } from './cli';
import { openApp } from './helpers';
import { quickInsert } from './preview-helpers';

// Export as test (issue 14): press buttons in a Counter block, export its timeline as a test file, run that file
// with `kitbench test` (it passes), then break the template (it fails, showing the expected and the rendered text).
const repo = resolve(import.meta.dirname, '..');

let folder: string;
test.beforeEach(async () => {
  // A copy of the Counter template the way an author has it on disk, to save the exported test into.
  folder = await mkdtemp(join(tmpdir(), 'kitbench-e2e-export-'));
  await cp(resolve(repo, 'src/examples/counter'), folder, { recursive: true });
});
test.afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

test('a block’s timeline, exported as a test, passes with kitbench test and fails once the template breaks', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openApp(page);
  await page.getByRole('tab', { name: 'Preview' }).click();
  await quickInsert(page, 'Counter');

  const doc = page.getByRole('region', { name: 'Document' });
  const block = doc.getByRole('group', { name: 'Counter block' });
  await block.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(block.getByText('Count: 1')).toBeVisible();
  await block.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(block.getByText('Count: 2')).toBeVisible();
  await block.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(block.getByText('Count: 1')).toBeVisible();

  await block.getByRole('button', { name: 'Timeline', exact: true }).click();
  const exportButton = block.getByRole('button', { name: 'Export as test' });
  await exportButton.click();
  const dialog = page.getByRole('dialog', { name: 'Export as test' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('npx kitbench test');
  const textbox = dialog.getByRole('textbox', { name: 'Exported test' });
  await expect(textbox).toHaveAttribute('readonly', '');
  const text = await textbox.inputValue();
  // Every press, in order, each followed by the text the block showed.
  expect(text).toMatch(
    /await block\.press\('Add'\);\n\s*assert\.equal\(block\.text\(\), 'Count: 1 Add Remove Reset'\);[\s\S]*await block\.press\('Add'\);\n\s*assert\.equal\(block\.text\(\), 'Count: 2 Add Remove Reset'\);[\s\S]*await block\.press\('Remove'\);\n\s*assert\.equal\(block\.text\(\), 'Count: 1 Add Remove Reset'\);/,
  );

  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('counter.kitbench.test.ts');
  const saved = join(folder, download.suggestedFilename());
  await download.saveAs(saved);
  expect(await readFile(saved, 'utf8')).toBe(text);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(exportButton).toBeFocused();

  const passing = await kitbenchTest(folder);
  expect(passing.output).toContain('1 passed, 0 failed');
  expect(passing.code).toBe(0);

  // Add now adds 2: the replay sees a different count after the first press and says what it expected.
  const script = join(folder, 'src/index.tsx');
  const source = await readFile(script, 'utf8');
  expect(source).toContain('count: element.state.count + 1');
  await writeFile(script, source.replace('count: element.state.count + 1', 'count: element.state.count + 2'));
  const failing = await kitbenchTest(folder);
  expect(failing.code).toBe(1);
  expect(failing.output).toContain("+ 'Count: 2 Add Remove Reset'");
  expect(failing.output).toContain("- 'Count: 1 Add Remove Reset'");
  expect(failing.output).toContain('0 passed, 1 failed');
});

test('the Events and Network panels export what was sent, oldest first, and the file passes with kitbench test', async ({ page }) => {
  test.setTimeout(90_000);
  await openApp(page);

  await page.getByRole('tab', { name: 'Events' }).click();
  const events = page.getByRole('region', { name: 'Events' });
  await events.getByLabel('Event', { exact: true }).fill('space_content_updated');
  const result = events.getByRole('region', { name: 'Dispatch result' });
  // The example script loads after a debounce: dispatch until its handler answered.
  await expect(async () => {
    await events.getByRole('button', { name: 'Dispatch', exact: true }).click();
    await expect(result).toContainText('space_content_updated', { timeout: 1500 });
    await expect(result).not.toContainText(/not running|no handler/i, { timeout: 1500 });
  }).toPass({ timeout: 15_000 });
  await events.getByLabel('Event', { exact: true }).fill('space_view');
  await events.getByRole('button', { name: 'Dispatch', exact: true }).click();
  await expect(events.getByRole('list', { name: 'Dispatched events' }).getByRole('listitem').first()).toContainText('space_view');

  const eventsExport = events.getByRole('button', { name: 'Export as test' });
  await eventsExport.click();
  let dialog = page.getByRole('dialog', { name: 'Export as test' });
  const eventsText = await dialog.getByRole('textbox', { name: 'Exported test' }).inputValue();
  // Oldest first, as dispatched (the history lists them newest first).
  expect(eventsText.indexOf("app.dispatch('space_content_updated'")).toBeGreaterThan(-1);
  expect(eventsText.indexOf("app.dispatch('space_view'")).toBeGreaterThan(eventsText.indexOf("app.dispatch('space_content_updated'"));
  let [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
  await download.saveAs(join(folder, download.suggestedFilename()));
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(eventsExport).toBeFocused();

  await page.getByRole('tab', { name: 'Network' }).click();
  const network = page.getByRole('region', { name: 'Network' });
  const networkExport = network.getByRole('button', { name: 'Export as test' });
  const composer = network.getByRole('form', { name: 'Request composer' });
  await composer.getByLabel('Method').selectOption('POST');
  await composer.getByLabel('Path').fill('/v1');
  await composer.getByLabel('Body').fill('{"hello":"kitbench"}');
  await composer.getByRole('button', { name: 'Send request' }).click();
  await expect(composer.getByRole('region', { name: 'Response' })).toContainText('200');
  await networkExport.click();
  dialog = page.getByRole('dialog', { name: 'Export as test' });
  const networkText = await dialog.getByRole('textbox', { name: 'Exported test' }).inputValue();
  expect(networkText).toContain("await app.fetch('/v1', { method: 'POST'");
  expect(networkText).toContain('assert.equal(response1.status, 200);');
  [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).not.toBe('events.kitbench.test.ts');
  await download.saveAs(join(folder, download.suggestedFilename()));
  await page.keyboard.press('Escape');
  await expect(networkExport).toBeFocused();

  const outcome = await kitbenchTest(folder);
  expect(outcome.output).toContain('2 passed, 0 failed');
  expect(outcome.code).toBe(0);
});
