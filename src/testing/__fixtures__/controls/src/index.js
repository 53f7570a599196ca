import { createComponent, createIntegration } from '@service/runtime';

const field = (label, element) => ({ type: 'input', label, element });

export default createIntegration({
  components: [
    createComponent({
      componentId: 'form',
      initialState: () => ({ tags: [], notify: false, plan: 'free', snippet: 'let a = 1;', saved: '' }),
      async action(element, action) {
        if (action.action === 'save-code') return { state: { ...element.state, saved: action.content } };
        if (action.action === 'summary') return { state: { ...element.state, saved: JSON.stringify(action.form) } };
        return {};
      },
      render: (element) => ({
        type: 'block',
        children: [
          field('Tags', { type: 'checkbox', state: 'tags', value: 'api', label: 'API' }),
          { type: 'checkbox', state: 'tags', value: 'ui', label: 'UI' },
          field('Notify me', { type: 'switch', state: 'notify' }),
          { type: 'radio', state: 'plan', value: 'free', label: 'Free' },
          { type: 'radio', state: 'plan', value: 'pro', label: 'Pro' },
          field('Snippet', { type: 'codeblock', state: 'snippet', content: element.state.snippet, onContentChange: { action: 'save-code' } }),
          {
            type: 'button',
            label: 'Summarize',
            onPress: { action: 'summary', form: { tags: { $state: 'tags' }, notify: { $state: 'notify' }, plan: { $state: 'plan' } } },
          },
          { type: 'text', children: `Saved: ${element.state.saved}` },
        ],
      }),
    }),
  ],
});
