import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './app-test';
import { openApp } from './helpers';

async function openInstallation(page: Page) {
  await openApp(page);
  await page.getByRole('tab', { name: 'Installation' }).click();
}

async function install(page: Page) {
  await openInstallation(page);
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByLabel('Installation status')).toHaveText('Pending');
}

const siteForm = (page: Page) => page.getByRole('form', { name: 'Site configuration' });
const eventLog = (page: Page) => page.getByRole('list', { name: 'Emitted events' });

test('the site form renders every property type, and the status turns Active once the required fields are set', async ({ page }) => {
  await install(page);
  const form = siteForm(page);
  await expect(page.getByRole('form', { name: 'Account configuration' }).getByLabel('Team name')).toHaveValue('Docs team');

  // enum dropdown with the default prefilled
  const unit = form.getByRole('combobox', { name: 'Unit' });
  await expect(unit).toHaveValue('issues');
  await expect(unit.getByRole('option')).toHaveText(['Choose…', 'issues', 'pages', 'visitors']);
  // completion dropdown: the options come from the script's fetch handler
  const project = form.getByRole('combobox', { name: 'Project' });
  await expect(project.getByRole('option', { name: 'Mobile app' })).toBeAttached();
  await expect(project.getByRole('option')).toHaveText(['Choose…', 'Website', 'Mobile app', 'Public API']);
  // number, switch and the OAuth button
  await expect(form.getByRole('spinbutton', { name: 'Start value' })).toHaveValue('0');
  await expect(form.getByRole('switch', { name: 'Show reset button' })).toHaveAttribute('aria-checked', 'true');
  await expect(form.getByRole('button', { name: 'Connect tracker' })).toBeVisible();
  await expect(form.getByText('The tracker project whose issues are counted.')).toBeVisible();
  const scan = await new AxeBuilder({ page }).include('.inst').analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

  // installing into a space emitted installation_setup and space_installation_setup
  await expect(eventLog(page).getByRole('listitem')).toHaveCount(2);
  await expect(eventLog(page)).toContainText('space_installation_setup');

  await project.selectOption('mobile');
  await expect(page.getByLabel('Installation status')).toHaveText('Active');
  await expect(eventLog(page).getByRole('listitem')).toHaveCount(3);
  await expect(eventLog(page).getByRole('listitem').first()).toContainText('installation_setup');
  await expect(eventLog(page).getByRole('listitem').first()).toContainText('site.project edited');
  await expect(eventLog(page).getByRole('listitem').first()).toContainText('Handled');

  await form.getByRole('switch', { name: 'Show reset button' }).click();
  await expect(eventLog(page).getByRole('listitem')).toHaveCount(4);
  await form.getByRole('spinbutton', { name: 'Start value' }).fill('5');
  await expect(eventLog(page).getByRole('listitem')).toHaveCount(5);

  const environment = page.getByRole('region', { name: 'Environment inspector' });
  await expect(environment).toContainText('"project": "mobile"');
  await expect(environment).toContainText('"start": 5');
  await expect(environment).toContainText('"status": "active"');

  // clearing a required field makes the configuration incomplete again
  await unit.selectOption('');
  await expect(page.getByLabel('Installation status')).toHaveText('Pending');
  await expect(form.getByText('Unit is required.')).toBeVisible();
});

