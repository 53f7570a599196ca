import { createIntegration, ExposableError, type RuntimeContext, type RuntimeEnvironment } from '@gitbook/runtime';
import { decodeJwt, SignJWT } from 'jose';

type Configuration = {
  okta_domain?: string;
  client_id?: string;
  client_secret?: string;
};
type Context = RuntimeContext<RuntimeEnvironment<{}, Configuration>>;

function siteInstallationOf(context: Context) {
  const siteInstallation = context.environment.siteInstallation;
  if (!siteInstallation) throw new Error('installed on a site only');
  return siteInstallation;
}

const callbackUrl = (context: Context) => `${siteInstallationOf(context).urls.publicEndpoint}/visitor-auth/response`;

async function publishedUrl(context: Context): Promise<string> {
  const organization = (context.environment.installation?.target as { organization?: string } | undefined)?.organization ?? '';
  const { data } = await context.api.orgs.getSiteById(organization, siteInstallationOf(context).site);
  return data.urls.published ?? '';
}

async function callback(request: Request, context: Context): Promise<Response> {
  const url = new URL(request.url);
  if (!url.pathname.endsWith('/visitor-auth/response')) return new Response('Not found', { status: 404 });
  const configuration = siteInstallationOf(context).configuration;
  if (!configuration.okta_domain || !configuration.client_id || !configuration.client_secret) {
    return new Response('Error: the integration is not configured', { status: 400 });
  }
  const domain = `https://${configuration.okta_domain?.trim().replace(/^https?:\/\//, '').replace(/\/+$/, '')}`;
  const answer = await fetch(`${domain}/oauth2/v1/token/`, {
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
  if (!answer.ok) return new Response(`Error: could not fetch a token (${answer.status} ${await answer.text()})`, { status: 401 });
  const tokens = (await answer.json()) as { access_token: string; id_token: string };
  // Okta already puts the user's claims in its access token: decode it
  const payload = decodeJwt(tokens.access_token);
  const secret = context.environment.signingSecrets.siteInstallation;
  if (!secret) return new Response('Error: no signing secret', { status: 400 });
  const exp = Math.max(Math.floor(Date.now() / 1000) + 3600, typeof payload.exp === 'number' ? payload.exp : 0);
  const token = await new SignJWT({ ...payload, exp }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));
  const state = url.searchParams.get('state') ?? '';
  const target = new URL(`${await publishedUrl(context)}${state.substring(state.indexOf('-') + 1)}`);
  target.searchParams.append('jwt_token', token);
  return Response.redirect(target.toString());
}

export default createIntegration<Context>({
  fetch: callback,
  fetch_visitor_authentication: async (event, context) => {
    const configuration = siteInstallationOf(context).configuration;
    if (!configuration.okta_domain || !configuration.client_id) throw new ExposableError('The integration is not configured');
    const domain = `https://${configuration.okta_domain?.trim().replace(/^https?:\/\//, '').replace(/\/+$/, '')}`;
    const authorize = new URL(`${domain}/oauth2/v1/authorize`);
    authorize.searchParams.append('client_id', configuration.client_id);
    authorize.searchParams.append('response_type', 'code');
    authorize.searchParams.append('redirect_uri', callbackUrl(context));
    authorize.searchParams.append('scope', 'openid profile email');
    authorize.searchParams.append('state', `location-${event.location ?? ''}`);
    return Response.redirect(authorize.toString());
  },
});
