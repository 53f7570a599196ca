/**
 * How each identity provider issues its tokens (issue 35): one provider model (src/mock/idp.ts), with per-provider
 * data here. Each style says who it is (from the URL the integration uses), its `iss`, its endpoints (the discovery
 * document), the claims of its ID token, and whether its access token is opaque or a JWT and with which claims, as
 * the provider's documentation describes them:
 * - Auth0: `iss` `https://{tenant}/`; the access token is opaque unless the authorize request names an `audience`
 *   (then a JWT for that API and `/userinfo`), so integrations read the claims from userinfo.
 * - Okta: `iss` the authorization server (`https://{org}` or `https://{org}/oauth2/{id}`); the access token is a JWT
 *   (`ver`, `cid`, `uid`, `scp`, `sub` the login). A custom authorization server adds the user's custom claims to
 *   both tokens, as the org's admin configures them; the org server does not.
 * - Microsoft Entra: `iss` `https://login.microsoftonline.com/{tenant}/v2.0`, ID token with `tid`, `oid`,
 *   `preferred_username`, `ver: '2.0'`; the access token is a JWT for Microsoft Graph; userinfo is Graph's.
 * - Cognito: `iss` `https://cognito-idp.{region}.amazonaws.com/{userPoolId}`; the access token is a JWT
 *   (`token_use: 'access'`, `client_id`, `username`, `scope`, no `aud`) carrying the user's claims as a pre token
 *   generation trigger adds them (what the real integration relies on); the ID token names custom attributes
 *   `custom:…`.
 * - Any other OpenID Connect provider: `iss` the issuer with a trailing slash, an opaque access token.
 */
import type { SampleVisitor } from './idp-visitors';

export type ProviderKind = 'auth0' | 'okta' | 'azure' | 'cognito' | 'oidc';

/** What a token is issued for: the sign-in it ends. */
export interface Grant {
  visitor: SampleVisitor;
  /** The issuer base: the endpoint URL's origin and path before the endpoint (src/core/site/idp-paths.ts). */
  base: string;
  clientId: string;
  scope: string[];
  nonce: string | null;
  /** The API an Auth0 authorize request named (`audience=`). */
  audience: string | null;
  /** Seconds since the epoch. */
  authTime: number;
}

export interface ProviderStyle {
  kind: ProviderKind;
  /** The `iss` of its tokens and discovery document. */
  issuer(base: string): string;
  /** Its endpoints, as its discovery document names them. */
  endpoints(base: string): { authorize: string; token: string; userinfo: string; jwks: string; logout: string };
  /** Other origins the same provider answers on (Entra's userinfo on Graph, Cognito's issuer). */
  companions(origin: string): string[];
  /** The subject it gives the visitor. */
  subject(grant: Grant): string;
  /** The ID token's claims beyond `iss`, `aud`, `sub`, `iat`, `exp`, `nonce`. */
  idClaims(grant: Grant): Record<string, unknown>;
  /** The access token's claims (a JWT, with `iss`, `iat`, `exp`), or undefined: an opaque token. */
  accessClaims(grant: Grant, jti: string): Record<string, unknown> | undefined;
  /** What userinfo answers. */
  userinfo(grant: Grant): Record<string, unknown>;
}

