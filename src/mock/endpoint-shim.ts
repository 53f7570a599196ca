/**
 * The script added at the top of a page served from the integration's endpoint (endpoint-serve.ts): the page's own
 * `fetch()` to the endpoint cannot leave its opaque origin for a host that exists only in the playground, so it is
 * posted to the app, which runs the script's `fetch` handler and answers on a MessagePort (the webframe element
 * answers only its own frame). Anything else goes to the browser's fetch, as on the platform. Elements the page's
 * scripts point at the endpoint later get the answer as a blob: URL; links to other endpoint pages open through the
 * frame server.
 */
import { FRAME_FETCH_MESSAGE, FRAME_NAVIGATE_MESSAGE } from './endpoint-frames';

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
    // The Request already took the body of a Request passed in: hand the browser that one.
    if (!onEndpoint(request.url)) return nativeFetch(request);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    const headers = {};
    request.headers.forEach((value, name) => { headers[name] = value; });
    const answer = await new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data);
      parent.postMessage({ kind: ${JSON.stringify(FRAME_FETCH_MESSAGE)}, request: { method: request.method, url: request.url, headers, body } }, '*', [channel.port2]);
    });
    if (!answer || answer.error) throw new TypeError('Failed to fetch ' + request.url + ': ' + (answer ? answer.error : 'no answer'));
    // The runtime's rule (src/core/runtime/response.ts deserializeResponse): no body for an answer that had none.
    const nullBody = answer.nullBody === true || [101, 204, 205, 304].includes(answer.status);
    return new Response(nullBody ? null : answer.body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
  };
  // XMLHttpRequest to the endpoint (axios and older libraries) goes through the bridged fetch above.
  const xhr = XMLHttpRequest.prototype;
  const xhrOpen = xhr.open;
  const xhrSend = xhr.send;
  const xhrHeader = xhr.setRequestHeader;
  const bridged = new WeakMap();
  xhr.open = function open(method, url, ...rest) {
    let target;
    try { target = new URL(url, document.baseURI); } catch { target = undefined; }
    if (target && origins.includes(target.origin)) {
      bridged.set(this, { method: String(method).toUpperCase(), url: target.href, headers: {} });
      Object.defineProperty(this, 'readyState', { value: 1, configurable: true });
      return;
    }
    bridged.delete(this);
    return xhrOpen.call(this, method, url, ...rest);
  };
  xhr.setRequestHeader = function setRequestHeader(name, value) {
    const request = bridged.get(this);
    if (!request) return xhrHeader.call(this, name, value);
    request.headers[name] = value;
  };
  xhr.send = function send(body) {
    const request = bridged.get(this);
    if (!request) return xhrSend.call(this, body);
    const target = this;
    const set = (values) => { for (const [name, value] of Object.entries(values)) Object.defineProperty(target, name, { value, configurable: true }); };
    const fire = (...types) => { for (const type of types) target.dispatchEvent(new ProgressEvent(type)); };
    const withBody = request.method !== 'GET' && request.method !== 'HEAD';
    window.fetch(request.url, { method: request.method, headers: request.headers, body: withBody ? body : undefined }).then(
      async (response) => {
        const type = target.responseType;
        const text = type === '' || type === 'text' || type === 'json' ? await response.clone().text() : undefined;
        let value = text;
        if (type === 'json') { try { value = JSON.parse(text); } catch { value = null; } }
        else if (type === 'arraybuffer') value = await response.arrayBuffer();
        else if (type === 'blob') value = await response.blob();
        const headers = [...response.headers].map(([name, value]) => name + ': ' + value).join('\\r\\n');
        set({ readyState: 4, status: response.status, statusText: response.statusText, responseURL: request.url, response: value });
        if (type === '' || type === 'text') set({ responseText: text });
        target.getAllResponseHeaders = () => headers;
        target.getResponseHeader = (name) => response.headers.get(name);
        fire('readystatechange', 'load', 'loadend');
      },
      () => {
        set({ readyState: 4, status: 0 });
        fire('readystatechange', 'error', 'loadend');
      },
    );
  };
  // An image, script, stylesheet or media file the page's scripts point at the endpoint later (img.src = ...,
  // setAttribute, innerHTML) is fetched through the bridge and given as a blob: URL of the frame's own.
  const nativeSetAttribute = Element.prototype.setAttribute;
  const watched = [[HTMLImageElement, 'src'], [HTMLScriptElement, 'src'], [HTMLLinkElement, 'href'], [HTMLSourceElement, 'src'], [HTMLMediaElement, 'src']];
  const watchedAttribute = (element) => { for (const [Type, name] of watched) if (element instanceof Type) return name; return undefined; };
  const redirect = (element, name, value) => {
    let url;
    try { url = new URL(value, document.baseURI); } catch { return false; }
    if (!origins.includes(url.origin)) return false;
    window.fetch(url.href)
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(String(response.status)))))
      .then((blob) => nativeSetAttribute.call(element, name, URL.createObjectURL(blob)))
      .catch(() => element.dispatchEvent(new Event('error')));
    return true;
  };
  for (const [Type, name] of watched) {
    const descriptor = Object.getOwnPropertyDescriptor(Type.prototype, name);
    if (!descriptor || !descriptor.set) continue;
    Object.defineProperty(Type.prototype, name, { ...descriptor, set(value) { if (!redirect(this, name, String(value))) descriptor.set.call(this, value); } });
  }
  Element.prototype.setAttribute = function setAttribute(name, value) {
    if (String(name).toLowerCase() === watchedAttribute(this) && redirect(this, watchedAttribute(this), String(value))) return;
    return nativeSetAttribute.call(this, name, value);
  };
  const visit = (node) => {
    if (!(node instanceof Element)) return;
    for (const element of [node, ...node.querySelectorAll('img, script, link, source, video, audio')]) {
      const name = watchedAttribute(element);
      const value = name && element.getAttribute(name);
      if (value && !value.startsWith('data:') && !value.startsWith('blob:')) redirect(element, name, value);
    }
  };
  new MutationObserver((records) => { for (const record of records) for (const node of record.addedNodes) visit(node); })
    .observe(document, { childList: true, subtree: true });
  // A link to another page of the endpoint: the webframe element opens it through the frame server.
  addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target && link.target !== '_self') return;
    const url = new URL(link.href);
    if (!origins.includes(url.origin)) return;
    event.preventDefault();
    parent.postMessage({ kind: ${JSON.stringify(FRAME_NAVIGATE_MESSAGE)}, url: url.href }, '*');
  });
})();`;
