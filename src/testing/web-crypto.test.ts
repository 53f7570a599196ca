import { afterAll, describe, expect, it } from 'vitest';
import { loadIntegration, type TestApp } from './index';

// SHA-256("hello") and HMAC-SHA256("key", "The quick brown fox jumps over the lazy dog"): published test vectors.
const DIGEST = '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824';
const HMAC = 'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8';

let app: TestApp | undefined;
afterAll(() => app?.close());

describe('Web Crypto in the script, as on the platform', () => {
  it('signs and verifies JWTs (HS256, RS256), digests, HMACs and encrypts with crypto.subtle', async () => {
    app = await loadIntegration(new URL('./__fixtures__/web-crypto/', import.meta.url), { timeoutMs: 10_000 });
    expect(await app.dispatch('crypto_report')).toEqual({
      hs256: 'verified',
      rs256: 'verified',
      digest: DIGEST,
      hmac: HMAC,
      aes: 'ok',
      uuid: 'ok',
      keyType: '[object CryptoKey]',
    });
    const block = await app.insert('tokens');
    expect(block.text()).toContain('HS256 JWT: verified');
    expect(block.text()).toContain('RS256 JWT: verified');
    expect(block.text()).toContain(`SHA-256 digest: ${DIGEST}`);
    expect(block.text()).toContain(`HMAC: ${HMAC}`);
  });
});
