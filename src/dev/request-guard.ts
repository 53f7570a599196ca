// Who may talk to \`kitbench dev\`: the listening host, the session token and where a request comes from. The server
// (server.ts) asks these before it answers anything of the folder's.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Whether a host to listen on is reachable only from this machine. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare) || bare === '::ffff:127.0.0.1';
}

export function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function cookieOf(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why a request for the folder's files is refused: from a page of another origin (a PUT is preflighted anyway; this
 * also stops reads), or through a host name that is not this machine's (DNS rebinding).
 */
export function foreignRequest(req: IncomingMessage, listenHost: string): string | undefined {
  // A request another site's page made (an <img>, a <script src>, a form): the browser says so, Origin or not.
  const site = req.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return `Requests from another site (${site}) are refused.`;
  const origin = req.headers.origin;
  if (origin && (!URL.canParse(origin) || new URL(origin).host !== req.headers.host)) return `Requests from ${origin} are refused.`;
  const hostname = URL.canParse(`http://${req.headers.host}`) ? new URL(`http://${req.headers.host}`).hostname : '';
  const allowed = LOOPBACK.has(hostname) || hostname === listenHost || hostname === `[${listenHost}]` || listenHost === '0.0.0.0' || listenHost === '::';
  return allowed ? undefined : `Requests for host ${req.headers.host} are refused; open the address kitbench dev printed.`;
}