/** A stable id derived from a seed (the same visitor keeps the same id at a provider), as hex. */
export function stableHex(seed: string, length: number): string {
  let out = '';
  let hash = 0x811c9dc5;
  for (let round = 0; out.length < length; round++) {
    for (const char of `${round}:${seed}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    out += hash.toString(16).padStart(8, '0');
  }
  return out.slice(0, length);
}

/** A stable UUID (v4 layout) for a seed. */
export function stableUuid(seed: string): string {
  const hex = stableHex(seed, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const CUSTOM = new Set(['plan', 'role']);
/** The visitor's standard OIDC claims (without `sub`) and their custom ones. */
function claimsOf(visitor: SampleVisitor): { standard: Record<string, unknown>; custom: Record<string, unknown> } {
  const standard: Record<string, unknown> = {};
  const custom: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(visitor.claims)) {
    if (name === 'sub') continue;
    (CUSTOM.has(name) ? custom : standard)[name] = value;
  }
  return { standard, custom };
}

const originOf = (base: string) => new URL(base).origin;
const userinfoOf = (style: Pick<ProviderStyle, 'subject'>) => (grant: Grant) => ({ ...grant.visitor.claims, sub: style.subject(grant) });

const auth0: ProviderStyle = {
  kind: 'auth0',
  issuer: (base) => `${originOf(base)}/`,
  endpoints: (base) => {
    const o = originOf(base);
    return { authorize: `${o}/authorize`, token: `${o}/oauth/token`, userinfo: `${o}/userinfo`, jwks: `${o}/.well-known/jwks.json`, logout: `${o}/oidc/logout` };
  },
  companions: () => [],
  subject: (grant) => `auth0|${stableHex(grant.visitor.id, 24)}`,
  idClaims: (grant) => ({ ...claimsOf(grant.visitor).standard, ...claimsOf(grant.visitor).custom, nickname: grant.visitor.id, sid: stableHex(`${grant.visitor.id}:sid`, 32) }),
  accessClaims: (grant) =>
    grant.audience
      ? { aud: [grant.audience, `${originOf(grant.base)}/userinfo`], azp: grant.clientId, scope: grant.scope.join(' ') }
      : undefined,
  userinfo: (grant) => ({ ...grant.visitor.claims, sub: auth0.subject(grant), nickname: grant.visitor.id }),
};

/** An Okta custom authorization server's base ends in `/oauth2/{id}`; the org server's is the org. */
const oktaCustomServer = (base: string) => /\/oauth2\/[^/]+$/.exec(new URL(base).pathname)?.[0];

const okta: ProviderStyle = {
  kind: 'okta',
  issuer: (base) => {
    const custom = oktaCustomServer(base);
    return custom ? `${originOf(base)}${custom}` : originOf(base);
  },
  endpoints: (base) => {
    const root = `${okta.issuer(base)}${oktaCustomServer(base) ? '' : '/oauth2'}/v1`;
    return { authorize: `${root}/authorize`, token: `${root}/token`, userinfo: `${root}/userinfo`, jwks: `${root}/keys`, logout: `${root}/logout` };
  },
  companions: () => [],
  subject: (grant) => `00u${stableHex(grant.visitor.id, 17)}`,
  idClaims: (grant) => ({
    ...claimsOf(grant.visitor).standard,
    ver: 1,
    jti: `ID.${stableHex(`${grant.visitor.id}:${grant.authTime}:id`, 40)}`,
    amr: ['pwd'],
    idp: `00o${stableHex(originOf(grant.base), 17)}`,
    preferred_username: grant.visitor.email,
    auth_time: grant.authTime,
    // a custom authorization server's claims go in its ID tokens too (the admin's "include in: any scope")
    ...(oktaCustomServer(grant.base) ? claimsOf(grant.visitor).custom : {}),
  }),
  accessClaims: (grant, jti) => ({
    ver: 1,
    jti: `AT.${jti}`,
    aud: oktaCustomServer(grant.base) ? 'api://default' : originOf(grant.base),
    cid: grant.clientId,
    uid: okta.subject(grant),
    scp: grant.scope,
    auth_time: grant.authTime,
    sub: grant.visitor.email,
    // a custom authorization server carries the claims its admin adds (the reason va-okta asks for one)
    ...(oktaCustomServer(grant.base) ? claimsOf(grant.visitor).custom : {}),
  }),
  userinfo: (grant) => ({ ...userinfoOf(okta)(grant), preferred_username: grant.visitor.email }),
};

/** An Entra tenant: the first path segment (`/{tenant}/oauth2/v2.0/…`). */
const tenantOf = (base: string) => new URL(base).pathname.split('/').filter(Boolean)[0] ?? 'common';
const GRAPH = 'https://graph.microsoft.com';

const azure: ProviderStyle = {
  kind: 'azure',
  issuer: (base) => `${originOf(base)}/${tenantOf(base)}/v2.0`,
  endpoints: (base) => {
    const root = `${originOf(base)}/${tenantOf(base)}`;
    return {
      authorize: `${root}/oauth2/v2.0/authorize`,
      token: `${root}/oauth2/v2.0/token`,
      userinfo: `${GRAPH}/oidc/userinfo`,
      jwks: `${root}/discovery/v2.0/keys`,
      logout: `${root}/oauth2/v2.0/logout`,
    };
  },
  companions: () => [GRAPH],
  subject: (grant) => stableHex(`${grant.visitor.id}:${grant.clientId}`, 43),
  idClaims: (grant) => ({
    ...claimsOf(grant.visitor).standard,
    ...claimsOf(grant.visitor).custom,
    ver: '2.0',
    tid: tenantOf(grant.base),
    oid: stableUuid(grant.visitor.id),
    preferred_username: grant.visitor.email,
    nbf: grant.authTime,
    uti: stableHex(`${grant.visitor.id}:${grant.authTime}`, 22),
  }),
  accessClaims: (grant) => ({
    aud: '00000003-0000-0000-c000-000000000000',
    iss: `https://sts.windows.net/${tenantOf(grant.base)}/`,
    ver: '1.0',
    tid: tenantOf(grant.base),
    oid: stableUuid(grant.visitor.id),
    upn: grant.visitor.email,
    name: grant.visitor.name,
    appid: grant.clientId,
    scp: [...grant.scope, 'User.Read'].join(' '),
  }),
  userinfo: (grant) => {
    const { name, given_name, family_name, email } = grant.visitor.claims;
    return { sub: azure.subject(grant), name, given_name, family_name, email };
  },
};

