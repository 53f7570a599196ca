import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { createIdentityProvider } from './idp';
import { providerKindOf } from './idp-providers';

const REDIRECT = 'https://integrations.kitbench.local/inst_1/visitor-auth/response';

/** Signs `visitor` in at `authorize` and exchanges the code at `token`, as an integration's callback does. */
async function tokensFrom(authorize: string, token: string, options: { secret?: string; extra?: Record<string, string>; verifier?: string } = {}) {
  const idp = createIdentityProvider();
  idp.trust(authorize, { clientId: 'client-1', clientSecret: 's3cret' });
  const url = `${authorize}?${new URLSearchParams({ client_id: 'client-1', response_type: 'code', redirect_uri: REDIRECT, scope: 'openid profile email', state: '/guides', ...options.extra })}`;
  const decision = await idp.handle(new Request(url, { method: 'POST', body: new URLSearchParams({ visitor: 'ada' }) }));
  const code = new URL(((await decision!.json()) as { redirect: string }).redirect).searchParams.get('code')!;
  const body = new URLSearchParams({ grant_type: 'authorization_code', code, client_id: 'client-1', client_secret: options.secret ?? 's3cret', redirect_uri: REDIRECT });
  if (options.verifier) body.set('code_verifier', options.verifier);
  const answer = await idp.handle(new Request(token, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }));
  return { idp, answer: answer!, tokens: answer!.ok ? ((await answer!.clone().json()) as { access_token: string; id_token: string; scope: string }) : undefined };
}

/** Verifies `jwt` against the provider's JWKS as its discovery document names it. */
async function verified(idp: ReturnType<typeof createIdentityProvider>, discoveryUrl: string, jwt: string, audience?: string) {
  const discovery = (await (await idp.handle(new Request(discoveryUrl)))!.json()) as { issuer: string; jwks_uri: string };
  const jwks = (await (await idp.handle(new Request(discovery.jwks_uri)))!.json()) as { keys: [] };
  return (await jwtVerify(jwt, createLocalJWKSet(jwks), { issuer: discovery.issuer, audience })).payload;
}

