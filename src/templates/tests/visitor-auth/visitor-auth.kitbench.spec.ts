import { expect, test } from 'kitbench/playwright';

test('a reader signs in on the site and signs out', async ({ kitbench, site }) => {
  await kitbench.install({ target: 'site', configuration: { issuer_base_url: 'my-org.auth.example', client_id: 'docs', client_secret: 'dev-secret' } });

  await site.visit('guides/authentication', { visitor: 'ada' });
  await expect(site.visitor).toHaveAccessibleName('Signed in as Ada Lovelace');
  expect(await site.claims()).toMatchObject({ email: 'ada@example.com' });

  const page = await site.signOut();
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
});
