import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './app-test';
import { loadIntegration } from './preview-helpers';

const manifest = [
  'name: pageview-counter',
  'title: Pageview Counter',
  'description: Counts page views of published sites.',
  'organization: acme',
  'visibility: private',
  'script: src/index.tsx',
  'target: site',
  'scopes:',
  '  - site:script:inject',
  '',
].join('\n');

// Written the way real site integrations are: the platform asks for the script to inject into a published site.
const script = `import { createIntegration } from '@service/runtime';

export default createIntegration({
  events: {
    fetch_published_script: async (event, context) => {
      const source = \`window.pageviewCounter = { site: \${JSON.stringify(event.siteId)}, installation: \${JSON.stringify(context.environment.installation?.id)} };\`;
      return new Response(source, { headers: { 'Content-Type': 'application/javascript', 'Cache-Control': 'max-age=300' } });
    },
    site_installation_deleted: async (event) => {
      console.log('removed from site', event.siteId);
    },
  },
});
`;

test('every platform event can be fired: a grouped list, a payload prefilled from its type, and the handler’s HTTP response', async ({ page }) => {
  await loadIntegration(page, manifest, script, 0);
  await page.getByRole('tab', { name: 'Events' }).click();
  const events = page.getByRole('region', { name: 'Events' });
  const browse = events.getByRole('combobox', { name: 'All events' });

  // grouped: the spec's events first, then the platform's
  const groups = browse.locator('optgroup');
  await expect(groups.first()).toHaveAttribute('label', "The spec's runtime events");
  await expect(browse.locator('optgroup[label="Published sites"] option')).toContainText(['fetch_published_script (handled)']);
  await expect(browse.locator('optgroup[label="Content"] option')).toContainText(['content_compute_document']);

  await browse.selectOption('fetch_published_script');
  await expect(events.getByLabel('Event', { exact: true })).toHaveValue('fetch_published_script');
  const json = events.getByRole('textbox', { name: 'Event JSON' });
  await expect(json).toHaveValue(/"installationId": "playground"/);
  await expect(json).toHaveValue(/"siteId": "space_7Hq2kLm9"/);
  await events.getByRole('button', { name: 'Dispatch', exact: true }).click();

  const response = events.getByRole('region', { name: 'Handler response' });
  await expect(response).toContainText('HTTP 200');
  await expect(response.getByRole('definition').first()).toBeVisible();
  await expect(response).toContainText('application/javascript');
  await expect(response.getByRole('region', { name: 'Response body' })).toHaveText(
    'window.pageviewCounter = { site: "space_7Hq2kLm9", installation: "playground" };',
  );

  // an installation event the spec does not list, with its log
  await browse.selectOption('site_installation_deleted');
  await expect(json).toHaveValue(/"previous": \{\}/);
  await events.getByRole('button', { name: 'Dispatch', exact: true }).click();
  await expect(events.getByRole('region', { name: 'Dispatch result' })).toContainText('removed from site space_7Hq2kLm9');

  const scan = await new AxeBuilder({ page }).include('.rt').analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
});
