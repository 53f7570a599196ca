import { headersToObject } from '../core/runtime/response';
import { DEV_FETCH_URL, DEV_META_NAME, type ProxyAnswer } from '../dev/protocol';
import { fetchRefusal } from './fetch-policy';
import { networkLog } from './network-log';
import type { SerializedRequest, SerializedResponse } from './types';

/**
 * Performs a request for the script (its `fetch` is bridged here), so MSW answers it and the Network panel shows
 * it. Never with the app's cookies, never to the playground's own origin nor another port of this machine
 * (fetch-policy.ts): the script must not read the app or the user's local services.
 *
 * Redirects are never followed by the browser (`redirect: 'manual'`): a public URL that answers 302 to
 * `http://127.0.0.1:…` would otherwise reach the author's local services, the policy seeing only the first URL. A
 * browser hides where a redirect points (an opaque redirect: status 0, no `Location`), so:
 * - under `kitbench dev`, a GET or HEAD that redirects is made again by the server (`POST /__kitbench/fetch`,
 *   src/dev/proxy.ts), which follows the redirects one hop at a time, checking each against the same policy and the
 *   address it resolves to; each hop is a Network entry;
 * - elsewhere (the playground alone, or another method), the redirect is an error that says so.
 */
/**
 * `signal` bounds the request (the host aborts one that hangs, time-limit.ts): it then fails with the signal's reason.
 */
export async function bridgeFetch(request: SerializedRequest, signal?: AbortSignal): Promise<{ response?: SerializedResponse; error?: string }> {
  const entry = networkLog.start('script', request);
  // Record mode sends the request on to `kitbench dev`, which applies the loopback rule itself.
  const error = fetchRefusal(request.url, location.origin, outbound ? [originOf(request.url)] : []);
  if (error) {
    networkLog.finish(entry, { error });
    return { error };
  }
  try {
    if (outbound) {
      const answer = await untilAborted(outbound(request), signal);
      networkLog.finish(entry, answer);
      return answer;
    }
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
      credentials: 'omit',
      redirect: 'manual',
      signal,
    });
    if (response.type === 'opaqueredirect') return await followRedirect(request, entry);
    const serialized: SerializedResponse = {
      status: response.status,
      statusText: response.statusText,
      headers: headersToObject(response.headers),
      body: await untilAborted(response.text(), signal),
    };
    networkLog.finish(entry, { response: serialized });
    return { response: serialized };
  } catch (failure) {
    const message = failure instanceof Error ? failure.message : String(failure);
    networkLog.finish(entry, { error: message });
    return { error: message };
  }
}

/** `work`, or the abort reason of `signal` once it fires first. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(signal.reason);
  return Promise.race([
    work,
    new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true })),
  ]);
}

/** Whether the page is served by `kitbench dev` (its index.html carries the marker). */
const underDev = () => !!globalThis.document?.querySelector(`meta[name="${DEV_META_NAME}"]`);

/** A redirect the browser would not show: followed by `kitbench dev` hop by hop when it can be, else an error. */
async function followRedirect(request: SerializedRequest, entry: number): Promise<{ response?: SerializedResponse; error?: string }> {
  const replayable = request.method === 'GET' || request.method === 'HEAD';
  if (!underDev() || !replayable) {
    const error = `${request.url} answered with a redirect, which kitbench does not follow here: ${
      replayable ? 'in the playground alone the browser hides where a redirect points' : `a ${request.method} is not sent twice`
    }, and a redirect may lead to a service on this machine. ${
      replayable ? 'Under kitbench dev, redirects are followed, each hop checked.' : 'Fetch the final URL directly.'
    }`;
    networkLog.finish(entry, { error });
    return { error };
  }
  networkLog.finish(entry, { error: 'Redirected: the browser hides where to, so kitbench dev follows it hop by hop (the next entries).' });
  let answer: ProxyAnswer;
  try {
    const response = await fetch(DEV_FETCH_URL, { method: 'POST', body: JSON.stringify(request), cache: 'no-store' });
    answer = (await response.json()) as ProxyAnswer;
    if (!Array.isArray(answer.hops)) throw new Error(`kitbench dev answered ${response.status}`);
  } catch (failure) {
    const error = `The redirect of ${request.url} could not be followed: ${failure instanceof Error ? failure.message : String(failure)}`;
    return { error };
  }
  let last: SerializedResponse | undefined;
  for (const hop of answer.hops) {
    const id = networkLog.start('script', { method: hop.method, url: hop.url, headers: {} });
    if (hop.error || hop.status === undefined) {
      networkLog.finish(id, { error: hop.error ?? 'not made' });
      continue;
    }
    last = { status: hop.status, statusText: hop.statusText, headers: hop.headers ?? {}, body: hop.body ?? '' };
    networkLog.finish(id, { response: last });
  }
  if (answer.error || !last) return { error: answer.error ?? `${request.url}: no answer` };
  return { response: last };
}

/** A request the folder's mocks file answered inside the worker: in Network, marked "mocked" (issue 22). */
export function recordMocked(request: SerializedRequest, response: SerializedResponse): void {
  networkLog.finish(networkLog.start('script', request), { response, mocked: true });
}

/** Performs a request elsewhere (record mode: `kitbench dev`'s Node, src/ui/network/record.ts); resolves its answer. */
export type OutboundFetch = (request: SerializedRequest) => Promise<{ response?: SerializedResponse; error?: string }>;
let outbound: OutboundFetch | undefined;

/** Sends the script's requests through `next` instead of the page's fetch (undefined: back to the page's). */
export function setOutboundFetch(next: OutboundFetch | undefined): void {
  outbound = next;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
