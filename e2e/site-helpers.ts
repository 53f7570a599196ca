import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, type Page } from './app-test';
import { startDevServer } from './dev-server';

// The Site view's journeys: `kitbench dev` on a fresh copy of a fixture of e2e/fixtures/site (written the way real
// site integrations are), with itty-router linked as `npm install` would put it.
const repo = resolve(import.meta.dirname, '..');

export interface ServedFixture {
  url: string;
  folder: string;
  close(): Promise<void>;
}

export async function serveSiteFixture(name: 'pulse' | 'signin'): Promise<ServedFixture> {
  const root = await mkdtemp(join(tmpdir(), `kitbench-e2e-site-${name}-`));
  const folder = join(root, name);
  await cp(resolve(repo, 'e2e/fixtures/site', name), folder, { recursive: true });
  await mkdir(join(folder, 'node_modules'));
  await symlink(resolve(repo, 'node_modules/itty-router'), join(folder, 'node_modules/itty-router'), 'dir');
  const server = await startDevServer(folder);
  return {
    url: server.url,
    folder,
    async close() {
      await server.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
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
