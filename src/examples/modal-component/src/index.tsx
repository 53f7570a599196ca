import { createComponent, createIntegration } from '@service/runtime';

type StatusProps = { status?: string };

const STATUSES = ['Draft', 'In review', 'Published', 'Archived'];

// The modal: one button per status; pressing one closes the modal and hands the choice back to the block.
const picker = createComponent<StatusProps, Record<string, never>>({
  componentId: 'status-picker',
  initialState: () => ({}),
  async render(element) {
    return (
      <modal title="Change status" subtitle={`Now: ${element.props.status ?? 'Draft'}`}>
        <vstack>
          {STATUSES.map((status) => (
            <button
              key={status}
              label={status}
              style={status === element.props.status ? 'primary' : undefined}
              onPress={{ action: '@ui.modal.close', returnValue: { status } }}
            />
          ))}
        </vstack>
      </modal>
    );
  },
});

const badge = createComponent<StatusProps, Record<string, never>>({
  componentId: 'status',
  initialState: () => ({}),
  async action(element, action) {
    // The modal's returnValue arrives as the action that closed it; Escape closes it without one.
    if (action.action === '@ui.modal.close') {
      const picked = (action.returnValue as StatusProps | undefined)?.status;
      if (typeof picked === 'string') return { props: { status: picked } };
    }
    return {};
  },
  async render(element) {
    const status = element.props.status ?? 'Draft';
    return (
      <block>
        <hstack align="center">
          <text style="bold">Status: {status}</text>
          <button
            label="Change"
            onPress={{ action: '@ui.modal.open', componentId: 'status-picker', props: { status } }}
          />
        </hstack>
      </block>
    );
  },
});

export default createIntegration({
  components: [badge, picker],
});
