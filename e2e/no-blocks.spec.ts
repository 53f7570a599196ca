import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './app-test';
import { serveFixture } from './dev-server';

// `kitbench dev` on integrations without blocks (e2e/fixtures/no-blocks, written in the style of the platform's, with
// its CLI's gitbook-manifest.yaml) and on one with a block and more handlers: the Preview says what each does and
// where to try each part; the Events panel starts on an event the script handles.

function serve(name: string) {
  return serveFixture(`no-blocks/${name}`);
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('status', { name: 'Dev server connection' })).toHaveText('Connected', { timeout: 30_000 });
  await expect(page.getByLabel('Script status')).toContainText('Running', { timeout: 30_000 });
}

const events = (page: Page) => page.getByRole('region', { name: 'Events' });

test.describe.configure({ mode: 'parallel' });

test('a published-script integration (hotjar style): the Preview says it adds a script to published sites, and its button opens Events with fetch_published_script ready to send', async ({ page }) => {
  const server = await serve('session-heatmaps');
  try {
    await open(page, server.url);
    await page.getByRole('tab', { name: 'Preview' }).click();
    const overview = page.getByRole('region', { name: 'Integration overview' });
    await expect(overview.getByRole('heading', { name: 'Session Heatmaps adds a script to published sites.' })).toBeVisible();
    const parts = overview.getByRole('list', { name: 'What it handles' });
    await expect(parts.getByRole('listitem')).toHaveCount(2);
    await expect(parts.getByRole('listitem').first()).toContainText('fetch_published_script');
    await expect(parts.getByRole('listitem').nth(1)).toContainText('Installing it asks for Heatmaps site key (required).');
    // the Document and its Control+/ text are for integrations with blocks
    await expect(page.getByRole('region', { name: 'Document' })).toHaveCount(0);

    await overview.getByRole('button', { name: 'Try fetch_published_script in Events' }).click();
    await expect(page.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    await expect(events(page).getByRole('combobox', { name: 'All events' })).toHaveValue('fetch_published_script');
    await expect(events(page).getByRole('button', { name: 'Dispatch', exact: true })).toBeFocused();
    // Sent before the site key is set: the handler's own error, as the platform would log it.
    await page.keyboard.press('Enter');
    await expect(events(page).getByRole('region', { name: 'Dispatch result' }).getByRole('alert')).toContainText('The heatmaps site key is missing from the configuration');

    // The settings' way: Installation, on its Install button (the configuration appears once installed).
    await page.getByRole('tab', { name: 'Preview' }).click();
    await overview.getByRole('button', { name: 'Open Site configuration in Installation' }).click();
    await expect(page.getByRole('button', { name: 'Install', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    const site = page.getByRole('form', { name: 'Site configuration' });
    await site.getByLabel('Heatmaps site key').fill('hk-4821');
    await site.getByLabel('Heatmaps site key').press('Tab');
    await expect(page.getByLabel('Installation status')).toHaveText('Active');

    await page.getByRole('tab', { name: 'Preview' }).click();
    await overview.getByRole('button', { name: 'Try fetch_published_script in Events' }).click();
    await expect(events(page).getByRole('button', { name: 'Dispatch', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    const response = events(page).getByRole('region', { name: 'Handler response' });
    await expect(response).toContainText('HTTP 200');
    await expect(response.getByRole('definition', { name: '' }).filter({ hasText: 'application/javascript' })).toHaveCount(1);
    const body = response.getByRole('region', { name: 'Response body' });
    await expect(body).toContainText("})(window, document, 'hk-4821');");
    await expect(body).toContainText('https://static.heatmaps.example.com/recorder.js?sv=6');
  } finally {
    await server.close();
  }
});

test('a visitor-auth integration with no other handler: Events starts on fetch_visitor_authentication, and the Preview sends there by keyboard', async ({ page }) => {
  const server = await serve('members-only');
  try {
    await open(page, server.url);
    // Opened directly, the Events panel starts on the one event the script handles.
    await page.getByRole('tab', { name: 'Events' }).click();
    await expect(events(page).getByRole('combobox', { name: 'Event', exact: true })).toHaveValue('fetch_visitor_authentication');
    await expect(events(page).getByRole('combobox', { name: 'All events' })).toHaveValue('fetch_visitor_authentication');

    await page.getByRole('tab', { name: 'Preview' }).click();
    const overview = page.getByRole('region', { name: 'Integration overview' });
    await expect(overview.getByRole('heading', { name: 'Members Only signs visitors in to published sites.' })).toBeVisible();
    await expect(overview).toContainText('Visitor authentication');
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const results = await new AxeBuilder({ page }).include('section[aria-label="Integration overview"]').analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${colorScheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
    // Its first way is the reader's: signing in on the Site view, which asks for an installation on a site first.
    await overview.getByRole('button', { name: 'Sign in on the Site' }).click();
    await expect(page.getByRole('tab', { name: 'Site' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Install on a site' })).toBeVisible();
    await page.getByRole('tab', { name: 'Preview' }).click();
    const tryIt = overview.getByRole('button', { name: 'Try fetch_visitor_authentication in Events' });
    await tryIt.focus();
    await page.keyboard.press('Enter');
    await expect(events(page).getByRole('button', { name: 'Dispatch', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    const response = events(page).getByRole('region', { name: 'Handler response' });
    await expect(response).toContainText('HTTP 302');
    await expect(response).toContainText('https://login.members.example.com/authorize?client_id=docs-site');
  } finally {
    await server.close();
  }
});

test('with a block and more handlers: the Document as before, one line naming the others; Events starts on the handled event the spec lists first, follows the script until the user picks one', async ({ page }) => {
  const server = await serve('change-notes');
  try {
    await open(page, server.url);
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect(page.getByRole('region', { name: 'Document' })).toContainText('press Control+/');
    await expect(page.getByRole('region', { name: 'Integration overview' })).toHaveCount(0);
    const others = page.getByRole('navigation', { name: 'Other handlers' });
    await expect(others.getByRole('button')).toHaveText(['Try space_content_updated in Events', 'Try space_visibility_updated in Events', 'Send a request in Network']);
    const results = await new AxeBuilder({ page }).include('nav[aria-label="Other handlers"]').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await others.getByRole('button', { name: 'Send a request in Network' }).click();
    await expect(page.getByRole('tab', { name: 'Network' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('form', { name: 'Request composer' }).getByLabel('Path')).toBeFocused();

    // The script declares space_visibility_updated first; the spec lists space_content_updated first.
    await page.getByRole('tab', { name: 'Events' }).click();
    const type = events(page).getByRole('combobox', { name: 'Event', exact: true });
    await expect(type).toHaveValue('space_content_updated');
    const browse = events(page).getByRole('combobox', { name: 'All events' });
    await expect(browse).toHaveValue('space_content_updated');

    // Until the user picks an event, the panel follows what the script handles.
    const entry = join(server.folder, 'src/index.tsx');
    const original = await readFile(entry, 'utf8');
    await writeFile(entry, original.replace('    space_content_updated: onContent,\n', ''));
    await expect(browse.locator('option', { hasText: 'space_content_updated (handled)' })).toHaveCount(0);
    await expect(type).toHaveValue('space_visibility_updated');

    // Once they picked one, it stays theirs.
    await browse.selectOption('space_view');
    await writeFile(entry, original);
    await expect(browse.locator('option', { hasText: 'space_content_updated (handled)' })).toBeAttached();
    await expect(type).toHaveValue('space_view');
    await expect(events(page).getByRole('textbox', { name: 'Event JSON' })).toHaveValue(/"type": "space_view"/);
  } finally {
    await server.close();
  }
});
