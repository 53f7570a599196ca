import { createComponent, createIntegration, createOAuthHandler } from '@service/runtime';

type CounterProps = { start?: number };
type CounterState = { count: number };

const counter = createComponent<CounterProps, CounterState>({
  componentId: 'counter',
  initialState: (props) => ({ count: props.start ?? 0 }),
  async action(element, action) {
    switch (action.action) {
      case 'increment':
        return { state: { count: element.state.count + 1 } };
      case 'decrement':
        return { state: { count: element.state.count - 1 } };
      case 'reset':
        return { state: { count: element.props.start ?? 0 } };
      default:
        return {};
    }
  },
  async render(element) {
    return (
      <block>
        <hstack align="center">
          <text style="bold">Count: {element.state.count}</text>
          <button label="Add" style="primary" onPress={{ action: 'increment' }} />
          <button label="Remove" onPress={{ action: 'decrement' }} />
          <button label="Reset" style="danger" onPress={{ action: 'reset' }} />
        </hstack>
      </block>
    );
  },
});

export default createIntegration({
  components: [counter],
  events: {
    async installation_setup(event, context) {
      if (context.environment.installation?.status !== 'active') {
        console.log('Configuration incomplete: waiting for the required settings.');
      }
    },
    async space_content_updated(event) {
      console.log('Content updated in space', event.spaceId);
    },
  },
  async fetch(request, context) {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/projects')) {
      return Response.json([
        { label: 'Website', value: 'web' },
        { label: 'Mobile app', value: 'mobile' },
        { label: 'Public API', value: 'api' },
      ]);
    }
    if (url.pathname.endsWith('/oauth')) {
      // clientId and clientSecret come from the manifest's `secrets`, resolved from the environment.
      // The handler saves the credentials on the installation itself (through the API, as on the platform);
      // `replace: false` keeps the other settings of the configuration it saves them in.
      const oauth = createOAuthHandler(
        {
          clientId: context.environment.secrets.CLIENT_ID,
          clientSecret: context.environment.secrets.CLIENT_SECRET,
          authorizeURL: 'https://tracker.example.com/oauth/authorize',
          accessTokenURL: 'https://tracker.example.com/oauth/token',
          scopes: ['read:issues'],
        },
        { replace: false },
      );
      return oauth(request, context);
    }
    if (request.method !== 'POST') {
      return new Response('Method not allowed', { status: 405 });
    }
    return Response.json({ received: true });
  },
});
