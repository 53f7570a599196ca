import { expect, test } from 'kitbench/playwright';

test('every page of the site shows the banner with the configured message', async ({ kitbench, site }) => {
  await kitbench.install({ target: 'site', configuration: { message: 'Read the changelog first' } });
  await site.visit('getting-started');
  await expect(site.script.getByRole('status', { name: 'Reader banner' })).toHaveText('Read the changelog first');
});
