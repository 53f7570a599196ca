import { type HmacSha256, timingSafeEqual, webCryptoHmac } from './hmac';

/**
 * The webhook signature (spec: Webhook signature): `X-Service-Signature: t=<unix>,v1=<hex>` where v1 is the
 * hex HMAC-SHA256 of `<t>.<raw body>` under the signing secret.
 */

/** The header that carries the signature. */
export const SIGNATURE_HEADER = 'X-Service-Signature';
/** How far `t` may be from now before verify rejects it (DESIGN.md; 0 disables the check). */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** A raw body: text (UTF-8) or the exact bytes received. */
export type RawBody = string | Uint8Array;

const decoder = new TextDecoder();

/** The string that is signed: `<t>.<raw body>`. */
export function signedString(timestamp: number | string, body: RawBody): string {
  return `${timestamp}.${typeof body === 'string' ? body : decoder.decode(body)}`;
}

/** Hex HMAC-SHA256 of `<t>.<body>`. */
export function computeSignature(secret: string, timestamp: number | string, body: RawBody, hmac: HmacSha256 = webCryptoHmac) {
  return hmac(secret, [`${timestamp}.`, body]);
}

/** Options of `sign`. */
export interface SignOptions {
  /** Unix seconds; defaults to now. */
  timestamp?: number;
  hmac?: HmacSha256;
}

/** The header value from its parts: `t=<timestamp>,v1=<hex>`. */
export function formatSignatureHeader(timestamp: number | string, v1: string): string {
  return `t=${timestamp},v1=${v1}`;
}

/** Thrown by `sign` for a secret nothing can be signed with (`verify` returns the same as a reason). */
export class SigningSecretError extends Error {
  override name = 'SigningSecretError';
}

/** Why `secret` cannot sign or verify anything, or undefined when it can. */
export function secretProblem(secret: string): string | undefined {
  // WebCrypto refuses a zero-length HMAC key (DataError); no sender signs with one either
  return secret === '' ? 'The signing secret is empty: enter the secret the sender signs with (whsec_…).' : undefined;
}

/** The `X-Service-Signature` header value for `body`; throws `SigningSecretError` for an empty secret. */
export async function sign(body: RawBody, secret: string, options: SignOptions = {}): Promise<string> {
  const problem = secretProblem(secret);
  if (problem) throw new SigningSecretError(problem);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  return formatSignatureHeader(timestamp, await computeSignature(secret, timestamp, body, options.hmac));
}

/** Why a signature was rejected. */
export type VerifyFailure =
  | 'missing-secret'
  | 'missing-header'
  | 'missing-timestamp'
  | 'ambiguous-timestamp'
  | 'missing-signature'
  | 'malformed-timestamp'
  | 'mismatch'
  | 'timestamp-outside-tolerance'
  /** Only from the workbench: checking itself failed (never expected; reported rather than thrown). */
  | 'check-failed';

/** The outcome of `verify`: valid, or the exact reason and a sentence a person can act on. */
export type VerifyResult =
  | { valid: true; timestamp: number }
  | { valid: false; reason: VerifyFailure; message: string; timestamp?: number };

/**
 * The parts of a signature header. `v1` may repeat (several secrets during a rotation, as in Stripe's scheme); `t`
 * may not: with two timestamps nobody can tell which one was signed, so `verify` rejects the header.
 */
export interface ParsedSignatureHeader {
  /** The first `t`. */
  t?: string;
  /** Every `t` value, in order: more than one makes the header ambiguous. */
  timestamps: string[];
  v1: string[];
}

/** Splits `t=…,v1=…` into its parts; unknown parts are ignored (future schemes such as `v2`). */
export function parseSignatureHeader(header: string): ParsedSignatureHeader {
  const parsed: ParsedSignatureHeader = { timestamps: [], v1: [] };
  for (const item of header.split(',')) {
    const eq = item.indexOf('=');
    if (eq < 0) continue;
    const key = item.slice(0, eq).trim();
    const value = item.slice(eq + 1).trim();
    if (key === 't' && value) {
      parsed.t ??= value;
      parsed.timestamps.push(value);
    }
    else if (key === 'v1' && value) parsed.v1.push(value);
  }
  return parsed;
}

/** Options of `verify`. */
export interface VerifyOptions {
  /** Seconds `t` may differ from now; 0 disables the check. Default 300. */
  toleranceSeconds?: number;
  /** Now, in Unix seconds. */
  now?: number;
  hmac?: HmacSha256;
}

/** Checks a signature header against the exact raw body, as a receiver must (spec: Webhook signature 3–4). */
export async function verify(
  header: string | null | undefined,
  body: RawBody,
  secret: string,
  options: VerifyOptions = {},
): Promise<VerifyResult> {
  if (header == null || header.trim() === '') {
    return { valid: false, reason: 'missing-header', message: `The ${SIGNATURE_HEADER} header is missing.` };
  }
  const parsed = parseSignatureHeader(header);
  if (parsed.t === undefined) {
    return { valid: false, reason: 'missing-timestamp', message: 'The signature header has no t= timestamp.' };
  }
  if (parsed.timestamps.length > 1) {
    const listed = parsed.timestamps.map((t) => `t=${t}`).join(', ');
    return {
      valid: false,
      reason: 'ambiguous-timestamp',
      message: `The signature header has ${parsed.timestamps.length} timestamps (${listed}); a sender sends exactly one, so the header is rejected.`,
    };
  }
  if (parsed.v1.length === 0) {
    return { valid: false, reason: 'missing-signature', message: 'The signature header has no v1= signature.' };
  }
  if (!/^\d+$/.test(parsed.t)) {
    return {
      valid: false,
      reason: 'malformed-timestamp',
      message: `The timestamp t=${parsed.t} is not a Unix time in seconds.`,
    };
  }
  const timestamp = Number(parsed.t);
  const problem = secretProblem(secret);
  if (problem) return { valid: false, reason: 'missing-secret', message: problem, timestamp };
  const expected = await computeSignature(secret, parsed.t, body, options.hmac);
  // compare against every v1 without stopping early, so timing says nothing about which one matched
  let matched = false;
  for (const candidate of parsed.v1) matched = timingSafeEqual(candidate.toLowerCase(), expected) || matched;
  if (!matched) {
    return {
      valid: false,
      reason: 'mismatch',
      message: 'The signature does not match: the secret or the raw body differs from what was signed.',
      timestamp,
    };
  }
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (tolerance > 0 && Math.abs(now - timestamp) > tolerance) {
    return {
      valid: false,
      reason: 'timestamp-outside-tolerance',
      message: `The timestamp is ${Math.abs(now - timestamp)} s from now, outside the tolerance of ${tolerance} s.`,
      timestamp,
    };
  }
  return { valid: true, timestamp };
}

/** A fresh signing secret: 32 random bytes, hex, with a recognisable prefix. */
export function generateSecret(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return `whsec_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
