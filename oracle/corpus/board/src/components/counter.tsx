import { createComponent, ExposableError, Logger } from '@service/runtime';
import { plural } from '../format';

const logger = Logger('board:counter');

type Props = { start?: number; label?: string };
type State = { count: number; step: number; note: string; history: number[]; surface?: string; team?: string; stamped?: Date | string };

/** A counter: state replaced by whole objects and by a partial one, props replaced, a bound note, errors, `complete`. */
export const counter = createComponent<Props, State>({
  componentId: 'counter',
  initialState: (props, renderContext, context) => ({
    count: props.start ?? 0,
    step: 1,
    note: '',
    history: [],
    surface: renderContext?.type,
    team: context?.environment.installation?.configuration.team,
  }),
  async action(element, action) {
    logger.debug(`action ${action.action}`);
    switch (action.action) {
      case 'add':
        return { state: { ...element.state, count: (element.state.count ?? 0) + (element.state.step ?? 1), history: [...(element.state.history ?? []), element.state.count] } };
      case 'reset':
        // A partial state: what the instance keeps afterwards is the runtime's business.
        return { state: { count: 0 } as State };
      case 'rename':
        return { props: { label: String(action.label) } };
      case 'save':
        return { state: { ...element.state, note: String(action.note ?? '') } };
      case 'noop':
        return undefined;
      case 'locked':
        throw new ExposableError('The counter is locked', 423);
      case 'crash':
        throw new Error('counter crashed');
      case 'stamp':
        // A value JSON does not keep: the render in the same call sees it as returned, the next call as JSON.
        return { state: { ...element.state, stamped: new Date(0) } };
      case 'finish':
        return { type: 'complete', returnValue: { count: element.state.count } };
      default:
        return {};
    }
  },
  async render(element) {
    const { count, note, history } = element.state;
    return (
      <block>
        <text style="bold">
          {element.props.label ?? 'Counter'}: {count}
        </text>
        <text>{plural(history?.length ?? 0, 'step')}</text>
        {note ? <text>Note: {note}</text> : null}
        {element.state.stamped ? <text>Stamped: {element.state.stamped instanceof Date ? 'a Date' : typeof element.state.stamped}</text> : null}
        <text>{Object.keys(element.state).sort().join(',')}</text>
        <text>{Object.keys(element.props).sort().join(',') || 'no props'}</text>
        {false}
        <textinput state="note" label="Note" placeholder="A note" />
        <hstack>
          <button label="Add" onPress={{ action: 'add' }} />
          <button label="Reset" onPress={{ action: 'reset' }} />
          <button label="Rename" onPress={{ action: 'rename', label: 'Renamed' }} />
          <button label="Save" onPress={{ action: 'save', note: element.dynamicState('note') }} />
          <button label="Nothing" onPress={{ action: 'noop' }} />
          <button label="Locked" onPress={{ action: 'locked' }} />
          <button label="Crash" onPress={{ action: 'crash' }} />
          <button label="Finish" onPress={{ action: 'finish' }} />
          <button label="Stamp" onPress={{ action: 'stamp' }} />
        </hstack>
      </block>
    );
  },
});
