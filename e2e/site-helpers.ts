import { expect, type Page } from './app-test';
import { type ServedFixture, serveFixture } from './dev-server';

// The Site view's journeys: `kitbench dev` on a fresh copy of a fixture of e2e/fixtures/site (written the way real
// site integrations are), with itty-router linked as `npm install` would put it.
export type { ServedFixture } from './dev-server';

export function serveSiteFixture(name: 'pulse' | 'signin' | 'relay'): Promise<ServedFixture> {
  return serveFixture(`site/${name}`, { link: ['itty-router'] });
}

/** Opens the dev playground, waits for the script, and installs the integration on a site from the Site view. */
export async function openSiteView(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('status', { name: 'Dev server connection' })).toHaveText('Connected', { timeout: 30_000 });
  await expect(page.getByLabel('Script status')).toContainText('Running', { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Site' }).click();
  await page.getByRole('button', { name: 'Install on a site' }).click();
  await expect(page.getByRole('tab', { name: 'Site' })).toHaveAttribute('aria-selected', 'true');
}

/** Fills fields of the Installation panel's Site configuration form, leaving each (which saves it). */
export async function configure(page: Page, fields: Record<string, string>) {
  await page.getByRole('tab', { name: 'Installation' }).click();
  const form = page.getByRole('form', { name: 'Site configuration' });
  for (const [label, value] of Object.entries(fields)) {
    const field = form.getByRole('textbox', { name: label, exact: true });
    await field.fill(value);
    await field.press('Tab');
  }
  await page.getByRole('tab', { name: 'Site' }).click();
}

/** The Network panel's requests. */
export async function networkRequests(page: Page) {
  await page.getByRole('tab', { name: 'Network' }).click();
  const network = page.getByRole('region', { name: 'Network' });
  return { network, requests: network.getByRole('list', { name: 'Requests' }) };
}
