/**
 * HMAC-SHA256 as a swappable function. The core uses WebCrypto (browser, worker and Node 20 alike);
 * the CLI may inject `node:crypto`, whose per-call cost is lower than WebCrypto's promise round trip.
 */

/** Hex HMAC-SHA256 of the concatenated `parts` (strings are UTF-8) under the UTF-8 `secret`. */
export type HmacSha256 = (secret: string, parts: readonly (string | Uint8Array)[]) => string | Promise<string>;

const encoder = new TextEncoder();
// importKey costs more than a small HMAC: remember a few keys (a playground or CLI uses one or two secrets)
const keyCache = new Map<string, Promise<CryptoKey>>();
const KEY_CACHE_SIZE = 8;

function importKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = globalThis.crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    if (keyCache.size >= KEY_CACHE_SIZE) keyCache.delete(keyCache.keys().next().value as string);
    keyCache.set(secret, key);
  }
  return key;
}

function concat(parts: readonly (string | Uint8Array)[]): Uint8Array {
  const chunks = parts.map((part) => (typeof part === 'string' ? encoder.encode(part) : part));
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** Lower-case hex of bytes. */
export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let out = '';
  for (let i = 0; i < view.length; i++) out += HEX[view[i]];
  return out;
}

/** HMAC-SHA256 with `globalThis.crypto.subtle`. */
export const webCryptoHmac: HmacSha256 = async (secret, parts) => {
  const key = await importKey(secret);
  const data = concat(parts);
  return toHex(await globalThis.crypto.subtle.sign('HMAC', key, data as Uint8Array<ArrayBuffer>));
};

/**
 * Compares two strings in time that depends only on their lengths, never on where they first differ
 * (spec: "The comparison is constant-time").
 */
export function timingSafeEqual(a: string, b: string): boolean {
  const length = Math.max(a.length, b.length);
  let diff = a.length ^ b.length;
  for (let i = 0; i < length; i++) diff |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  return diff === 0;
}
