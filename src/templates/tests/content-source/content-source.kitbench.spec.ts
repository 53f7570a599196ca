import { expect, test } from 'kitbench/playwright';

test('the configuration screen configures the source, and Compute revision lists its pages', async ({ kitbench }) => {
  const page = kitbench.page;
  await page.getByRole('tab', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Configuration screen' }).click();
  const item = page.getByRole('list', { name: 'Content sources of the manifest' }).getByRole('listitem', { name: 'Glossary' });
  await item.getByRole('button', { name: 'Configure Glossary' }).click();

  const screen = item.getByRole('region', { name: 'Glossary configuration' });
  await screen.getByRole('textbox', { name: 'Terms' }).fill('Webhook, Content source');
  await screen.getByRole('button', { name: 'Continue' }).click();

  const configured = item.getByRole('region', { name: 'Glossary configured' });
  await expect(configured.getByRole('figure', { name: 'Returned props' })).toContainText('"terms": "Webhook, Content source"');
  await configured.getByRole('button', { name: 'Compute revision' }).click();
  await expect(configured.getByRole('region', { name: 'Revision result' })).toContainText('Content source');
});
