import { expect, test } from './app-test';
import { networkRequests, openSiteView, serveSiteFixture } from './site-helpers';

// A webhook-style integration (e2e/fixtures/site/relay, written as the platform's own `webhook` integration is): its
// configuration component saves the endpoint and secret on the installation and the site's switches through
// context.api; a later site visit must see them, and the POST its site_view handler hands to waitUntil must run and
// show in Network like any other request.
test('configured on its screen, a site visit POSTs the signed site_view to the saved endpoint, shown in Network', async ({ page }) => {
  const fixture = await serveSiteFixture('relay');
  try {
    // installing on a site opens its first page: that view comes before any configuration, so nothing is relayed
    await openSiteView(page, fixture.url);

    await page.getByRole('tab', { name: 'Installation' }).click();
    const screen = page.getByRole('region', { name: 'Site configuration' });
    await screen.getByRole('textbox', { name: 'Endpoint URL' }).fill('https://hooks.relay.example/docs');
    await screen.getByRole('switch', { name: 'Page views' }).click();
    await screen.getByRole('button', { name: 'Save relay' }).click();
    await expect(screen.getByRole('status')).toContainText("returned { type: 'complete' }");
    const inspector = page.getByRole('region', { name: 'Environment inspector' });
    await expect(inspector).toContainText('"endpoint": "https://hooks.relay.example/docs"');
    await expect(inspector).toContainText('"site_view": true');
    // The account scope declares no property: its card shows what the screen saved there, not "add properties".
    const saved = page.getByRole('group', { name: 'Saved account configuration' });
    await expect(saved.getByRole('definition')).toContainText(['https://hooks.relay.example/docs', 'relay-secret']);

    // the next page view: site_view reaches the script with what was saved, and its waitUntil delivery runs
    await page.getByRole('tab', { name: 'Site' }).click();
    const site = page.getByRole('region', { name: 'Site page' });
    await site.getByRole('link', { name: /Next.*Authentication/ }).click();
    await expect(site.getByRole('heading', { name: 'Authentication', level: 1 })).toBeVisible();

    const { network, requests } = await networkRequests(page);
    const delivery = requests.getByRole('button').filter({ hasText: 'https://hooks.relay.example/docs' });
    await expect(delivery).toHaveCount(1);
    await delivery.click();
    const selected = network.getByRole('region', { name: 'Selected request' });
    await expect(selected.getByRole('region', { name: 'Request sent' })).toContainText('"type": "site_view"');
    await expect(selected.getByRole('region', { name: 'Request sent' })).toContainText(/x-relay-signature.*t=\d+,v1=[0-9a-f]{64}/);

    await page.getByRole('tab', { name: 'Console' }).click();
    const output = page.getByRole('log', { name: 'Console output' });
    await expect(output).toContainText('no endpoint saved yet');
    await expect(output).toContainText('relayed site_view to https://hooks.relay.example/docs: 200');
  } finally {
    await fixture.close();
  }
});
