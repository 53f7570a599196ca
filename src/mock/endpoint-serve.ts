/**
 * Serves the documents of webframes on the integration's own endpoint (endpoint-frames.ts has the why): the script's
 * `fetch` handler answers the document (one Network entry, with its envelope), and, for an HTML page, every image,
 * script, stylesheet and media file it names on the endpoint (one entry each), inlined as data: URLs because the
 * framed document, with its opaque origin, cannot reach them itself. A small script added at the top of the page
 * bridges its own `fetch()` to the endpoint through the app (the webframe element answers it, for its frame only).
 * Browser only (DOMParser); the text helpers are exported for tests.
 */
import { type EndpointFetchRequest, FRAME_SHIM_SOURCE } from './endpoint-shim';
import { ENDPOINT_ORIGINS, isEndpointUrl, servedFrameUrl } from './endpoint-frames';
import { handlePublicEndpoint } from './platform';

export interface FrameResponse {
  status: number;
  statusText?: string;
  headers: Record<string, string>;
  body: string | ArrayBuffer;
}

/** Elements whose URL attribute loads a sub-resource, as [selector, attribute]. */
const LOADED: [string, string][] = [
  ['img', 'src'],
  ['script', 'src'],
  ['link[rel~="stylesheet" i], link[rel~="icon" i], link[rel~="preload" i], link[rel~="modulepreload" i]', 'href'],
  ['source', 'src'],
  ['video', 'src'],
  ['video', 'poster'],
  ['audio', 'src'],
  ['track', 'src'],
  ['input[type="image" i]', 'src'],
];
const SRCSET = ['img', 'source'];
/** Sub-resources inlined per page at most (a page naming thousands would stall the tab). */
const MAX_INLINED = 200;

/** Calls the script's fetch handler for one endpoint URL (recorded in Network as an endpoint request). */
function callEndpoint(url: string, init: RequestInit = {}): Promise<Response> {
  return handlePublicEndpoint(new Request(url, init));
}

const bytesToBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/** A data: URL with the response's content type and bytes. */
export function dataUrl(contentType: string, bytes: Uint8Array): string {
  return `data:${contentType || 'application/octet-stream'};base64,${bytesToBase64(bytes)}`;
}

/** Resolves `value` against `base`; undefined for what is not a URL. */
export function resolveUrl(value: string, base: string): string | undefined {
  try {
    return new URL(value.trim(), base).href;
  } catch {
    return undefined;
  }
}

/** Rewrites each `url(...)` and `@import '...'` of a stylesheet whose resolved URL `map` knows. */
export function rewriteCssUrls(css: string, base: string, map: (url: string) => string | undefined): string {
  return css
    .replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/gi, (whole, quote: string, value: string) => {
      const resolved = resolveUrl(value, base);
      const replaced = resolved ? map(resolved) : undefined;
      return replaced ? `url(${quote}${replaced}${quote})` : whole;
    })
    .replace(/@import\s+(['"])([^'"]+)\1/gi, (whole, quote: string, value: string) => {
      const resolved = resolveUrl(value, base);
      const replaced = resolved ? map(resolved) : undefined;
      return replaced ? `@import ${quote}${replaced}${quote}` : whole;
    });
}

/** The URLs a stylesheet names (`url(...)`, `@import`), resolved against `base`. */
export function cssUrls(css: string, base: string): string[] {
  const found: string[] = [];
  rewriteCssUrls(css, base, (url) => {
    found.push(url);
    return undefined;
  });
  return found;
}

/** Rewrites each URL of a `srcset` whose resolved URL `map` knows (descriptors kept). */
export function rewriteSrcset(srcset: string, base: string, map: (url: string) => string | undefined): string {
  return srcset
    .split(',')
    .map((candidate) => {
      const [url, ...descriptor] = candidate.trim().split(/\s+/);
      const resolved = url ? resolveUrl(url, base) : undefined;
      const replaced = resolved ? map(resolved) : undefined;
      return [replaced ?? url, ...descriptor].join(' ');
    })
    .join(', ');
}

