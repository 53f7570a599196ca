// Shared by the browser benches in scripts/bench/: a preview server of the production build and Chromium.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

export const root = fileURLToPath(new URL('../', import.meta.url));
export const outDir = process.env.KITBENCH_OUT ?? 'dist';

/** Serves the production build on `port`; resolves once it listens. Kill the returned process when done. */
export function startPreview(port) {
  if (!existsSync(`${root}${outDir}/index.html`)) throw new Error(`${outDir}/ has no build (run npm run build first)`);
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
