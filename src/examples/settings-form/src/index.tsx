import { createComponent, createIntegration, createOAuthHandler } from '@service/runtime';

const settings = createComponent({
  componentId: 'settings',
  initialState: () => ({}),
  async render(element, context) {
    const configuration = context.environment.installation?.configuration ?? {};
    const entries = Object.entries(configuration).filter(([key]) => key !== 'oauth_credentials');
    const connected = Boolean(configuration.oauth_credentials?.access_token);
    return (
      <block>
        <vstack>
          <text style="bold">Installation settings</text>
          {entries.length === 0 ? (
            <hint style="warning">Not configured yet: open the Installation panel.</hint>
          ) : (
            entries.map(([key, value]) => <text key={key}>{`${key}: ${JSON.stringify(value)}`}</text>)
          )}
          <text>{connected ? 'Provider: connected' : 'Provider: not connected'}</text>
        </vstack>
      </block>
    );
  },
});

export default createIntegration({
  components: [settings],
  events: {
    async installation_setup(event, context) {
      console.log('Status is now', context.environment.installation?.status);
    },
  },
  async fetch(request, context) {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/boards')) {
      return Response.json([
        { label: 'Roadmap', value: 'roadmap' },
        { label: 'Bugs', value: 'bugs' },
      ]);
    }
    if (url.pathname.endsWith('/oauth')) {
      // The handler saves the credentials on the installation itself (through the API, as on the platform);
      // `replace: false` keeps the other settings of the configuration it saves them in.
      const oauth = createOAuthHandler(
        {
          clientId: context.environment.secrets.CLIENT_ID,
          clientSecret: context.environment.secrets.CLIENT_SECRET,
          authorizeURL: 'https://provider.example.com/oauth/authorize',
          accessTokenURL: 'https://provider.example.com/oauth/token',
          scopes: ['profile'],
          // The default extractCredentials keeps access_token, refresh_token and expires_at (getOAuthToken refreshes).
        },
        { replace: false },
      );
      return oauth(request, context);
    }
    return new Response('Not found', { status: 404 });
  },
});
