import { createComponent, Logger } from '@service/runtime';
import { parseTicketUrl } from '../format';

const logger = Logger('board:ticket');

type Props = { url?: string; project?: string; id?: string };
type State = { expanded: boolean };

/** A pasted tracker link: `@link.unfurl` replaces the props with the parsed ticket; the card reads the API. */
export const ticket = createComponent<Props, State>({
  componentId: 'ticket',
  initialState: { expanded: false },
  async action(element, action) {
    switch (action.action) {
      case '@link.unfurl': {
        const parsed = parseTicketUrl(String(action.url));
        logger.info(`unfurl ${action.url}`);
        return { props: { url: String(action.url), ...parsed } };
      }
      case 'toggle':
        return { state: { expanded: !element.state.expanded } };
      default:
        return undefined;
    }
  },
  async render(element, context) {
    const { url, project, id } = element.props;
    const spaceId = context.environment.spaceInstallation?.space ?? context.environment.installation?.space;
    let spaceTitle = 'no space';
    if (spaceId) {
      const { data } = await context.api.spaces.getSpaceById(spaceId);
      spaceTitle = data.title;
    }
    if (!url) return <block><text>Paste a tracker link</text></block>;
    return (
      <block>
        <card title={id ? `${project}#${id}` : url} onPress={{ action: '@ui.url.open', url }}>
          <text>In {spaceTitle}</text>
          {element.state.expanded ? <text>Link: {url}</text> : null}
          <button label={element.state.expanded ? 'Less' : 'More'} onPress={{ action: 'toggle' }} />
        </card>
      </block>
    );
  },
});
