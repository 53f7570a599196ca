import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './app-test';
import { startDevServer } from './dev-server';

// A content source's configuration component (contentSources[].configuration.componentId), on the Preview's
// Configuration screen: `kitbench dev` on a fresh copy of e2e/fixtures/real-style/space-translate (several files,
// @gitbook/runtime imports), as its author would open it.
const repo = resolve(import.meta.dirname, '..');

async function serve(name: string) {
  const root = await mkdtemp(join(tmpdir(), `kitbench-e2e-source-${name}-`));
  const folder = join(root, name);
  await cp(resolve(repo, 'e2e/fixtures/real-style', name), folder, { recursive: true });
  await mkdir(join(folder, 'node_modules'));
  await symlink(resolve(repo, 'node_modules/itty-router'), join(folder, 'node_modules/itty-router'), 'dir');
  const server = await startDevServer(folder);
  return {
    url: server.url,
    async close() {
      await server.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}

test("a content source's configuration component: opened from the Configuration screen, filled, it completes with { props, dependencies }, and Compute revision fires content_compute_revision with them", async ({ page }) => {
  const server = await serve('space-translate');
  try {
    await page.goto(server.url);
    await expect(page.getByRole('status', { name: 'Dev server connection' })).toHaveText('Connected', { timeout: 30_000 });
    await expect(page.getByLabel('Script status')).toContainText('Running', { timeout: 30_000 });
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.getByRole('button', { name: 'Configuration screen' }).click();

    const sources = page.getByRole('list', { name: 'Content sources of the manifest' });
    const item = sources.getByRole('listitem', { name: 'Translate a space' });
    await expect(item).toContainText("Translate a space's pages");
    await expect(item).toContainText('configured by configure-source');
    await item.getByRole('button', { name: 'Configure Translate a space' }).click();

    // rendered with the platform's props: it reads context.environment.installation, so no error box
    const screen = item.getByRole('region', { name: 'Translate a space configuration' });
    const submit = screen.getByRole('button', { name: 'Continue' });
    await expect(submit).toBeDisabled();
    await screen.getByRole('combobox', { name: 'Original space' }).selectOption({ label: 'This space' });
    await expect(submit).toBeEnabled();
    await screen.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Japanese' });
    await screen.getByRole('textbox', { name: 'Instruction' }).fill('Keep product names in English.');
    await submit.click();

    const configured = item.getByRole('region', { name: 'Translate a space configured' });
    await expect(configured.getByRole('status')).toContainText('Source configured');
    await expect(configured.getByRole('figure', { name: 'Returned props' })).toContainText('"language": "ja"');
    await expect(configured.getByRole('figure', { name: 'Returned props' })).toContainText('"instruction": "Keep product names in English."');
    await expect(configured.getByRole('figure', { name: 'Returned dependencies' })).toContainText('"kind": "space"');

    await configured.getByRole('button', { name: 'Compute revision' }).click();
    const result = configured.getByRole('region', { name: 'Revision result' });
    await expect(result).toContainText('content_compute_revision');
    // getRevision ran with the resolved space dependency: it read that space's current revision and translated it
    await expect(result).toContainText('[ja] ');

    // the same dispatch is in the Events panel's history
    await page.getByRole('tab', { name: 'Events' }).click();
    await expect(page.getByRole('region', { name: 'Dispatch result' })).toContainText('Result · content_compute_revision');

    // and the screen can be opened again for a new source
    await page.getByRole('tab', { name: 'Preview' }).click();
    await item.getByRole('button', { name: 'Configure again' }).click();
    await expect(item.getByRole('region', { name: 'Translate a space configuration' }).getByRole('button', { name: 'Continue' })).toBeDisabled();
  } finally {
    await server.close();
  }
});
