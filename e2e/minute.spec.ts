import { editorLines, manifestEditor, openApp, problems, replaceEditorText, scriptEditor } from './helpers';
import { expect, test } from './app-test';

// README.md, "A minute with kitbench", step by step as written: what a newcomer does first must work.
test('A minute with kitbench: the README steps as a newcomer follows them', async ({ page }) => {
  // 1. The example integration, Team Counter, is valid: the Problems panel says so.
  await openApp(page);
  await expect(page.getByRole('button', { name: /Workspace: .*Team Counter/ })).toBeVisible();
  await expect(problems(page)).toContainText('No problems in service-manifest.yaml or in the script');
  await expect(page.getByLabel('Script status')).toHaveText(/^Running · 1 component/, { timeout: 20_000 });

  // 2. visibility: public → secret; Problems points at line 11, column 13; choosing it jumps there; Control+. fixes it.
  await manifestEditor(page).focus();
  await page.keyboard.press('Control+G');
  await page.keyboard.type('11:13');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+End');
  await page.keyboard.type('secret');
  await expect(editorLines(page, 'Manifest editor')).toContainText('visibility: secret');
  const problem = problems(page).getByRole('button', { name: /visibility must be one of private, unlisted, public/ });
  await expect(problem).toContainText('Line 11:13');
  await page.getByRole('tab', { name: 'Console' }).focus(); // anywhere else, so the jump is seen to move focus
  await problem.click();
  await expect(manifestEditor(page)).toBeFocused();
  await page.keyboard.press('Control+.');
  await page.getByRole('option', { name: /^Change to "private"/ }).click();
  await expect(editorLines(page, 'Manifest editor')).toContainText('visibility: private');
  await expect(problems(page)).toContainText('No problems in service-manifest.yaml');

  // 3. Installation: Pending until a Project is picked (options from the script's fetch handler), then Active.
  await page.getByRole('tab', { name: 'Installation' }).click();
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByLabel('Installation status')).toHaveText('Pending');
  const project = page.getByRole('form', { name: 'Site configuration' }).getByRole('combobox', { name: 'Project' });
  await expect(project.getByRole('option', { name: 'Mobile app' })).toBeAttached();
  await project.selectOption({ label: 'Mobile app' });
  await expect(page.getByLabel('Installation status')).toHaveText('Active');
  await expect(page.getByRole('list', { name: 'Emitted events' })).toContainText('installation_setup');

  // 4. Preview: Control+/ in the document, type "count", Enter, press the counter's Add button.
  await page.getByRole('tab', { name: 'Preview' }).click();
  const doc = page.getByRole('region', { name: 'Document' });
  await doc.click();
  await page.keyboard.press('Control+/');
  const dialog = page.getByRole('dialog', { name: 'Quick insert' });
  await dialog.getByRole('combobox').fill('count');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const block = doc.getByRole('group', { name: 'Counter block' });
  await expect(block.getByText('Count: 0')).toBeVisible();
  await block.getByRole('button', { name: 'Add' }).click();
  await expect(block.getByText('Count: 1')).toBeVisible();

  // 5. Webhooks: "Fail N times, then 200" (two failures by default), page_feedback: two fail, the third succeeds.
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  const hooks = page.getByRole('tabpanel', { name: 'Webhooks' });
  await hooks.getByRole('radio', { name: 'Site' }).check();
  await hooks.getByLabel('Event to send').selectOption('page_feedback');
  await hooks.getByLabel('Receiver behaviour').selectOption({ label: 'Fail N times, then 200' });
  await expect(hooks.getByLabel('Failures before 200')).toHaveValue('2');
  await hooks.getByRole('button', { name: 'Send', exact: true }).click();
  const delivery = hooks.getByRole('region', { name: 'Delivery timeline' }).getByRole('article', { name: /^Delivery evt_/ });
  await expect(delivery).toContainText('Delivered on attempt 3', { timeout: 20_000 });

  // "Your work is saved in the browser as you type; a reload never loses an edit."
  await page.reload();
  await expect(editorLines(page, 'Manifest editor')).toContainText('visibility: private', { timeout: 30_000 });
});

// One visit: the Share dialog's focus, a script syntax error in Problems, then the editor settings (the reload last).
test('the Share dialog gives focus back; a script syntax error is listed in Problems and opens its line; Tab mode, word wrap and the theme are remembered', async ({ page }) => {
  await openApp(page);
  await test.step('closing the Share dialog gives focus back to the button that opened the menu', async () => {
    const menuButton = page.getByRole('button', { name: /^Workspace: / });
    await menuButton.click();
    await page.getByRole('region', { name: 'Workspace menu' }).getByRole('button', { name: 'Share link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share workspace' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
  await test.step('a syntax error in the script is listed in Problems with its file and line, and choosing it opens that line', async () => {
    await expect(page.getByLabel('Script status')).toHaveText(/^Running/, { timeout: 20_000 });
    await replaceEditorText(page, scriptEditor(page), "import { createIntegration } from '@service/runtime';\n\nconst broken = {;\nexport default createIntegration({});\n");
    const item = problems(page).getByRole('list', { name: 'Script problems' }).getByRole('button');
    await expect(item).toContainText(/src\/index\.tsx:3/, { timeout: 20_000 });
    await expect(problems(page)).not.toContainText('No problems in service-manifest.yaml or in the script');
    await expect(page.getByLabel('Script status')).toHaveText(/^Syntax error at line 3/);
    await page.getByRole('tab', { name: 'Console' }).focus();
    await item.click();
    await expect(scriptEditor(page)).toBeFocused();
    await expect(page.locator('.monaco-editor', { has: scriptEditor(page) }).locator('.line-numbers.active-line-number')).toHaveText('3');
  });
  await test.step('Tab mode, word wrap and theme: the editor says how Tab behaves, Alt+Z wraps, the theme switch is remembered', async () => {
    await manifestEditor(page).focus();
    const hint = page.getByText(/^Tab indents · Ctrl\+M/);
    await expect(hint).toBeVisible();
    await page.keyboard.press('Control+M');
    await expect(page.getByText(/^Tab moves focus · Ctrl\+M/)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(manifestEditor(page)).not.toBeFocused();
    await expect(hint).toBeHidden();

    const wrap = page.getByRole('region', { name: 'service-manifest.yaml' }).getByRole('button', { name: 'Wrap' });
    // Wrapped by default, so no line is cut off; Alt+Z (as in VS Code) or the button turns it off, remembered.
    await expect(wrap).toHaveAttribute('aria-pressed', 'true');
    await manifestEditor(page).focus();
    await page.keyboard.press('Alt+Z');
    await expect(wrap).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('combobox', { name: 'Theme' }).selectOption('Dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('.monaco-editor').first()).toHaveClass(/vs-dark/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('region', { name: 'service-manifest.yaml' }).getByRole('button', { name: 'Wrap' })).toHaveAttribute('aria-pressed', 'false');
  });
});
