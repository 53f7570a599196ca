import { describe, expect, it } from 'vitest';
import { timingSafeEqual, webCryptoHmac } from './hmac';
import { generateSecret, parseSignatureHeader, SigningSecretError, sign, signedString, verify } from './signature';

const SECRET = 'whsec_test';
const BODY = '{"eventId":"evt_1"}';
// computed independently with node:crypto createHmac('sha256', SECRET).update(`1700000000.${BODY}`)
const KNOWN_V1 = 'e5d7e0bf889a38c38767b47b28f8d24b766e8a958515f0f2056f461e17ca73af';
const T = 1_700_000_000;

describe('sign', () => {
  it('refuses an empty secret with a message a person can act on', async () => {
    await expect(sign(BODY, '', { timestamp: T })).rejects.toThrow(SigningSecretError);
    await expect(sign(BODY, '', { timestamp: T })).rejects.toThrow('The signing secret is empty');
  });

  it('produces t=<unix>,v1=<hex hmac-sha256 of "<t>.<raw body>">', async () => {
    expect(await sign(BODY, SECRET, { timestamp: T })).toBe(`t=${T},v1=${KNOWN_V1}`);
  });

  it('signs bytes exactly as it signs the same text', async () => {
    expect(await sign(new TextEncoder().encode(BODY), SECRET, { timestamp: T })).toBe(`t=${T},v1=${KNOWN_V1}`);
  });

  it('defaults the timestamp to now in seconds', async () => {
    const before = Math.floor(Date.now() / 1000);
    const header = await sign(BODY, SECRET);
    const t = Number(parseSignatureHeader(header).t);
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(before + 1);
  });

  it('builds the signed string as <t>.<raw body>', () => {
    expect(signedString(T, BODY)).toBe(`${T}.${BODY}`);
  });

  it('accepts an injected HMAC implementation', async () => {
    const header = await sign(BODY, SECRET, { timestamp: T, hmac: (_secret, parts) => `fake:${parts.length}` });
    expect(header).toBe(`t=${T},v1=fake:2`);
  });
});

describe('verify', () => {
  const header = `t=${T},v1=${KNOWN_V1}`;

  it('rejects a header with two timestamps, naming both, even when the first one would verify', async () => {
    const result = await verify(`t=${T},v1=${KNOWN_V1},t=${T + 60}`, BODY, SECRET, { now: T });
    expect(result).toMatchObject({ valid: false, reason: 'ambiguous-timestamp' });
    expect(!result.valid && result.message).toContain(`t=${T}, t=${T + 60}`);
  });

  it('accepts several v1 values (secret rotation) when one matches', async () => {
    expect(await verify(`t=${T},v1=${'0'.repeat(64)},v1=${KNOWN_V1}`, BODY, SECRET, { now: T })).toEqual({ valid: true, timestamp: T });
  });

  it('answers an empty secret with a reason instead of a WebCrypto error', async () => {
    const result = await verify(header, BODY, '', { now: T });
    expect(result).toMatchObject({ valid: false, reason: 'missing-secret' });
    expect(!result.valid && result.message).toContain('secret is empty');
  });

  it('accepts a valid signature within the tolerance', async () => {
    expect(await verify(header, BODY, SECRET, { now: T + 10 })).toEqual({ valid: true, timestamp: T });
  });

  it.each([
    [null, 'missing-header'],
    ['', 'missing-header'],
    [`v1=${KNOWN_V1}`, 'missing-timestamp'],
    [`t=${T}`, 'missing-signature'],
    [`t=${T},v1=`, 'missing-signature'],
    [`t=soon,v1=${KNOWN_V1}`, 'malformed-timestamp'],
    [`t=${T},v1=${'0'.repeat(64)}`, 'mismatch'],
    [`t=${T},t=${T + 1},v1=${KNOWN_V1}`, 'ambiguous-timestamp'],
    [`t=${T},v1=${KNOWN_V1},t=${T}`, 'ambiguous-timestamp'],
  ])('rejects %j as %s', async (value, reason) => {
    const result = await verify(value, BODY, SECRET, { now: T });
    expect(result.valid).toBe(false);
    expect(!result.valid && result.reason).toBe(reason);
  });

  it('rejects a body that differs by one byte', async () => {
    const result = await verify(header, `${BODY} `, SECRET, { now: T });
    expect(!result.valid && result.reason).toBe('mismatch');
  });

  it('rejects the wrong secret', async () => {
    const result = await verify(header, BODY, 'whsec_other', { now: T });
    expect(!result.valid && result.reason).toBe('mismatch');
  });

  it('rejects a timestamp more than 300 s away by default', async () => {
    const result = await verify(header, BODY, SECRET, { now: T + 301 });
    expect(!result.valid && result.reason).toBe('timestamp-outside-tolerance');
    expect((await verify(header, BODY, SECRET, { now: T + 300 })).valid).toBe(true);
    expect((await verify(header, BODY, SECRET, { now: T - 301 })).valid).toBe(false);
  });

  it('skips the timestamp check when the tolerance is 0', async () => {
    expect((await verify(header, BODY, SECRET, { now: T + 10 ** 6, toleranceSeconds: 0 })).valid).toBe(true);
  });

  it('accepts any of several v1 values (secret rotation) and ignores unknown schemes', async () => {
    const rotated = `t=${T},v0=abc,v1=${'f'.repeat(64)},v1=${KNOWN_V1}`;
    expect((await verify(rotated, BODY, SECRET, { now: T })).valid).toBe(true);
  });
});

describe('timingSafeEqual', () => {
  it('compares whole strings, whatever their lengths', () => {
    expect(timingSafeEqual('abc', 'abc')).toBe(true);
    expect(timingSafeEqual('abc', 'abd')).toBe(false);
    expect(timingSafeEqual('abc', 'abcd')).toBe(false);
    expect(timingSafeEqual('', '')).toBe(true);
  });
});

describe('webCryptoHmac', () => {
  it('gives the same digest for one part as for the same bytes split in two', async () => {
    expect(await webCryptoHmac(SECRET, [`${T}.${BODY}`])).toBe(KNOWN_V1);
    expect(await webCryptoHmac(SECRET, [`${T}.`, BODY])).toBe(KNOWN_V1);
  });
});

describe('generateSecret', () => {
  it('makes a different 64-hex-digit secret every time', () => {
    const a = generateSecret();
    expect(a).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(generateSecret()).not.toBe(a);
  });
});
