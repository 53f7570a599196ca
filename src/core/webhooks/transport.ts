/** How deliveries reach a receiver and how they wait: both injectable so tests and the playground control time. */

/** One HTTP request of a delivery attempt. */
export interface TransportRequest {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: string | Uint8Array;
  /** Aborted when the attempt times out or the delivery is cancelled. */
  signal: AbortSignal;
}

/** What the receiver answered. */
export interface TransportResponse {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: string;
}

/** Sends one request; rejects on a network error. */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** Time as the delivery engine sees it. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Resolves after `ms`; rejects with an AbortError when `signal` aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

function abortError(): Error {
  const error = new Error('The operation was aborted.');
  error.name = 'AbortError';
  return error;
}

/** Real time, via setTimeout (which fake timers replace in tests). */
export const realClock: Clock = {
  now: () => Date.now(),
  sleep(ms, signal) {
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortError());
        return;
      }
      const onAbort = () => {
        clearTimeout(timer);
        reject(abortError());
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  },
};

/** A clock whose waits run `factor` times faster (the playground's fast-forward); `now` stays real. */
export function scaledClock(factor: number, base: Clock = realClock): Clock {
  return { now: base.now, sleep: (ms, signal) => base.sleep(ms / factor, signal) };
}

/** Delivers with `fetch` (MSW answers it in the playground; a real server in Node). Redirects are not followed. */
export const fetchTransport: Transport = async (request) => {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body as BodyInit,
    signal: request.signal,
    redirect: 'manual',
  });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  // browsers hide a manual redirect behind an opaque response with status 0
  if (response.type === 'opaqueredirect') {
    return { status: 302, statusText: 'Redirect (not followed)', headers, body: '' };
  }
  return { status: response.status, statusText: response.statusText, headers, body: await response.text() };
};
