import { readFileSync } from 'node:fs';
import { expect, type Page, test } from './app-test';
import { openApp } from './helpers';
import { loadIntegration } from './preview-helpers';

const example = (path: string) => readFileSync(new URL(`../src/examples/settings-form/${path}`, import.meta.url), 'utf8');

const siteForm = (page: Page) => page.getByRole('form', { name: 'Site configuration' });
const environment = (page: Page) => page.getByRole('region', { name: 'Environment inspector' });

test('an OAuth connection is saved on the installation by the handler, and is still there after a reload', async ({ page }) => {
  await openApp(page);
  await page.getByRole('tab', { name: 'Installation' }).click();
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await siteForm(page).getByRole('combobox', { name: 'Project' }).selectOption('web');
  await expect(page.getByLabel('Installation status')).toHaveText('Active');

  await siteForm(page).getByRole('button', { name: 'Connect tracker' }).click();
  const consent = page.getByRole('dialog', { name: 'Authorize Team Counter' });
  // the platform's state: the installation and its space, as JSON
  await expect(consent).toContainText('"installationId":"inst_');
  await consent.getByRole('button', { name: 'Approve' }).click();
  await expect(consent).toBeHidden();
  await expect(siteForm(page).getByRole('status')).toHaveText('Connected');
  const token = (await siteForm(page).getByTitle('The stored access token (masked)').textContent()) ?? '';
  // saved through the API as the platform's handler saves it: merged ({ replace: false }), refresh token kept
  await expect(environment(page)).toContainText(/"refresh_token": "ref_[0-9a-f]+"/);
  await expect(environment(page)).toContainText('"project": "web"');

  await page.reload();
  await page.getByRole('tab', { name: 'Installation' }).click();
  await expect(siteForm(page).getByRole('status')).toHaveText('Connected');
  await expect(siteForm(page).getByTitle('The stored access token (masked)')).toHaveText(token);
  await expect(page.getByLabel('Installation status')).toHaveText('Active');
  await expect(environment(page)).toContainText(/"access_token": "tok_[0-9a-f]+"/);
});

test('an account-scope button asks the installation’s own endpoint: the state names the installation alone', async ({ page }) => {
  // the settings-form template: its OAuth button is in the account scope
  await loadIntegration(page, example('service-manifest.yaml').replace(/script: .*/, 'script: src/index.tsx'), example('src/index.tsx'), 1);
  await page.getByRole('tab', { name: 'Installation' }).click();
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  const account = page.getByRole('form', { name: 'Account configuration' });
  await account.getByRole('button', { name: 'Connect' }).click();
  const consent = page.getByRole('dialog', { name: /^Authorize / });
  await expect(consent).toContainText('{"installationId":"inst_');
  await expect(consent).not.toContainText('spaceId');
  await consent.getByRole('button', { name: 'Approve' }).click();
  await expect(account.getByRole('status')).toHaveText('Connected');
  await expect(page.getByRole('form', { name: 'Site configuration' }).getByRole('status')).toHaveCount(0);
});
