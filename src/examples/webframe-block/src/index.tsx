import { createComponent, createIntegration } from '@gitbook/runtime';
import { framePage } from './frame';

type Props = { source?: string };
type State = { source: string };

const flow = createComponent<Props, State, { action: 'add-step' }>({
  componentId: 'flow',
  initialState: (props) => ({ source: props.source || 'Draft -> Review -> Publish' }),
  async action(element, action) {
    if (action.action === 'add-step') {
      const count = element.state.source.split('->').length;
      return { state: { source: `${element.state.source} -> Step ${count + 1}` } };
    }
    return {};
  },
  async render(element, { environment }) {
    return (
      <block>
        <webframe
          source={{ url: `${environment.integration.urls.publicContentEndpoint}/frame` }}
          aspectRatio={4}
          data={{ source: element.dynamicState('source') }}
        />
        <hstack>
          <button label="Add step" onPress={{ action: 'add-step' }} />
          <text>{element.state.source.split('->').length} steps</text>
        </hstack>
      </block>
    );
  },
});

export default createIntegration({
  components: [flow],
  async fetch(request) {
    if (new URL(request.url).pathname.endsWith('/frame')) {
      return new Response(framePage(), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }
    return new Response('Not found', { status: 404 });
  },
});
