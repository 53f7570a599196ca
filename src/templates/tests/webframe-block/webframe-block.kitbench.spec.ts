import { expect, test } from 'kitbench/playwright';

test('the frame draws the steps, and Add step draws one more', async ({ kitbench }) => {
  const block = await kitbench.insert('flow');
  const steps = block.frameLocator('iframe').getByRole('list', { name: 'Flow' }).getByRole('listitem');
  await expect(steps).toHaveText(['Draft', 'Review', 'Publish']);

  await block.getByRole('button', { name: 'Add step' }).click();
  await expect(steps).toHaveText(['Draft', 'Review', 'Publish', 'Step 4']);
});
