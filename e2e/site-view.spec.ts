import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './app-test';
import { configure, networkRequests, openSiteView, serveSiteFixture } from './site-helpers';

// The visitor's side (issue 28) on an analytics integration written the way Hotjar and Google Analytics are:
// page views and feedback reach the script and the webhook receiver; its published script runs under its CSP.
test.describe.configure({ mode: 'parallel' });

test('a page view sends site_view to the script and to the webhook receiver; the feedback control sends page_feedback', async ({ page }) => {
  const fixture = await serveSiteFixture('pulse');
  try {
    await openSiteView(page, fixture.url);
    const site = page.getByRole('region', { name: 'Site page' });
    await expect(site.getByRole('heading', { name: 'Getting started', level: 1 })).toBeVisible();

    // the next page, from the page's own link: a second site_view, with the first page as referrer
    await site.getByRole('link', { name: /Next.*Authentication/ }).click();
    await expect(site.getByRole('heading', { name: 'Authentication', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Site address')).toHaveValue('https://docs.example.com/guides/authentication');

    // the feedback control under the page
    const feedback = site.getByRole('region', { name: 'Page feedback' });
    await feedback.getByRole('button', { name: 'Helpful', exact: true }).click();
    await feedback.getByLabel('Tell us more (optional)').fill('The curl example saved me.');
    await feedback.getByRole('button', { name: 'Send feedback' }).click();
    await expect(feedback.getByRole('status')).toHaveText('Thanks for your feedback!');

    // the script's handlers ran with the visitor, the page and the site space
    await page.getByRole('tab', { name: 'Console' }).click();
    const output = page.getByRole('log', { name: 'Console output' });
    await expect(output).toContainText('[pulse] view page_auth https://docs.example.com/guides/authentication from https://docs.example.com/');
    await expect(output).toContainText('[pulse] feedback good on page_auth: The curl example saved me.');

    // each is in the Events history
    await page.getByRole('tab', { name: 'Events' }).click();
    const dispatched = page.getByRole('list', { name: 'Dispatched events' });
    await expect(dispatched.getByRole('button').filter({ hasText: 'site_view' })).toHaveCount(2);
    await expect(dispatched.getByRole('button').filter({ hasText: 'page_feedback' })).toHaveCount(1);

    // and in Network: the envelopes to the script, the webhook deliveries to the receiver the Webhooks panel selects
    const { network, requests } = await networkRequests(page);
    const deliveries = requests.getByRole('button').filter({ hasText: 'https://receiver.kitbench.local/hooks/always-200' });
    await expect(deliveries).toHaveCount(3);
    await deliveries.first().click();
    const sent = network.getByRole('region', { name: 'Selected request' }).getByRole('region', { name: 'Request sent' });
    await expect(sent).toContainText('"type": "page_feedback"');
    await expect(sent).toContainText('"pageId": "page_auth"');
    await expect(requests.getByRole('button', { name: /Page · site page/ })).toHaveCount(2);

    // the site in both of its themes: nothing serious for axe
    await page.getByRole('tab', { name: 'Site' }).click();
    for (const theme of ['light', 'dark']) {
      const toggle = site.getByRole('button', { name: /^Use the (light|dark) theme$/ });
      if (theme === 'dark') await toggle.click();
      await expect(site.getByRole('button', { name: theme === 'dark' ? 'Use the light theme' : /^Use the (light|dark) theme$/ })).toBeVisible();
      const results = await new AxeBuilder({ page }).include('section[aria-label="Site page"]').analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${theme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  } finally {
    await fixture.close();
  }
});

test("the published script runs in the site under the manifest's CSP: a load outside it is shown, cookies wait for consent", async ({ page }) => {
  const fixture = await serveSiteFixture('pulse');
  try {
    await openSiteView(page, fixture.url);
    await configure(page, { 'Site key': 'pk_demo' });
    await page.getByRole('button', { name: 'Reload the site' }).click();
    const visit = page.getByRole('region', { name: 'Visit' });
    await expect(visit).toContainText('Script running');
    await expect(visit).toContainText('1 blocked by the policy');

    // the blocked load is a Network entry saying why, and a Console warning
    const { network, requests } = await networkRequests(page);
    const blocked = requests.getByRole('button', { name: /Page · published script/ }).filter({ hasText: 'ads.pulse-partners.example' });
    await expect(blocked).toHaveCount(1);
    await expect(blocked).toContainText('failed');
    await blocked.click();
    await expect(network.getByRole('region', { name: 'Selected request' })).toContainText(
      "Blocked by the site's Content-Security-Policy (script-src-elem): ads.pulse-partners.example is not in the manifest's contentSecurityPolicy.",
    );
    // the declared host was allowed (offline here, so it did not answer: not blocked)
    await expect(requests.getByRole('button', { name: /Page · published script/ }).filter({ hasText: 'cdn.pulse-analytics.example' })).not.toContainText('Blocked');
    await page.getByRole('tab', { name: 'Console' }).click();
    await expect(page.getByRole('log', { name: 'Console output' })).toContainText('[published script] pulse: no cookie consent, counting without a visitor cookie');

    // the site's cookie toast: after Accept, the script's cookie is the visitor's
    await page.getByRole('tab', { name: 'Site' }).click();
    const site = page.getByRole('region', { name: 'Site page' });
    await site.getByRole('region', { name: 'Cookies' }).getByRole('button', { name: 'Accept' }).click();
    await expect(site.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
    await expect(visit).toContainText('__gitbook_cookie_granted=yes');
    await expect(visit).toContainText('_pulse_visitor=');
  } finally {
    await fixture.close();
  }
});
