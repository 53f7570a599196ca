/**
 * The script added at the top of a page served from the integration's endpoint (endpoint-serve.ts): the page's own
 * `fetch()` to the endpoint cannot leave its opaque origin for a host that exists only in the playground, so it is
 * posted to the app, which runs the script's `fetch` handler and answers on a MessagePort (the webframe element
 * answers only its own frame). Anything else goes to the browser's fetch, as on the platform.
 */
import { FRAME_FETCH_MESSAGE } from './endpoint-frames';

/** What the shim posts: `{ kind: FRAME_FETCH_MESSAGE, request }` with one MessagePort for the answer. */
export interface EndpointFetchRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: ArrayBuffer;
}

/** The shim's source; `__ENDPOINT_ORIGINS__` is replaced by the endpoint origins as a JSON array. */
export const FRAME_SHIM_SOURCE = `(() => {
  const origins = __ENDPOINT_ORIGINS__;
  const nativeFetch = window.fetch.bind(window);
  const onEndpoint = (url) => { try { return origins.includes(new URL(url).origin); } catch { return false; } };
  window.fetch = async function fetch(input, init) {
    const request = new Request(input, init);
    if (!onEndpoint(request.url)) return nativeFetch(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    const headers = {};
    request.headers.forEach((value, name) => { headers[name] = value; });
    const answer = await new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data);
      parent.postMessage({ kind: ${JSON.stringify(FRAME_FETCH_MESSAGE)}, request: { method: request.method, url: request.url, headers, body } }, '*', [channel.port2]);
    });
    if (!answer || answer.error) throw new TypeError('Failed to fetch ' + request.url + ': ' + (answer ? answer.error : 'no answer'));
    const nullBody = answer.status === 204 || answer.status === 205 || answer.status === 304;
    return new Response(nullBody ? null : answer.body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
  };
  // A link to another page of the endpoint opens in the frame through the frame server, as the platform would.
  const served = location.pathname.split('/').slice(0, 4).join('/') + '/';
  addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target && link.target !== '_self') return;
    const url = new URL(link.href);
    if (!origins.includes(url.origin)) return;
    event.preventDefault();
    location.assign(location.origin + served + url.host + url.pathname + url.search + url.hash);
  });
})();`;
