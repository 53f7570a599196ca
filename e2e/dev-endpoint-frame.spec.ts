import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './app-test';
import { type DevServer, startDevServer } from './dev-server';

// `kitbench dev` on e2e/fixtures/endpoint-frame: the frame served by the integration's own fetch handler works the
// same as in the plain playground (kitbench's service worker is in the build kitbench dev serves).
const repo = resolve(import.meta.dirname, '..');

let folder: string;
let server: DevServer | undefined;

test.beforeAll(async () => {
  folder = join(await mkdtemp(join(tmpdir(), 'kitbench-e2e-frame-')), 'endpoint-frame');
  await cp(resolve(repo, 'e2e/fixtures/endpoint-frame'), folder, { recursive: true });
  server = await startDevServer(folder);
});

test.afterAll(async () => {
  await server?.stop();
  await rm(resolve(folder, '..'), { recursive: true, force: true });
});

test("under kitbench dev, a webframe on the integration's own endpoint is served by its fetch handler and talks to the block", async ({ page }) => {
  await page.goto(server!.url);
  await expect(page.getByRole('status', { name: 'Dev server connection' })).toHaveText('Connected', { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Preview' }).click();
  const doc = page.getByRole('region', { name: 'Document' });
  await doc.getByRole('textbox', { name: 'Paragraph' }).first().click();
  await page.keyboard.press('Control+/');
  const dialog = page.getByRole('dialog', { name: 'Quick insert' });
  await dialog.getByRole('combobox').fill('Diagram');
  await page.keyboard.press('Enter');
  const block = doc.getByRole('group', { name: 'Diagram block' });
  const frame = block.getByTitle('Web frame').contentFrame();
  await expect(frame.getByText('Image loaded: 64x32')).toBeVisible({ timeout: 20_000 });
  await expect(frame.getByText('Ping: from the fetch handler (inline script ran)')).toBeVisible();
  await expect(frame.getByText('Greeting: Hi frame')).toBeVisible();
  await frame.getByRole('button', { name: 'Send to block' }).click();
  await expect(block.getByText('The frame said: hello from the frame')).toBeVisible();
});
