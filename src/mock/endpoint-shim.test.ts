import { describe, expect, it } from 'vitest';
import { FRAME_SHIM_SOURCE } from './endpoint-shim';

const ORIGIN = 'https://integrations.kitbench.local';

/**
 * Runs the shim in a stand-in of a framed page's globals; the app's side answers each bridged fetch with `answer`.
 * Returns the page's (patched) fetch.
 */
function framedFetch(answer: Record<string, unknown>): typeof fetch {
  class Stand {}
  const window = { fetch: async () => new Response('not bridged') } as unknown as { fetch: typeof fetch };
  const parent = {
    postMessage: (_message: unknown, _origin: string, [port]: MessagePort[]) => {
      port.postMessage(answer);
      port.close();
    },
  };
  const names = ['window', 'parent', 'XMLHttpRequest', 'Element', 'HTMLImageElement', 'HTMLScriptElement', 'HTMLLinkElement', 'HTMLSourceElement', 'HTMLMediaElement', 'MutationObserver', 'document', 'addEventListener'];
  const MutationObserver = class {
    observe() {}
  };
  const source = FRAME_SHIM_SOURCE.replace('__ENDPOINT_ORIGINS__', JSON.stringify([ORIGIN]));
  new Function(...names, source)(window, parent, class extends Stand {}, class extends Stand {}, Stand, Stand, Stand, Stand, Stand, MutationObserver, {}, () => undefined);
  return window.fetch;
}

describe('the framed page shim: a fetch to the endpoint', () => {
  it('answers a redirect that had no body without one, so no content-type appears (the runtime’s nullBody rule)', async () => {
    const fetch = framedFetch({ status: 302, statusText: 'Found', headers: { location: 'https://example.com/' }, body: new ArrayBuffer(0), nullBody: true });
    const response = await fetch(`${ORIGIN}/inst_1/oauth`);
    expect(response.status).toBe(302);
    expect(response.body).toBeNull();
    expect(response.headers.get('content-type')).toBeNull();
  });

  it('keeps a body the handler gave', async () => {
    const fetch = framedFetch({ status: 200, statusText: 'OK', headers: { 'content-type': 'application/json' }, body: new TextEncoder().encode('{"ok":true}').buffer });
    expect(await (await fetch(`${ORIGIN}/inst_1/v1/data`)).json()).toEqual({ ok: true });
  });
});