/** Fetches endpoint sub-resources once each through the script: their data: URLs, by URL (failed ones absent). */
class Inliner {
  private readonly pending = new Map<string, Promise<string | undefined>>();

  /** `nested`: named by a stylesheet; its own url()s are left as they are (one level, and no cycles). */
  request(url: string, nested = false): Promise<string | undefined> {
    if (!isEndpointUrl(url)) return Promise.resolve(undefined);
    const address = url.split('#')[0];
    const key = `${nested ? 'nested' : 'page'} ${address}`;
    if (!this.pending.has(key) && this.pending.size >= MAX_INLINED) return Promise.resolve(undefined);
    let load = this.pending.get(key);
    if (!load) {
      load = this.load(address, nested);
      this.pending.set(key, load);
    }
    return load;
  }

  private async load(url: string, nested: boolean): Promise<string | undefined> {
    const response = await callEndpoint(url);
    // A failed one keeps its URL and fails to load in the frame, as it would on the platform.
    if (!response.ok) return undefined;
    const type = response.headers.get('content-type') ?? '';
    if (/\bcss\b/i.test(type) && !nested) {
      const css = await response.text();
      const inner = new Map<string, string | undefined>();
      // One level of url()/@import inside a stylesheet (fonts, background images).
      await Promise.all(cssUrls(css, url).map(async (inside) => inner.set(inside, isEndpointUrl(inside) && inside !== url ? await this.request(inside, true) : undefined)));
      return dataUrl(type, new TextEncoder().encode(rewriteCssUrls(css, url, (found) => inner.get(found))));
    }
    if (/javascript|ecmascript/i.test(type)) {
      // Errors and breakpoints name the endpoint URL, not a long data: URL.
      const code = `${await response.text()}\n//# sourceURL=${url}`;
      return dataUrl(type, new TextEncoder().encode(code));
    }
    return dataUrl(type, new Uint8Array(await response.arrayBuffer()));
  }
}

/** The page with its endpoint sub-resources inlined, its base URL the endpoint URL and the fetch bridge added. */
export async function preparePage(html: string, pageUrl: string): Promise<string> {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  // Relative URLs resolve as on the platform: against the endpoint URL (or the page's own <base>, resolved there).
  const ownBase = doc.querySelector('base[href]');
  const base = (ownBase && resolveUrl(ownBase.getAttribute('href') ?? '', pageUrl)) || pageUrl;
  if (ownBase) ownBase.setAttribute('href', base);
  else {
    const element = doc.createElement('base');
    element.setAttribute('href', base);
    doc.head.prepend(element);
  }
  const shim = doc.createElement('script');
  shim.textContent = FRAME_SHIM_SOURCE.replace('__ENDPOINT_ORIGINS__', JSON.stringify(ENDPOINT_ORIGINS));
  doc.head.prepend(shim);

  const inliner = new Inliner();
  const jobs: Promise<void>[] = [];
  for (const [selector, attribute] of LOADED) {
    for (const element of doc.querySelectorAll(selector)) {
      const value = element.getAttribute(attribute);
      const url = value ? resolveUrl(value, base) : undefined;
      if (!url || !isEndpointUrl(url)) continue;
      jobs.push(
        inliner.request(url).then((inlined) => {
          if (!inlined) return;
          element.setAttribute(attribute, inlined);
          // An integrity hash or CORS mode of the endpoint's file would not hold for a data: URL.
          element.removeAttribute('integrity');
          element.removeAttribute('crossorigin');
        }),
      );
    }
  }
  for (const element of doc.querySelectorAll(SRCSET.map((tag) => `${tag}[srcset]`).join(', '))) {
    const srcset = element.getAttribute('srcset') ?? '';
    const urls = srcset.split(',').map((candidate) => resolveUrl(candidate.trim().split(/\s+/)[0] ?? '', base));
    const found = new Map<string, string | undefined>();
    jobs.push(
      Promise.all(urls.map(async (url) => url && found.set(url, await inliner.request(url)))).then(() => {
        element.setAttribute('srcset', rewriteSrcset(srcset, base, (url) => found.get(url)));
      }),
    );
  }
  // Inline <style> blocks and style attributes name images and fonts too.
  const styled = [...doc.querySelectorAll('style'), ...doc.querySelectorAll('[style]')];
  for (const element of styled) {
    const isBlock = element.tagName === 'STYLE';
    const css = (isBlock ? element.textContent : element.getAttribute('style')) ?? '';
    const found = new Map<string, string | undefined>();
    jobs.push(
      Promise.all(cssUrls(css, base).map(async (url) => found.set(url, await inliner.request(url)))).then(() => {
        const rewritten = rewriteCssUrls(css, base, (url) => found.get(url));
        if (isBlock) element.textContent = rewritten;
        else element.setAttribute('style', rewritten);
      }),
    );
  }
  await Promise.all(jobs);
  const doctype = doc.doctype ? `<!DOCTYPE ${doc.doctype.name}>` : '<!DOCTYPE html>';
  return `${doctype}\n${doc.documentElement.outerHTML}`;
}

