// biome-ignore-all lint/a11y/useButtonType: ContentKit markup, not HTML: a button here has no type
import { createComponent, createIntegration } from '@service/runtime';
import { isEmail, subscriberLine } from './format.js';
import { router } from './router.js';
import { subscribers } from './store.js';

const subscribe = createComponent({
  componentId: 'subscribe',
  initialState: (props) => ({ email: '', topic: props.topic ?? 'all', done: false, error: '' }),
  async action(element, action, context) {
    switch (action.action) {
      case 'subscribe': {
        // `email` arrives resolved from the `{ $state: 'email' }` binding in the button's payload.
        if (!isEmail(action.email)) return { state: { ...element.state, error: `Not an email address: ${action.email || '(empty)'}` } };
        const list = context.environment.installation?.configuration?.list ?? 'default';
        subscribers.push({ email: action.email, topic: element.state.topic, list });
        return { state: { ...element.state, done: true, error: '' } };
      }
      case 'clear':
        return { state: { ...element.state, email: '', done: false, error: '' } };
      default:
        return {};
    }
  },
  async render(element) {
    const { done, error, topic } = element.state;
    return (
      <block>
        <vstack>
          <text style="bold">Get the release notes</text>
          {done ? (
            <hstack>
              <text>{`Subscribed: ${subscriberLine(subscribers.at(-1))}`}</text>
              <button label="" icon="close" tooltip="Start over" onPress={{ action: 'clear' }} />
            </hstack>
          ) : (
            <vstack>
              <input label="Email" element={<textinput state="email" placeholder="you@example.com" />} />
              <input
                label="Topic"
                element={<select state="topic" options={[{ id: 'all', label: 'Everything' }, { id: 'api', label: 'API changes' }]} />}
              />
              <button label="Subscribe" style="primary" onPress={{ action: 'subscribe', email: { $state: 'email' } }} />
            </vstack>
          )}
          {error ? <hint style="danger">{error}</hint> : null}
          <markdown content={`Topic: **${topic}**`} />
        </vstack>
      </block>
    );
  },
});

// A link unfurl block: pasting a matching link inserts it with `{ url }` and sends `@link.unfurl`.
const repository = createComponent({
  componentId: 'repository',
  initialState: () => ({ name: '' }),
  async action(_element, action) {
    if (action.action !== '@link.unfurl') return {};
    return { state: { name: new URL(action.url).pathname.slice(1) } };
  },
  async render(element) {
    return (
      <block>
        <text>{element.state.name ? `Repository: ${element.state.name} (in ${element.context?.spaceId})` : `Loading ${element.props.url}`}</text>
      </block>
    );
  },
});

export default createIntegration({
  components: [subscribe, repository],
  fetch: (request, context) => router.fetch(request, context),
  events: {
    async space_content_updated(event) {
      console.log('Content updated in', event.spaceId);
      return { notified: subscribers.length };
    },
  },
});
