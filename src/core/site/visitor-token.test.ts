import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { checkVisitorToken, visitorClaimsOf } from './visitor-token';

const SECRET = 'kb_sign_site_inst_1_site_docs';
const sign = (payload: Record<string, unknown>, secret = SECRET, alg = 'HS256') =>
  new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(secret));
const now = Date.parse('2026-01-01T12:00:00Z');
const seconds = (ms: number) => Math.floor(ms / 1000);

describe('checkVisitorToken', () => {
  it('accepts a token signed with the site installation secret and gives its claims, without the time claims', async () => {
    const token = await sign({ exp: seconds(now) + 3600, iat: seconds(now), email: 'ada@example.com', plan: 'enterprise' });
    expect(await checkVisitorToken(token, SECRET, { now })).toEqual({
      ok: true,
      claims: { email: 'ada@example.com', plan: 'enterprise' },
      payload: expect.objectContaining({ plan: 'enterprise' }),
      expiresAt: (seconds(now) + 3600) * 1000,
    });
  });

  it('refuses a token signed with another secret, naming the signing secret to use', async () => {
    const check = await checkVisitorToken(await sign({ exp: seconds(now) + 60 }, 'another secret'), SECRET, { now });
    expect(check).toMatchObject({ ok: false, problem: 'signature' });
    expect(!check.ok && check.message).toContain('environment.signingSecrets.siteInstallation');
  });

  it('refuses an expired token, saying when it expired', async () => {
    const check = await checkVisitorToken(await sign({ exp: seconds(now) - 60 }), SECRET, { now });
    expect(check).toMatchObject({ ok: false, problem: 'expired' });
    expect(!check.ok && check.message).toContain('expired at 2026-01-01T11:59:00Z');
  });

  it('refuses a token without a claim the site requires, naming it', async () => {
    const check = await checkVisitorToken(await sign({ exp: seconds(now) + 60 }), SECRET, { now, requiredClaims: ['email'] });
    expect(check).toMatchObject({ ok: false, problem: 'missing-claim', claim: 'email' });
  });

  it('refuses what is not a JWT, an unsigned token, and a site with no secret', async () => {
    expect(await checkVisitorToken('not-a-token', SECRET)).toMatchObject({ ok: false, problem: 'malformed' });
    const unsigned = `${btoa(JSON.stringify({ alg: 'none' })).replace(/=/g, '')}.${btoa('{}').replace(/=/g, '')}.`;
    expect(await checkVisitorToken(unsigned, SECRET)).toMatchObject({ ok: false });
    expect(await checkVisitorToken(await sign({}), undefined)).toMatchObject({ ok: false, problem: 'no-secret' });
  });

  it('keeps the visitor claims of a payload, standard identity claims included', () => {
    expect(visitorClaimsOf({ sub: 'u1', iss: 'x', exp: 1, iat: 1, nbf: 1, jti: 'j', role: 'admin' })).toEqual({ sub: 'u1', iss: 'x', role: 'admin' });
  });
});
