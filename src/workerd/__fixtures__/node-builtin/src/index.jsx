import { createHash } from 'node:crypto';
import { createComponent, createIntegration } from '@gitbook/runtime';

// node:crypto: workerd gives it under nodejs_compat, kitbench's own engines refuse Node built-ins.
const formula = createComponent({
  componentId: 'formula',
  async render() {
    return <block><text>{createHash('sha256').update('kitbench').digest('hex').slice(0, 8)}</text></block>;
  },
});

export default createIntegration({ components: [formula] });
