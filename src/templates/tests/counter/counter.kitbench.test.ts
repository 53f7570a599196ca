import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadIntegration } from 'kitbench/testing';

test('Counter: Add, Add, Remove', async () => {
  const app = await loadIntegration(new URL('.', import.meta.url), { env: { CLIENT_ID: 'kitbench-client', CLIENT_SECRET: 'kitbench-secret' } });
  try {
    const block = await app.insert('counter');
    assert.equal(block.text(), 'Count: 0 Add Remove Reset');

    await block.press('Add');
    await block.press('Add');
    await block.press('Remove');
    assert.equal(block.text(), 'Count: 1 Add Remove Reset');
  } finally {
    await app.close();
  }
});
