import { createLocalJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { createIdentityProvider } from './idp';

const ISSUER = 'https://tenant.auth.example';
const authorize = (params: Record<string, string>) => `${ISSUER}/authorize?${new URLSearchParams(params)}`;
const request = { client_id: 'client-1', response_type: 'code', redirect_uri: 'https://integrations.kitbench.local/inst_1/visitor-auth/response', state: '/guides', scope: 'openid email' };

async function signIn(idp = createIdentityProvider(), visitor = 'ada') {
  idp.trust(ISSUER);
  const page = await idp.handle(new Request(authorize(request)));
  const decision = await idp.handle(new Request(authorize(request), { method: 'POST', body: new URLSearchParams({ visitor }) }));
  const { redirect } = (await decision!.json()) as { redirect: string };
  return { idp, page: await page!.json(), redirect: new URL(redirect) };
}

async function exchange(idp: ReturnType<typeof createIdentityProvider>, code: string, path = '/oauth/token/') {
  const body = new URLSearchParams({ grant_type: 'authorization_code', code, client_id: 'client-1', client_secret: 's3cret', redirect_uri: request.redirect_uri });
  return idp.handle(new Request(`${ISSUER}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }));
}

describe('the mock identity provider', () => {
  it('answers only the origins it trusts', async () => {
    const idp = createIdentityProvider();
    expect(await idp.handle(new Request(authorize(request)))).toBeUndefined();
    idp.trust(`${ISSUER}/some/path`);
    expect(idp.trusted()).toEqual([ISSUER]);
    expect((await idp.handle(new Request(authorize(request))))?.status).toBe(200);
  });

  it('describes the sign-in page, then sends the visitor back with a code and the state', async () => {
    const { page, redirect } = await signIn();
    expect(page).toMatchObject({ kind: 'kitbench-sign-in', issuer: ISSUER, clientId: 'client-1', scope: ['openid', 'email'], state: '/guides' });
    expect(page.visitors.map((visitor: { id: string }) => visitor.id)).toEqual(['ada', 'grace', 'sam']);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(request.redirect_uri);
    expect(redirect.searchParams.get('code')).toMatch(/^code_/);
    expect(redirect.searchParams.get('state')).toBe('/guides');
  });

  it('exchanges the code once for an access token and an RS256 ID token its JWKS verifies; userinfo gives the claims', async () => {
    const { idp, redirect } = await signIn(undefined, 'grace');
    const code = redirect.searchParams.get('code')!;
    const answer = await exchange(idp, code);
    expect(answer?.status).toBe(200);
    const tokens = (await answer!.json()) as { access_token: string; id_token: string; token_type: string };
    expect(tokens.token_type).toBe('Bearer');
    const jwks = (await (await idp.handle(new Request(`${ISSUER}/.well-known/jwks.json`)))!.json()) as { keys: [] };
    const { payload } = await jwtVerify(tokens.id_token, createLocalJWKSet(jwks), { issuer: `${ISSUER}/`, audience: 'client-1' });
    expect(payload).toMatchObject({ email: 'grace@example.com', plan: 'free' });
    const info = await idp.handle(new Request(`${ISSUER}/userinfo/`, { headers: { authorization: `Bearer ${tokens.access_token}` } }));
    expect(await info!.json()).toMatchObject({ name: 'Grace Hopper', role: 'reader' });
    expect((await exchange(idp, code))?.status).toBe(400);
  });

  it('refuses a malformed request, a missing client secret and a userinfo call without the token', async () => {
    const idp = createIdentityProvider();
    idp.trust(ISSUER);
    const bad = await idp.handle(new Request(authorize({ ...request, client_id: 'undefined' })));
    expect(bad?.status).toBe(400);
    expect(await bad!.json()).toMatchObject({ error: 'invalid_request' });
    const { redirect } = await signIn(idp);
    const noSecret = await idp.handle(
      new Request(`${ISSUER}/oauth/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'authorization_code', code: redirect.searchParams.get('code')!, client_id: 'client-1' }) }),
    );
    expect(noSecret?.status).toBe(401);
    expect((await idp.handle(new Request(`${ISSUER}/userinfo`)))?.status).toBe(401);
  });

  it('sends a cancelled or failed sign-in back with the OAuth error', async () => {
    const idp = createIdentityProvider();
    idp.trust(ISSUER);
    for (const [action, error] of [['cancel', 'access_denied'], ['error', 'server_error']]) {
      const answer = await idp.handle(new Request(authorize(request), { method: 'POST', body: new URLSearchParams({ action }) }));
      const { redirect } = (await answer!.json()) as { redirect: string };
      expect(new URL(redirect).searchParams.get('error')).toBe(error);
    }
  });

  it('serves discovery under the issuer, and logs out back to returnTo', async () => {
    const idp = createIdentityProvider();
    idp.trust('https://login.example.com');
    // a `/{tenant}/v2.0/` discovery document is Microsoft Entra's: its issuer and its endpoints
    const discovery = await idp.handle(new Request('https://login.example.com/tenant-1/v2.0/.well-known/openid-configuration'));
    expect(await discovery!.json()).toMatchObject({ issuer: 'https://login.example.com/tenant-1/v2.0', token_endpoint: 'https://login.example.com/tenant-1/oauth2/v2.0/token' });
    const logout = await idp.handle(new Request('https://login.example.com/v2/logout?returnTo=https%3A%2F%2Fdocs.example.com%2F'));
    expect(logout?.status).toBe(302);
    expect(logout?.headers.get('location')).toBe('https://docs.example.com/');
  });
});
