/**
 * Webframes served by the integration itself: a `webframe` whose `source.url` is on the integration's public
 * endpoint or public content endpoint (origins that exist only inside the playground) is shown from
 * `/__kitbench/endpoint/<tab>/<host><path>?<query>`, a path kitbench's own service worker answers
 * (public/kitbench-endpoint-sw.js) by asking this tab, which runs the script's `fetch` handler (endpoint-serve.ts).
 *
 * Why a service worker of our own: a frame's document must be a real navigation response to carry its own
 * Content-Security-Policy (a srcdoc, blob: or data: document inherits the app's, which refuses the inline scripts
 * and CDN scripts real frames use), and MSW's worker lets navigations through. Why the iframe gets its
 * `sandbox` attribute only once its navigation has started: Chromium never hands a sandboxed iframe's navigation to
 * a service worker, and an iframe's sandbox flags are taken when a navigation starts. So the first navigation
 * reaches the worker, whose answer carries `Content-Security-Policy: sandbox allow-scripts` (the same opaque origin),
 * and every later one the page starts itself (a link, `location`, a redirect) is sandboxed by the attribute. A link
 * to another endpoint page is handed to the webframe element, which loads it in a fresh iframe the same way.
 * Why sub-resources are rewritten: a document with an opaque origin is not controlled by any service worker, so
 * its images, scripts and stylesheets on the endpoint are fetched through the script before the document is served
 * and inlined (endpoint-serve.ts); its own `fetch()` to the endpoint, and the images, scripts and stylesheets its
 * scripts add later, are bridged to the app by a small injected script (endpoint-shim.ts).
 *
 * This module stays light (no MSW): the webframe element imports it; the serving code loads on the first request.
 */
import { PUBLIC_CONTENT_ORIGIN, PUBLIC_ENDPOINT_ORIGIN } from '../core/runtime/environment';

/** The path below which kitbench's service worker serves endpoint frames. */
export const FRAME_PREFIX = '/__kitbench/endpoint/';
/** The service worker's script, copied from public/ into the build. */
export const FRAME_SERVER_URL = '/kitbench-endpoint-sw.js';
/** The channel between the service worker and the tabs. */
export const FRAME_CHANNEL = 'kitbench-endpoint-frames';
/** A frame's `fetch()` to the endpoint, bridged to the app (endpoint-serve.ts FRAME_SHIM posts it). */
export const FRAME_FETCH_MESSAGE = '@kitbench.endpoint-fetch';
/** A click on a link to another endpoint page (the shim posts `{ kind, url }`): the webframe element opens it. */
export const FRAME_NAVIGATE_MESSAGE = '@kitbench.endpoint-navigate';

/** The origins that route to the integration's `fetch` handler. */
export const ENDPOINT_ORIGINS: readonly string[] = [PUBLIC_ENDPOINT_ORIGIN, PUBLIC_CONTENT_ORIGIN];

const randomId = () =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

/** This tab's name in frame URLs: the service worker asks every tab and only this one answers. */
export const TAB_ID = randomId();

/** Whether `url` (absolute) is on the integration's public endpoint or public content endpoint. */
export function isEndpointUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  return ENDPOINT_ORIGINS.includes(new URL(url).origin);
}

/** Where the playground shows an endpoint frame: the same host, path and query below FRAME_PREFIX. */
export function servedFrameUrl(url: string, origin: string = location.origin): string {
  const target = new URL(url);
  return `${origin}${FRAME_PREFIX}${encodeURIComponent(TAB_ID)}/${target.host}${target.pathname}${target.search}${target.hash}`;
}

/** The endpoint URL a served frame URL stands for (the inverse of servedFrameUrl), if it is one. */
export function endpointUrlOf(served: string): string | undefined {
  const url = new URL(served);
  if (!url.pathname.startsWith(FRAME_PREFIX)) return undefined;
  const rest = url.pathname.slice(FRAME_PREFIX.length);
  const slash = rest.indexOf('/');
  return slash > 0 ? `https://${rest.slice(slash + 1)}${url.search}` : undefined;
}

let started: Promise<void> | undefined;

/** The service worker's registration, active: resolves once frames can be loaded; rejects saying why not. */
export function startFrameServer(): Promise<void> {
  started ??= (async () => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
      throw new Error('This browser gives the page no service worker (a private window, or a page that is not a secure context), so frames served by the integration cannot be shown.');
    }
    listen();
    const registration = await navigator.serviceWorker.register(FRAME_SERVER_URL, { scope: FRAME_PREFIX });
    const worker = registration.installing ?? registration.waiting ?? registration.active;
    if (!worker) throw new Error('kitbench could not start its frame server (service worker).');
    if (worker.state !== 'activated') {
      await new Promise<void>((resolve, reject) => {
        worker.addEventListener('statechange', () => {
          if (worker.state === 'activated') resolve();
          else if (worker.state === 'redundant') reject(new Error('kitbench could not start its frame server (service worker).'));
        });
      });
    }
  })();
  started.catch(() => {
    started = undefined;
  });
  return started;
}

/** Answers the service worker's requests for this tab's frames. */
function listen() {
  const channel = new BroadcastChannel(FRAME_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    const data = event.data as { kind?: string; id?: string; tab?: string; request?: unknown } | null;
    if (data?.kind !== 'frame-request' || data.tab !== TAB_ID) return;
    // The Site view's published scripts have a host of their own below the frame server (site-script-frames.ts).
    const url = (data.request as { url?: string } | undefined)?.url ?? '';
    // A module that cannot be loaded (the server stopped) is the frame's error, never an uncaught one in the page.
    const answer = url.startsWith('https://site-scripts.kitbench.local/')
      ? import('./site-script-frames').then((frames) => frames.serveSiteScript(url))
      : import('./endpoint-serve').then((serve) => serve.serveFrameDocument(data.request as Parameters<typeof serve.serveFrameDocument>[0]));
    answer.then(
      (response) => channel.postMessage({ kind: 'frame-response', id: data.id, response }),
      (error: unknown) => channel.postMessage({ kind: 'frame-response', id: data.id, error: error instanceof Error ? error.message : String(error) }),
    );
  };
}
