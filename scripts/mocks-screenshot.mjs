// Regenerates the README's mocks screenshots (issue 22): docs/mocks-dialog.png (a failed fetch turned into a mock
// in the Network panel) and docs/mocks.png (the block rendering the mocked data, kitbench.mocks.ts in the editor).
// Usage: npm run build && (vite preview on 5173) && node scripts/mocks-screenshot.mjs [url]
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [url = 'http://127.0.0.1:5173'] = process.argv.slice(2);
const API = 'https://api.tracker.example/issues/42';
const manifest = `name: tracker
title: Tracker
description: Shows an issue from the tracker in the page.
organization: acme-docs
visibility: private
script: src/index.tsx
scopes:
  - space:content:read
blocks:
  - id: issue
    title: Tracker issue
    description: An issue with its status.
`;
const script = `import { createComponent, createIntegration } from '@service/runtime';

const issue = createComponent({
  componentId: 'issue',
  async render() {
    try {
      const response = await fetch('${API}');
      const data = await response.json();
      return (
        <block>
          <text style="bold">#{data.id} {data.title}</text>
          <text>Status: {data.status} · assigned to {data.assignee}</text>
        </block>
      );
    } catch (error) {
      return <block><text>{String(error.message)}</text></block>;
    }
  },
});

export default createIntegration({ components: [issue] });
`;

const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1440, height: 860 }, colorScheme: 'light' });
await context.route('https://api.tracker.example/**', (route) => route.abort('internetdisconnected'));
await context.grantPermissions(['clipboard-read', 'clipboard-write']);
const page = await context.newPage();
await page.goto(url);
await page.evaluate(() => localStorage.clear());
await page.reload();
await page.getByRole('textbox', { name: 'Manifest editor' }).waitFor({ state: 'attached' });
await page.getByLabel('Open manifest').setInputFiles({ name: 'service-manifest.yaml', mimeType: 'text/yaml', buffer: Buffer.from(manifest) });
await page.getByLabel('Open script').setInputFiles({ name: 'index.tsx', mimeType: 'text/plain', buffer: Buffer.from(script) });
const dismiss = page.getByRole('button', { name: 'Dismiss' });
if (await dismiss.isVisible()) await dismiss.click();
await page.getByRole('tab', { name: 'Preview' }).click();
const doc = page.getByRole('region', { name: 'Document' });
await page.getByText(/^Script v\d+ · 1 component$/).waitFor({ timeout: 20_000 });
await doc.getByRole('textbox', { name: 'Paragraph' }).last().click();
await page.keyboard.press('Control+/');
await page.getByRole('dialog', { name: 'Quick insert' }).getByRole('combobox').fill('Tracker issue');
await page.keyboard.press('Enter');
await doc.getByText(/fetch failed/).waitFor();

await page.getByRole('tab', { name: 'Network' }).click();
const network = page.getByRole('region', { name: 'Network' });
await network.getByRole('list', { name: 'Requests' }).getByRole('button').filter({ hasText: API }).first().click();
await network.getByRole('button', { name: 'Mock this response' }).click();
const dialog = page.getByRole('dialog', { name: 'Mock this response' });
const body = dialog.getByRole('textbox', { name: 'Mock response body' });
await body.waitFor({ state: 'attached' });
// Pasted, as an author pastes a sample of the service's answer from its documentation.
const sample = '{\n  "id": 42,\n  "title": "Crash when saving a draft",\n  "status": "In progress",\n  "assignee": "Ada"\n}';
await page.evaluate((text) => navigator.clipboard.writeText(text), sample);
await body.focus();
await page.keyboard.press('ControlOrMeta+A');
await page.keyboard.press('ControlOrMeta+V');
await page.waitForTimeout(500);
await page.screenshot({ path: 'docs/mocks-dialog.png' });
await dialog.getByRole('button', { name: 'Save mock' }).click();

await page.getByRole('tab', { name: 'Preview' }).click();
await doc.getByText('Status: In progress · assigned to Ada').waitFor();
await page.getByRole('tree', { name: /files/i }).getByText('kitbench.mocks.ts').click().catch(() => undefined);
await page.waitForTimeout(1200);
await page.screenshot({ path: 'docs/mocks.png' });
await browser.close();
