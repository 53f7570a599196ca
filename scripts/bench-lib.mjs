// Shared by the browser benches in scripts/bench/: a preview server of the production build and Chromium.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

export const root = fileURLToPath(new URL('../', import.meta.url));
export const outDir = process.env.KITBENCH_OUT ?? 'dist';

/** Serves the production build on `port`; resolves once it listens. Kill the returned process when done. */
export function startPreview(port) {
  if (!existsSync(path.resolve(root, outDir, 'index.html'))) throw new Error(`${outDir}/ has no build (run npm run build first)`);
  const server = spawn(
    `${root}node_modules/.bin/vite`,
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('vite preview did not start in 30 s')), 30_000);
    const onData = (chunk) => {
      // Its URL, not merely the port: "Port … is already in use" names it too (and another build would be measured).
      if (String(chunk).includes(`127.0.0.1:${port}/`)) {
        clearTimeout(timer);
        resolve(server);
      }
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.on('exit', (code) => reject(new Error(`vite preview exited with ${code}`)));
  });
}

/**
 * A temporary copy of a folder of the repository (e.g. a fixture), with the npm packages it names linked from
 * kitbench's own node_modules. Resolves `{ folder, remove }`.
 */
export async function copyFolder(from, packages = []) {
  const base = await mkdtemp(path.join(tmpdir(), 'kitbench-bench-'));
  const folder = path.join(base, path.basename(from));
  await cp(path.join(root, from), folder, { recursive: true });
  await mkdir(path.join(folder, 'node_modules'), { recursive: true });
  for (const name of packages) await symlink(path.join(root, 'node_modules', name), path.join(folder, 'node_modules', name), 'dir');
  return { folder, remove: () => rm(base, { recursive: true, force: true }) };
}

/**
 * `kitbench dev <folder>` from the built CLI (dist-cli/, or KITBENCH_CLI_OUT) and web build (outDir) on `port`;
 * resolves once it listens. Stop it with `child.kill('SIGINT')`.
 */
export function startDev(folder, port) {
  const cliBuild = path.resolve(root, process.env.KITBENCH_CLI_OUT ?? 'dist-cli', 'kitbench.mjs');
  const launcher = 'const { main } = await import(process.argv[1]); process.exitCode = await main(process.argv.slice(2));';
  const child = spawn(process.execPath, ['--input-type=module', '-e', launcher, cliBuild, 'dev', folder, '--port', String(port)], {
    env: { ...process.env, KITBENCH_DIST: path.resolve(root, outDir) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`kitbench dev did not start in 20 s: ${output}`)), 20_000);
    const onData = (chunk) => {
      output += chunk;
      if (output.includes(`http://127.0.0.1:${port}/`)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`kitbench dev exited with ${code}: ${output}`)));
  });
}

/** Stops a server started above: Ctrl+C, then SIGKILL if it has not exited within 5 s. */
export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Debian's Chromium when installed, Playwright's own elsewhere. */
export const chromiumPath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
export const chromiumArgs = ['--no-sandbox', '--disable-gpu'];

export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Inserts the example's Counter block with Quick insert; resolves the block's locator once it shows `Count: 0`. */
export async function insertCounter(page) {
  await page.getByRole('tab', { name: 'Preview' }).click();
  const doc = page.getByRole('region', { name: 'Document' });
  await doc.getByRole('textbox', { name: 'Paragraph' }).first().click();
  await page.keyboard.press('Control+/');
  await page.getByRole('dialog', { name: 'Quick insert' }).getByRole('combobox').fill('counter');
  await page.keyboard.press('Enter');
  const block = doc.getByRole('group', { name: 'Counter block' });
  await block.getByText('Count: 0').waitFor({ timeout: 20_000 });
  await block.evaluate((el) => el.setAttribute('data-bench', 'counter'));
  return block;
}