/** Answers the service worker's request for a frame's document (public/kitbench-endpoint-sw.js). */
export async function serveFrameDocument(request: { method: string; url: string; headers: Record<string, string>; body?: ArrayBuffer }): Promise<FrameResponse> {
  if (!isEndpointUrl(request.url)) {
    return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: `${request.url} is not on the integration's endpoint.` };
  }
  const response = await callEndpoint(request.url, { method: request.method, headers: request.headers, body: request.body });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location) {
    const target = resolveUrl(location, request.url);
    // Within the endpoint: followed through the frame server. Elsewhere: by the page, so that the frame's sandbox
    // attribute (set once the first navigation started) applies to it, never as part of the unsandboxed first one.
    if (target && isEndpointUrl(target)) headers.location = servedFrameUrl(target);
    else return redirectPage(target ?? location);
  }
  const type = response.headers.get('content-type') ?? '';
  if (/text\/html|application\/xhtml\+xml/i.test(type) && request.method !== 'HEAD') {
    const page = await preparePage(await response.text(), request.url);
    // The body changed: its length and any encoding the handler declared no longer hold, and it is now UTF-8 text.
    delete headers['content-length'];
    delete headers['content-encoding'];
    headers['content-type'] = `${type.split(';')[0].trim()}; charset=utf-8`;
    return { status: response.status, statusText: response.statusText, headers, body: page };
  }
  return { status: response.status, statusText: response.statusText, headers, body: await response.arrayBuffer() };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** A page that goes on to `target` from inside the (by then sandboxed) frame. */
export function redirectPage(target: string): FrameResponse {
  const web = /^https?:/i.test(target);
  const go = web ? `<script>location.replace(${JSON.stringify(target).replace(/</g, '\\u003c')})</script>` : '';
  const body = `<!doctype html><meta charset="utf-8"><title>Redirect</title><p>The integration redirected this frame to <a href="${escapeHtml(web ? target : '#')}">${escapeHtml(target)}</a>.</p>${go}`;
  return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body };
}

/** Answers a framed page's own `fetch()` to the endpoint (bridged by the shim): only endpoint URLs are served. */
export async function serveFrameFetch(
  request: EndpointFetchRequest,
): Promise<{ status: number; statusText: string; headers: Record<string, string>; body: ArrayBuffer; nullBody?: boolean } | { error: string }> {
  if (!isEndpointUrl(request.url)) return { error: `${request.url} is not on the integration's endpoint.` };
  try {
    const response = await callEndpoint(request.url, { method: request.method, headers: request.headers, body: request.body });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    // A handler's answer without a body (a redirect) stays without one in the frame (src/core/runtime/response.ts).
    return { status: response.status, statusText: response.statusText, headers, body: await response.arrayBuffer(), ...(response.body === null ? { nullBody: true } : {}) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
