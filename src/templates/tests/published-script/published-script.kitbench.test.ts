import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadIntegration } from 'kitbench/testing';

test('the site gets a script that shows the configured message', async () => {
  const app = await loadIntegration(new URL('.', import.meta.url));
  try {
    await app.install({ target: 'site', configuration: { message: 'Read the changelog first' } });
    const published = await app.site.publishedScript();
    assert.equal(published.status, 200);
    assert.equal(published.contentType, 'application/javascript');
    assert.match(published.script ?? '', /"Read the changelog first"/);
  } finally {
    await app.close();
  }
});
