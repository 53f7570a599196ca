// Regenerates docs/screenshot.png: the example with a live Counter block inserted from the quick insert menu.
// Usage: npm run build && (vite preview on 5173) && node scripts/readme-screenshot.mjs [url] [out]
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [url = 'http://127.0.0.1:5173', out = 'docs/screenshot.png'] = process.argv.slice(2);
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 860 }, colorScheme: 'light' });
await page.goto(url);
await page.evaluate(() => localStorage.clear());
await page.reload();
await page.getByRole('textbox', { name: 'Manifest editor' }).waitFor({ state: 'attached' });
await page.getByRole('tab', { name: 'Preview' }).click();
const doc = page.getByRole('region', { name: 'Document' });
await doc.click(); // README step 4: click into the document
await page.keyboard.press('Control+/');
await page.getByRole('dialog', { name: 'Quick insert' }).waitFor();
await page.keyboard.type('count');
await page.keyboard.press('Enter');
const add = doc.getByRole('button', { name: 'Add' });
for (let i = 0; i < 3; i++) await add.click();
await doc.getByText('Count: 3').waitFor();
await page.waitForTimeout(800);
await page.screenshot({ path: out });
await browser.close();
