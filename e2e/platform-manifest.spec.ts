import { expect, test } from './app-test';
import { editorLines, manifestEditor, openApp, problems } from './helpers';

// Shaped like a published site integration: keys the platform accepts beyond the spec's table.
const PUBLISHED = `name: pageview-counter
title: Pageview Counter
description: Counts page views of published sites.
organization: acme
visibility: public
script: src/index.tsx
target: site
scopes:
  - space:content:read
categories:
  - visitor-auth
contentSecurityPolicy:
  script-src: |
    https://cdn.pageview-counter.example
envs:
  production:
    organization: acme-prod
    secrets:
      TOKEN: \${{ "op://prod/pageview/TOKEN" }}
`;

test('keys the platform accepts get no false alarm, hover says the spec does not list them, and a category the platform spells otherwise gets the spec value as fix', async ({ page }) => {
  await openApp(page);
  await page.getByLabel('Open manifest').setInputFiles({ name: 'service-manifest.yaml', mimeType: 'application/yaml', buffer: Buffer.from(PUBLISHED) });

  // the only problem is the spec's closed list of categories
  const list = problems(page).getByRole('list', { name: 'Manifest problems' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('button').first()).toContainText('"visitor-auth" is the platform\'s name for the spec\'s "authenticated-access"');
  await problems(page).getByRole('button', { name: 'Apply fix: Change to "authenticated-access"' }).click();
  await expect(problems(page)).toContainText('No problems in service-manifest.yaml');
  await expect(editorLines(page, 'Manifest editor')).toContainText('- authenticated-access');

  // hover on a key the spec does not list
  await editorLines(page, 'Manifest editor').getByText('contentSecurityPolicy', { exact: true }).hover();
  await expect(page.locator('.monaco-hover').filter({ hasText: 'Not in the spec' })).toContainText('Content-Security-Policy');

  // completion offers its values
  await manifestEditor(page).focus();
  await editorLines(page, 'Manifest editor').getByText('target: site').click();
  await page.keyboard.press('End');
  for (let i = 0; i < 'site'.length; i++) await page.keyboard.press('Backspace');
  await page.keyboard.press('Control+Space');
  const suggestions = page.locator('.suggest-widget');
  await expect(suggestions).toContainText('organization');
  await expect(suggestions).toContainText('all');
});
