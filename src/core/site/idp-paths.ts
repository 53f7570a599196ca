/**
 * The endpoint paths identity providers use, as the mock identity provider answers them and the site's sign-in and
 * sign-out recognise them: Auth0 (`/authorize`, `/oauth/token`, `/userinfo`, `/v2/logout`), Okta (`/oauth2/v1/…`),
 * Microsoft Entra (`/{tenant}/oauth2/v2.0/…`), Cognito (`/oauth2/…`, `/logout`), Keycloak
 * (`/protocol/openid-connect/…`) and any OIDC provider's discovery document. A trailing slash is allowed (several
 * integrations append one).
 */

/** What an identity provider URL is for. */
export type IdpEndpoint = 'authorize' | 'token' | 'userinfo' | 'discovery' | 'jwks' | 'logout';

const PATTERNS: [IdpEndpoint, RegExp][] = [
  ['discovery', /\/\.well-known\/openid-configuration\/?$/i],
  ['jwks', /(\/\.well-known\/jwks\.json|\/jwks|\/keys|\/certs)\/?$/i],
  ['authorize', /(\/authorize|\/protocol\/openid-connect\/auth|\/oauth\/auth)\/?$/i],
  ['token', /(\/token|\/access_token)\/?$/i],
  ['userinfo', /(\/userinfo|\/me)\/?$/i],
  ['logout', /(\/logout|\/signout|\/end_session|\/endsession)\/?$/i],
];

/** The endpoint a URL's path names, if it is one an identity provider answers. */
export function idpEndpointOf(url: string): IdpEndpoint | undefined {
  if (!URL.canParse(url)) return undefined;
  const path = new URL(url).pathname;
  return PATTERNS.find(([, pattern]) => pattern.test(path))?.[0];
}

/**
 * The issuer a provider URL belongs to: its origin plus the path before the endpoint, without the OAuth segment
 * (`https://login.example.com/tenant/oauth2/v2.0/authorize` has `https://login.example.com/tenant`).
 */
export function issuerOf(url: string): string | undefined {
  const kind = idpEndpointOf(url);
  if (!kind) return undefined;
  const target = new URL(url);
  const pattern = PATTERNS.find(([name]) => name === kind)![1];
  const prefix = target.pathname
    .replace(pattern, '')
    .replace(/\/(oauth2?(\/v\d+(\.\d+)?)?|protocol\/openid-connect|\.well-known)$/i, '')
    // Okta's custom authorization servers (`/oauth2/{id}/v1/…`) and Entra's discovery (`/{tenant}/v2.0/…`)
    .replace(/\/v\d+(\.\d+)?$/i, '')
    .replace(/\/$/, '');
  return `${target.origin}${prefix}`;
}
