import { readFileSync } from 'node:fs';
import { expect, test } from './app-test';
import { problems } from './helpers';
import { loadIntegration } from './preview-helpers';

const connector = (path: string) => readFileSync(new URL(`../src/testing/__fixtures__/connector/${path}`, import.meta.url), 'utf8');

test('a configuration component renders as the account screen, saves through context.api, and the next render sees the saved configuration', async ({ page }) => {
  // Open script fills the workspace's open file, src/index.tsx: the manifest names that entry here
  const manifest = connector('service-manifest.yaml').replace('script: src/index.jsx', 'script: src/index.tsx');
  await loadIntegration(page, manifest, connector('src/index.jsx'), 3);
  // componentId is accepted: the script declares both components, so the manifest has no problem
  await expect(problems(page)).toContainText('No problems in service-manifest.yaml or in the script.');

  await page.getByRole('tab', { name: 'Installation' }).click();
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByLabel('Installation status')).toHaveText('Pending');

  const account = page.getByRole('region', { name: 'Account configuration' });
  await expect(account.getByText('Saved team: none')).toBeVisible();
  await expect(account.getByText('Status: pending')).toBeVisible();
  await account.getByRole('textbox', { name: 'Team' }).fill('Docs');
  await account.getByRole('button', { name: 'Save settings' }).click();

  // saved exactly as a form save: status, the event log, the environment
  await expect(page.getByLabel('Installation status')).toHaveText('Active');
  await expect(account.getByRole('status')).toContainText("returned { type: 'complete' }");
  await expect(account.getByText('Saved team: Docs')).toBeVisible();
  await expect(account.getByText('Status: active')).toBeVisible();
  const log = page.getByRole('list', { name: 'Emitted events' });
  await expect(log.getByRole('listitem').first()).toContainText('account configuration saved through the API');
  await expect(log.getByRole('listitem').first()).toContainText('Handled');
  await expect(page.getByRole('region', { name: 'Environment inspector' })).toContainText('"team": "Docs"');

  // the space screen (configurations.space) gets spaceInstallation and saves the space's configuration
  const site = page.getByRole('region', { name: 'Site configuration' });
  await expect(site.getByText('Saved queue: none')).toBeVisible();
  // its modal opens and hands its choice back, as in the Preview
  await site.getByRole('button', { name: 'About queues' }).click();
  const modal = page.getByRole('dialog', { name: 'About queues' });
  await modal.getByRole('button', { name: 'Use DOCS' }).click();
  await expect(modal).toBeHidden();
  await expect(site.getByRole('textbox', { name: 'Queue' })).toHaveValue('DOCS');
  await site.getByRole('textbox', { name: 'Queue' }).fill('SUPPORT');
  await site.getByRole('button', { name: 'Save queue' }).click();
  await expect(site.getByText('Saved queue: SUPPORT')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Environment inspector' })).toContainText('"queue": "SUPPORT"');

  // the Preview's configuration screen renders the same component with the saved configuration
  await page.getByRole('tab', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Configuration screen' }).click();
  await expect(page.getByRole('region', { name: 'Configuration screen' }).getByText('Saved team: Docs')).toBeVisible();
});

test('a componentId the loaded script does not declare is a problem with a fix, and the screen says so', async ({ page }) => {
  const manifest = connector('service-manifest.yaml')
    .replace('script: src/index.jsx', 'script: src/index.tsx')
    .replace('componentId: connector-settings', 'componentId: connector-setting');
  await loadIntegration(page, manifest, connector('src/index.jsx'), 3);
  await expect(problems(page)).toContainText(
    'configurations.account.componentId names "connector-setting", which the script does not declare (it declares connector-settings, space-settings, queue-help); did you mean "connector-settings"?',
  );
  await page.getByRole('tab', { name: 'Installation' }).click();
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Account configuration' }).getByRole('alert')).toContainText(
    'The manifest names the component connector-setting, which the script does not declare',
  );
});

const copilotManifest = `name: gh-connect
title: GH Connect
description: Connects a GitHub account.
organization: acme-docs
visibility: private
script: src/index.tsx
scopes: []
configurations:
  account:
    componentId: configure
secrets:
  CLIENT_ID: \${{ env.CLIENT_ID }}
  CLIENT_SECRET: \${{ env.CLIENT_SECRET }}
`;

// In the style of github-copilot's account screen: a button and a link to the installation's own /oauth endpoint.
const copilotScript = `import { createComponent, createIntegration, createOAuthHandler } from '@gitbook/runtime';

const configure = createComponent({
  componentId: 'configure',
  render: async (element, context) => {
    const url = context.environment.installation?.urls.publicEndpoint + '/oauth';
    const connected = Boolean(element.props.installation.configuration?.oauth_credentials);
    return (
      <configuration>
        <button label={connected ? 'Connected' : 'Connect with GitHub'} onPress={{ action: '@ui.url.open', url }} />
        <text>Or <link target={{ url }}>connect through the link</link>.</text>
      </configuration>
    );
  },
});

export default createIntegration({
  fetch: (request, context) =>
    createOAuthHandler({
      clientId: context.environment.secrets.CLIENT_ID,
      clientSecret: context.environment.secrets.CLIENT_SECRET,
      authorizeURL: 'https://github.com/login/oauth/authorize',
      accessTokenURL: 'https://github.com/login/oauth/access_token',
      scopes: ['read:user'],
    })(request, context),
  components: [configure],
});
`;

test('a configuration screen\u2019s button or link to the installation\u2019s own /oauth runs the OAuth flow in the page, not in a dead tab', async ({ page }) => {
  await loadIntegration(page, copilotManifest, copilotScript, 1);
  await page.getByRole('tab', { name: 'Installation' }).click();
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  const account = page.getByRole('region', { name: 'Account configuration' });
  const tabs: unknown[] = [];
  page.context().on('page', (opened) => tabs.push(opened));

  // the link first: denied, it says so and stores nothing
  await account.getByRole('link', { name: 'connect through the link' }).click();
  let consent = page.getByRole('dialog', { name: 'Authorize GH Connect' });
  await expect(consent).toContainText('https://github.com/login/oauth/authorize');
  await consent.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByRole('dialog', { name: 'The connection failed' })).toContainText('Access was denied (access_denied');
  await page.getByRole('dialog', { name: 'The connection failed' }).getByRole('button', { name: 'OK' }).click();

  // then the button: approved, the callback saves the credentials and the screen renders connected
  await account.getByRole('button', { name: 'Connect with GitHub' }).click();
  consent = page.getByRole('dialog', { name: 'Authorize GH Connect' });
  await consent.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Connected' }).getByRole('button', { name: 'OK' }).click();
  await expect(account.getByRole('button', { name: 'Connected' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Environment inspector' })).toContainText(/"access_token": "tok_[0-9a-f]+"/);
  expect(tabs).toHaveLength(0);
});
