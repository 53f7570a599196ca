import { type Browser, expect, type Page, test } from './app-test';
import { openApp, storedWorkspaces } from './helpers';

// Issue 11: a share link is a stranger's code. It opens as a new workspace with its script stopped until the user
// chooses to run it, as an editor's workspace trust does.

async function shareUrl(page: Page): Promise<string> {
  const button = page.getByRole('button', { name: /^Workspace:/ });
  await button.click();
  await page.getByRole('region', { name: 'Workspace menu' }).getByRole('button', { name: 'Share link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share workspace' });
  const url = await dialog.getByLabel('Share link').inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();
  return url;
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

async function insertCounter(page: Page) {
  await page.getByRole('tab', { name: 'Preview' }).click();
  const doc = page.getByRole('region', { name: 'Document' });
  await doc.getByRole('textbox', { name: 'Paragraph' }).first().click();
  await page.keyboard.press('Control+/');
  const dialog = page.getByRole('dialog', { name: 'Quick insert' });
  await dialog.getByRole('combobox').fill('count');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  return doc.getByRole('group', { name: 'Counter block' });
}

test("a share link's script waits for the user's consent, then runs and stays trusted", async ({ page, browser }) => {
  await openApp(page);
  const url = await shareUrl(page);

  const fresh = await freshPage(browser);
  await fresh.page.goto(url);
  const banner = fresh.page.getByRole('region', { name: 'Script from a link' });
  await expect(banner).toContainText('This workspace came from a link. Run its script?');
  // A new workspace beside the recipient's own, never a replacement.
  await expect(fresh.page.getByRole('button', { name: /^Workspace:/ })).toContainText('Team Counter (2)');
  await expect(fresh.page.getByLabel('Script status')).toHaveText('Stopped · from a link');

  // Held: the block has no component to draw.
  const block = await insertCounter(fresh.page);
  await expect(block).toContainText(/counter/i);
  await expect(block.getByRole('button', { name: 'Add' })).toHaveCount(0);

  await banner.getByRole('button', { name: 'Keep it stopped' }).click();
  await expect(banner).toContainText('The script of this workspace from a link is stopped.');
  await expect(fresh.page.getByLabel('Script status')).toHaveText('Stopped · from a link');

  await banner.getByRole('button', { name: 'Run' }).click();
  await expect(banner).toHaveCount(0);
  await expect(fresh.page.getByLabel('Script status')).toHaveText(/^Running · 1 component/, { timeout: 20_000 });
  await expect(block.getByText('Count: 0')).toBeVisible();

  // The choice is kept with the workspace; the recipient's own workspace is untouched beside it.
  await expect.poll(async () => (await storedWorkspaces(fresh.page)).map((w) => [w.name, w.trusted ?? null])).toEqual([
    ['Team Counter', null],
    ['Team Counter (2)', true],
  ]);
  await fresh.page.reload();
  await expect(fresh.page.getByLabel('Script status')).toHaveText(/^Running · 1 component/, { timeout: 20_000 });
  await expect(fresh.page.getByRole('region', { name: 'Script from a link' })).toHaveCount(0);
  await fresh.context.close();
});
