/**
 * Record mode's redaction: what a real exchange must lose before its recording is shown for review or written to
 * the mocks file. Names and values both count, as secret scanners read them (secret-scan.ts): credential headers,
 * cookies and any header carrying a token are dropped (a mock keeps no headers); the URL loses its user and
 * password, secret-named query parameters and any token in a parameter or a path segment; the body is redacted
 * by redact-body.ts. Each redaction says where and why; the author's keep choices (redaction.ts) let a value through.
 */
import { redactBody } from './redact-body';
import { keepCheck, type KeepRule, type Redaction } from './redaction';
import { findSecrets, maskSecrets, nameKind, REDACTED } from './secret-scan';

export { REDACTED } from './secret-scan';
export type { KeepRule, Redaction } from './redaction';

/** Header names that carry credentials whatever their words say (lower case). */
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'set-cookie2', 'private-token', 'x-amz-security-token']);
const COOKIE_HEADERS = new Set(['cookie', 'set-cookie', 'set-cookie2']);

/** Whether a query parameter named `name` holds a credential: a secret's name, or `key`, `sig`, `code`, `auth`… alone. */
export const isSecretQuery = (name: string): boolean => nameKind(name) !== 'plain';
/** Whether a header named `name` holds a credential. */
export const isSecretHeader = (name: string): boolean => SECRET_HEADERS.has(name.toLowerCase()) || nameKind(name) === 'secret' || /auth/i.test(name);

/** What a header's value gives away, by its value alone (`Bearer …` in any header, a known token format). */
function headerValueWhy(value: string): string | undefined {
  if (/^\s*(?:Bearer|Token)\s+\S/i.test(value)) return 'bearer token';
  if (/^\s*Basic\s+[A-Za-z0-9+/=]{4,}/i.test(value)) return 'basic credentials';
  const labels = maskSecrets(value).labels;
  return labels.length > 0 ? labels.join(', ') : undefined;
}

/** The credentials among headers, all dropped: a mock holds no headers, so none of these can be kept. */
export function scanHeaders(headers: Record<string, string>, side: 'request' | 'response'): Redaction[] {
  const redactions: Redaction[] = [];
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    const why = COOKIE_HEADERS.has(lower) ? 'cookies' : isSecretHeader(lower) ? 'credential header' : headerValueWhy(value);
    if (why) redactions.push({ where: `${side} header ${lower}`, why });
  }
  return redactions;
}

/** A redacted URL, and the host and path its recording's keep choices name. */
export interface RedactedUrl {
  url: string;
  host: string;
  /** The path with every segment that held a credential written `:redacted` (what a KeepRule names). */
  path: string;
  redactions: Redaction[];
}

/**
 * A URL without credentials. A path segment holding a token becomes an MSW path parameter (`:redacted`), so the
 * mock made from it still answers the request whatever token the next author's copy sends.
 */
export function redactUrl(url: string, method = 'GET', keep: readonly KeepRule[] = []): RedactedUrl {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    const masked = maskSecrets(url);
    return { url: masked.text, host: '', path: '', redactions: masked.labels.map((why) => ({ where: 'URL', why })) };
  }
  const redactions: Redaction[] = [];
  if (parsed.username || parsed.password) {
    parsed.username = '';
    parsed.password = '';
    redactions.push({ where: 'user and password in the URL', why: 'credentials in a URL' });
  }

  // Path segments: the formats are looked for in host and path together (a Slack webhook URL spans three segments).
  const host = parsed.host;
  const segments = parsed.pathname.split('/');
  const scanned = `${host}${parsed.pathname}`;
  const hits = new Map<number, Set<string>>();
  let offset = host.length;
  const spans = segments.map((segment, index) => {
    const start = offset + (index > 0 ? 1 : 0);
    offset = start + segment.length;
    return [start, offset] as const;
  });
  for (const match of findSecrets(scanned)) {
    spans.forEach(([start, end], index) => {
      if (index > 0 && start < end && match.start < end && start < match.end) hits.set(index, (hits.get(index) ?? new Set()).add(match.label));
    });
  }
  const names = new Map([...hits.keys()].sort((a, b) => a - b).map((index, n) => [index, n === 0 ? ':redacted' : `:redacted${n + 1}`]));
  const keyPath = segments.map((segment, index) => names.get(index) ?? segment).join('/');
  const isKept = keepCheck({ host, method: method.toUpperCase(), path: keyPath }, keep);
  const cleanSegments = segments.map((segment, index) => {
    const labels = hits.get(index);
    if (!labels) return segment;
    const where = `URL path segment ${index}`;
    const kept = isKept(where);
    redactions.push({ where, why: [...labels].join(', '), place: where, ...(kept ? { kept } : {}) });
    return kept ? segment : (names.get(index) as string);
  });

  // Query parameters (and a fragment written as parameters, as OAuth's implicit flow does).
  const redactParams = (params: URLSearchParams, label: string): string | undefined => {
    let changed = false;
    const out = new URLSearchParams();
    for (const [name, value] of params) {
      const masked = isSecretQuery(name) ? { text: REDACTED, labels: ['secret-named parameter'] } : maskSecrets(value);
      if (value === '' || masked.labels.length === 0) {
        out.append(name, value);
        continue;
      }
      const where = `${label} ${name}`;
      const kept = isKept(where);
      redactions.push({ where, why: masked.labels.join(', '), place: where, ...(kept ? { kept } : {}) });
      out.append(name, kept ? value : masked.text);
      changed ||= !kept;
    }
    return changed ? out.toString() : undefined;
  };
  const search = redactParams(parsed.searchParams, 'query parameter');
  const fragment = parsed.hash.includes('=') ? redactParams(new URLSearchParams(parsed.hash.slice(1)), 'URL fragment parameter') : undefined;

  const pathChanged = cleanSegments.some((segment, index) => segment !== segments[index]);
  if (pathChanged) parsed.pathname = cleanSegments.join('/');
  if (search !== undefined) parsed.search = search;
  if (fragment !== undefined) parsed.hash = fragment;
  const changed = redactions.some((redaction) => !redaction.kept);
  return { url: changed ? parsed.toString() : url, host, path: keyPath, redactions };
}

/** A real exchange as record mode saw it, before redaction. */
export interface RawExchange {
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  responseHeaders: Record<string, string>;
  contentType?: string;
  body: string;
}

/** What of an exchange may be shown and written, and every redaction (request headers, URL, response headers, body). */
export interface RedactedExchange {
  url: string;
  /** The host and path the recording's keep choices name (RedactedUrl). */
  host: string;
  path: string;
  body: string;
  redactions: Redaction[];
}

/** Redacts an exchange, keeping what the author's choices name for this request. */
export function redactExchange(raw: RawExchange, keep: readonly KeepRule[] = []): RedactedExchange {
  const url = redactUrl(raw.url, raw.method, keep);
  const isKept = keepCheck({ host: url.host, method: raw.method.toUpperCase(), path: url.path }, keep);
  const body = redactBody(raw.body, raw.contentType, isKept);
  return {
    url: url.url,
    host: url.host,
    path: url.path,
    body: body.body,
    redactions: [...scanHeaders(raw.requestHeaders, 'request'), ...url.redactions, ...scanHeaders(raw.responseHeaders, 'response'), ...body.redactions],
  };
}
