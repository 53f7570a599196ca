import { createComponent, createIntegration } from '@service/runtime';

export default createIntegration({
  components: [
    createComponent({
      componentId: 'issue',
      async render() {
        try {
          const response = await fetch('https://api.tracker.example/issues/42?token=abc');
          const issue = await response.json();
          return { type: 'block', children: [{ type: 'text', children: `Issue: ${issue.title}` }] };
        } catch (error) {
          return { type: 'block', children: [{ type: 'text', children: `Error: ${error.message}` }] };
        }
      },
    }),
  ],
});
