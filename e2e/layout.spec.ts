import { manifestEditor, openApp, problems, scriptEditor, seriousViolationsInBothThemes } from './helpers';
import { expect, test } from './app-test';

const TABS = ['Preview', 'Site', 'Installation', 'Listing', 'Events', 'Webhooks', 'Network', 'Console'];

for (const size of [
  { width: 800, height: 600 },
  { width: 1024, height: 700 },
]) {
  test(`at ${size.width}×${size.height} the editors, Problems and every tool panel are reachable and in view`, async ({ page }) => {
    await page.setViewportSize(size);
    await openApp(page);
    await expect(manifestEditor(page)).toBeInViewport();
    await expect(scriptEditor(page)).toBeInViewport();
    await expect(problems(page)).toBeInViewport();
    // No page-wide horizontal scroll: nothing sticks out of the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    for (const name of TABS) {
      await page.getByRole('tab', { name }).click();
      const panel = page.getByRole('tabpanel', { name });
      await expect(panel).toBeVisible();
      // The panel's top (where its content starts) is on screen, not below the fold.
      await expect(panel).toBeInViewport();
      await expect(panel).not.toContainText(/^Loading/);
    }
  });
}

test('at 800×600 axe finds no serious issue in kitbench, light and dark', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await openApp(page);
  await expect(page.getByLabel('Script status')).toHaveText(/^Running/, { timeout: 20_000 });
  // One visit, both themes: the app follows the system's scheme as it changes.
  expect(await seriousViolationsInBothThemes(page)).toEqual([]);
});

test('the panes resize with the keyboard on their separators, and the sizes are remembered', async ({ page }) => {
  await openApp(page);
  const tools = page.getByRole('region', { name: 'Tools' });
  const before = (await tools.boundingBox())!.width;
  const handle = page.getByRole('separator', { name: 'Resize the editors and the tool panels' });
  await handle.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await tools.boundingBox())!.width).toBeGreaterThan(before + 40);
  const after = (await tools.boundingBox())!.width;
  await page.reload();
  await expect(manifestEditor(page)).toBeAttached({ timeout: 30_000 });
  await expect.poll(async () => Math.abs((await tools.boundingBox())!.width - after)).toBeLessThan(4);

  // The two editors have their own separator.
  await expect(page.getByRole('separator', { name: 'Resize the manifest and script editors' })).toBeVisible();
  await expect(page.getByRole('separator', { name: 'Resize the editors and Problems' })).toBeVisible();
});
