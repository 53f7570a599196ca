import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './app-test';

// Issue 20 under `kitbench dev`: the folder's secrets files stay on disk. The page never gets them (so no share link,
// workspace file or export can carry them), Share names what it leaves out, and the one `.env` value the manifest's
// secrets name fills the Environment panel, masked. The server runs on a port of its own (--port 0).
const repo = resolve(import.meta.dirname, '..');
const webBuild = resolve(repo, process.env.KITBENCH_OUT ?? 'dist');
const cliBuild = resolve(repo, process.env.KITBENCH_CLI_OUT ?? 'dist-cli', 'kitbench.mjs');
const SECRET = 'sk_live_never_leaves_disk';

let folder: string;
let server: ChildProcess;
let url = '';

test.beforeAll(async () => {
  folder = join(await mkdtemp(join(tmpdir(), 'kitbench-e2e-secrets-')), 'dev-project');
  await cp(resolve(repo, 'e2e/fixtures/dev-project'), folder, { recursive: true });
  await mkdir(join(folder, 'node_modules'));
  await symlink(resolve(repo, 'node_modules/itty-router'), join(folder, 'node_modules/itty-router'), 'dir');
  await writeFile(join(folder, '.env'), `API_KEY=${SECRET}\nOTHER=${SECRET}-other\n`);
  await writeFile(join(folder, '.npmrc'), `//registry.npmjs.org/:_authToken=${SECRET}\n`);
  const manifest = await readFile(join(folder, 'service-manifest.yaml'), 'utf8');
  await writeFile(join(folder, 'service-manifest.yaml'), `${manifest}secrets:\n  API_KEY: \${{ env.API_KEY }}\n`);
  const launcher = 'const { main } = await import(process.argv[1]); process.exitCode = await main(process.argv.slice(2));';
  server = spawn(process.execPath, ['--input-type=module', '-e', launcher, cliBuild, 'dev', folder, '--port', '0'], {
    env: { ...process.env, KITBENCH_DIST: webBuild },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  url = await new Promise<string>((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`kitbench dev did not start within 20 s:\n${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /playground {2}(http:\/\/\S+)/.exec(output);
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
