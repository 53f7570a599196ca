/**
 * The mock identity provider (issue 28: visitor authentication): an OpenID Connect provider played in the page, for
 * whatever issuer the author configured (an Auth0 tenant, an Okta org, a Microsoft Entra tenant, a Cognito domain,
 * any OIDC provider). It answers only the origins it was told to trust (the site trusts the origin the integration
 * sends the visitor to), so every other request goes on to the other handlers; in `kitbench/testing` and in the
 * playground, the folder's mocks file answers the script's requests before it.
 *
 * Endpoints (paths as src/core/site/idp-paths.ts recognises them, trailing slash allowed):
 * - `GET {authorize}?client_id&redirect_uri&response_type&scope&state`: the sign-in page's request as JSON
 *   (`kind: 'kitbench-sign-in'`, with the sample visitors), or 400 `invalid_request` when it is malformed;
 * - `POST {authorize}` (form `visitor=<id>`, or `action=cancel|error`): `{ redirect }`, back to `redirect_uri` with a
 *   single-use `code` and the `state`, or with `error=access_denied` / `error=server_error`;
 * - `POST {token}` (form `grant_type=authorization_code`, `code`, `client_id`, `client_secret` or HTTP Basic,
 *   `redirect_uri`, `code_verifier` after a PKCE request): `{ access_token, id_token, token_type, expires_in, scope }`.
 *   Tokens are issued as the provider the URL names issues them (src/mock/idp-providers.ts: Auth0, Okta, Microsoft
 *   Entra, Cognito, any OIDC provider): RS256 ID tokens, and JWT or opaque access tokens, with that provider's `iss`,
 *   `aud` and claims. A client the site installation is configured with (`trust(origin, client)`) must send its
 *   configured secret: another one is refused with 401 `invalid_client`, as a real provider refuses it;
 * - `GET {userinfo}` with `Authorization: Bearer <access_token>`: the visitor's claims;
 * - `GET /.well-known/openid-configuration` (that provider's endpoints) and the JWKS (`/.well-known/jwks.json`,
 *   `/keys`, …);
 * - `GET {logout}?returnTo|post_logout_redirect_uri|logout_uri|fromURI`: 302 back there.
 * Token signing is `jose`'s (panva).
 */
