import { createComponent, createIntegration } from '@service/runtime';

export default createIntegration({
  components: [
    createComponent({
      componentId: 'stuck',
      initialState: () => ({ presses: 0 }),
      async action(element, action) {
        if (action.action === 'loop') for (;;) {}
        if (action.action === 'wait') await new Promise(() => {});
        if (action.action === 'throw') throw new Error('the tracker is down');
        return { state: { presses: element.state.presses + 1 } };
      },
      render: (element) => ({
        type: 'block',
        children: [
          { type: 'text', children: `Presses: ${element.state.presses}` },
          { type: 'button', label: 'Loop', onPress: { action: 'loop' } },
          { type: 'button', label: 'Wait', onPress: { action: 'wait' } },
          { type: 'button', label: 'Throw', onPress: { action: 'throw' } },
          { type: 'button', label: 'Count', onPress: { action: 'count' } },
        ],
      }),
    }),
  ],
});
