import { expect, test } from './app-test';
import { editorLines, manifestEditor, openApp, problems, seriousViolationsInBothThemes } from './helpers';

const BROKEN = `name: broken-example
description: Missing its title, with a wrong visibility.
organization: acme
visibility: secret
scopes:
  - space:content:read
categoreis:
  - content
`;

// One visit of the example, three things a newcomer meets in it (each a step of its own).
test('the example manifest opens valid with no serious accessibility violation, light or dark, and folds by its structure; an unreadable file is refused and the manifest kept; the tool panels are reachable with the keyboard', async ({ page }) => {
  await openApp(page);
  await expect(problems(page)).toContainText('No problems in service-manifest.yaml');
  await expect(page.getByText('Valid', { exact: true })).toBeVisible();

  await test.step('no serious or critical accessibility violations, light and dark', async () => {
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
  });

  // Folding `scopes:` hides its list, and unfolding shows it again (Monaco folds YAML by its indentation).
  const lines = editorLines(page, 'Manifest editor');
  const scope = lines.getByText(/^\s*-\sspace:content:read$/);
  await expect(scope).toBeVisible();
  await lines.getByText(/^scopes:$/).click();
  await page.keyboard.press('ControlOrMeta+Shift+BracketLeft');
  await expect(scope).toBeHidden();
  await expect(lines.getByText(/^categories:$/)).toBeVisible();
  await page.keyboard.press('ControlOrMeta+Shift+BracketRight');
  await expect(scope).toBeVisible();

  await test.step('an unreadable file is refused with a reason and the manifest is kept', async () => {
    await page.getByLabel('Open manifest').setInputFiles({
      name: 'logo.yaml',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0x02]),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'logo.yaml' })).toContainText('logo.yaml is not a text file');
    await expect(editorLines(page, 'Manifest editor')).toContainText('name: team-counter');
    await expect(problems(page)).toContainText('No problems in service-manifest.yaml');
  });

  await test.step('the tool panels are reachable with the keyboard', async () => {
    const preview = page.getByRole('tab', { name: 'Preview' });
    await preview.click();
    // The Site view (the published site) sits beside the Preview (the editor's document).
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Site' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Site' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Installation' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Installation' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Console' })).toHaveAttribute('aria-selected', 'true');
  });
});

test('a broken manifest shows each problem at its line, and typing a fix clears it, across a reload', async ({ page }) => {
  await openApp(page);
  await page.getByLabel('Open manifest').setInputFiles({
    name: 'service-manifest.yaml',
    mimeType: 'application/yaml',
    buffer: Buffer.from(BROKEN),
  });

  const list = problems(page).getByRole('list', { name: 'Manifest problems' });
  const visibility = list.getByRole('button', { name: /visibility must be one of private, unlisted, public/ });
  await expect(visibility).toContainText('Line 4:13');
  await expect(list.getByRole('button', { name: /missing required key "title"/ })).toContainText('Line 1:1');
  await expect(list.getByRole('button', { name: /categoreis/ })).toContainText('Line 7:1');
  await expect(list.getByRole('button', { name: /categoreis/ })).toContainText(/did you mean "categories"/i);

  // Choosing the problem puts the cursor on the value; replace it by typing.
  await visibility.click();
  await expect(manifestEditor(page)).toBeFocused();
  await page.keyboard.press('Shift+End');
  await page.keyboard.type('unlisted');
  await expect(visibility).toHaveCount(0);
  await expect(list.getByRole('button', { name: /missing required key "title"/ })).toHaveCount(1);

  // A "did you mean" problem carries its fix.
  await problems(page).getByRole('button', { name: 'Apply fix: Change to "categories"' }).click();
  await expect(list.getByRole('button', { name: /categoreis/ })).toHaveCount(0);
  await expect(editorLines(page, 'Manifest editor')).toContainText('categories:');

  await page.reload();
  await expect(editorLines(page, 'Manifest editor')).toContainText('visibility: unlisted');
  await expect(editorLines(page, 'Manifest editor')).toContainText('categories:');
  await expect(problems(page)).not.toContainText('visibility must be');
});

