import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadIntegration } from 'kitbench/testing';

test('a content change is posted, signed, to the configured URL', async () => {
  const app = await loadIntegration(new URL('.', import.meta.url), { env: { SIGNING_SECRET: 'kitbench-signing-secret' } });
  try {
    const receiver = app.webhookReceiver({ secret: 'kitbench-signing-secret' });
    await app.install({ configuration: { webhook_url: receiver.url } });
    await app.dispatch('space_content_updated');

    assert.equal(receiver.requests.length, 1);
    assert.equal(receiver.requests[0].signatureValid, true);
    assert.equal(JSON.parse(receiver.requests[0].body).type, 'space_content_updated');
  } finally {
    await app.close();
  }
});
