import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './app-test';
import { manifestWith, quickInsert } from './preview-helpers';

// `kitbench dev --record` (issue 22) against a local HTTP server standing in for the third party: the block shows
// the real data, the response is listed for review with its credentials redacted, and only once the author writes it
// does kitbench.mocks.ts appear in the folder; then the block keeps working with the service gone.
const repo = resolve(import.meta.dirname, '..');
const webBuild = resolve(repo, process.env.KITBENCH_OUT ?? 'dist');
const cliBuild = resolve(repo, process.env.KITBENCH_CLI_OUT ?? 'dist-cli', 'kitbench.mjs');
const port = Number(process.env.KITBENCH_DEV_PORT ?? 5195);
const url = `http://127.0.0.1:${port}/`;

let folder: string;
let dev: ChildProcess;
let api: Server;
let apiOrigin: string;
let output = '';

function startDev(): Promise<ChildProcess> {
  const launcher = 'const { main } = await import(process.argv[1]); process.exitCode = await main(process.argv.slice(2));';
  const child = spawn(process.execPath, ['--input-type=module', '-e', launcher, cliBuild, 'dev', folder, '--port', String(port), '--record', '--record-local'], {
    env: { ...process.env, KITBENCH_DIST: webBuild },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`kitbench dev did not start within 20 s:\n${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`playground  ${url}`)) {
        clearTimeout(timer);
        resolvePromise(child);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`kitbench dev exited with ${code}:\n${output}`)));
  });
}

test.beforeAll(async () => {
  api = createServer((req, res) => {
    if (req.headers.authorization !== 'Bearer live-token') {
      res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":"unauthorized"}');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'session=abc; HttpOnly' });
    res.end(JSON.stringify({ title: 'Crash on save', reporter: 'ada' }));
  });
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  folder = join(await mkdtemp(join(tmpdir(), 'kitbench-e2e-record-')), 'tracker');
  await mkdir(join(folder, 'src'), { recursive: true });
  await writeFile(join(folder, 'service-manifest.yaml'), manifestWith([{ id: 'issue', title: 'Issue', description: 'An issue from the tracker.' }]));
  await writeFile(
    join(folder, 'src/index.tsx'),
    `import { createComponent, createIntegration } from '@service/runtime';

export default createIntegration({
  components: [
    createComponent({
      componentId: 'issue',
      async render() {
        try {
          const response = await fetch('${apiOrigin}/issues/42?api_key=k-123', { headers: { Authorization: 'Bearer live-token' } });
          const issue = await response.json();
          return <block><text>Issue: {issue.title}</text></block>;
        } catch (error) {
          return <block><text>{String(error.message)}</text></block>;
        }
      },
    }),
  ],
});
`,
  );
  dev = await startDev();
});

test.afterAll(async () => {
  if (dev && dev.exitCode === null) {
    const exited = new Promise((done) => dev.once('exit', done));
    dev.kill('SIGINT');
    await exited;
  }
  if (api.listening) {
    api.closeAllConnections();
    await new Promise((done) => api.close(done));
  }
  await rm(resolve(folder, '..'), { recursive: true, force: true });
});

test('record mode keeps a real response, redacted, for review; written, it answers once the service is gone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(url);
  await expect(page.getByRole('status', { name: 'Dev server connection' })).toHaveText('Connected', { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Preview' }).click();
  await quickInsert(page, 'Issue');
  const block = page.getByRole('region', { name: 'Document' }).getByRole('group', { name: 'Issue block' });
  // The real service answered through kitbench dev.
  await expect(block).toContainText('Issue: Crash on save', { timeout: 15_000 });

  await page.getByRole('tab', { name: 'Network' }).click();
  const network = page.getByRole('region', { name: 'Network' });
  await expect(network.getByText('Recording', { exact: true })).toBeVisible();
  await network.getByRole('button', { name: /Review recordings \(\d+\)/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Review recordings' });
  const recordings = dialog.getByRole('list', { name: 'Recordings' }).getByRole('listitem');
  const recording = recordings.filter({ hasText: `${apiOrigin}/issues/42?api_key=REDACTED` }).first();
  await expect(recording).toContainText('request header authorization');
  await expect(recording).toContainText('query parameter api_key');
  await expect(recording).toContainText('response header set-cookie');
  await expect(recording).toContainText('Crash on save');
  await expect(dialog).not.toContainText('k-123');
  // Nothing is written before the author chooses to.
  await expect(readFile(join(folder, 'kitbench.mocks.ts'), 'utf8')).rejects.toThrow();
  // Keep only this one (a re-render may have recorded it more than once: the last of a URL wins anyway).
  await dialog.getByRole('button', { name: /Write \d+ mocks? to kitbench\.mocks\.ts/ }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(() => readFile(join(folder, 'kitbench.mocks.ts'), 'utf8').catch(() => ''), { timeout: 10_000 }).toContain(`http.get('${apiOrigin}/issues/42'`);
  const written = await readFile(join(folder, 'kitbench.mocks.ts'), 'utf8');
  expect(written).toContain('"title": "Crash on save"');
  expect(written).not.toMatch(/live-token|k-123|session=abc/);
  expect(output).not.toContain('k-123');

  // The service goes away; the mock answers in the sandbox and Network says so.
  api.closeAllConnections();
  await new Promise((done) => api.close(done));
  await page.getByRole('tab', { name: 'Preview' }).click();
  await quickInsert(page, 'Issue');
  await expect(page.getByRole('region', { name: 'Document' }).getByRole('group', { name: 'Issue block' }).last()).toContainText('Issue: Crash on save');
  await page.getByRole('tab', { name: 'Network' }).click();
  await expect(network.getByRole('list', { name: 'Requests' }).getByRole('button').filter({ hasText: 'mocked' }).first()).toBeVisible();
});
