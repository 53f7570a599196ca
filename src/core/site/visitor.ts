/**
 * The visitor of the published site: who the platform says visited (`EventVisitor` of the API package: an anonymous
 * id, cookies, user agent, IP, language) and the cookies the site keeps for them.
 */

/** The visitor as site events carry it. */
export interface SiteVisitor {
  /** The platform's anonymous id of the visitor (stable for one visitor). */
  anonymousId: string;
  /** The visitor's cookies on the site, by name. */
  cookies: Record<string, string>;
  userAgent: string;
  /** TEST-NET-3 (RFC 5737): realistic, never a real person's address. */
  ip: string;
  language?: string;
}

/** The cookie the site's consent toast sets: `yes` or `no` (the platform's name, which published scripts read). */
export const CONSENT_COOKIE = '__gitbook_cookie_granted';

/** A fresh visitor: a random anonymous id, the given user agent, no cookies yet. */
export function newVisitor(userAgent: string, language = 'en'): SiteVisitor {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return { anonymousId: `anon_${id}`, cookies: {}, userAgent, ip: '203.0.113.24', language };
}

/** The visitor's consent to cookies: true, false, or undefined while they have not answered. */
export function cookieConsent(visitor: Pick<SiteVisitor, 'cookies'>): boolean | undefined {
  const value = visitor.cookies[CONSENT_COOKIE];
  return value === 'yes' ? true : value === 'no' ? false : undefined;
}

/** `document.cookie` as a page reads it: `a=1; b=2`. */
export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/**
 * One `document.cookie = '…'` write, as a browser reads it: the name and value before the first `;`, and whether
 * its attributes delete it (`Max-Age=0` or an `Expires` in the past). Undefined for a write without a name.
 */
export function parseCookieWrite(text: string, now = Date.now()): { name: string; value: string; deleted: boolean } | undefined {
  const [pair, ...attributes] = text.split(';');
  const equals = pair.indexOf('=');
  const name = (equals < 0 ? '' : pair.slice(0, equals)).trim();
  if (!name) return undefined;
  const value = pair.slice(equals + 1).trim();
  let deleted = false;
  for (const attribute of attributes) {
    const [key, raw = ''] = attribute.split('=');
    const lower = key.trim().toLowerCase();
    if (lower === 'max-age' && Number(raw.trim()) <= 0) deleted = true;
    if (lower === 'expires' && Date.parse(raw.trim()) <= now) deleted = true;
  }
  return { name, value, deleted };
}