describe('the identity provider, as each provider issues tokens', () => {
  it('tells the providers apart by host, else by the paths only they use', () => {
    expect(providerKindOf('https://northwind.us.auth0.com/authorize')).toBe('auth0');
    expect(providerKindOf('https://northwind.okta.com/oauth2/v1/authorize')).toBe('okta');
    expect(providerKindOf('https://id.example.com/oauth2/default/v1/token')).toBe('okta');
    expect(providerKindOf('https://login.microsoftonline.com/contoso/oauth2/v2.0/token/')).toBe('azure');
    expect(providerKindOf('https://northwind.auth.eu-west-1.amazoncognito.com/oauth2/token/')).toBe('cognito');
    expect(providerKindOf('https://id.northwind.example/oauth/token')).toBe('oidc');
  });

  it('Auth0: an opaque access token (claims come from userinfo), an ID token for the client from https://{tenant}/', async () => {
    const { idp, tokens } = await tokensFrom('https://northwind.us.auth0.com/authorize', 'https://northwind.us.auth0.com/oauth/token/');
    expect(tokens!.access_token.split('.')).toHaveLength(1);
    const id = await verified(idp, 'https://northwind.us.auth0.com/.well-known/openid-configuration', tokens!.id_token, 'client-1');
    expect(id).toMatchObject({ iss: 'https://northwind.us.auth0.com/', email: 'ada@example.com', nickname: 'ada' });
    expect(id.sub).toMatch(/^auth0\|/);
    const info = await idp.handle(new Request('https://northwind.us.auth0.com/userinfo/', { headers: { authorization: `Bearer ${tokens!.access_token}` } }));
    expect(await info!.json()).toMatchObject({ sub: id.sub, email: 'ada@example.com', plan: 'enterprise' });
  });

  it('Auth0 with an audience: a JWT access token for that API and /userinfo', async () => {
    const { tokens } = await tokensFrom('https://northwind.us.auth0.com/authorize', 'https://northwind.us.auth0.com/oauth/token', { extra: { audience: 'https://api.northwind.example' } });
    expect(decodeJwt(tokens!.access_token).aud).toEqual(['https://api.northwind.example', 'https://northwind.us.auth0.com/userinfo']);
  });

  it("Okta: the org server's access token is a JWT (cid, uid, scp, sub the login); a custom server's carries custom claims", async () => {
    const org = await tokensFrom('https://northwind.okta.com/oauth2/v1/authorize', 'https://northwind.okta.com/oauth2/v1/token/');
    const access = decodeJwt(org.tokens!.access_token);
    expect(access).toMatchObject({ ver: 1, iss: 'https://northwind.okta.com', aud: 'https://northwind.okta.com', cid: 'client-1', sub: 'ada@example.com', scp: ['openid', 'profile', 'email'] });
    expect(access.plan).toBeUndefined();
    const id = await verified(org.idp, 'https://northwind.okta.com/.well-known/openid-configuration', org.tokens!.id_token, 'client-1');
    expect(id).toMatchObject({ iss: 'https://northwind.okta.com', preferred_username: 'ada@example.com', sub: access.uid });

    const custom = await tokensFrom('https://northwind.okta.com/oauth2/default/v1/authorize', 'https://northwind.okta.com/oauth2/default/v1/token');
    expect(decodeJwt(custom.tokens!.access_token)).toMatchObject({ iss: 'https://northwind.okta.com/oauth2/default', aud: 'api://default', plan: 'enterprise', role: 'admin' });
    expect(decodeJwt(custom.tokens!.id_token)).toMatchObject({ iss: 'https://northwind.okta.com/oauth2/default', aud: 'client-1', plan: 'enterprise' });
    expect(decodeJwt(org.tokens!.id_token).plan).toBeUndefined();
    const discovery = await custom.idp.handle(new Request('https://northwind.okta.com/oauth2/default/.well-known/openid-configuration'));
    expect(await discovery!.json()).toMatchObject({ issuer: 'https://northwind.okta.com/oauth2/default', token_endpoint: 'https://northwind.okta.com/oauth2/default/v1/token' });
  });

  it('Microsoft Entra: a v2.0 ID token (tid, oid, preferred_username), a Graph access token, userinfo on Graph', async () => {
    const { idp, tokens } = await tokensFrom('https://login.microsoftonline.com/contoso/oauth2/v2.0/authorize', 'https://login.microsoftonline.com/contoso/oauth2/v2.0/token/');
    const id = await verified(idp, 'https://login.microsoftonline.com/contoso/v2.0/.well-known/openid-configuration', tokens!.id_token, 'client-1');
    expect(id).toMatchObject({ iss: 'https://login.microsoftonline.com/contoso/v2.0', ver: '2.0', tid: 'contoso', preferred_username: 'ada@example.com', plan: 'enterprise' });
    expect(decodeJwt(tokens!.access_token)).toMatchObject({ aud: '00000003-0000-0000-c000-000000000000', iss: 'https://sts.windows.net/contoso/', upn: 'ada@example.com' });
    const info = await idp.handle(new Request('https://graph.microsoft.com/oidc/userinfo', { headers: { authorization: `Bearer ${tokens!.access_token}` } }));
    expect(await info!.json()).toEqual({ sub: id.sub, name: 'Ada Lovelace', given_name: 'Ada', family_name: 'Lovelace', email: 'ada@example.com' });
  });

  it("Cognito: a JWT access token (token_use, client_id, username, no aud) with the user's claims; custom: attributes in the ID token", async () => {
    const domain = 'https://northwind.auth.eu-west-1.amazoncognito.com';
    const { idp, tokens } = await tokensFrom(`${domain}/oauth2/authorize`, `${domain}/oauth2/token/`);
    const access = decodeJwt(tokens!.access_token);
    expect(access).toMatchObject({ token_use: 'access', client_id: 'client-1', username: 'ada', scope: 'openid profile email', plan: 'enterprise' });
    expect(access.iss).toMatch(/^https:\/\/cognito-idp\.eu-west-1\.amazonaws\.com\/eu-west-1_[0-9A-F]{9}$/);
    expect(access.aud).toBeUndefined();
    const id = await verified(idp, `${access.iss}/.well-known/openid-configuration`, tokens!.id_token, 'client-1');
    expect(id).toMatchObject({ token_use: 'id', 'cognito:username': 'ada', 'custom:plan': 'enterprise', email: 'ada@example.com' });
    const logout = await idp.handle(new Request(`${domain}/logout?client_id=client-1&logout_uri=${encodeURIComponent('https://docs.example.com/')}`));
    expect(logout!.headers.get('location')).toBe('https://docs.example.com/');
  });

  it("refuses a client secret other than the installation's (401 invalid_client), and a wrong PKCE verifier", async () => {
    const wrong = await tokensFrom('https://northwind.okta.com/oauth2/v1/authorize', 'https://northwind.okta.com/oauth2/v1/token', { secret: 'guessed' });
    expect(wrong.answer.status).toBe(401);
    expect(await wrong.answer.json()).toMatchObject({ error: 'invalid_client' });

    // S256 of "verifier-of-forty-three-characters-at-least-xx"
    const verifier = 'verifier-of-forty-three-characters-at-least-xx';
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
    const challenge = btoa(String.fromCharCode(...digest)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const pkce = { code_challenge: challenge, code_challenge_method: 'S256' };
    const bad = await tokensFrom('https://id.northwind.example/authorize', 'https://id.northwind.example/oauth/token', { extra: pkce, verifier: 'another' });
    expect(bad.answer.status).toBe(400);
    const good = await tokensFrom('https://id.northwind.example/authorize', 'https://id.northwind.example/oauth/token', { extra: pkce, verifier });
    expect(decodeJwt(good.tokens!.id_token)).toMatchObject({ iss: 'https://id.northwind.example/', aud: 'client-1', email: 'ada@example.com' });
  });
});
