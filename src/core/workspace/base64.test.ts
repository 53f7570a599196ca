import { describe, expect, it } from 'vitest';
import { base64ToBytes, base64UrlToBytes, bytesToBase64, bytesToBase64Url } from './base64';

const every = Uint8Array.from({ length: 256 * 3 + 1 }, (_, i) => (i * 7) % 256);

describe('base64 in the core', () => {
  it('round-trips every byte value, as btoa and atob would write and read them', () => {
    const text = bytesToBase64(every);
    expect(text).toBe(btoa(String.fromCharCode(...every)));
    expect(base64ToBytes(text)).toEqual(every);
  });

  it('reads base64url with or without padding, and writes it without', () => {
    const url = bytesToBase64Url(every.subarray(0, 10));
    expect(url).not.toMatch(/[+/=]/);
    expect(base64UrlToBytes(url)).toEqual(every.subarray(0, 10));
    expect(base64ToBytes('aGk')).toEqual(new TextEncoder().encode('hi'));
    expect(base64ToBytes('aG k=\n')).toEqual(new TextEncoder().encode('hi'));
  });

  it('refuses text outside the alphabet instead of skipping it', () => {
    expect(() => base64ToBytes('aGk*')).toThrow();
    expect(() => base64ToBytes('a')).toThrow();
    expect(() => base64UrlToBytes('not base64!')).toThrow();
  });

  it('takes a view into a larger buffer as just its bytes', () => {
    expect(bytesToBase64(every.subarray(3, 6))).toBe(btoa(String.fromCharCode(...every.subarray(3, 6))));
  });
});
