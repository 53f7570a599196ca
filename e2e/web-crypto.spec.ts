import { readFileSync } from 'node:fs';
import { expect, test } from './app-test';
import { loadIntegration, quickInsert } from './preview-helpers';

// The same integration as the harness's test (src/testing/web-crypto.test.ts): JWTs signed and verified with
// crypto.subtle, which it takes when it is imported, as JWT libraries do.
const fixture = new URL('../src/testing/__fixtures__/web-crypto/', import.meta.url);
const manifest = readFileSync(new URL('service-manifest.yaml', fixture), 'utf8').replace('script: src/index.js', 'script: src/index.tsx');
const script = readFileSync(new URL('src/index.js', fixture), 'utf8');

test('a block signs and verifies JWTs (HS256 and RS256) with Web Crypto and shows a digest and an HMAC', async ({ page }) => {
  const doc = await loadIntegration(page, manifest, script, 2);
  await quickInsert(page, 'Tokens');
  const block = doc.getByRole('group', { name: 'Tokens block' });
  await expect(block.getByText('HS256 JWT: verified')).toBeVisible({ timeout: 15_000 });
  await expect(block.getByText('RS256 JWT: verified')).toBeVisible();
  await expect(block.getByText('SHA-256 digest: 2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824')).toBeVisible();
  await expect(block.getByText('HMAC: f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8')).toBeVisible();
  await expect(block.getByText('AES-GCM: ok')).toBeVisible();
  await expect(block.getByText('UUID: ok')).toBeVisible();
  await page.getByRole('tab', { name: 'Console' }).click();
  await expect(page.getByRole('region', { name: 'Console' }).getByText(/crypto\.subtle|not a secure context/)).toHaveCount(0);
});
