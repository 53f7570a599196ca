import { createComponent } from '@service/runtime';

type NotesState = { notes: string[]; closed: number };

/** Notes edited in a modal (`@ui.modal.open` / `@ui.modal.close`), with a webframe from the public endpoint. */
export const notes = createComponent<{ title?: string }, NotesState>({
  componentId: 'notes',
  initialState: { notes: [], closed: 0 },
  async action(element, action) {
    if (action.action === '@ui.modal.close') {
      const value = (action as { returnValue?: { note?: string } }).returnValue;
      return {
        state: {
          notes: value?.note ? [...element.state.notes, value.note] : element.state.notes,
          closed: element.state.closed + 1,
        },
      };
    }
    return undefined;
  },
  async render(element, context) {
    const { environment } = context;
    const endpoint = environment.spaceInstallation?.urls.publicContentEndpoint ?? environment.integration.urls.publicEndpoint;
    const frame = new URL(`${endpoint}/frame`);
    frame.searchParams.set('v', String(environment.integration.version));
    return (
      <block>
        <text>{element.props.title ?? 'Notes'}</text>
        {element.state.notes.map((note) => (
          <text>{note}</text>
        ))}
        <text>Closed {element.state.closed} times</text>
        <webframe source={{ url: frame.toString() }} aspectRatio={16 / 9} />
        <button label="Add note" onPress={{ action: '@ui.modal.open', componentId: 'notesEditor', props: { heading: 'New note' } }} />
      </block>
    );
  },
});

/** The modal: a bound text input and a submit that closes with the typed note. */
export const notesEditor = createComponent<{ heading: string }, { draft: string }>({
  componentId: 'notesEditor',
  initialState: (props) => ({ draft: props.heading === 'New note' ? '' : props.heading }),
  async render(element) {
    return (
      <modal title={element.props.heading} submit={<button label="Keep" onPress={{ action: '@ui.modal.close', returnValue: { note: element.dynamicState('draft') } }} />}>
        <textinput state="draft" label="Draft" placeholder="Write a note" />
        <text>Draft: {element.state.draft}</text>
      </modal>
    );
  },
});
