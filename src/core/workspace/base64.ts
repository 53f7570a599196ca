// Base64 for the core, in browsers, workers and Node alike, without importing Buffer. Each direction takes the
// fastest way the platform has: Uint8Array's own base64 methods (Chromium 140+, Firefox 133+, Safari 18.2+), else
// Node's Buffer, else btoa/atob over chunks. A 25 MB asset took ~10 s through `String.fromCharCode(...chunk)` in V8
// (the spread walks an iterator per byte); natively it is a few hundred milliseconds.
const CHUNK = 0x8000;

interface NativeBase64 {
  toBase64(options?: { alphabet?: 'base64' | 'base64url'; omitPadding?: boolean }): string;
}
interface NativeFromBase64 {
  fromBase64(text: string, options?: { alphabet?: 'base64' | 'base64url'; lastChunkHandling?: 'loose' | 'strict' }): Uint8Array<ArrayBuffer>;
}
interface NodeBuffer {
  from(data: Uint8Array | string, encoding?: string): Uint8Array & { toString(encoding: string): string };
}

const native = typeof (Uint8Array.prototype as Partial<NativeBase64>).toBase64 === 'function';
const nativeFrom = (Uint8Array as unknown as Partial<NativeFromBase64>).fromBase64;
const NodeBuffer = (globalThis as { Buffer?: NodeBuffer }).Buffer;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Bytes to standard base64. */
export function bytesToBase64(bytes: Uint8Array): string {
  if (native) return (bytes as Uint8Array & NativeBase64).toBase64();
  if (NodeBuffer) return NodeBuffer.from(bytes).toString('base64');
  const parts: string[] = [];
  // `apply` takes the chunk as it is: a spread would walk an iterator per byte.
  for (let i = 0; i < bytes.length; i += CHUNK) parts.push(String.fromCharCode.apply(null, bytes.subarray(i, i + CHUNK) as unknown as number[]));
  return btoa(parts.join(''));
}

/** Standard base64 to bytes; throws on characters outside the alphabet. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  if (nativeFrom) return nativeFrom(base64);
  if (NodeBuffer) {
    // Buffer skips what is not base64 without a word: the text is checked first, as atob checks it (whitespace
    // ignored, padding optional).
    const text = base64.replace(/[\t\n\f\r ]/g, '');
    if (!BASE64.test(text) || text.length % 4 === 1 || (text.includes('=') && text.length % 4 !== 0)) {
      throw new Error('The string to be decoded is not correctly encoded.');
    }
    const buffer = NodeBuffer.from(text, 'base64');
    return new Uint8Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer);
  }
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Bytes to base64url without padding (RFC 4648 section 5): safe in a URL fragment as is. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  if (native) return (bytes as Uint8Array & NativeBase64).toBase64({ alphabet: 'base64url', omitPadding: true });
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64url (padded or not) to bytes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return base64ToBytes(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
}
