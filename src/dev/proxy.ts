/**
 * The script's `fetch`, made by `kitbench dev` itself (`POST /__kitbench/fetch`), so that redirects can be followed
 * one hop at a time. In the page, `fetch(url, { redirect: 'manual' })` gives an opaque redirect: no status, no
 * `Location` (Fetch standard, "opaque-redirect filtered response"), so the page cannot check where a redirect leads
 * before the browser goes there. Here every hop is checked before it is made:
 * - the fetch policy (src/sandbox/fetch-policy.ts): http(s) only, no loopback host names;
 * - the address the name resolves to (checked in `lookup`, so a public name that resolves to 127.0.0.1, to a
 *   link-local address such as a cloud's 169.254.169.254 metadata service or to the local network is refused, DNS
 *   rebinding included: the address checked is the one connected to);
 * - at most MAX_HOPS redirects; `Authorization` and `Cookie` are dropped when a redirect changes origin, and 301/302
 *   after POST and 303 become a GET without body (as browsers do).
 * Each hop comes back to the page, which shows it in the Network panel.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { fetchRefusal } from '../sandbox/fetch-policy.ts';
import type { ProxyAnswer, ProxyHop, ProxyRequest } from './protocol.ts';

export const MAX_HOPS = 10;
const HOP_TIMEOUT_MS = 30_000;
/**
 * The largest answer the server takes (it holds the whole answer in memory to hand it to the page, and record mode
 * keeps it to redact): a bigger one fails the script's fetch, saying so (ProxyAnswer `tooLarge`).
 */
export const MAX_RESPONSE_BYTES = 50 * 1024 * 1024;
/** Why an answer over MAX_RESPONSE_BYTES was refused. */
export const TOO_LARGE = `the answer is over ${MAX_RESPONSE_BYTES / 1024 / 1024} MB, the most kitbench dev takes of one answer`;

/** Options for tests: origins on this machine that stand in for public sites (as MSW's mocked origins do). */
export interface ProxyOptions {
  allowOrigins?: readonly string[];
}

/**
 * Whether an IP address is one the server must not be led to: this machine (loopback, unspecified), its link
 * (169.254.0.0/16 — a cloud's metadata service — fe80::/10) or the local network (10/8, 172.16/12, 192.168/16,
 * 100.64/10, fc00::/7). From the page, a script can send to those but not read the answer (CORS); a server that
 * followed a redirect there would hand the answer to the script, so it does not go there at all.
 */
export function isBlockedAddress(address: string): boolean {
  const ip = address.toLowerCase().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.\d+\.\d+$/.exec(ip);
  if (v4) return blockedV4(Number(v4[1]), Number(v4[2]));
  const mapped = /^::ffff:([0-9a-f]{1,4}):[0-9a-f]{1,4}$/.exec(ip);
  if (mapped) {
    const high = Number.parseInt(mapped[1], 16);
    return blockedV4(high >> 8, high & 0xff);
  }
  if (ip === '::' || ip === '::1' || /^(0+:){7}0*1?$/.test(ip)) return true;
  // fe80::/10 link-local, fc00::/7 unique local, ::7f00:1 and friends (IPv4-compatible), 64:ff9b:: (NAT64 of any).
  return /^fe[89ab][0-9a-f]:/.test(ip) || /^f[cd][0-9a-f]{2}:/.test(ip) || /^::[0-9a-f]{1,4}:[0-9a-f]{1,4}$/.test(ip) || ip.startsWith('64:ff9b:');
}

function blockedV4(a: number, b: number): boolean {
  return (
    a === 127 || a === 0 || a === 10 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || a >= 224
  );
}

/** A DNS lookup that refuses names resolving to a blocked address (the check happens on the address connected to). */
function checkedLookup(hostname: string, options: object, callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as LookupAddress[];
    const blocked = list.find((entry) => isBlockedAddress(entry.address));
    if (blocked) {
      return callback(Object.assign(new Error(`${hostname} resolves to ${blocked.address}, an address on this machine or its network: refused`), { code: 'KITBENCH_BLOCKED' }), '', 0);
    }
    if ((options as { all?: boolean }).all) return callback(null, list);
    return callback(null, list[0].address, list[0].family);
  });
}

/** Why one hop may not be made, or undefined. */
function hopRefusal(url: string, appOrigin: string, options: ProxyOptions): string | undefined {
  const allowed = options.allowOrigins ?? [];
  const policy = fetchRefusal(url, appOrigin, allowed);
  if (policy) return policy;
  const parsed = new URL(url);
  if (allowed.includes(parsed.origin)) return undefined;
  if (isIP(parsed.hostname.replace(/^\[|\]$/g, '')) && isBlockedAddress(parsed.hostname)) {
    return `The script may not fetch ${parsed.origin} through kitbench dev: it is an address on this machine or its network (loopback, 0.0.0.0, 169.254.x.x, 10.x, 172.16-31.x, 192.168.x), refused so a script cannot read local services.`;
  }
  return undefined;
}

