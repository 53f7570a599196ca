import { describe, expect, it } from 'vitest';
import { SAMPLE_JWT, SAMPLE_TOKENS, sampleBase64 } from './secret-samples';
import { decodeUserPassword, findSecrets, looksRandom, maskSecrets, nameKind } from './secret-scan';

describe('findSecrets', () => {
  it.each(SAMPLE_TOKENS)('finds a $label inside other text, whole', ({ value, why }) => {
    const text = `before ${value} after`;
    expect(findSecrets(text)).toEqual([{ start: 7, end: 7 + value.length, label: why }]);
    expect(maskSecrets(text).text).toBe('before REDACTED after');
  });

  it('finds a JWT after "Bearer" and inside a URL, and no JWT whose header is not JSON', () => {
    expect(findSecrets(`Bearer ${SAMPLE_JWT}`).map((match) => match.label)).toEqual(['bearer token']);
    expect(findSecrets(`https://app.example/magic?t=${SAMPLE_JWT}`).map((match) => match.label)).toEqual(['JWT']);
    const [, payload, signature] = SAMPLE_JWT.split('.');
    const notJson = btoa('{not json at all}').replace(/=+$/, '');
    expect(findSecrets(`eyJ${notJson.slice(3)}.${payload}.${signature}`)).toEqual([]);
  });

  it('finds Basic credentials only when they decode to user:password text', () => {
    const basic = `Basic ${btoa('svc-bot:QTjX7wPz2QTjX7wPz2QT')}`;
    expect(maskSecrets(`{"upstream":"${basic}"}`).text).toBe('{"upstream":"REDACTED"}');
    expect(findSecrets(`basic ${btoa(':sk_test_only')}`).map((match) => match.label)).toEqual(['basic credentials']);
    const prose = ['Basic authentication is supported', 'Upgrade from the basic plan today', `Basic ${btoa('no colon in here')}`, `Basic ${sampleBase64(30)}`];
    for (const value of prose) expect(findSecrets(value), value).toEqual([]);
  });

  it('decodes base64 user:password, strictly (no blank, both sides) when no Basic scheme names it', () => {
    expect(decodeUserPassword(btoa('bot:s3cret'), true)).toBe('bot:s3cret');
    expect(decodeUserPassword(btoa(':key'))).toBe(':key');
    expect(decodeUserPassword(btoa(':key'), true)).toBeUndefined();
    expect(decodeUserPassword(btoa('title: A line of YAML'), true)).toBeUndefined();
    expect(decodeUserPassword(sampleBase64(24))).toBeUndefined();
    expect(decodeUserPassword('not base64!')).toBeUndefined();
  });

  it('takes an unterminated private key block to the end of the value', () => {
    const block = `-----BEGIN ${'OPENSSH PRIVATE'} KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA`;
    expect(maskSecrets(`key:\n${block}`).text).toBe('key:\nREDACTED');
  });

  it('finds the user and password of a connection string and leaves the rest readable', () => {
    expect(maskSecrets('postgres://app:s3cr3t-pass@db.internal:5432/main').text).toBe('postgres://REDACTED@db.internal:5432/main');
  });

  it('leaves ordinary values alone: a UUID, a commit sha, a base64 image, prose about bearer tokens', () => {
    const ordinary = [
      '550e8400-e29b-41d4-a716-446655440000',
      '9fceb02d0ae598e95dc970b74767f19372d61af8',
      `data:image/png;base64,${sampleBase64(48_000)}`,
      sampleBase64(48_000),
      'Send the token in the Authorization header with the Bearer authentication scheme, as RFC 6750 describes.',
      'sk_live is the prefix of live keys; AKIA starts an access key ID.',
    ];
    for (const value of ordinary) expect(findSecrets(value)).toEqual([]);
  });

  it('stays fast on a long run that almost matches (no catastrophic backtracking)', () => {
    const started = performance.now();
    findSecrets(`xoxb-${'1a-'.repeat(20_000)}_ ghp_${'a'.repeat(50_000)} eyJ${'a'.repeat(50_000)}`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('nameKind', () => {
  it('reads credential names in any case style', () => {
    for (const name of ['access_token', 'refreshToken', 'client_secret', 'X-Api-Key', 'apiKey', 'APIKey', 'password', 'credentials', 'session_id', 'privateKey', 'cookie']) {
      expect(nameKind(name), name).toBe('secret');
    }
  });
  it('does not take descriptions of a credential or page cursors for one', () => {
    for (const name of ['token_type', 'token_endpoint', 'expires_in', 'refresh_token_expires_in', 'nextPageToken', 'continuation_token', 'tokenizer', 'client_id', 'sha', 'secretary', 'csrf-param']) {
      expect(nameKind(name), name).toBe('plain');
    }
  });
  it('marks names that may hold a credential, for random values only', () => {
    for (const name of ['key', 'auth', 'signature', 'code_verifier', 'salt']) expect(nameKind(name), name).toBe('credential');
  });
});

describe('looksRandom', () => {
  it('is true of generated keys and false of identifiers and prose', () => {
    expect(looksRandom('q8Zr2Lx0VbN4tK7mWp1Yc5Hd')).toBe(true);
    expect(looksRandom('3f9a1c7e5b2d8f4a6c0e9b1d7a3f5c8e')).toBe(true);
    expect(looksRandom('550e8400-e29b-41d4-a716-446655440000')).toBe(false);
    expect(looksRandom('PROJ-1234')).toBe(false);
    expect(looksRandom('The quick brown fox jumps over the lazy dog 42 times')).toBe(false);
    expect(looksRandom('aaaaaaaaaaaaaaaaaaaaaaaa1')).toBe(false);
    expect(looksRandom('https://example.com/a1b2c3d4e5f6g7h8')).toBe(false);
  });
});
