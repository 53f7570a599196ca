/**
 * Looks at names and values as secret scanners do: the token formats of secret-formats.ts (a JWT confirmed by
 * jose decoding its header), names that say "credential", and long random-looking strings. Pure functions over
 * strings, so record mode's redaction (redact.ts) runs the same in Node and in the page.
 */
import { decodeProtectedHeader } from 'jose';
import { SECRET_FORMATS } from './secret-formats';

/** What replaces a redacted value. */
export const REDACTED = 'REDACTED';

/** One credential found in a text: where (UTF-16 offsets) and which format. */
export interface SecretMatch {
  start: number;
  end: number;
  label: string;
}

const compiled = SECRET_FORMATS.map((format) => ({ format, pattern: new RegExp(format.pattern, 'g') }));
/** Any format's hint: one pass over a value tells whether any pattern needs to run at all. */
const anyHint = new RegExp(SECRET_FORMATS.flatMap((format) => format.hints.map((hint) => hint.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('|'));
/** The shortest token any format matches: shorter strings are not scanned. */
const SHORTEST = 16;

/** Whether a JWT-shaped candidate is one: its header decodes to JSON naming an algorithm. */
function isJwt(candidate: string): boolean {
  try {
    return typeof decodeProtectedHeader(candidate).alg === 'string';
  } catch {
    return false;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The `user:password` a base64 text decodes to (RFC 7617), or undefined: printable UTF-8 on one line, at most 1 KB,
 * with a colon and something on either side of it (`:key`, `key:` as Stripe-style APIs send, included).
 * `strict`: no blank in it and both sides set, for a value with no `Basic` scheme before it (base64 of a line of
 * text or of a Relay ID such as `MDQ6VXNlcjE=`, `04:User1`, must pass through; callers add a field name).
 */
export function decodeUserPassword(base64: string, strict = false): string | undefined {
  if (base64.length < 4 || base64.length > 1400 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return undefined;
  let text: string;
  try {
    text = utf8.decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
  const colon = text.indexOf(':');
  if (colon < 0 || text.length < 2 || /\p{Cc}/u.test(text)) return undefined;
  if (strict && (colon === 0 || colon === text.length - 1 || /\s/.test(text))) return undefined;
  return text;
}

/** Checks beyond the pattern, by format: a candidate that fails is not a credential. */
const CONFIRM: Record<string, (candidate: string) => boolean> = {
  JWT: isJwt,
  'basic credentials': (candidate) => decodeUserPassword(candidate.replace(/^\S+\s+/, '')) !== undefined,
};

/** Every credential of a known format in `text`, in order, without overlaps (the earlier, then the longer, wins). */
export function findSecrets(text: string): SecretMatch[] {
  if (text.length < SHORTEST || !anyHint.test(text)) return [];
  const found: SecretMatch[] = [];
  for (const { format, pattern } of compiled) {
    if (!format.hints.some((hint) => text.includes(hint))) continue;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      if (match[0].length === 0) {
        pattern.lastIndex += 1;
        continue;
      }
      if (CONFIRM[format.label]?.(match[0]) === false) continue;
      found.push({ start: match.index, end: match.index + match[0].length, label: format.label });
    }
  }
  return withoutOverlaps(found);
}

/** Matches in order, without overlaps (the earlier, then the longer, wins). */
export function withoutOverlaps(matches: SecretMatch[]): SecretMatch[] {
  if (matches.length < 2) return matches;
  matches.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: SecretMatch[] = [];
  for (const match of matches) if (kept.length === 0 || match.start >= kept[kept.length - 1].end) kept.push(match);
  return kept;
}

/** `text` with every match replaced by REDACTED; `labels` names what was found (each once). */
export function maskSecrets(text: string, matches = findSecrets(text)): { text: string; labels: string[] } {
  if (matches.length === 0) return { text, labels: [] };
  let out = '';
  let at = 0;
  for (const match of matches) {
    out += text.slice(at, match.start) + REDACTED;
    at = match.end;
  }
  return { text: out + text.slice(at), labels: [...new Set(matches.map((match) => match.label))] };
}

/** Shannon entropy of a string, in bits per character. */
export function entropy(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value looks like a generated credential: 20 to 4,096 characters without spaces, letters and digits
 * mixed, and random enough (detect-secrets' limits: 4.5 bits a character for base64, 3.0 for hex; a little lower
 * here, since a 20-character token cannot reach 4.5). A UUID, a URL or a `data:` URL is an identifier, not a secret.
 */
export function looksRandom(value: string): boolean {
  if (value.length < 20 || value.length > 4096 || /\s/.test(value)) return false;
  if (UUID.test(value) || /^(?:[a-z][a-z0-9+.-]*:\/\/|data:)/i.test(value)) return false;
  if (!/[0-9]/.test(value) || !/[A-Za-z]/.test(value)) return false;
  const hex = /^[0-9a-f]+$/i.test(value);
  return entropy(value) >= (hex ? 3.0 : 3.5);
}

/** A name split into lower-case words: `clientSecret`, `client_secret`, `X-Client-Secret` → client, secret. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Words that name a credential on their own. */
const SECRET_WORDS = new Set([
  'token', 'tokens', 'secret', 'secrets', 'password', 'passwords', 'passwd', 'pwd', 'passphrase', 'passcode',
  'credential', 'credentials', 'cookie', 'cookies', 'apikey', 'apikeys', 'privatekey', 'accesskey', 'secretkey',
  'authorization', 'jwt', 'bearer', 'sessionid', 'xsrf', 'csrf',
]);
/** Two words that name a credential together (`api key`, `session id`). */
const SECRET_PAIRS = new Set([
  'api key', 'api keys', 'private key', 'access key', 'secret key', 'client key', 'auth key', 'signing key', 'master key',
  'encryption key', 'session id', 'session key', 'license key', 'refresh key', 'consumer key', 'app key',
]);
/** Words that name something that may hold a credential: only a long random value there is one. */
const CREDENTIAL_WORDS = new Set(['key', 'keys', 'auth', 'sig', 'signature', 'code', 'salt', 'seed', 'pin', 'session', 'sid', 'license', 'private', 'otp', 'hmac']);
/** Last words that make a secret-named field a description of one (`token_type`, `token_endpoint`, `expires_in`). */
const DESCRIBING_WORDS = new Set([
  'type', 'types', 'endpoint', 'endpoints', 'url', 'urls', 'uri', 'uris', 'supported', 'expires', 'expiry', 'expiration',
  'at', 'in', 'count', 'length', 'ttl', 'name', 'names', 'hint', 'required', 'policy', 'enabled', 'method', 'methods',
  'lifetime', 'format', 'scope', 'scopes', 'id', 'ids', 'prefix', 'last4', 'last', 'created', 'updated', 'set', 'strength',
  'param', // Rails' `<meta name="csrf-param" content="authenticity_token">` names the field, the token is beside it
]);
/** Words that make a `…token` a page cursor, not a credential (`nextPageToken`, `continuation_token`). */
const CURSOR_WORDS = new Set(['page', 'next', 'prev', 'previous', 'continuation', 'cursor', 'sync', 'resume', 'pagination']);

/** How a name reads: `secret` (its value is a credential), `credential` (may hold one), or `plain`. */
export type NameKind = 'secret' | 'credential' | 'plain';

const kinds = new Map<string, NameKind>();

/** Classifies a field, parameter or header name by its words (remembered: a body repeats its names). */
export function nameKind(name: string): NameKind {
  let kind = kinds.get(name);
  if (kind === undefined) {
    kind = classify(name);
    if (kinds.size > 10_000) kinds.clear();
    kinds.set(name, kind);
  }
  return kind;
}

function classify(name: string): NameKind {
  const words = nameWords(name);
  if (words.length === 0) return 'plain';
  const pairs = words.slice(1).map((word, index) => `${words[index]} ${word}`);
  const last = words[words.length - 1];
  const lastPair = pairs[pairs.length - 1];
  const secret = words.some((word) => SECRET_WORDS.has(word)) || pairs.some((pair) => SECRET_PAIRS.has(pair));
  if (secret) {
    if (DESCRIBING_WORDS.has(last) && !(lastPair && SECRET_PAIRS.has(lastPair))) return 'plain';
    if (words.some((word) => CURSOR_WORDS.has(word))) return 'plain';
    return 'secret';
  }
  if (DESCRIBING_WORDS.has(last) && words.length > 1) return 'plain';
  return words.some((word) => CREDENTIAL_WORDS.has(word)) ? 'credential' : 'plain';
}
