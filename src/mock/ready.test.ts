import { getResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handlers } from './handlers';
import { holdFetchUntil, isOwnOrigin, onMockError, reportMockError } from './ready';

describe('the mocked platform start', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('a start that fails leaves no unhandled rejection behind, and fetch works again', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const answered = vi.fn(async () => new Response('ok'));
    globalThis.fetch = answered as unknown as typeof fetch;
    const ready = Promise.reject(new Error('Failed to update a ServiceWorker: Not found'));
    ready.catch(() => undefined); // main.tsx's own handler, which reports it
    holdFetchUntil(ready);
    const response = await fetch('https://example.test/');
    expect(await response.text()).toBe('ok');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(globalThis.fetch).toBe(answered);
  });

  it('problems reported before App listens are delivered once when it does', () => {
    reportMockError('The mocked platform could not start (boom).');
    const seen: string[] = [];
    const stop = onMockError((message) => seen.push(message));
    reportMockError('second');
    stop();
    reportMockError('after stop');
    expect(seen).toEqual(['The mocked platform could not start (boom).', 'second']);
    const again: string[] = [];
    onMockError((message) => again.push(message))();
    expect(again).toEqual(['after stop']);
  });

  it("holds requests to other origins until the mocked platform is up, never the page's own", async () => {
    const answered: string[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      answered.push(String(input instanceof Request ? input.url : input));
      return new Response('ok');
    }) as typeof fetch;
    let up: () => void = () => undefined;
    holdFetchUntil(new Promise<void>((resolve) => (up = resolve)), 'http://127.0.0.1:4400');
    const api = fetch('https://api.kitbench.local/v1/spaces/space_1');
    await fetch('/__kitbench/project');
    await fetch(new Request('http://127.0.0.1:4400/assets/index.js'));
    expect(answered).toEqual(['/__kitbench/project', 'http://127.0.0.1:4400/assets/index.js']);
    up();
    await api;
    expect(answered).toHaveLength(3);
  });

  it('tells the page\'s own origin from the others', () => {
    const own = 'http://127.0.0.1:4400';
    expect(isOwnOrigin('/__kitbench/events?client=a', own)).toBe(true);
    expect(isOwnOrigin(new URL('http://127.0.0.1:4400/assets/x.js'), own)).toBe(true);
    expect(isOwnOrigin('http://127.0.0.1:4401/', own)).toBe(false);
    expect(isOwnOrigin('https://integrations.kitbench.local/inst_1/v1', own)).toBe(false);
    // An opaque origin (a sandboxed document) has no "own" requests; nothing is let through unheld.
    expect(isOwnOrigin('/x', 'null')).toBe(false);
    expect(isOwnOrigin('/x', undefined)).toBe(false);
  });

  it("no handler of the mocked platform answers the page's own origin (so never holding it loses nothing)", async () => {
    const own = 'http://127.0.0.1:4400';
    vi.stubGlobal('location', { origin: own });
    try {
      for (const [method, path] of [
        ['GET', '/__kitbench/project'],
        ['GET', '/assets/index-abc.js'],
        ['GET', '/authorize?client_id=a&redirect_uri=b'],
        ['POST', '/token'],
        ['POST', '/__kitbench/fetch'],
      ]) {
        expect(await getResponse(handlers, new Request(`${own}${path}`, { method })), `${method} ${path}`).toBeUndefined();
      }
      // The same paths on the platform's origins are answered (the check above is not vacuous).
      expect(await getResponse(handlers, new Request('https://provider.example/authorize?client_id=a&redirect_uri=https://x.test/cb'))).toBeDefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
