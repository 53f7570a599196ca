import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './app-test';
import { copyDevProject, type DevServer, startDevServer } from './dev-server';
import { problems } from './helpers';

// Issue 20: a `service-manifest.yaml` on disk that is not text is never opened and never overwritten. The page says
// so once, in Problems, and offers no quick fix (the empty-manifest fix would write the required keys over it).
const BINARY = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00, 0x01]);

let folder: string;
let removeFolder: () => Promise<void>;
let server: DevServer;

test.beforeAll(async () => {
  ({ folder, remove: removeFolder } = await copyDevProject('binary'));
  await writeFile(join(folder, 'service-manifest.yaml'), BINARY);
  server = await startDevServer(folder);
});

test.afterAll(async () => {
  await server?.stop();
  await removeFolder?.();
});

test('a binary manifest is named as not a text file, with no fix that would overwrite it', async ({ page }) => {
  await page.goto(server.url);
  await expect(page.getByRole('status', { name: 'Dev server connection' })).toHaveText('Connected', { timeout: 30_000 });
  const list = problems(page);
  await expect(list).toContainText('service-manifest.yaml is not a text file');
  await expect(list).not.toContainText(/manifest is empty/i);
  await expect(list.getByRole('button', { name: /^Apply fix/ })).toHaveCount(0);
  expect(await readFile(join(folder, 'service-manifest.yaml'))).toEqual(BINARY);
});