import { base64url, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { http, type RequestHandler } from 'msw';
import { idpEndpointOf, issuerOf } from '../core/site/idp-paths';
import type { SignInRequest } from '../core/site/auth-flow';
import { type Grant, providerStyleOf } from './idp-providers';
import { findSampleVisitor, SAMPLE_VISITORS } from './idp-visitors';

/** The client a site installation is configured with: its id and secret at the provider. */
export interface ConfiguredClient {
  clientId: string;
  clientSecret?: string;
}

/** One identity provider: its trusted origins, codes and tokens, and signing key. */
export interface IdentityProvider {
  /**
   * Answer requests to this origin from now on (idempotent), and the provider's other origins (Entra's Graph,
   * Cognito's user pool). With a client, its configured secret is the one the token endpoint accepts for it.
   */
  trust(origin: string, client?: ConfiguredClient): void;
  /** The origins it answers. */
  trusted(): string[];
  /** Answers a request to a trusted origin; undefined for anything else (the next handler decides). */
  handle(request: Request): Promise<Response | undefined>;
  /** The same, as MSW handlers. */
  readonly handlers: RequestHandler[];
  /** Forgets trusted origins, codes and tokens. */
  reset(): void;
}

export type { Grant };

const KEY_ID = 'kitbench-idp-1';
const CODE_LIFETIME_MS = 10 * 60 * 1000;
const TOKEN_LIFETIME_S = 3600;
const cors = { 'Access-Control-Allow-Origin': '*' };

function random(prefix: string): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `${prefix}_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: cors });
const oauthError = (status: number, error: string, description: string) => json({ error, error_description: description }, status);

/** A parameter a script passes when its setting is unset: absent, empty, or `undefined` turned into text. */
const isBlank = (value: string | null | undefined) => value === null || value === undefined || ['', 'undefined', 'null'].includes(value.trim());

interface IssuedCode {
  grant: Grant;
  redirectUri: string;
  /** PKCE (RFC 7636): the challenge the authorize request sent, and its method. */
  challenge: { value: string; method: string } | null;
  expires: number;
}

/** A new identity provider with nothing trusted yet. */
export function createIdentityProvider(): IdentityProvider {
  const origins = new Set<string>();
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, { grant: Grant; expires: number }>();
  /** Client id → the secret the site installation is configured with. */
  const clients = new Map<string, string>();
  let keys: Promise<{ privateKey: CryptoKey; jwk: JWK }> | undefined;
  const signingKey = () =>
    (keys ??= generateKeyPair('RS256', { extractable: true }).then(async ({ privateKey, publicKey }) => ({
      privateKey,
      jwk: { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' },
    })));

  function signInRequest(url: URL): SignInRequest | Response {
    const clientId = url.searchParams.get('client_id');
    const redirectUri = url.searchParams.get('redirect_uri');
    const responseType = url.searchParams.get('response_type') ?? 'code';
    if (isBlank(clientId)) return oauthError(400, 'invalid_request', 'client_id is missing: the integration sent no client id (is it configured?).');
    if (isBlank(redirectUri) || !URL.canParse(redirectUri!)) return oauthError(400, 'invalid_request', 'redirect_uri is missing or not a URL.');
    if (!responseType.split(' ').includes('code')) {
      return oauthError(400, 'unsupported_response_type', `response_type "${responseType}" is not supported: kitbench's identity provider issues codes (response_type=code).`);
    }
    return {
      kind: 'kitbench-sign-in',
      issuer: issuerOf(url.href) ?? url.origin,
      authorizeUrl: url.href,
      clientId: clientId!,
      redirectUri: redirectUri!,
      scope: (url.searchParams.get('scope') ?? '').split(/[\s,+]+/).filter(Boolean),
      state: url.searchParams.get('state'),
      visitors: SAMPLE_VISITORS.map(({ id, name, email, claims }) => ({ id, name, email, claims })),
    };
  }

  function back(request: SignInRequest, params: Record<string, string>): string {
    const target = new URL(request.redirectUri);
    for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
    if (request.state !== null) target.searchParams.set('state', request.state);
    return target.href;
  }

  async function decide(url: URL, request: Request): Promise<Response> {
    const described = signInRequest(url);
    if (described instanceof Response) return described;
    const form = new URLSearchParams(await request.text());
    const action = form.get('action');
    if (action === 'cancel') return json({ redirect: back(described, { error: 'access_denied', error_description: 'The visitor cancelled the sign-in.' }) });
    if (action === 'error') return json({ redirect: back(described, { error: 'server_error', error_description: 'The identity provider failed to sign the visitor in.' }) });
    const visitor = findSampleVisitor(form.get('visitor') ?? '');
    if (!visitor) return oauthError(400, 'invalid_request', `No sample visitor "${form.get('visitor') ?? ''}": choose ${SAMPLE_VISITORS.map((v) => v.id).join(', ')}.`);
    const code = random('code');
    const challenge = url.searchParams.get('code_challenge');
    codes.set(code, {
      grant: {
        visitor,
        base: described.issuer,
        clientId: described.clientId,
        scope: described.scope,
        nonce: url.searchParams.get('nonce'),
        audience: url.searchParams.get('audience'),
        authTime: Math.floor(Date.now() / 1000),
      },
      redirectUri: described.redirectUri,
      challenge: challenge ? { value: challenge, method: url.searchParams.get('code_challenge_method') ?? 'plain' } : null,
      expires: Date.now() + CODE_LIFETIME_MS,
    });
    return json({ redirect: back(described, { code }) });
  }

  /** The client's credentials from the form, or from HTTP Basic as many clients send them. */
  function clientOf(request: Request, form: URLSearchParams): { id: string | null; secret: string | null } {
    const basic = /^Basic\s+(.+)$/i.exec(request.headers.get('authorization') ?? '');
    if (basic) {
      const [id, secret] = atob(basic[1]).split(':');
      return { id: decodeURIComponent(id ?? ''), secret: decodeURIComponent(secret ?? '') };
    }
    return { id: form.get('client_id'), secret: form.get('client_secret') };
  }

  async function exchange(request: Request): Promise<Response> {
    const text = await request.text();
    const form = (request.headers.get('content-type') ?? '').includes('json')
      ? new URLSearchParams(Object.entries(JSON.parse(text || '{}') as Record<string, string>))
      : new URLSearchParams(text);
    if (form.get('grant_type') !== 'authorization_code') return oauthError(400, 'unsupported_grant_type', 'grant_type must be authorization_code.');
    const client = clientOf(request, form);
    if (isBlank(client.id) || isBlank(client.secret)) {
      return oauthError(401, 'invalid_client', 'client_id and client_secret are required (in the form or as HTTP Basic): is the client secret configured?');
    }
    // the installation's configuration is the truth: the app's secret at the provider is the one configured there
    const configured = clients.get(client.id!);
    if (configured !== undefined && configured !== client.secret) {
      return oauthError(401, 'invalid_client', `Client authentication failed: the client secret sent for ${client.id} is not the one the site installation is configured with.`);
    }
    const code = form.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code); // single use
    if (!issued || issued.expires < Date.now()) return oauthError(400, 'invalid_grant', 'The authorization code is invalid, expired or was already used.');
    const { grant } = issued;
    if (grant.clientId !== client.id) return oauthError(400, 'invalid_grant', `The code was issued to client ${grant.clientId}, not ${client.id}.`);
    const redirectUri = form.get('redirect_uri');
    if (redirectUri !== null && redirectUri !== issued.redirectUri) {
      return oauthError(400, 'invalid_grant', `redirect_uri differs from the authorization request's (${issued.redirectUri}).`);
    }
    const pkce = await checkVerifier(issued.challenge, form.get('code_verifier'));
    if (pkce) return oauthError(400, 'invalid_grant', pkce);
    const style = providerStyleOf(request.url);
    const { privateKey } = await signingKey();
    const sign = (claims: Record<string, unknown>, audience?: string) => {
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
        .setIssuer(typeof claims.iss === 'string' ? claims.iss : style.issuer(grant.base))
        .setSubject(typeof claims.sub === 'string' ? claims.sub : style.subject(grant))
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_S}s`);
      return (audience ? jwt.setAudience(audience) : jwt).sign(privateKey);
    };
    const id = random('at');
    const accessClaims = style.accessClaims(grant, id);
    const accessToken = accessClaims ? await sign(accessClaims) : id;
    tokens.set(accessToken, { grant, expires: Date.now() + TOKEN_LIFETIME_S * 1000 });
    const idToken = await sign({ ...style.idClaims(grant), ...(grant.nonce ? { nonce: grant.nonce } : {}) }, grant.clientId);
    return json({ access_token: accessToken, id_token: idToken, token_type: 'Bearer', expires_in: TOKEN_LIFETIME_S, scope: grant.scope.join(' ') });
  }

  /** PKCE (RFC 7636): what is wrong with the verifier, if the authorize request sent a challenge. */
  async function checkVerifier(challenge: IssuedCode['challenge'], verifier: string | null): Promise<string | undefined> {
    if (!challenge) return undefined;
    if (!verifier) return 'code_verifier is required: the authorization request sent a code_challenge (PKCE).';
    const computed =
      challenge.method === 'S256' ? base64url.encode(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)))) : verifier;
    return computed === challenge.value ? undefined : `code_verifier does not match the code_challenge (${challenge.method}).`;
  }

  function userinfo(request: Request): Response {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    const token = bearer ? tokens.get(bearer) : undefined;
    if (!token || token.expires < Date.now()) {
      return new Response(JSON.stringify({ error: 'invalid_token', error_description: 'Send the access token as Authorization: Bearer <access_token>.' }), {
        status: 401,
        headers: { ...cors, 'content-type': 'application/json', 'www-authenticate': 'Bearer error="invalid_token"' },
      });
    }
    return json(providerStyleOf(request.url).userinfo(token.grant));
  }

  function discovery(url: URL): Response {
    const base = issuerOf(url.href) ?? url.origin;
    const style = providerStyleOf(url.href);
    const endpoints = style.endpoints(base);
    return json({
      issuer: style.issuer(base),
      authorization_endpoint: endpoints.authorize,
      token_endpoint: endpoints.token,
      userinfo_endpoint: endpoints.userinfo,
      jwks_uri: endpoints.jwks,
      end_session_endpoint: endpoints.logout,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      subject_types_supported: [style.kind === 'azure' ? 'pairwise' : 'public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'profile', 'email'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      code_challenge_methods_supported: ['S256', 'plain'],
      claims_supported: ['sub', 'name', 'given_name', 'family_name', 'email', 'email_verified', 'plan', 'role'],
    });
  }

  function logout(url: URL): Response {
    // Cognito's logout with `response_type` and `redirect_uri` sends the visitor to its sign-in page again
    if (providerStyleOf(url.href).kind === 'cognito' && url.searchParams.has('response_type') && url.searchParams.has('redirect_uri')) {
      const signIn = new URL(`${url.origin}/oauth2/authorize`);
      for (const name of ['client_id', 'response_type', 'redirect_uri', 'scope', 'state']) {
        const value = url.searchParams.get(name);
        if (value !== null) signIn.searchParams.set(name, value);
      }
      return new Response(null, { status: 302, headers: { ...cors, location: signIn.href } });
    }
    const back = ['returnTo', 'post_logout_redirect_uri', 'logout_uri', 'fromURI', 'redirect_uri'].map((name) => url.searchParams.get(name)).find((value) => value && URL.canParse(value));
    if (!back) return json({ signedOut: true });
    return new Response(null, { status: 302, headers: { ...cors, location: back } });
  }

  async function handle(request: Request): Promise<Response | undefined> {
    const url = new URL(request.url);
    if (!origins.has(url.origin)) return undefined;
    switch (idpEndpointOf(url.href)) {
      case 'authorize': {
        if (request.method === 'POST') return decide(url, request);
        const described = signInRequest(url);
        return described instanceof Response ? described : json(described);
      }
      case 'token':
        return request.method === 'POST' ? exchange(request) : oauthError(405, 'invalid_request', 'The token endpoint takes POST.');
      case 'userinfo':
        return userinfo(request);
      case 'discovery':
        return discovery(url);
      case 'jwks':
        return json({ keys: [(await signingKey()).jwk] });
      case 'logout':
        return logout(url);
      default:
        return undefined;
    }
  }

  return {
    trust: (origin, client) => {
      if (!URL.canParse(origin)) return;
      const { origin: trusted } = new URL(origin);
      origins.add(trusted);
      for (const other of providerStyleOf(trusted).companions(trusted)) origins.add(other);
      if (client && !isBlank(client.clientId) && !isBlank(client.clientSecret)) clients.set(client.clientId, client.clientSecret!);
    },
    trusted: () => [...origins],
    handle,
    handlers: [http.all('*', ({ request }) => handle(request))],
    reset() {
      origins.clear();
      codes.clear();
      tokens.clear();
      clients.clear();
    },
  };
}

/** The playground's identity provider (the MSW worker and the Site view share it). */
export const identityProvider = createIdentityProvider();
