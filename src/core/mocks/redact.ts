/**
 * Record mode's redaction: what a real response (and the URL that fetched it) must lose before it is shown for
 * review or written to the mocks file. Credentials never reach the file: `Authorization`, cookies, API keys and
 * tokens in headers, query strings and JSON bodies.
 */

/** What replaces a redacted value. */
export const REDACTED = 'REDACTED';

/** Header names that carry credentials (lower case). */
const SECRET_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'set-cookie2',
  'x-api-key',
  'api-key',
  'apikey',
  'x-auth-token',
  'x-access-token',
  'x-csrf-token',
  'x-xsrf-token',
  'private-token',
  'x-amz-security-token',
]);

/** Words that mark a credential wherever they appear in a name. */
const SECRET_WORD = /token|secret|passw(or)?d|api[-_]?key|credential/i;
/** Query parameter names that are credentials on their own (`?key=`, `?sig=`, an OAuth `?code=`). */
const SECRET_QUERY = /^(key|auth|sig|signature|session|sessionid|sid|code|access[-_]?key)$/i;

/** Whether a query parameter named `name` holds a credential. */
export const isSecretQuery = (name: string): boolean => SECRET_WORD.test(name) || SECRET_QUERY.test(name);
/** Whether a header named `name` holds a credential. */
export const isSecretHeader = (name: string): boolean => SECRET_HEADERS.has(name.toLowerCase()) || SECRET_WORD.test(name) || /auth/i.test(name);
/** Whether a JSON field named `name` holds a credential (`key` alone is not one: an issue's key is data). */
export const isSecretField = (name: string): boolean => SECRET_WORD.test(name);

/** A URL with every credential-like query parameter's value replaced; `redacted` names them. */
export function redactUrl(url: string): { url: string; redacted: string[] } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { url, redacted: [] };
  }
  const redacted: string[] = [];
  for (const name of [...new Set(parsed.searchParams.keys())]) {
    if (!isSecretQuery(name)) continue;
    parsed.searchParams.set(name, REDACTED);
    redacted.push(`query parameter ${name}`);
  }
  if (parsed.username || parsed.password) {
    parsed.username = '';
    parsed.password = '';
    redacted.push('user and password in the URL');
  }
  return { url: redacted.length > 0 ? parsed.toString() : url, redacted };
}

/** Headers without credentials: secret ones are dropped (a mock never needs them); `redacted` names them. */
export function redactHeaders(headers: Record<string, string>): { headers: Record<string, string>; redacted: string[] } {
  const kept: Record<string, string> = {};
  const redacted: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (isSecretHeader(name)) redacted.push(`header ${name}`);
    else kept[name] = value;
  }
  return { headers: kept, redacted };
}

/** A JSON body with the values of credential-like fields replaced (any depth); other text as it is. */
export function redactBody(body: string): { body: string; redacted: string[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { body, redacted: [] };
  }
  const redacted = new Set<string>();
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([name, item]) => {
        if (typeof item === 'string' && isSecretField(name)) {
          redacted.add(`body field ${name}`);
          return [name, REDACTED];
        }
        return [name, walk(item)];
      }),
    );
  };
  const clean = walk(parsed);
  return redacted.size > 0 ? { body: JSON.stringify(clean), redacted: [...redacted] } : { body, redacted: [] };
}
