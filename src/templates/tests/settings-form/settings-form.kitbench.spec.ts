import { expect, test } from 'kitbench/playwright';

test('the block shows the installation settings', async ({ kitbench }) => {
  await kitbench.install({ configuration: { greeting: 'Hi' } });
  const block = await kitbench.insert('settings');
  await expect(block).toContainText('Installation settings');
  await expect(block).toContainText('greeting: "Hi"');
});
