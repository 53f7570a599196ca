import { headersToObject } from '../core/runtime/response';
import { fetchRefusal } from './fetch-policy';
import { networkLog } from './network-log';
import type { SerializedRequest, SerializedResponse } from './types';

/**
 * Performs a request for the script (its `fetch` is bridged here), so MSW answers it and the Network panel shows
 * it. Never with the app's cookies, never to the playground's own origin nor another port of this machine
 * (fetch-policy.ts): the script must not read the app or the user's local services.
 */
export async function bridgeFetch(request: SerializedRequest): Promise<{ response?: SerializedResponse; error?: string }> {
  const entry = networkLog.start('script', request);
  // Record mode sends the request on to `kitbench dev`, which applies the loopback rule itself.
  const error = fetchRefusal(request.url, location.origin, outbound ? [originOf(request.url)] : []);
  if (error) {
    networkLog.finish(entry, { error });
    return { error };
  }
  try {
    if (outbound) {
      const answer = await outbound(request);
      networkLog.finish(entry, answer);
      return answer;
    }
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
      credentials: 'omit',
    });
    const serialized: SerializedResponse = {
      status: response.status,
      statusText: response.statusText,
      headers: headersToObject(response.headers),
      body: await response.text(),
    };
    networkLog.finish(entry, { response: serialized });
    return { response: serialized };
  } catch (failure) {
    const message = failure instanceof Error ? failure.message : String(failure);
    networkLog.finish(entry, { error: message });
    return { error: message };
  }
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
