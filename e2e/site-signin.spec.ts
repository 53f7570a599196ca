import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './app-test';
import { configure, networkRequests, openSiteView, serveSiteFixture } from './site-helpers';

// Visitor authentication end to end (issue 28) on an auth0-style integration: the integration's
// fetch_visitor_authentication, kitbench's identity provider, the integration's callback signing the site's JWT, the
// site's check of it; the visitor reads the page with their claims, each hop in Network.
test.describe.configure({ mode: 'parallel' });

const TENANT = { 'Tenant domain': 'northwind.auth.example', 'Client ID': 'nw-docs', 'Client secret': 's3cret' };

test('a visitor signs in through the identity provider and reads the page with their claims; the hops are in Network; Sign out', async ({ page }) => {
  const fixture = await serveSiteFixture('signin');
  try {
    await openSiteView(page, fixture.url);
    await configure(page, TENANT);
    await page.getByRole('button', { name: 'New visitor' }).click();

    const site = page.getByRole('region', { name: 'Site page' });
    await expect(site.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Site address')).toHaveValue(/^https:\/\/northwind\.auth\.example\/authorize\?client_id=nw-docs&/);
    await site.getByRole('radio', { name: /Ada Lovelace/ }).check();
    await site.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(site.getByRole('heading', { name: 'Getting started', level: 1 })).toBeVisible();
    await site.getByRole('button', { name: 'Signed in as Ada Lovelace' }).click();
    const claims = site.getByRole('definition').filter({ hasText: 'enterprise' });
    await expect(claims).toHaveCount(1);
    await page.keyboard.press('Escape');

    // adaptive content: Ada's plan shows the enterprise section
    await site.getByRole('link', { name: /Next.*Authentication/ }).click();
    await expect(site.getByRole('heading', { name: 'Single sign-on' })).toBeVisible();

    const { requests } = await networkRequests(page);
    await expect(requests.getByRole('button', { name: /Page · identity provider/ })).toHaveCount(2);
    await expect(requests.getByRole('button').filter({ hasText: /\/visitor-auth\/response\?code=/ })).toContainText('302');
    await expect(requests.getByRole('button').filter({ hasText: 'https://northwind.auth.example/oauth/token/' })).toContainText('200');
    await expect(requests.getByRole('button').filter({ hasText: 'https://northwind.auth.example/userinfo' })).toContainText('200');
    await expect(requests.getByRole('button', { name: /Page · site page/ }).filter({ hasText: 'jwt_token=' })).toHaveCount(1);

    await page.getByRole('tab', { name: 'Site' }).click();
    await site.getByRole('button', { name: 'Signed in as Ada Lovelace' }).click();
    await site.getByRole('button', { name: 'Sign out' }).click();
    await expect(site.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
    await networkRequests(page);
    await expect(page.getByRole('list', { name: 'Requests' }).getByRole('button', { name: /Page · identity provider/ }).filter({ hasText: '/v2/logout' })).toContainText('302');
  } finally {
    await fixture.close();
  }
});

test("a token signed with another secret gets the site's clear message; a sign-in cancelled at the provider shows the callback's answer", async ({ page }) => {
  const fixture = await serveSiteFixture('signin');
  try {
    await openSiteView(page, fixture.url);
    await configure(page, TENANT);
    const site = page.getByRole('region', { name: 'Site page' });

    await page.getByRole('button', { name: 'New visitor' }).click();
    // the identity provider's page: nothing serious for axe
    await expect(site.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('section[aria-label="Site page"]').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await site.getByRole('button', { name: 'Cancel' }).click();
    await expect(site.getByRole('alert')).toContainText("The integration's callback failed");
    await expect(site.getByRole('alert')).toContainText('Sign-in failed at the identity provider: The visitor cancelled the sign-in.');

    // the author's bug: the callback signs with a secret of its own, not the site installation's (saved on disk:
    // the script runs again, a new version in the Preview's badge)
    await page.getByRole('tab', { name: 'Preview' }).click();
    const badge = page.getByText(/^Script v\d+ ·/);
    const before = await badge.textContent();
    const callback = join(fixture.folder, 'src/callback.ts');
    const text = await readFile(callback, 'utf8');
    await writeFile(callback, text.replace('await signSiteToken(claims, secret)', "await signSiteToken(claims, 'my-own-secret')"));
    await expect(badge).not.toHaveText(before ?? '');

    await page.getByRole('tab', { name: 'Site' }).click();
    await site.getByRole('button', { name: 'Try signing in again' }).click();
    await site.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(site.getByRole('alert')).toContainText('The site refused the visitor token');
    await expect(site.getByRole('alert')).toContainText(
      "The visitor token's signature does not match: sign it with the site installation's signing secret (environment.signingSecrets.siteInstallation).",
    );
  } finally {
    await fixture.close();
  }
});
