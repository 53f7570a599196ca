import { describe, expect, it } from 'vitest';
import { Fragment, jsx, jsxs } from './jsx-runtime';

// The platform's JSX runtime (@gitbook/runtime/jsx-runtime) is the reference: oracle/ compares whole integrations.
describe("jsx, as the platform's JSX runtime", () => {
  it('keeps text children an array: one entry per child, numbers as numbers', () => {
    expect(jsxs('text', { style: 'bold', children: ['Count: ', 1] })).toEqual({ type: 'text', style: 'bold', children: ['Count: ', 1] });
    expect(jsx('text', { children: '' })).toEqual({ type: 'text', children: [''] });
  });

  it('drops only null: false and undefined stay; no children, no key', () => {
    const button = jsx('button', { label: 'Add', onPress: { action: 'add' } });
    expect(button).toEqual({ type: 'button', label: 'Add', onPress: { action: 'add' }, children: undefined });
    expect(JSON.parse(JSON.stringify(button))).toEqual({ type: 'button', label: 'Add', onPress: { action: 'add' } });
    expect(jsxs('block', { children: [button, null, false, undefined] })).toEqual({ type: 'block', children: [button, false, undefined] });
    expect(jsxs('block', { children: [null, null] })).toEqual({ type: 'block', children: [] });
  });

  it('flattens one level (a mapped list), not deeper', () => {
    expect(jsxs('vstack', { children: ['a', ['b', ['c']]] })).toEqual({ type: 'vstack', children: ['a', 'b', ['c']] });
  });
});

const Pair = (props: Record<string, unknown>) => jsxs(Fragment, { children: [jsx('divider', {}), props.children] });

describe('function components', () => {
  it('calls function components with their props; a fragment is its children', () => {
    expect(jsx('vstack', { children: jsx(Pair, { children: jsx('text', { children: 'x' }) }) })).toEqual({
      type: 'vstack',
      children: [{ type: 'divider', children: undefined }, { type: 'text', children: ['x'] }],
    });
  });
});
