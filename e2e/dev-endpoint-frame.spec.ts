import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './app-test';

// `kitbench dev` on e2e/fixtures/endpoint-frame: the frame served by the integration's own fetch handler works the
// same as in the plain playground (kitbench's service worker is in the build kitbench dev serves). Runs the shared
// builds (dist/, dist-cli/) or KITBENCH_OUT / KITBENCH_CLI_OUT, on KITBENCH_DEV_PORT.
const repo = resolve(import.meta.dirname, '..');
const webBuild = resolve(repo, process.env.KITBENCH_OUT ?? 'dist');
const cliBuild = resolve(repo, process.env.KITBENCH_CLI_OUT ?? 'dist-cli', 'kitbench.mjs');
const port = Number(process.env.KITBENCH_DEV_PORT ?? 5195);
const url = `http://127.0.0.1:${port}/`;

let folder: string;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  folder = join(await mkdtemp(join(tmpdir(), 'kitbench-e2e-frame-')), 'endpoint-frame');
  await cp(resolve(repo, 'e2e/fixtures/endpoint-frame'), folder, { recursive: true });
  const launcher = 'const { main } = await import(process.argv[1]); process.exitCode = await main(process.argv.slice(2));';
  const child = spawn(process.execPath, ['--input-type=module', '-e', launcher, cliBuild, 'dev', folder, '--port', String(port)], {
    env: { ...process.env, KITBENCH_DIST: webBuild },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  let output = '';
  await new Promise<void>((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`kitbench dev did not start within 20 s:\n${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`playground  ${url}`)) {
        clearTimeout(timer);
        resolvePromise();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`kitbench dev exited with ${code}:\n${output}`)));
  });
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server!.once('exit', done));
    server.kill('SIGINT');
    await exited;
  }
  await rm(resolve(folder, '..'), { recursive: true, force: true });
});

test("under kitbench dev, a webframe on the integration's own endpoint is served by its fetch handler and talks to the block", async ({ page }) => {
  await page.goto(url);
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