/** One HTTP exchange, without following redirects. */
function exchange(request: ProxyRequest, options: ProxyOptions): Promise<{ response: IncomingMessage; body: string }> {
  const url = new URL(request.url);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const allowed = options.allowOrigins?.includes(url.origin);
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      { method: request.method, headers: request.headers, timeout: HOP_TIMEOUT_MS, ...(allowed ? {} : { lookup: checkedLookup as never }) },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size > MAX_RESPONSE_BYTES) {
            response.destroy(Object.assign(new Error(TOO_LARGE), { code: 'KITBENCH_TOO_LARGE' }));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ response, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${HOP_TIMEOUT_MS / 1000} s`)));
    req.on('error', reject);
    req.end(request.body);
  });
}

const flatHeaders = (response: IncomingMessage): Record<string, string> =>
  Object.fromEntries(Object.entries(response.headers).map(([key, value]) => [key, Array.isArray(value) ? value.join(', ') : String(value ?? '')]));

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Headers a browser would never let a script set, and that a redirect to another origin must not carry. */
const FORBIDDEN = ['host', 'connection', 'content-length', 'transfer-encoding', 'cookie', 'cookie2', 'keep-alive', 'te', 'trailer', 'upgrade', 'proxy-authorization'];

/** Makes the script's request (`body`: a ProxyRequest as JSON), hop by hop. Never throws. */
export async function proxyFetch(body: string, appHost: string, options: ProxyOptions = {}): Promise<ProxyAnswer> {
  let request: ProxyRequest;
  try {
    request = JSON.parse(body) as ProxyRequest;
    if (typeof request.url !== 'string' || typeof request.method !== 'string') throw new Error('url and method are needed');
    if (!METHODS.includes(request.method.toUpperCase())) throw new Error(`${request.method} is not a method a script may send`);
  } catch (error) {
    return { hops: [], error: `Not a fetch request: ${error instanceof Error ? error.message : String(error)}` };
  }
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(request.headers ?? {})) if (!FORBIDDEN.includes(key.toLowerCase())) headers[key] = String(value);
  let current: ProxyRequest = { method: request.method.toUpperCase(), url: request.url, headers, body: request.body };
  const appOrigin = `http://${appHost}`;
  const hops: ProxyHop[] = [];
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    const started = Date.now();
    const refused = hopRefusal(current.url, appOrigin, options);
    if (refused) {
      const error = hop === 0 ? refused : `Redirect ${hop} refused: ${refused}`;
      hops.push({ method: current.method, url: current.url, error, durationMs: 0 });
      return { hops, error };
    }
    let answer: { response: IncomingMessage; body: string };
    try {
      answer = await exchange(current, options);
    } catch (failure) {
      const error = `${current.method} ${current.url} failed: ${failure instanceof Error ? failure.message : String(failure)}`;
      hops.push({ method: current.method, url: current.url, error: hop === 0 ? error : `Redirect ${hop}: ${error}`, durationMs: Date.now() - started });
      const tooLarge = failure instanceof Error && (failure as NodeJS.ErrnoException).code === 'KITBENCH_TOO_LARGE';
      return { hops, error: hops.at(-1)?.error, ...(tooLarge ? { tooLarge } : {}) };
    }
    const { response } = answer;
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    hops.push({ method: current.method, url: current.url, status, statusText: response.statusMessage, headers: flatHeaders(response), body: answer.body, durationMs: Date.now() - started });
    if (![301, 302, 303, 307, 308].includes(status) || !location) return { hops };
    if (hop === MAX_HOPS) {
      const error = `${request.url} redirected more than ${MAX_HOPS} times: stopped.`;
      return { hops, error };
    }
    let next: URL;
    try {
      next = new URL(location, current.url);
    } catch {
      return { hops, error: `${current.url} redirected to "${location}", which is not a URL.` };
    }
    const toGet = status === 303 ? current.method !== 'HEAD' : (status === 301 || status === 302) && current.method === 'POST';
    const nextHeaders = { ...current.headers };
    if (next.origin !== new URL(current.url).origin) {
      for (const key of Object.keys(nextHeaders)) if (key.toLowerCase() === 'authorization') delete nextHeaders[key];
    }
    if (toGet) {
      for (const key of Object.keys(nextHeaders)) if (/^content-/i.test(key)) delete nextHeaders[key];
    }
    current = { method: toGet ? 'GET' : current.method, url: next.href, headers: nextHeaders, body: toGet ? undefined : current.body };
  }
  return { hops, error: 'too many redirects' };
}
