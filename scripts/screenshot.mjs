// Takes a screenshot of the running app: `node scripts/screenshot.mjs <url> <out.png> [light|dark] [tab]`.
// Used to look at what we build and for the README image.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [url = 'http://127.0.0.1:5173', out = 'screenshot.png', scheme = 'light', tab] = process.argv.slice(2);
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, colorScheme: scheme });
page.on('console', (msg) => {
  if (msg.type() === 'error') console.error('console:', msg.text());
});
page.on('pageerror', (error) => console.error('pageerror:', error.message));
await page.goto(url);
await page.getByRole('textbox', { name: 'Manifest editor' }).waitFor({ state: 'attached', timeout: 20_000 });
if (tab) await page.getByRole('tab', { name: tab }).click();
await page.waitForTimeout(1500);
await page.screenshot({ path: out });
await browser.close();
