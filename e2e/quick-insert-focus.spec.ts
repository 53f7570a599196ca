import { expect, type Locator, type Page, test } from './app-test';
import { openApp } from './helpers';

// CONTRACT §4: Control+/ opens Quick insert after a click anywhere inside the Document (its page, an empty area, its
// title, its breadcrumb) or with the caret in any of its blocks, and Escape returns focus to where it was. README step
// 4 says "click into the document": whatever a newcomer clicks there must work, not only a paragraph.

async function openDocument(page: Page): Promise<Locator> {
  await openApp(page);
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByLabel('Script status')).toHaveText(/^Running · [1-9]/, { timeout: 20_000 });
  const doc = page.getByRole('region', { name: 'Document' });
  await expect(doc).toBeVisible();
  return doc;
}

/** Presses the chord, checks the dialog, closes it with Escape and returns what had the focus before and after. */
async function openAndEscape(page: Page) {
  const before = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80));
  expect(before, 'the click left the focus on the page body').not.toMatch(/^<body/);
  await page.keyboard.press('Control+/');
  const dialog = page.getByRole('dialog', { name: 'Quick insert' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('option', { name: /Counter/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const after = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80));
  expect(after, 'Escape returns the focus where it was').toBe(before);
}

test('Control+/ after a click on the page centre, an empty area, the title or the breadcrumb, or with the caret in a rendered block, and Meta+/ as on macOS, open Quick insert', async ({ page }) => {
  const doc = await openDocument(page);
  const pageArticle = doc.locator('article');

  // The page's centre, whatever is there.
  const box = (await pageArticle.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await openAndEscape(page);

  // The empty area around the page (below it, where the region still fills the panel).
  const region = (await doc.boundingBox())!;
  expect(region.y + region.height).toBeGreaterThan(box.y + box.height + 24);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height + 20);
  await openAndEscape(page);

  // The empty area below the page's last line, then the title and the breadcrumb.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height - 6);
  await openAndEscape(page);
  await doc.getByRole('textbox', { name: 'Page title' }).click();
  await openAndEscape(page);
  await doc.getByText('Guides').click();
  await openAndEscape(page);

  await test.step('with the caret in a rendered block, and Meta+/ as on macOS', async () => {
    await doc.getByText('Guides').click();
    await page.keyboard.press('Control+/');
    await page.getByRole('dialog', { name: 'Quick insert' }).getByRole('combobox').fill('count');
    await page.keyboard.press('Enter');
    const block = doc.getByRole('group', { name: 'Counter block' });
    await block.getByRole('button', { name: 'Add' }).focus();
    await openAndEscape(page);
    // Clicking the block's text (not a control) still lands inside the Document.
    await block.getByText(/Count: \d/).click();
    await page.keyboard.press('Meta+/');
    await expect(page.getByRole('dialog', { name: 'Quick insert' })).toBeVisible();
  });
});
