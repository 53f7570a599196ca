import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './app-test';

// Issue 20: `kitbench dev --host 0.0.0.0` serves the folder beyond this machine, so it asks for a token. Without it
// the page is refused; with the printed address the whole playground works (the app, its event stream, the mocked
// platform's service worker, the preview), the token kept in a cookie and out of the address bar.
const repo = resolve(import.meta.dirname, '..');
const webBuild = resolve(repo, process.env.KITBENCH_OUT ?? 'dist');
const cliBuild = resolve(repo, process.env.KITBENCH_CLI_OUT ?? 'dist-cli', 'kitbench.mjs');

let folder: string;
let server: ChildProcess;
let here = '';
let output = '';

test.beforeAll(async () => {
  folder = join(await mkdtemp(join(tmpdir(), 'kitbench-e2e-token-')), 'dev-project');
  await cp(resolve(repo, 'e2e/fixtures/dev-project'), folder, { recursive: true });
  await mkdir(join(folder, 'node_modules'));
  await symlink(resolve(repo, 'node_modules/itty-router'), join(folder, 'node_modules/itty-router'), 'dir');
  const launcher = 'const { main } = await import(process.argv[1]); process.exitCode = await main(process.argv.slice(2));';
  server = spawn(process.execPath, ['--input-type=module', '-e', launcher, cliBuild, 'dev', folder, '--port', '0', '--host', '0.0.0.0'], {
    env: { ...process.env, KITBENCH_DIST: webBuild },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  here = await new Promise<string>((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`kitbench dev did not start within 20 s:\n${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /here {8}(http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolvePromise(found[1]);
      }
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', read);
  });
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGINT');
    await exited;
  }
  await rm(resolve(folder, '..'), { recursive: true, force: true });
});

test('on 0.0.0.0 the page needs the printed token; with it the playground runs as usual', async ({ page }) => {
  expect(output).toContain('0.0.0.0 is reachable from other machines');
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