// One installation: OAuth's failures first, then the connection that succeeds (the failures leave no token behind).
test('OAuth: a missing client secret, a rejected token and a denied consent each explain themselves at the button; then connecting shows the consent request and stores a token visible in the environment', async ({ page }) => {
  await install(page);
  await test.step('a missing client secret, a rejected token and a denied consent each explain themselves at the button, and leave the form usable', async () => {
    const connect = siteForm(page).getByRole('button', { name: 'Connect tracker' });
    await page.getByRole('button', { name: 'Remove CLIENT_SECRET' }).click();
    await expect(page.getByText('The manifest\'s secrets need CLIENT_SECRET: not set.')).toBeVisible();
    await connect.click();
    await expect(siteForm(page).getByRole('alert')).toContainText('CLIENT_SECRET has no value');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByLabel('Variable name').fill('CLIENT_SECRET');
    await page.getByLabel('Variable value').fill('kitbench-secret');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Value of CLIENT_SECRET' })).toHaveAttribute('type', 'password');

    await page.getByLabel('Mock OAuth provider').selectOption('reject');
    await connect.click();
    await page.getByRole('dialog', { name: 'Authorize Team Counter' }).getByRole('button', { name: 'Approve' }).click();
    const alert = siteForm(page).getByRole('alert');
    // the platform's answer (500), and where the provider's words are
    await expect(alert).toContainText('The token exchange failed: the callback answered 500');
    await expect(alert).toContainText('The error is in the Console.');
    await expect(siteForm(page).getByText('Connected', { exact: true })).toHaveCount(0);

    await test.step('a denied consent shows its error and leaves the form usable', async () => {
      // a slow provider shows the wait at the button instead of freezing
      await page.getByLabel('Mock OAuth provider').selectOption('slow');
      await connect.click();
      await expect(siteForm(page).getByRole('button', { name: 'Contacting the provider…' })).toBeDisabled();
      await page.getByRole('dialog', { name: 'Authorize Team Counter' }).getByRole('button', { name: 'Deny' }).click();
      await expect(siteForm(page).getByRole('alert')).toContainText('Access was denied (access_denied');
      await expect(siteForm(page).getByText('Connected')).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Environment inspector' })).not.toContainText('access_token');
      await siteForm(page).getByRole('combobox', { name: 'Project' }).selectOption('web');
      await expect(page.getByLabel('Installation status')).toHaveText('Active');
    });
  });
  await test.step('connecting OAuth shows the consent request and stores a token visible in the environment', async () => {
    // The provider approves again, as it does by default.
    await page.getByLabel('Mock OAuth provider').selectOption('approve');
    await siteForm(page).getByRole('button', { name: 'Connect tracker' }).click();
    const consent = page.getByRole('dialog', { name: 'Authorize Team Counter' });
    await expect(consent).toBeVisible();
    await expect(consent).toContainText('https://tracker.example.com/oauth/authorize?');
    await expect(consent).toContainText('kitbench-client');
    await expect(consent).toContainText(/https:\/\/integrations\.kitbench\.local\/inst_\w+\/oauth/);
    await expect(consent).toContainText('read:issues');
    const scan = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(scan.violations.map((v) => v.id)).toEqual([]);
    await consent.getByRole('button', { name: 'Approve' }).click();
    await expect(consent).toBeHidden();
    await expect(siteForm(page).getByText('Connected')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Environment inspector' })).toContainText(/"access_token": "tok_[0-9a-f]+"/);
    await expect(eventLog(page).getByRole('listitem').first()).toContainText('site configuration saved through the API');
  });
});

test('an organization installation emits installation_setup only; pause, reinstall and uninstall work', async ({ page }) => {
  await openInstallation(page);
  await page.getByText('Organization', { exact: true }).click();
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByLabel('Installation status')).toHaveText('Pending');
  await expect(eventLog(page).getByRole('listitem')).toHaveCount(1);
  await expect(eventLog(page)).not.toContainText('space_installation_setup');
  // As on the platform, an installation's target is its organization; an organization-wide one selects spaces.
  const environment = page.getByRole('region', { name: 'Environment inspector' });
  await expect(environment).toContainText('"organization": "org_kitbench"');
  await expect(environment).toContainText('"space_selection"');
  await expect(environment).not.toContainText('"spaceInstallation"');

  await page.getByRole('form', { name: 'Account configuration' }).getByLabel('Team name').fill('Platform team');
  await expect(page.getByLabel('Installation status')).toHaveText('Active');
  await expect(eventLog(page).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByLabel('Installation status')).toHaveText('Paused');
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByLabel('Installation status')).toHaveText('Active');

  await page.getByRole('button', { name: 'Reinstall' }).click();
  await expect(page.getByLabel('Installation status')).toHaveText('Pending');
  await expect(page.getByRole('form', { name: 'Account configuration' }).getByLabel('Team name')).toHaveValue('Docs team');

  await page.getByRole('button', { name: 'Uninstall…' }).click();
  await page.getByRole('button', { name: 'Uninstall', exact: true }).click();
  await expect(page.getByLabel('Installation status')).toHaveText('Not installed');
  await expect(page.getByRole('form', { name: 'Site configuration' })).toHaveCount(0);
});

test('the forms follow manifest edits, keeping values that still fit; a failing completion endpoint offers Retry', async ({ page }) => {
  await install(page);
  const form = siteForm(page);
  await form.getByRole('combobox', { name: 'Project' }).selectOption('api');
  await expect(page.getByLabel('Installation status')).toHaveText('Active');

  const edited = readFileSync(new URL('../src/examples/counter/service-manifest.yaml', import.meta.url), 'utf8')
    .replace('completion_url: /projects', 'completion_url: /no-such-path')
    .replace('      start:\n        type: number\n        title: Start value\n        description: Where new counters begin.\n        default: 0\n', '      color:\n        type: string\n        title: Colour\n        default: teal\n');
  await page.getByLabel('Open manifest').setInputFiles({ name: 'service-manifest.yaml', mimeType: 'application/yaml', buffer: Buffer.from(edited) });

  await expect(form.getByLabel('Colour')).toHaveValue('teal');
  await expect(form.getByRole('spinbutton', { name: 'Start value' })).toHaveCount(0);
  await expect(form.getByRole('alert')).toContainText('Could not load the options: The endpoint answered 405: Method not allowed');
  await expect(form.getByRole('button', { name: 'Retry' })).toBeVisible();
  const environment = page.getByRole('region', { name: 'Environment inspector' });
  await expect(environment).toContainText('"project": "api"');
  await expect(environment).toContainText('"color": "teal"');
  await expect(environment).not.toContainText('"start"');
  await form.getByRole('button', { name: 'Retry' }).click();
  await expect(form.getByRole('alert')).toContainText('405');
});
