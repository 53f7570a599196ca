import { expect, type Page, test } from './app-test';
import { openApp, replaceEditorText, scriptEditor } from './helpers';

/** Replaces the script and opens the Console; returns its lines. */
async function runScript(page: Page, script: string) {
  await openApp(page);
  await replaceEditorText(page, scriptEditor(page), script);
  await page.getByRole('tab', { name: 'Console' }).click();
  return page.getByRole('region', { name: 'Console' }).getByRole('listitem');
}

test("a worker the script starts has no network: its fetch, XHR, WebSocket and importScripts are refused, and the Console says so; the script cannot fetch the app or another port on this machine, and is told why", async ({ page, baseURL }) => {
  // Without the sandbox's CSP each of these would reach the app's own server (no-cors fetch, a classic script).
  const target = `${baseURL}/favicon.svg`;
  const nested = `
    const attempt = (name, run) => run().then(() => name + ' reached', (error) => name + ' blocked');
    Promise.all([
      attempt('fetch', () => fetch(${JSON.stringify(target)}, { mode: 'no-cors' })),
      attempt('xhr', () => new Promise((resolve, reject) => { const x = new XMLHttpRequest(); x.onload = resolve; x.onerror = reject; x.open('GET', ${JSON.stringify(target)}); x.send(); })),
      attempt('websocket', () => new Promise((resolve, reject) => { const w = new WebSocket(${JSON.stringify(target.replace(/^http/, 'ws'))}); w.onopen = resolve; w.onerror = reject; })),
      attempt('importScripts', () => new Promise((resolve) => { importScripts('data:text/javascript,void 0'); resolve(); })),
    ]).then((results) => postMessage(results.join(', ')));
  `;
  const lines = await runScript(
    page,
    `import { createIntegration } from '@service/runtime';

const worker = new Worker(URL.createObjectURL(new Blob([${JSON.stringify(nested)}], { type: 'text/javascript' })));
worker.onmessage = (event) => console.log('nested worker:', event.data);
// A data: worker too (the sandbox allows data: workers: the script's own worker is one, for Web Crypto).
const inline = new Worker('data:text/javascript,' + encodeURIComponent(${JSON.stringify(nested.replaceAll('favicon.svg', 'from-data-worker.svg'))}));
inline.onmessage = (event) => console.log('data worker:', event.data);
// The native fetch behind the bridged one is refused as well.
const native = Object.getPrototypeOf(globalThis).fetch ?? WorkerGlobalScope.prototype.fetch;
native.call(globalThis, ${JSON.stringify(target)}, { mode: 'no-cors' }).then(() => console.log('native fetch reached'), () => console.log('native fetch blocked'));

export default createIntegration({});
`,
  );
  await expect(lines.filter({ hasText: 'nested worker:' })).toHaveText(/fetch blocked, xhr blocked, websocket blocked, importScripts blocked/, { timeout: 20_000 });
  // The attempts themselves are in the Console, named by the CSP directive that stopped them.
  await expect(lines.filter({ hasText: `The sandbox blocked a worker started by the script from reaching ${baseURL}` }).first()).toContainText('connect-src');
  await expect(lines.filter({ hasText: 'nested worker:' })).not.toContainText('reached');
  await expect(lines.filter({ hasText: 'data worker:' })).toHaveText(/fetch blocked, xhr blocked, websocket blocked, importScripts blocked/);
  await expect(lines.filter({ hasText: `The sandbox blocked a worker started by the script from reaching ${baseURL}/from-data-worker.svg` }).first()).toContainText('connect-src');
  await expect(lines.filter({ hasText: 'native fetch blocked' })).toHaveCount(1);
  await expect(lines.filter({ hasText: `The sandbox blocked the script from reaching ${baseURL}` }).first()).toContainText('connect-src');

  await test.step('the script cannot fetch the app or another port on this machine, and is told why', async () => {
    await replaceEditorText(
      page,
      scriptEditor(page),
      `import { createIntegration } from '@service/runtime';

for (const url of [${JSON.stringify(`${baseURL}/index.html`)}, 'http://127.0.0.1:9/', 'http://localhost:22/']) {
  fetch(url).then(() => console.log('reached', url), (error) => console.log('refused', url, String(error)));
}

export default createIntegration({});
`,
    );
    await expect(lines.filter({ hasText: `refused ${baseURL}/index.html` })).toContainText('may not fetch the playground itself', { timeout: 20_000 });
    await expect(lines.filter({ hasText: 'refused http://127.0.0.1:9/' })).toContainText('addresses on this machine');
    await expect(lines.filter({ hasText: 'refused http://localhost:22/' })).toContainText('addresses on this machine');
    await expect(lines.filter({ hasText: 'reached' })).toHaveCount(0);
  });
});

test('a line logged just before an endless loop is shown, and the loop is stopped; a flood of a million log lines keeps its first lines, says how many were dropped, and is not taken for an endless loop', async ({ page }) => {
  const lines = await runScript(
    page,
    `import { createIntegration } from '@service/runtime';

console.log('about to spin forever');
while (true) {}

export default createIntegration({});
`,
  );
  await expect(lines.filter({ hasText: 'about to spin forever' })).toHaveCount(1, { timeout: 20_000 });
  await expect(lines.filter({ hasText: 'did not finish within 2 s' }).first()).toContainText('endless loop');

  await test.step('a flood of a million log lines, after the loop was stopped and the Console cleared', async () => {
    await page.getByRole('region', { name: 'Console' }).getByRole('button', { name: 'Clear console' }).click();
    await expect(lines).toHaveCount(0);
    await replaceEditorText(
      page,
      scriptEditor(page),
      `import { createIntegration } from '@service/runtime';

for (let i = 0; i < 1_000_000; i++) console.log('flood', i);

export default createIntegration({});
`,
    );
    // One summary line once the loop is over, not one per batch.
    await expect(lines.filter({ hasText: /lines dropped/ })).toHaveText(/\d{6} lines dropped/, { timeout: 20_000 });
    await expect(lines.filter({ hasText: /flood 0(?!\d)/ })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Console' }).getByText('Script running', { exact: true })).toBeVisible();
    await expect(lines.filter({ hasText: 'did not finish' })).toHaveCount(0);
  });
});

test('a result that cannot be copied out of the sandbox is reported as what it is, not as a time-out', async ({ page }) => {
  await runScript(
    page,
    `import { createIntegration } from '@service/runtime';

export default createIntegration({
  events: {
    space_view: async () => {
      const node = { type: 'box', children: [] };
      node.children.push(node);
      return node;
    },
  },
});
`,
  );
  await page.getByRole('tab', { name: 'Events' }).click();
  const events = page.getByRole('region', { name: 'Events' });
  await events.getByLabel('Event', { exact: true }).fill('space_view');
  const result = events.getByRole('region', { name: 'Dispatch result' });
  // The script reloads after a short debounce: dispatch until this version answers.
  await expect(async () => {
    await events.getByRole('button', { name: 'Dispatch', exact: true }).click();
    await expect(result).toContainText('could not be copied to the playground', { timeout: 1500 });
  }).toPass({ timeout: 15_000 });
  await expect(result).toContainText('circular');
  await expect(result).not.toContainText('still waiting');
});
