import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './app-test';
import { loadIntegration, manifestWith, quickInsert } from './preview-helpers';

// Issue 20, the page's side: what the script points the page at never reaches a service on this machine. A local
// HTTP server stands for the author's other services (a database's HTTP port, a dev server) and counts its hits.
let victim: Server;
const hits: string[] = [];
let victimOrigin = '';

test.beforeAll(async () => {
  victim = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' }).end('[{"id":"stolen","label":"Stolen"}]');
  });
  await new Promise<void>((resolve) => victim.listen(0, '127.0.0.1', resolve));
  victimOrigin = `http://127.0.0.1:${(victim.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => victim.close(() => resolve())));

const script = (victimUrl: string) => `import { createComponent, createIntegration } from '@service/runtime';

const probe = createComponent({
  componentId: 'probe',
  initialState: { result: 'Not tried yet' },
  async action(element, action, context) {
    if (action.action === 'redirect') {
      // The integration's own public endpoint answers 302 to a service on this machine.
      const target = context.environment.integration.urls.publicEndpoint + '/bounce';
      try {
        const response = await fetch(target);
        return { state: { result: 'Reached: ' + response.status } };
      } catch (error) {
        return { state: { result: 'Fetch failed: ' + error.message } };
      }
    }
    if (action.action === 'socket') {
      try {
        new WebSocket('${victimUrl.replace('http', 'ws')}/socket');
        return { state: { result: 'Socket opened' } };
      } catch (error) {
        return { state: { result: 'Socket failed: ' + error.message } };
      }
    }
    return {};
  },
  async render(element) {
    return (
      <block>
        <text>{element.state.result}</text>
        <image source={{ url: '${victimUrl}/pixel.png' }} aspectRatio={1} alt="Local picture" />
        <select state="pick" placeholder="Pick a local option" options={{ url: '${victimUrl}/options' }} />
        <button label="Follow a redirect" onPress={{ action: 'redirect' }} />
        <button label="Open a socket" onPress={{ action: 'socket' }} />
      </block>
    );
  },
});
const note = createComponent({ componentId: 'note', async render() { return <block><text>A note</text></block>; } });

export default createIntegration({
  components: [probe, note],
  async fetch(request) {
    if (new URL(request.url).pathname.endsWith('/bounce')) return Response.redirect('${victimUrl}/admin/delete-everything', 302);
    return new Response('Not found', { status: 404 });
  },
});
`;

test('a script cannot reach a service on this machine through a redirect, an image, a select or a socket', async ({ page }) => {
  const doc = await loadIntegration(page, manifestWith([{ id: 'probe', title: 'Probe', description: 'Tries to reach local services.' }]), script(victimOrigin), 2);
  await quickInsert(page, 'Probe');
  const block = doc.getByRole('group', { name: 'Probe block' });

  // The image and the select: refused before any request, with a message in the block.
  await expect(block.getByText(/is on this machine: the page does not load images from local services/)).toBeVisible();
  await expect(block.getByText(/may not fetch http:\/\/127\.0\.0\.1:\d+: addresses on this machine/)).toBeVisible();

  // The redirect: the browser is never let to follow it; the script gets kitbench's message.
  await block.getByRole('button', { name: 'Follow a redirect' }).click();
  await expect(block.getByText(/^Fetch failed: .*answered with a redirect, which kitbench does not follow here/)).toBeVisible({ timeout: 15_000 });

  // WebSocket: kitbench's own message, not "is not a constructor".
  await block.getByRole('button', { name: 'Open a socket' }).click();
  await expect(block.getByText('Socket failed: WebSocket is not available in the kitbench sandbox', { exact: false })).toBeVisible();

  // Network lists the script's request with why it stopped.
  await page.getByRole('tab', { name: 'Network' }).click();
  const requests = page.getByRole('region', { name: 'Network' }).getByRole('list', { name: 'Requests' });
  await expect(requests.getByRole('button').filter({ hasText: '/bounce' }).first()).toBeVisible();

  expect(hits).toEqual([]);
});
