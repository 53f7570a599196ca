import { expect, test } from './app-test';
import { editorLines, manifestEditor, openApp, problems } from './helpers';

// Shaped like a published site integration: keys the platform accepts beyond the spec's table.
const PUBLISHED = `name: pageview-counter
title: Pageview Counter
description: Counts page views of published sites.
organization: acme
script: src/index.tsx
target: site
scopes:
  - space:content:read
  - space:visitor:auth
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

test('keys and values the platform accepts get no false alarm, hover says the spec does not list them; a key the spec requires and what both refuse are errors with their fixes', async ({ page }) => {
  await openApp(page);
  await page.getByLabel('Open manifest').setInputFiles({ name: 'service-manifest.yaml', mimeType: 'application/yaml', buffer: Buffer.from(PUBLISHED) });

  // the platform's category (visitor-auth), target, CSP and envs pass; the old scope both refuse is an error, and so
  // is the missing visibility the spec requires (issue 37)
  const list = problems(page).getByRole('list', { name: 'Manifest problems' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(problems(page)).toContainText('2 errors');
  await expect(list).toContainText('did you mean "site:visitor:auth"?');
  await expect(list).toContainText('missing required key "visibility": who can install the integration (the platform\'s CLI would publish it as private)');
  await problems(page).getByRole('button', { name: 'Apply fix: Change to "site:visitor:auth"' }).click();
  await expect(problems(page)).toContainText('1 error0 warnings');
  await problems(page).getByRole('button', { name: 'Apply fix: Add "visibility"' }).click();
  await expect(problems(page)).toContainText('No problems in service-manifest.yaml');
  await expect(editorLines(page, 'Manifest editor')).toContainText('- site:visitor:auth');
  await expect(editorLines(page, 'Manifest editor')).toContainText('visibility: private');

  // hover on a key the spec does not list
  await editorLines(page, 'Manifest editor').getByText('contentSecurityPolicy', { exact: true }).hover({ force: true });
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