/** A Cognito domain's region (`{prefix}.auth.{region}.amazoncognito.com`), else us-east-1. */
const regionOf = (base: string) => /(?:\.auth\.([a-z0-9-]+)\.amazoncognito\.com|^cognito-idp\.([a-z0-9-]+)\.amazonaws\.com)$/i.exec(new URL(base).hostname)?.slice(1).find(Boolean) ?? 'us-east-1';
const poolOf = (base: string) => `${regionOf(base)}_${stableHex(originOf(base), 9).toUpperCase()}`;
const cognitoIssuerOrigin = (base: string) => `https://cognito-idp.${regionOf(base)}.amazonaws.com`;
/** The user pool's own host (`cognito-idp.{region}.amazonaws.com/{pool}`) is already the issuer. */
const isPoolHost = (base: string) => new URL(base).hostname.startsWith('cognito-idp.');

const cognito: ProviderStyle = {
  kind: 'cognito',
  issuer: (base) => (isPoolHost(base) ? base : `${cognitoIssuerOrigin(base)}/${poolOf(base)}`),
  endpoints: (base) => {
    const o = originOf(base);
    return {
      authorize: `${o}/oauth2/authorize`,
      token: `${o}/oauth2/token`,
      userinfo: `${o}/oauth2/userInfo`,
      jwks: `${cognito.issuer(base)}/.well-known/jwks.json`,
      logout: `${o}/logout`,
    };
  },
  companions: (origin) => (URL.canParse(origin) && !isPoolHost(origin) ? [cognitoIssuerOrigin(origin)] : []),
  subject: (grant) => stableUuid(grant.visitor.id),
  idClaims: (grant) => {
    const { standard, custom } = claimsOf(grant.visitor);
    return {
      ...standard,
      ...Object.fromEntries(Object.entries(custom).map(([name, value]) => [`custom:${name}`, value])),
      token_use: 'id',
      'cognito:username': grant.visitor.id,
      auth_time: grant.authTime,
    };
  },
  accessClaims: (grant, jti) => ({
    token_use: 'access',
    version: 2,
    client_id: grant.clientId,
    username: grant.visitor.id,
    scope: grant.scope.join(' '),
    auth_time: grant.authTime,
    jti: stableUuid(jti),
    // what a pre token generation trigger adds, and what the real integration forwards to the site
    ...claimsOf(grant.visitor).standard,
    ...claimsOf(grant.visitor).custom,
  }),
  userinfo: (grant) => ({ ...userinfoOf(cognito)(grant), username: grant.visitor.id }),
};

const oidc: ProviderStyle = {
  kind: 'oidc',
  issuer: (base) => `${base}/`,
  endpoints: (base) => ({
    authorize: `${base}/authorize`,
    token: `${base}/oauth/token`,
    userinfo: `${base}/userinfo`,
    jwks: `${base}/.well-known/jwks.json`,
    logout: `${base}/logout`,
  }),
  companions: () => [],
  subject: (grant) => String(grant.visitor.claims.sub),
  idClaims: (grant) => ({ ...grant.visitor.claims }),
  accessClaims: () => undefined,
  userinfo: (grant) => ({ ...grant.visitor.claims }),
};

export const PROVIDER_STYLES: Record<ProviderKind, ProviderStyle> = { auth0, okta, azure, cognito, oidc };

/**
 * Which provider a URL belongs to: by its host (`*.okta.com`, `login.microsoftonline.com`, `*.amazoncognito.com`,
 * `*.auth0.com`, and test domains that name the provider as a label, `northwind.okta.example`), else by the paths
 * only that provider uses (`/oauth2/v1/`, `/oauth2/v2.0/`, `/oauth2/token` at the root); anything else is a generic
 * OpenID Connect provider.
 */
export function providerKindOf(url: string): ProviderKind {
  if (!URL.canParse(url)) return 'oidc';
  const { hostname, pathname } = new URL(url);
  if (/(^|\.)okta(preview|-emea)?\./i.test(hostname) || /\/oauth2\/(?:[^/]+\/)?v1\//i.test(pathname)) return 'okta';
  if (/(^|\.)(microsoftonline|ciamlogin)\./i.test(hostname) || hostname === 'graph.microsoft.com' || /\/(oauth2|discovery)\/v2\.0\/|\/v2\.0\/\.well-known\//i.test(pathname)) return 'azure';
  if (/(^|\.)(amazoncognito|cognito|cognito-idp)\./i.test(hostname) || /^\/oauth2\/(authorize|token|userinfo)\/?$/i.test(pathname)) return 'cognito';
  if (/(^|\.)auth0\./i.test(hostname)) return 'auth0';
  return 'oidc';
}

export const providerStyleOf = (url: string): ProviderStyle => PROVIDER_STYLES[providerKindOf(url)];
