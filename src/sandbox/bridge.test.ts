import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProxyAnswer } from '../dev/protocol';
import { bridgeFetch } from './bridge';
import { networkLog } from './network-log';
import { hungRequestMessage } from './time-limit';

/** The page as the bridge sees it: its origin, whether kitbench dev marked it, and what `fetch` answers. */
function page(options: { dev: boolean; answer: (url: string, init?: RequestInit) => Response | Promise<Response> }) {
  vi.stubGlobal('location', { origin: 'http://127.0.0.1:5173', href: 'http://127.0.0.1:5173/' });
  vi.stubGlobal('document', { querySelector: () => (options.dev ? { content: 'folder' } : null) });
  const calls: { url: string; init?: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return options.answer(url, init);
  });
  return calls;
}

/** What a browser gives for `redirect: 'manual'`: an opaque redirect, status 0, no Location. */
const opaqueRedirect = () => {
  const response = new Response(null, { status: 200 });
  Object.defineProperty(response, 'type', { value: 'opaqueredirect' });
  return response;
};

afterEach(() => {
  vi.unstubAllGlobals();
  networkLog.clear();
});

describe('bridgeFetch and redirects', () => {
  it('never lets the browser follow a redirect: the page asks with redirect: manual', async () => {
    const calls = page({ dev: false, answer: () => new Response('ok') });
    await bridgeFetch({ method: 'GET', url: 'https://example.com/', headers: {} });
    expect(calls[0].init).toMatchObject({ redirect: 'manual', credentials: 'omit' });
  });

  it('in the playground alone, a redirect is an error that says why', async () => {
    page({ dev: false, answer: () => opaqueRedirect() });
    const answer = await bridgeFetch({ method: 'GET', url: 'https://example.com/go', headers: {} });
    expect(answer.error).toMatch(/^https:\/\/example\.com\/go answered with a redirect, which kitbench does not follow here: in the playground alone/);
    expect(networkLog.getEntries().at(-1)?.error).toBe(answer.error);
  });

  it('under kitbench dev, a redirected GET is followed by the server and each hop is a Network entry', async () => {
    const hops: ProxyAnswer = {
      hops: [
        { method: 'GET', url: 'https://example.com/go', status: 302, headers: { location: 'http://127.0.0.1:8080/' }, body: '', durationMs: 3 },
        { method: 'GET', url: 'http://127.0.0.1:8080/', error: 'Redirect 1 refused: The script may not fetch http://127.0.0.1:8080', durationMs: 0 },
      ],
      error: 'Redirect 1 refused: The script may not fetch http://127.0.0.1:8080',
    };
    const calls = page({ dev: true, answer: (url) => (url === '/__kitbench/fetch' ? Response.json(hops) : opaqueRedirect()) });
    const answer = await bridgeFetch({ method: 'GET', url: 'https://example.com/go', headers: {} });
    expect(calls.map((call) => call.url)).toEqual(['https://example.com/go', '/__kitbench/fetch']);
    expect(answer.error).toMatch(/^Redirect 1 refused/);
    const entries = networkLog.getEntries();
    expect(entries.map((entry) => [entry.request.url, entry.response?.status ?? entry.error?.slice(0, 20)])).toEqual([
      ['https://example.com/go', 'Redirected: the brow'],
      ['https://example.com/go', 302],
      ['http://127.0.0.1:8080/', 'Redirect 1 refused: '],
    ]);
  });

  it('never sends a POST twice: a redirected POST is an error even under kitbench dev', async () => {
    const calls = page({ dev: true, answer: () => opaqueRedirect() });
    const answer = await bridgeFetch({ method: 'POST', url: 'https://example.com/go', headers: {}, body: 'x' });
    expect(answer.error).toMatch(/a POST is not sent twice/);
    expect(calls).toHaveLength(1);
  });
});

describe('bridgeFetch and a request that hangs', () => {
  it('fails with the host’s reason when the host gives up on it, and Network shows why', async () => {
    // As a browser's fetch does: it rejects with the signal's reason once aborted.
    page({
      dev: false,
      answer: (_url, init) => new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    });
    const limit = new AbortController();
    const pending = bridgeFetch({ method: 'GET', url: 'https://example.com/hangs', headers: {} }, limit.signal);
    const reason = hungRequestMessage('GET', 'https://example.com/hangs');
    limit.abort(new Error(reason));
    expect((await pending).error).toBe(reason);
    expect(networkLog.getEntries().at(-1)?.error).toBe(reason);
  });
});
