import { describe, expect, it } from 'vitest';
import { hasBoundProps, isStateBinding, resolveBoundProps, resolveStateBindings } from './bindings';

describe('resolveStateBindings', () => {
  const state = { email: 'ada@example.com', form: { project: 'web' } };
  it('replaces a binding with the state value, deeply, leaving the rest alone', () => {
    expect(
      resolveStateBindings({ action: 'subscribe', email: { $state: 'email' }, tags: [{ $state: 'form.project' }], n: 1 }, state),
    ).toEqual({ action: 'subscribe', email: 'ada@example.com', tags: ['web'], n: 1 });
  });
  it('gives undefined for a key the state lacks', () => {
    expect(resolveStateBindings({ value: { $state: 'missing' } }, state)).toEqual({ value: undefined });
  });
  it('does not take an object with other keys for a binding', () => {
    expect(isStateBinding({ $state: 'email', label: 'x' })).toBe(false);
    expect(resolveStateBindings({ $state: 'email', label: 'x' }, state)).toEqual({ $state: 'email', label: 'x' });
  });
});

describe('resolveBoundProps', () => {
  it('shows a bound prop with its state value and leaves action payloads for dispatch time', () => {
    const element = {
      type: 'codeblock',
      content: { $state: 'content' },
      onContentChange: { action: '@editor.node.updateProps', props: { content: { $state: 'content' } } },
    };
    expect(hasBoundProps(element)).toBe(true);
    expect(resolveBoundProps(element, { content: 'graph TD' })).toEqual({ ...element, content: 'graph TD' });
  });
  it('finds nothing to resolve in an element without bound props', () => {
    expect(hasBoundProps({ type: 'button', label: 'Go', onPress: { action: 'go', value: { $state: 'x' } } })).toBe(false);
  });
});
