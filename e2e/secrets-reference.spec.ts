import { readFileSync } from 'node:fs';
import { expect, test } from './app-test';
import { openApp } from './helpers';

// Secrets named by 1Password reference, as published integrations (figma, linear) name their OAuth client: the
// Environment panel says which have no value, and a variable of the secret's own name gives it one (offline).
const fixture = (path: string) => readFileSync(new URL(`../src/testing/__fixtures__/by-reference/${path}`, import.meta.url), 'utf8');

test('a secret named by 1Password reference takes the variable of its own name from the Environment panel', async ({ page }) => {
  await openApp(page);
  const manifest = fixture('service-manifest.yaml').replace('script: src/index.js', 'script: src/index.tsx');
  await page.getByLabel('Open manifest').setInputFiles({ name: 'service-manifest.yaml', mimeType: 'text/yaml', buffer: Buffer.from(manifest) });
  await page.getByLabel('Open script').setInputFiles({ name: 'index.tsx', mimeType: 'text/plain', buffer: Buffer.from(fixture('src/index.js')) });
  await page.getByRole('tab', { name: 'Installation' }).click();
  const variables = page.getByRole('region', { name: 'Environment variables' });
  // the example workspace comes with CLIENT_ID and CLIENT_SECRET set: start without them
  await variables.getByRole('button', { name: 'Remove CLIENT_ID' }).click();
  await variables.getByRole('button', { name: 'Remove CLIENT_SECRET' }).click();
  await expect(variables).toContainText("The manifest's secrets need CLIENT_ID, CLIENT_SECRET, SKETCH_API_BASE: not set.");
  await expect(variables).toContainText("CLIENT_ID, CLIENT_SECRET: a 1Password reference, which only the platform's CLI reads. Add a variable of the same name");

  await variables.getByLabel('Variable name').fill('CLIENT_ID');
  await variables.getByLabel('Variable value').fill('sketch-client');
  await variables.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(variables).toContainText("The manifest's secrets need CLIENT_SECRET, SKETCH_API_BASE: not set.");
  await expect(variables).toContainText("CLIENT_SECRET: a 1Password reference");
  await expect(variables).not.toContainText('CLIENT_ID, CLIENT_SECRET: a 1Password reference');

  // The note's names are buttons: one click fills the name in, and the keys go to the value.
  await variables.getByRole('button', { name: 'Set CLIENT_SECRET' }).click();
  await expect(variables.getByLabel('Variable name')).toHaveValue('CLIENT_SECRET');
  await expect(variables.getByLabel('Variable value')).toBeFocused();
  await page.keyboard.type('sketch-secret');
  await page.keyboard.press('Enter');
  await expect(variables).toContainText("The manifest's secrets need SKETCH_API_BASE: not set.");
  await expect(variables).not.toContainText('a 1Password reference');

  await page.getByRole('checkbox', { name: 'Reveal secrets' }).check();
  const inspector = page.getByRole('region', { name: 'Environment inspector' });
  await expect(inspector).toContainText('"CLIENT_ID": "sketch-client"');
  await expect(inspector).toContainText('"CLIENT_SECRET": "sketch-secret"');
});
