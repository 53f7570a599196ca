import { createComponent, createIntegration } from '@service/runtime';

export default createIntegration({
  components: [
    createComponent({
      componentId: 'waits',
      initialState: () => ({ answer: 'none' }),
      async action(_element, action) {
        const response = await fetch(`https://slow.example.com/${action.action}`);
        if (action.action === 'loop') for (;;) {}
        return { state: { answer: (await response.json()).answer } };
      },
      render: async (element) => {
        // The first render awaits the slow answer too, as a block reading context.api does.
        const first = element.state.answer === 'none' ? (await (await fetch('https://slow.example.com/first')).json()).answer : element.state.answer;
        return {
          type: 'block',
          children: [
            { type: 'text', children: `Answer: ${first}` },
            { type: 'button', label: 'Slow', onPress: { action: 'slow' } },
            { type: 'button', label: 'Loop', onPress: { action: 'loop' } },
            { type: 'button', label: 'Hang', onPress: { action: 'hang' } },
          ],
        };
      },
    }),
  ],
});
