import { createComponent, createIntegration } from '@gitbook/runtime';

// `Buffer` is a Node global: workerd has it under nodejs_compat (the platform enables it); kitbench's engines do not.
const answer = Buffer.from('42').toString();

const formula = createComponent({
  componentId: 'formula',
  async render() {
    return <block><text>{`The answer is ${answer}`}</text></block>;
  },
});

export default createIntegration({ components: [formula] });
