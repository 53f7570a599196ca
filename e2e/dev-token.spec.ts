import { expect, test } from './app-test';
import { copyDevProject, type DevServer, startDevServer } from './dev-server';

// Issue 20: `kitbench dev --host 0.0.0.0` serves the folder beyond this machine, so it asks for a token. Without it
// the page is refused; with the printed address the whole playground works (the app, its event stream, the mocked
// platform's service worker, the preview), the token kept in a cookie and out of the address bar.
let removeFolder: () => Promise<void>;
let server: DevServer;
let here = '';

test.beforeAll(async () => {
  const copy = await copyDevProject('token');
  removeFolder = copy.remove;
  server = await startDevServer(copy.folder, { args: ['--host', '0.0.0.0'], ready: /here {8}(http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+)/ });
  here = server.url;
});

test.afterAll(async () => {
  await server?.stop();
  await removeFolder?.();
});

test('on 0.0.0.0 the page needs the printed token; with it the playground runs as usual', async ({ page }) => {
  expect(server.output()).toContain('0.0.0.0 is reachable from other machines');
  const bare = here.replace(/\?token=.*$/, '');
  await page.goto(bare);
  await expect(page.getByText(/asks for its token: open the address kitbench dev printed/)).toBeVisible();

  await page.goto(here);
  await expect(page).toHaveURL(bare);
  await expect(page.getByRole('status', { name: 'Dev server connection' })).toHaveText('Connected', { timeout: 30_000 });
  // The preview needs the mocked platform's service worker and the folder's bundle: both came through.
  await page.getByRole('tab', { name: 'Preview' }).click();
  const doc = page.getByRole('region', { name: 'Document' });
  await doc.getByRole('textbox', { name: 'Paragraph' }).first().click();
  await page.keyboard.press('Control+/');
  const dialog = page.getByRole('dialog', { name: 'Quick insert' });
  await dialog.getByRole('combobox').fill('Greeter');
  await page.keyboard.press('Enter');
  await expect(doc.getByRole('group', { name: 'Greeter block' })).toContainText('Routed to Ada', { timeout: 20_000 });
});
