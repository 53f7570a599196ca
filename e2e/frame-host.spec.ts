import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './app-test';
import { loadIntegration, quickInsert } from './preview-helpers';

// The host's side as the platform's renderer plays it, on an integration written as notebook and diagram
// integrations are (e2e/fixtures/frame-host): its webframe page is served by its own fetch handler and talks to the
// block; its modal hands a value back to the block that opened it.
const fixture = new URL('./fixtures/frame-host/', import.meta.url);
const manifest = readFileSync(new URL('service-manifest.yaml', fixture), 'utf8');
const script = readFileSync(new URL('src/index.tsx', fixture), 'utf8');

test('a modal takes free text, hands its value back to the block that opened it, and closing it hands its own; a webframe gets its data once it is ready, sends the block an action, and resizes as it asks', async ({ page }) => {
  const doc = await loadIntegration(page, manifest, script, 4);
  await quickInsert(page, 'Colour palette');
  const block = doc.getByRole('group', { name: 'Colour palette block' });
  await expect(block.getByText('Colour: none')).toBeVisible();

  await block.getByRole('button', { name: 'Choose colour' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a colour' });
  await expect(dialog).toBeVisible();
  // A subtitle of inline elements, as linear-style integrations write it.
  await expect(dialog.getByRole('link', { name: 'brand guide' })).toHaveAttribute('href', 'https://example.com/brand');
  // A password field masks what is typed; a disabled field is disabled for assistive technology too.
  await expect(dialog.getByRole('textbox', { name: 'Access token' })).toHaveAttribute('type', 'password');
  await expect(dialog.getByRole('textbox', { name: 'Workspace' })).toBeDisabled();
  // The dialog, with its combobox, password and disabled fields, has no serious accessibility problem.
  const audit = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  // A select with acceptInput takes a colour it does not list.
  await dialog.getByRole('combobox', { name: 'Colour' }).fill('teal');
  await dialog.getByRole('button', { name: 'Use this colour' }).click();
  await expect(dialog).toBeHidden();
  await expect(block.getByText('Colour: teal (submit)')).toBeVisible();

  // Opened again, it starts from the block's colour (its opening action carries it); closed with ✕, the block
  // receives the modal's own returnValue, as the platform's close button sends it.
  await block.getByRole('button', { name: 'Choose colour' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Colour' })).toHaveValue('teal');
  await dialog.getByRole('combobox', { name: 'Colour' }).fill('Blue');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(block.getByText('Colour: blue (closed)')).toBeVisible();

  await test.step('a webframe gets its data once it is ready, sends the block an action, and resizes as it asks', async () => {
    await quickInsert(page, 'Notebook');
    const block = doc.getByRole('group', { name: 'Notebook block' });
    const iframe = block.getByTitle('Web frame');
    const frame = iframe.contentFrame();

    // The data it was sent before it said @webframe.ready reached it after, as { state } with $state read.
    await expect(frame.getByText('Theme: light')).toBeVisible({ timeout: 20_000 });
    await expect(frame.locator('#source')).toHaveText('console.log("hello")');
    // It asked, before it was ready, for a 4:1 frame.
    await expect.poll(async () => {
      const box = await iframe.boundingBox();
      return box ? Math.round(box.width / box.height) : 0;
    }).toBe(4);

    // An edit of the bound input reaches the page as new data.
    await block.getByRole('textbox', { name: 'Snippet' }).fill('[1, 2, 3].length');
    await expect(frame.locator('#source')).toHaveText('[1, 2, 3].length');

    // An action from the page goes to the block.
    await frame.getByRole('button', { name: 'Run' }).click();
    await expect(block.getByText('Runs: 1 · output htgnel.]3 ,2 ,1[')).toBeVisible();

    // The oEmbed resize string sets its height; a tiny height is drawn at 32 px.
    await frame.getByRole('button', { name: 'Embed size' }).click();
    await expect(iframe).toHaveCSS('height', '240px');
    await frame.getByRole('button', { name: 'Shrink' }).click();
    await expect(iframe).toHaveCSS('height', '32px');

    // As the platform's renderer draws it, the frame has no background or border of its own: in the dark theme a page
    // that follows the reader's colour scheme shows the theme behind it, not a white box.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(iframe).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(iframe).toHaveCSS('border-top-style', 'none');
  });
});
