import { expect, test } from 'kitbench/playwright';

test('a reader presses Add twice and the count follows', async ({ kitbench }) => {
  const block = await kitbench.insert('counter');
  await expect(block).toContainText('Count: 0');

  await block.getByRole('button', { name: 'Add' }).click();
  await block.getByRole('button', { name: 'Add' }).click();
  await expect(block).toContainText('Count: 2');
});
