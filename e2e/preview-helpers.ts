import { expect, type Page } from '@playwright/test';
import { openApp } from './helpers';

/** A manifest for the preview journeys: `blocks` as given (each may carry `urlUnfurl` patterns). */
export function manifestWith(blocks: { id: string; title: string; description: string; urlUnfurl?: string[] }[]): string {
  return [
    'name: preview-journeys',
    'title: Preview Journeys',
    'description: Blocks for the preview journeys.',
    'organization: acme-docs',
    'visibility: private',
    'script: src/index.tsx',
    'scopes:',
    '  - space:content:read',
    'blocks:',
    ...blocks.flatMap((b) => [
      `  - id: ${b.id}`,
      `    title: ${b.title}`,
      `    description: ${b.description}`,
      ...(b.urlUnfurl ? ['    urlUnfurl:', ...b.urlUnfurl.map((pattern) => `      - ${pattern}`)] : []),
    ]),
    '',
  ].join('\n');
}

/**
 * Opens the app and loads an integration into it as an author would (Open manifest, then Open script), then
 * opens the Preview and waits until the script runs with `components` components (a count the example workspace's
 * script does not have, or the wait could end on the example) and the Preview shows its page.
 */
export async function loadIntegration(page: Page, manifest: string, script: string, components: number) {
  await openApp(page);
  // The example's first run ends before the files are opened: a script opened while it is still loading was seen not
  // to run at all under two busy workers (the Preview kept the example's components).
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByText(/^Script v\d+ · \d+ components?$/)).toBeVisible({ timeout: 45_000 });
  await page.getByLabel('Open manifest').setInputFiles({ name: 'service-manifest.yaml', mimeType: 'text/yaml', buffer: Buffer.from(manifest) });
  await page.getByLabel('Open script').setInputFiles({ name: 'index.tsx', mimeType: 'text/plain', buffer: Buffer.from(script) });
  await page.getByRole('tab', { name: 'Preview' }).click();
  // The first bundle of a visit starts the bundler (14 MB of wasm to compile): seconds on an idle machine, more on a busy one.
  await expect(page.getByText(new RegExp(`^Script v\\d+ · ${components} components?$`))).toBeVisible({ timeout: 45_000 });
  // a manifest with blocks gets the Document; one without, the Integration overview
  const doc = page.getByRole('region', { name: 'Document' });
  await expect(doc.or(page.getByRole('region', { name: 'Integration overview' }))).toBeVisible();
  return doc;
}

/** Puts the caret in the page's last paragraph and inserts the block whose title matches `query` with Quick insert. */
export async function quickInsert(page: Page, query: string) {
  const doc = page.getByRole('region', { name: 'Document' });
  await doc.getByRole('textbox', { name: 'Paragraph' }).last().click();
  await page.keyboard.press('Control+/');
  const dialog = page.getByRole('dialog', { name: 'Quick insert' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox').fill(query);
  await page.keyboard.press('Enter');
  return dialog;
}