// One visit: two completions in the example's scopes, then a broken manifest opened for its quick fix.
test('completion inserts a scope from the schema, also right after a scope\'s ":"; Control+. on a visibility that is no allowed value applies "Change to private"', async ({ page }) => {
  await openApp(page);
  await test.step('completion inserts a scope from the schema', async () => {
    const editor = manifestEditor(page);
    await editor.focus();
    // Go to the end of the first scope line and start a new list item.
    await page.keyboard.press('ControlOrMeta+Home');
    const lines = editorLines(page, 'Manifest editor');
    await expect(lines).toContainText('- space:metadata:read');
    await page.getByText('- space:metadata:read').click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- site:views:r');
    await page.keyboard.press('Control+Space');
    // Monaco's suggest widget lists the schema's enum values, filtered by what was typed.
    const suggestions = page.locator('.suggest-widget');
    await expect(suggestions).toContainText('site:views:read');
    await expect(suggestions.locator('.monaco-list-row.focused')).toContainText('site:views:read');
    await page.keyboard.press('Enter');
    await expect(lines).toContainText('- site:views:read');
    await expect(problems(page)).toContainText('No problems in service-manifest.yaml');
  });
  await test.step("Control+Space right after a scope's ':' lists the scopes that go on from there", async () => {
    await manifestEditor(page).focus();
    await page.getByText('- space:metadata:read').click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- site:');
    // A fresh request (the list typing may have opened is closed first): the language server says nothing right after
    // a ':', so kitbench asks it one character earlier.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Space');
    await expect(page.getByRole('listbox', { name: 'Suggest' }).getByRole('listitem', { name: /^site:views:read\b/ })).toBeVisible();
    await page.keyboard.type('vi');
    await page.keyboard.press('Enter');
    await expect(editorLines(page, 'Manifest editor')).toContainText('- site:views:read');
    await expect(editorLines(page, 'Manifest editor')).not.toContainText('site:site:');
  });
  await test.step('Control+. on a visibility that is no allowed value offers every value, and "Change to private" applies it', async () => {
    await page.getByLabel('Open manifest').setInputFiles({
      name: 'service-manifest.yaml',
      mimeType: 'application/yaml',
      buffer: Buffer.from(BROKEN.replace('description:', 'title: Broken\ndescription:').replace('categoreis', 'categories')),
    });
    const problem = problems(page).getByRole('button', { name: /visibility must be one of private, unlisted, public/ });
    await expect(problem).toBeVisible();
    // choosing the problem puts the cursor on the value; Control+. opens its quick fixes there
    await problem.click();
    await expect(manifestEditor(page)).toBeFocused();
    await page.keyboard.press('Control+.');
    const fixes = page.getByRole('option', { name: /^Change to "(private|unlisted|public)"/ });
    await expect(fixes).toHaveCount(3);
    await page.getByRole('option', { name: /^Change to "private"/ }).click();
    await expect(editorLines(page, 'Manifest editor')).toContainText('visibility: private');
    await expect(problems(page)).toContainText('No problems in service-manifest.yaml');
  });
});

test('Control+Space lists the scopes even when the YAML worker answers late, as on a busy first visit', async ({ page }) => {
  // Issue 26 §5: every answer of the YAML language worker is held 400 ms (its messages, in order), as on a loaded
  // machine. An automatic request made on ':' (which the server always answers with nothing) then arrived after
  // the user's Control+Space, which Monaco took as "toggle details" of the list on screen: the list closed, empty.
  await page.route(/\/assets\/yaml\.worker-[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const slow = `{ let handler; Object.defineProperty(self, 'onmessage', { configurable: true, get: () => handler, set: (h) => { handler = h; } });
      self.addEventListener('message', (event) => setTimeout(() => handler?.call(self, event), 400)); }\n`;
    await route.fulfill({ response, body: slow + (await response.text()) });
  });
  await openApp(page);
  await manifestEditor(page).focus();
  await page.getByText('- space:metadata:read').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- site:views');
  const suggestions = page.locator('.suggest-widget');
  await expect(suggestions.locator('.monaco-list-row.focused')).toContainText('site:views:read');
  // The next keys while the list is on screen, and Control+Space at once.
  await page.keyboard.type(':r');
  await page.keyboard.press('Control+Space');
  await expect(page.getByRole('listbox', { name: 'Suggest' }).getByRole('listitem', { name: /^site:views:read\b/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(editorLines(page, 'Manifest editor')).toContainText('- site:views:read');
  await expect(problems(page)).toContainText('No problems in service-manifest.yaml');
});

