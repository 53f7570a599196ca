import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadIntegration } from 'kitbench/testing';

test('Connect runs the OAuth flow, and the block shows the provider connected', async () => {
  const app = await loadIntegration(new URL('.', import.meta.url), { env: { CLIENT_ID: 'kitbench-client', CLIENT_SECRET: 'kitbench-secret' } });
  try {
    assert.match((await app.insert('settings')).text(), /Provider: not connected/);

    const installation = await app.install({ configuration: { greeting: 'Hi' } });
    const stored = await installation.connect('oauth');
    assert.equal(stored.greeting, 'Hi');
    assert.ok(stored.oauth_credentials, 'the OAuth handler saved the credentials');

    assert.match((await app.insert('settings')).text(), /Provider: connected/);
  } finally {
    await app.close();
  }
});
