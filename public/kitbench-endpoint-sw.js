/*
 * kitbench's webframe server (src/sandbox/endpoint-frames.ts registers it with scope /__kitbench/endpoint/).
 *
 * A webframe whose `source.url` is on the integration's own public endpoint is shown at
 * `/__kitbench/endpoint/<tab>/<host><path>?<query>`. That navigation lands here; this worker asks the tab named in
 * the path (over a BroadcastChannel, answered by src/mock/endpoint-serve.ts) for the document, which the tab gets
 * from the script's `fetch` handler, and answers with it. Every answer carries `Content-Security-Policy: sandbox
 * allow-scripts ...`: the document always has an opaque origin of its own (no access to the app, its storage or other
 * frames), even when opened on its own in a tab. Plain JavaScript: it is copied as is into the build.
 */
const PREFIX = '/__kitbench/endpoint/';
// The same flags as the webframe element's sandbox attribute for other pages (WebFrame.tsx).
const SANDBOX = 'sandbox allow-scripts';
const ANSWER_WITHIN_MS = 20000;
const channel = new BroadcastChannel('kitbench-endpoint-frames');
const waiting = new Map();

channel.onmessage = (event) => {
  const data = event.data;
  if (!data || data.kind !== 'frame-response') return;
  const resolve = waiting.get(data.id);
  waiting.delete(data.id);
  if (resolve) resolve(data);
};

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const escapeHtml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');

function page(status, title, message) {
  const body = `<!doctype html><meta charset="utf-8"><title>${escapeHtml(title)}</title><body style="font:14px system-ui,sans-serif;padding:12px;color:#7a271a"><strong>${escapeHtml(title)}</strong><p>${escapeHtml(message)}</p>`;
  return answer({ status, headers: { 'content-type': 'text/html; charset=utf-8' }, body });
}

function answer({ status, statusText, headers, body }) {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers || {})) {
    try {
      out.append(name, value);
    } catch {
      // a header the browser does not accept is left out
    }
  }
  // Added to the integration's own policy (both are enforced): the frame is sandboxed whatever it sends.
  out.append('content-security-policy', SANDBOX);
  out.set('cache-control', 'no-store');
  out.set('x-content-type-options', 'nosniff');
  const nullBody = status === 204 || status === 205 || status === 304;
  return new Response(nullBody ? null : body, { status: status >= 200 && status <= 599 ? status : 500, statusText: statusText || '', headers: out });
}

async function serve(request, url) {
  const rest = url.pathname.slice(PREFIX.length);
  const slash = rest.indexOf('/');
  if (slash <= 0) return page(404, 'Not a kitbench webframe', 'This address shows a webframe served by an integration; open it from the playground.');
  const tab = decodeURIComponent(rest.slice(0, slash));
  const target = `https://${rest.slice(slash + 1)}${url.search}`;
  const id = crypto.randomUUID();
  const reply = new Promise((resolve) => {
    waiting.set(id, resolve);
    setTimeout(() => {
      if (waiting.delete(id)) resolve(undefined);
    }, ANSWER_WITHIN_MS);
  });
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  channel.postMessage({ kind: 'frame-request', id, tab, request: { method: request.method, url: target, headers: Object.fromEntries(request.headers), body } });
  const data = await reply;
  if (!data) return page(504, 'The playground did not answer', `No kitbench tab answered for ${target}: the tab that showed this frame was closed or reloaded.`);
  if (data.error) return page(502, 'The integration could not serve this frame', data.error);
  return answer(data.response);
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(PREFIX)) return;
  event.respondWith(serve(event.request, url));
});
