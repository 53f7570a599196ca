import { readFileSync } from 'node:fs';
import { expect, test } from './app-test';
import { loadIntegration, quickInsert } from './preview-helpers';

// A diagram frame served by the integration's own fetch handler (e2e/fixtures/endpoint-frame).
const fixture = new URL('./fixtures/endpoint-frame/', import.meta.url);
const manifest = readFileSync(new URL('service-manifest.yaml', fixture), 'utf8').replace('script: src/index.js', 'script: src/index.tsx');
const script = readFileSync(new URL('src/index.js', fixture), 'utf8');
const CONTENT = 'https://content.kitbench.local/integrations/endpoint-frame';

test("a webframe on the integration's own endpoint is served by its fetch handler, loads its image, resizes and updates the block", async ({ page, baseURL }) => {
  const doc = await loadIntegration(page, manifest, script, 2);
  await quickInsert(page, 'Diagram');
  const block = doc.getByRole('group', { name: 'Diagram block' });
  const iframe = block.getByTitle('Web frame');
  const frame = iframe.contentFrame();

  // The page, its stylesheet, script and image all came from the fetch handler.
  await expect(frame.getByRole('heading', { name: 'Diagram renderer' })).toBeVisible({ timeout: 20_000 });
  await expect(frame.getByRole('heading', { name: 'Diagram renderer' })).toHaveCSS('color', 'rgb(37, 99, 235)');
  await expect(frame.getByText('Image loaded: 64x32')).toBeVisible();
  await expect(frame.getByRole('img', { name: 'Endpoint logo' })).toBeVisible();
  // Images its script adds later come from the handler too.
  await expect(frame.getByText('Badge loaded: 16')).toBeVisible();
  await expect(frame.getByRole('img', { name: 'Markup badge' })).toHaveJSProperty('naturalWidth', 16);
  // Its own fetch() to the endpoint reaches the handler too; inline scripts run (the frame's own policy).
  await expect(frame.getByText('Ping: from the fetch handler (inline script ran)')).toBeVisible();
  await expect(frame.getByText('XHR: 200 from the fetch handler')).toBeVisible();
  // @webframe.ready got the block's data; @webframe.resize set the height.
  await expect(frame.getByText('Greeting: Hi frame')).toBeVisible();
  await expect(frame.getByText('Greeting: Hi frame')).toHaveCSS('font-style', 'italic');
  await expect(iframe).toHaveAttribute('style', /height: 320px/);
  // An action from the frame updates the block.
  await frame.getByRole('button', { name: 'Send to block' }).click();
  await expect(block.getByText('The frame said: hello from the frame')).toBeVisible();
  // The state update reaches the frame as new data.
  await expect(frame.getByText('Greeting: Thanks, frame')).toBeVisible();

  // Isolated: an opaque origin, no way into the app or its storage.
  const served = page.frames().find((candidate) => candidate.url().includes('/__kitbench/endpoint/'));
  expect(served).toBeDefined();
  expect(
    await served!.evaluate(() => {
      let app = 'blocked';
      try {
        app = String(window.parent.document.title);
      } catch {}
      let storage = 'blocked';
      try {
        storage = typeof window.localStorage.length;
      } catch {}
      return { origin: self.origin, app, storage };
    }),
  ).toEqual({ origin: 'null', app: 'blocked', storage: 'blocked' });

  // A link to another page of the endpoint opens in the frame, served the same way.
  await frame.getByRole('link', { name: 'About this renderer' }).click();
  await expect(frame.getByRole('heading', { name: 'About the diagram renderer' })).toBeVisible();

  // Any page the frame goes to by itself stays sandboxed: even the app's own origin is opaque in it.
  const about = page.frames().find((candidate) => candidate.url().includes('/__kitbench/endpoint/'));
  await about!.evaluate((target) => {
    location.href = target;
  }, `${baseURL}/favicon.svg`);
  await expect.poll(() => page.frames().find((candidate) => candidate.url().endsWith('/favicon.svg'))?.evaluate(() => self.origin)).toBe('null');

  // Each request is in the Network panel, with the endpoint URL.
  await page.getByRole('tab', { name: 'Network' }).click();
  const requests = page.getByRole('region', { name: 'Network' }).getByRole('list', { name: 'Requests' });
  for (const path of ['/frame?v=1', '/frame.css', '/frame.js', '/logo.svg', '/badge.svg?by=property', '/badge.svg?by=markup', '/api/ping', '/about']) {
    await expect(requests.getByRole('button').filter({ hasText: `${CONTENT}${path}` }).filter({ hasText: '200' }).first()).toBeVisible();
  }
});
