import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadIntegration } from 'kitbench/testing';

test('the frame gets the steps once ready, and one more after Add step', async () => {
  const app = await loadIntegration(new URL('.', import.meta.url));
  try {
    const block = await app.insert('flow');
    const frame = block.frame();
    await frame.post({ action: { action: '@webframe.ready' } });
    assert.deepEqual(frame.received.at(-1), { state: { source: 'Draft -> Review -> Publish' } });

    await block.press('Add step');
    assert.match(block.text(), /4 steps/);
    assert.deepEqual(frame.received.at(-1), { state: { source: 'Draft -> Review -> Publish -> Step 4' } });
  } finally {
    await app.close();
  }
});
