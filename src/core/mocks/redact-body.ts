/**
 * Redaction of a recorded response body: JSON at any depth (values by format, secret-named fields whole, random
 * values and base64 `user:password` in credential-named fields, URLs, HTML, JSON and base64 JSON held in strings),
 * form-encoded bodies by name and value, and any other text by format, by `name = value` / `<name>value</name>`
 * where the name is a secret's, and by HTML attributes (html-attributes.ts).
 */
import { findSecretAttributes } from './html-attributes';
import { placeOf, type Redaction } from './redaction';
import { decodeUserPassword, findSecrets, looksRandom, maskSecrets, nameKind, nameWords, REDACTED, type SecretMatch, withoutOverlaps } from './secret-scan';

/** Whether the author keeps the value at a place (redaction.ts `keepCheck`). */
export type IsKept = (place: string) => boolean;

const SECRET_FIELD = 'secret-named field';
const RANDOM_FIELD = 'high-entropy value in a credential field';
const BODY = 'response body';
const BASIC = 'basic credentials';

/**
 * Why a value in a field that may hold a credential (`key`, `auth`, `code`…) is one: random-looking, or, under an
 * `auth` name, base64 of `user:password` (Docker's `auths.<host>.auth`). Bare base64 elsewhere is left alone: a
 * Relay ID (`MDQ6VXNlcjE=`, `04:User1`) decodes to the same shape.
 */
function credentialWhy(name: string, value: string): string | undefined {
  if (nameWords(name).includes('auth') && decodeUserPassword(value, true) !== undefined) return BASIC;
  return looksRandom(value) ? RANDOM_FIELD : undefined;
}

/** A base64 string that may hold a JSON object (`{` encodes to `ew` or `ey`): a Kubernetes Secret's values. */
const BASE64_JSON = /^e[wy][A-Za-z0-9+/]{14,}={0,2}$/;

/** The JSON a base64 value holds, or undefined. */
function decodeBase64Json(value: string): unknown {
  if (value.length % 4 !== 0 || value.length > 4 * 1024 * 1024 || !BASE64_JSON.test(value)) return undefined;
  try {
    const inner = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(value), (char) => char.charCodeAt(0)))) as unknown;
    return inner !== null && typeof inner === 'object' ? inner : undefined;
  } catch {
    return undefined;
  }
}

/** Base64 of a text's UTF-8. */
function encodeBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Known formats and secret-named HTML attributes in a text, without overlaps. */
function findInText(text: string): SecretMatch[] {
  const formats = findSecrets(text);
  return text.includes('<') ? withoutOverlaps([...formats, ...findSecretAttributes(text)]) : formats;
}

/** `data.items[0]["x-token"]`: a JSON path as the Review shows it. */
export function jsonPath(path: readonly (string | number)[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(part)) out += out ? `.${part}` : part;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out;
}

/** A URL held in a value with its secret-named query parameters replaced (as a request's own URL is). */
function maskUrlParameters(value: string): { text: string; named: boolean } {
  if (!/^https?:\/\/\S+\?/i.test(value)) return { text: value, named: false };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { text: value, named: false };
  }
  let named = false;
  for (const name of [...new Set(url.searchParams.keys())]) {
    if (nameKind(name) === 'plain') continue;
    url.searchParams.set(name, REDACTED);
    named = true;
  }
  return { text: named ? url.toString() : value, named };
}

/** Redacts a parsed JSON value; `redactions` collects what it found. */
function redactJson(root: unknown, isKept: IsKept, redactions: Redaction[]): unknown {
  const report = (path: readonly (string | number)[], why: string): boolean => {
    const where = path.length > 0 ? `${BODY} › ${jsonPath(path)}` : BODY;
    const place = placeOf(where);
    const kept = isKept(place);
    redactions.push({ where, why, place, ...(kept ? { kept } : {}) });
    return !kept;
  };

  const visitString = (value: string, path: (string | number)[], depth: number): string => {
    // JSON held in a string (a webhook payload, a cached response): redacted inside, written back as text.
    if (depth < 4 && value.length > 1 && /^\s*[[{]/.test(value)) {
      try {
        const inner = JSON.parse(value) as unknown;
        if (inner !== null && typeof inner === 'object') {
          const before = redactions.length;
          const clean = visit(inner, path, depth + 1);
          return redactions.length > before ? JSON.stringify(clean) : value;
        }
      } catch {
        // Not JSON: scanned as text below.
      }
    }
    // JSON held in base64 (a Kubernetes Secret's `.dockerconfigjson`): redacted inside, encoded again.
    const encoded = depth < 4 ? decodeBase64Json(value) : undefined;
    if (encoded !== undefined) {
      const before = redactions.length;
      const clean = visit(encoded, path, depth + 1);
      return redactions.slice(before).some((redaction) => !redaction.kept) ? encodeBase64(JSON.stringify(clean)) : value;
    }
    const url = maskUrlParameters(value);
    const matches = findInText(url.text);
    if (!url.named && matches.length === 0) return value;
    const masked = maskSecrets(url.text, matches);
    const why = [...(url.named ? ['secret-named parameter in a URL'] : []), ...masked.labels].join(', ');
    return report(path, why) ? masked.text : value;
  };

  const visit = (value: unknown, path: (string | number)[], depth: number): unknown => {
    if (typeof value === 'string') return value.length < 16 ? value : visitString(value, path, depth);
    if (Array.isArray(value)) return value.map((item, index) => visit(item, [...path, index], depth));
    if (value === null || typeof value !== 'object') return value;
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value as Record<string, unknown>)) {
      const itemPath = [...path, name];
      const kind = nameKind(name);
      const holds = (typeof item === 'string' && item !== '' && item !== REDACTED) || (item !== null && typeof item === 'object');
      if (kind === 'secret' && holds) {
        // A secret-named object or list goes whole: its parts are the credential (`credentials: { user, key }`).
        if (report(itemPath, SECRET_FIELD)) {
          out[name] = REDACTED;
          continue;
        }
      } else if (kind === 'credential' && typeof item === 'string') {
        const why = credentialWhy(name, item);
        if (why && report(itemPath, why)) {
          out[name] = REDACTED;
          continue;
        }
      }
      out[name] = visit(item, itemPath, depth);
    }
    return out;
  };

  return visit(root, [], 0);
}

