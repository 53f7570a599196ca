import { createIntegration, ExposableError, type RuntimeContext, type RuntimeEnvironment } from '@gitbook/runtime';
import { signSiteToken } from './token';

type SiteConfiguration = { issuer_base_url?: string; client_id?: string; client_secret?: string };
type SignInContext = RuntimeContext<RuntimeEnvironment<{}, SiteConfiguration>>;

/** The provider's base URL, whatever was typed (a bare domain or a URL). */
function issuerOf(configuration: SiteConfiguration): string | undefined {
  const value = configuration.issuer_base_url?.trim().replace(/\/+$/, '');
  if (!value) return undefined;
  return /^https?:\/\//.test(value) ? value.replace(/^http:/, 'https:') : `https://${value}`;
}

function siteInstallationOf(context: SignInContext) {
  const siteInstallation = context.environment.siteInstallation;
  if (!siteInstallation) throw new ExposableError('Visitor Sign-in is installed on a site only');
  return siteInstallation;
}

const callbackUrl = (context: SignInContext) => `${siteInstallationOf(context).urls.publicEndpoint}/visitor-auth/response`;

/** Where the site is published, read through the API. */
async function publishedUrl(context: SignInContext): Promise<string> {
  const organization = (context.environment.installation?.target as { organization?: string } | undefined)?.organization;
  if (!organization) throw new Error('No organization on the installation');
  const { data } = await context.api.orgs.getSiteById(organization, siteInstallationOf(context).site);
  if (!data.urls.published) throw new Error('The site is not published');
  return data.urls.published;
}

/** The callback: the code for a token, the token for the reader's claims, the claims signed for the site. */
async function handleCallback(url: URL, context: SignInContext): Promise<Response> {
  const error = url.searchParams.get('error');
  if (error) return new Response(`Sign-in failed at the identity provider: ${url.searchParams.get('error_description') ?? error}`, { status: 401 });
  const configuration = siteInstallationOf(context).configuration;
  const issuer = issuerOf(configuration);
  if (!issuer || !configuration.client_id || !configuration.client_secret) return new Response('Error: the provider, client ID or secret is missing', { status: 400 });

  const tokenResponse = await fetch(`${issuer}/oauth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: configuration.client_id,
      client_secret: configuration.client_secret,
      code: url.searchParams.get('code') ?? '',
      redirect_uri: callbackUrl(context),
    }),
  });
  if (!tokenResponse.ok) return new Response('Error: could not get a token from the identity provider', { status: 401 });
  const { access_token: accessToken } = (await tokenResponse.json()) as { access_token?: string };
  const userinfo = await fetch(`${issuer}/userinfo`, { headers: { Authorization: `Bearer ${accessToken}` } });
  if (!userinfo.ok) return new Response('Error: could not read the reader from the identity provider', { status: 401 });
  const claims = (await userinfo.json()) as Record<string, unknown>;

  const secret = context.environment.signingSecrets.siteInstallation;
  if (!secret) return new Response('Error: no signing secret for the site installation', { status: 500 });
  const target = new URL((url.searchParams.get('state') || '/').replace(/^\/*/, ''), await publishedUrl(context));
  target.searchParams.set('jwt_token', await signSiteToken(claims, secret));
  return Response.redirect(target.toString(), 302);
}

export default createIntegration<SignInContext>({
  fetch: async (request, context) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith('/visitor-auth/response')) return handleCallback(url, context);
    return new Response(`No route for ${request.method} ${url.pathname}`, { status: 404 });
  },

  fetch_visitor_authentication: async (event, context) => {
    const configuration = siteInstallationOf(context).configuration;
    const issuer = issuerOf(configuration);
    if (!issuer || !configuration.client_id) throw new ExposableError('Visitor Sign-in is not configured: set the identity provider and client ID');

    if (event.action === 'logout') {
      const logout = new URL(`${issuer}/v2/logout`);
      logout.searchParams.set('client_id', configuration.client_id);
      logout.searchParams.set('returnTo', new URL((event.location ?? '').replace(/^\/*/, ''), await publishedUrl(context)).toString());
      return Response.redirect(logout.toString());
    }
    const authorize = new URL(`${issuer}/authorize`);
    authorize.searchParams.set('client_id', configuration.client_id);
    authorize.searchParams.set('response_type', 'code');
    authorize.searchParams.set('scope', 'openid profile email');
    authorize.searchParams.set('redirect_uri', callbackUrl(context));
    authorize.searchParams.set('state', event.location ?? '');
    return Response.redirect(authorize.toString());
  },
});
