import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadIntegration } from 'kitbench/testing';

test('the configured terms become one page each', async () => {
  const app = await loadIntegration(new URL('.', import.meta.url));
  try {
    const screen = await app.openContentSourceConfiguration('glossary');
    await screen.fill('Terms', 'Webhook, Content source');
    await screen.press('Continue');
    assert.deepEqual(screen.configured?.props, { terms: 'Webhook, Content source' });

    const answer = (await app.computeRevision(screen)) as { status: number; body: string };
    assert.equal(answer.status, 200);
    const revision = JSON.parse(answer.body) as { pages: { title: string }[] };
    assert.deepEqual(revision.pages.map((page) => page.title), ['Webhook', 'Content source']);
  } finally {
    await app.close();
  }
});
