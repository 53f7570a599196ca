import { createComponent, createIntegration } from '@gitbook/runtime';

// A formula compiled from its text when the block renders: a browser worker allows it, workerd refuses it.
const compile = (formula) => new Function('x', `return ${formula};`);

const formula = createComponent({
  componentId: 'formula',
  async render() {
    const double = compile('x * 2');
    return <block><text>Twice 21 is {String(double(21))}</text></block>;
  },
});

export default createIntegration({ components: [formula] });