/** A form-encoded body (`access_token=…&token_type=bearer`): parameters by name, then by value. */
function redactForm(body: string, isKept: IsKept, redactions: Redaction[]): string {
  const params = new URLSearchParams(body);
  let changed = false;
  const out = new URLSearchParams();
  for (const [name, value] of params) {
    const where = `${BODY} › ${name}`;
    const kind = nameKind(name);
    let why: string | undefined;
    let clean = value;
    const credential = kind === 'credential' && value ? credentialWhy(name, value) : undefined;
    if (value && (kind === 'secret' || credential)) {
      why = kind === 'secret' ? SECRET_FIELD : credential;
      clean = REDACTED;
    } else {
      const masked = maskSecrets(value);
      if (masked.labels.length > 0) [why, clean] = [masked.labels.join(', '), masked.text];
    }
    if (why) {
      const kept = isKept(placeOf(where));
      redactions.push({ where, why, place: placeOf(where), ...(kept ? { kept } : {}) });
      if (!kept) {
        changed = true;
        out.append(name, clean);
        continue;
      }
    }
    out.append(name, value);
  }
  return changed ? out.toString() : body;
}

/** `name: value`, `name = value`, `"name": "value"` in text that is not JSON. */
const ASSIGNMENT = /(?<![\w-])([A-Za-z_][\w.-]{0,60})["']?[ \t]*[:=][ \t]*["']?((?:Bearer|Basic|Token)[ \t]+[^\s"'&,;<>]+|[^\s"'&,;<>]{6,})/dg;
/** `<access_token>value</access_token>`. */
const ELEMENT = /<([A-Za-z_][\w.-]{0,60})>([^<\s]{6,})<\/\1>/dg;

/** Other text: known formats anywhere, secret-named HTML attributes, and values after secret names. */
function redactText(body: string, isKept: IsKept, redactions: Redaction[]): string {
  const found: SecretMatch[] = findInText(body);
  for (const pattern of [ASSIGNMENT, ELEMENT]) {
    for (const match of body.matchAll(pattern)) {
      const kind = nameKind(match[1]);
      const value = match[2];
      if (value === REDACTED || !(kind === 'secret' || (kind === 'credential' && looksRandom(value)))) continue;
      const [start, end] = match.indices?.[2] ?? [0, 0];
      if (found.some((other) => other.start < end && start < other.end)) continue;
      found.push({ start, end, label: kind === 'secret' ? SECRET_FIELD : RANDOM_FIELD });
    }
  }
  if (found.length === 0) return body;
  found.sort((a, b) => a.start - b.start);
  const lineOf = (offset: number) => body.slice(0, offset).split('\n').length;
  const masked: SecretMatch[] = [];
  for (const label of [...new Set(found.map((match) => match.label))]) {
    const ofLabel = found.filter((match) => match.label === label);
    const lines = [...new Set(ofLabel.map((match) => lineOf(match.start)))];
    const where = `${BODY}, ${lines.length === 1 ? 'line' : 'lines'} ${lines.slice(0, 5).join(', ')}${lines.length > 5 ? ', …' : ''}`;
    // Text has no fields: a keep choice covers one kind of value in this request's text body.
    const place = `${BODY} (text) › ${label}`;
    const kept = isKept(place);
    redactions.push({ where, why: label, place, ...(kept ? { kept } : {}) });
    if (!kept) masked.push(...ofLabel);
  }
  return maskSecrets(body, masked.sort((a, b) => a.start - b.start)).text;
}

/**
 * A response body without credentials, and what was redacted (or kept by the author's choice). JSON keeps its
 * structure (written back compact); other text keeps everything around what was replaced.
 */
export function redactBody(body: string, contentType: string | undefined, isKept: IsKept = () => false): { body: string; redactions: Redaction[] } {
  const redactions: Redaction[] = [];
  if (/x-www-form-urlencoded/i.test(contentType ?? '')) {
    const clean = redactForm(body, isKept, redactions);
    return { body: clean, redactions };
  }
  if (/^\s*[[{"]/.test(body)) {
    let parsed: unknown;
    let json = true;
    try {
      parsed = JSON.parse(body);
    } catch {
      json = false;
    }
    if (json) {
      const clean = redactJson(parsed, isKept, redactions);
      return { body: redactions.some((redaction) => !redaction.kept) ? JSON.stringify(clean) : body, redactions };
    }
  }
  return { body: redactText(body, isKept, redactions), redactions };
}
