import { describe, expect, it } from 'vitest';
import { Fragment, jsx, jsxs } from './jsx-runtime';

describe('jsx', () => {
  it('builds plain objects keyed by type, text children joined into one string', () => {
    expect(jsxs('text', { style: 'bold', children: ['Count: ', 1] })).toEqual({ type: 'text', style: 'bold', children: 'Count: 1' });
  });

  it('keeps element children as an array and drops null, false and keys', () => {
    const button = jsx('button', { label: 'Add', onPress: { action: 'add' } });
    expect(jsxs('block', { key: 'k', children: [button, null, false, undefined] })).toEqual({
      type: 'block',
      children: [{ type: 'button', label: 'Add', onPress: { action: 'add' } }],
    });
  });
});

const Pair = (props: Record<string, unknown>) => jsxs(Fragment, { children: [jsx('divider', {}), props.children] });

describe('function components', () => {
  it('splices fragments and calls function components', () => {
    expect(jsx('vstack', { children: jsx(Pair, { children: jsx('text', { children: 'x' }) }) })).toEqual({
      type: 'vstack',
      children: [{ type: 'divider' }, { type: 'text', children: 'x' }],
    });
  });
});
