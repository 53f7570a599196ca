import { describe, expect, it } from 'vitest';
import { differences, formatDifferences } from './compare';

describe('the differential diff', () => {
  it('names each differing path with both values, and missing keys as missing', () => {
    const found = differences(
      { state: { count: 0 }, tree: { children: ['Count: ', 1] } },
      { state: { count: 0, step: 1 }, tree: { children: 'Count: 1' } },
    );
    expect(formatDifferences('counter · step 2 · press "Reset"', found)).toBe(
      [
        'counter · step 2 · press "Reset": 2 differences',
        '  state.step: reference (missing) ≠ kitbench 1',
        '  tree.children: reference ["Count: ",1] ≠ kitbench "Count: 1"',
      ].join('\n'),
    );
  });

  it('finds nothing between equal values, whatever their key order', () => {
    expect(differences({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toEqual([]);
  });
});
