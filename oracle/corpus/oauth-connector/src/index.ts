import { createIntegration, createOAuthHandler, getOAuthToken, Logger, type OAuthResponse, type RuntimeContext, type RuntimeEnvironment } from '@gitbook/runtime';

const logger = Logger('tickets-connector');

type AccountConfiguration = { workspace?: string; oauth_credentials?: { access_token: string; refresh_token?: string; expires_at?: string } };
type TicketsContext = RuntimeContext<RuntimeEnvironment<AccountConfiguration>>;
type TicketsTokenResponse = OAuthResponse & { workspace: { id: string } };

const providerOf = (configuration: { workspace?: string }) => `https://${configuration.workspace ?? 'www'}.tickets.example`;

function oauthConfig(context: TicketsContext) {
  return {
    clientId: context.environment.secrets.CLIENT_ID,
    clientSecret: context.environment.secrets.CLIENT_SECRET,
    authorizeURL: (installation: { configuration: object }) => `${providerOf(installation.configuration)}/oauth/authorize`,
    accessTokenURL: (installation: { configuration: object }) => `${providerOf(installation.configuration)}/oauth/token`,
    scopes: ['read', 'issues:create'],
    prompt: 'consent',
    extractCredentials: (response: TicketsTokenResponse) => ({
      externalIds: [response.workspace.id],
      configuration: {
        oauth_credentials: {
          access_token: response.access_token,
          refresh_token: response.refresh_token,
          expires_at: new Date(Date.now() + response.expires_in * 1000).toISOString(),
        },
      },
    }),
  };
}

export default createIntegration<TicketsContext>({
  fetch: async (request, context) => {
    const url = new URL(request.url);
    const base = new URL(context.environment.installation!.urls.publicEndpoint).pathname;
    const route = url.pathname.slice(base.length);
    if (route === '/oauth') {
      return createOAuthHandler<TicketsTokenResponse>(oauthConfig(context), { replace: false })(request, context);
    }
    if (route === '/me') {
      const configuration = context.environment.installation!.configuration;
      if (!configuration.oauth_credentials) return Response.json({ error: 'Not connected' }, { status: 401 });
      const token = await getOAuthToken(configuration.oauth_credentials, oauthConfig(context), context);
      const me = await fetch(`${providerOf(configuration)}/api/me`, { headers: { Authorization: `Bearer ${token}` } });
      logger.info(`me: ${me.status}`);
      return Response.json({ status: me.status, me: await me.json() });
    }
    return new Response('Not found', { status: 404 });
  },
});
