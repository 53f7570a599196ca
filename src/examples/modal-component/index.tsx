import { createComponent, createIntegration } from '@service/runtime';

type NoteProps = { note?: string };

const editor = createComponent<NoteProps, { draft: string }>({
  componentId: 'note-editor',
  initialState: (props) => ({ draft: props.note ?? '' }),
  async render(element) {
    return (
      <modal
        title="Edit note"
        submit={<button label="Save" style="primary" onPress={{ action: '@ui.modal.close', returnValue: { note: element.state.draft } }} />}
      >
        <input label="Note" element={<textinput state="draft" initialValue={element.state.draft} placeholder="Write something" />} />
      </modal>
    );
  },
});

const note = createComponent<NoteProps, Record<string, never>>({
  componentId: 'note',
  initialState: () => ({}),
  async action(element, action) {
    // The modal's returnValue arrives as the action that closed it.
    if (action.action === '@ui.modal.close' && typeof action.returnValue?.note === 'string') {
      return { props: { note: action.returnValue.note } };
    }
    return {};
  },
  async render(element) {
    return (
      <block>
        <hstack align="center">
          <text>{element.props.note || 'No note yet.'}</text>
          <button
            label="Edit"
            onPress={{ action: '@ui.modal.open', componentId: 'note-editor', props: { note: element.props.note ?? '' } }}
          />
        </hstack>
      </block>
    );
  },
});

export default createIntegration({
  components: [note, editor],
});
