import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './app-test';
import { copyDevProject, type DevServer, startDevServer } from './dev-server';

// Issue 20 under `kitbench dev`: the folder's secrets files stay on disk. The page never gets them (so no share link,
// workspace file or export can carry them), Share names what it leaves out, and the one `.env` value the manifest's
// secrets name fills the Environment panel, masked. The server runs on a port of its own (--port 0).
const SECRET = 'sk_live_never_leaves_disk';

let folder: string;
let removeFolder: () => Promise<void>;
let server: DevServer;
let url = '';

test.beforeAll(async () => {
  ({ folder, remove: removeFolder } = await copyDevProject('secrets'));
  await writeFile(join(folder, '.env'), `API_KEY=${SECRET}\nOTHER=${SECRET}-other\n`);
  await writeFile(join(folder, '.npmrc'), `//registry.npmjs.org/:_authToken=${SECRET}\n`);
  const manifest = await readFile(join(folder, 'service-manifest.yaml'), 'utf8');
  await writeFile(join(folder, 'service-manifest.yaml'), `${manifest}secrets:\n  API_KEY: \${{ env.API_KEY }}\n`);
  server = await startDevServer(folder);
  url = server.url;
});

test.afterAll(async () => {
  await server?.stop();
  await removeFolder?.();
});

test('secrets files stay on disk: Share names them, the Environment panel has the value the manifest names, masked', async ({ page }) => {
  const project = await (await fetch(`${url}__kitbench/project`)).text();
  expect(project).not.toContain(`${SECRET}-other`);
  expect(project).not.toContain('_authToken');

  await page.goto(url);
  await expect(page.getByRole('status', { name: 'Dev server connection' })).toHaveText('Connected', { timeout: 30_000 });

  await page.getByRole('button', { name: /^Workspace:/ }).click();
  const menu = page.getByRole('region', { name: 'Workspace menu' });
  await expect(menu.getByText('Secrets files left out: .env, .npmrc.')).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Download .env' })).toHaveCount(0);
  await menu.getByRole('button', { name: 'Share link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share workspace' });
  await expect(dialog.getByText('Secrets files left out: .env, .npmrc.')).toBeVisible();
  const link = dialog.getByLabel('Share link');
  if (await link.count()) expect(await link.inputValue()).not.toContain(SECRET);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Installation' }).click();
  const value = page.getByLabel('Value of API_KEY');
  await expect(value).toHaveAttribute('type', 'password');
  await expect(value).toHaveValue(SECRET);
  await expect(page.getByLabel('Value of OTHER')).toHaveCount(0);
});
