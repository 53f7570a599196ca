import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadIntegration } from 'kitbench/testing';

const provider = { issuer_base_url: 'my-org.auth.example', client_id: 'docs', client_secret: 'dev-secret' };

test('a reader signs in through the identity provider and reads the page with their claims', async () => {
  const app = await loadIntegration(new URL('.', import.meta.url));
  try {
    await app.install({ target: 'site', configuration: provider });
    const stopped = await app.site.visit('guides/authentication');
    assert.equal(stopped.signedIn, false);

    const page = await app.site.signIn('ada');
    assert.equal(page.problem, undefined);
    assert.equal(page.signedIn, true);
    assert.equal(page.claims?.email, 'ada@example.com');
  } finally {
    await app.close();
  }
});
