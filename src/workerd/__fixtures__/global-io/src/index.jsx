import { createComponent, createIntegration } from '@gitbook/runtime';

// Warms a cache when the script loads: workerd refuses I/O outside a handler.
const warm = fetch('https://api.example.com/v1/warm');

const formula = createComponent({
  componentId: 'formula',
  async render() {
    await warm;
    return <block><text>Ready</text></block>;
  },
});

export default createIntegration({ components: [formula] });
