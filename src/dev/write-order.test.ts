import { describe, expect, it } from 'vitest';
import { createWriteOrder, seqOf } from './write-order';

describe('createWriteOrder', () => {
  it('applies a tab’s newer write and refuses an older one that arrives after it, per file', () => {
    const order = createWriteOrder();
    expect(order.accept('tab-a', 'm.yaml', 2)).toBe(true);
    expect(order.accept('tab-a', 'm.yaml', 1)).toBe(false);
    expect(order.accept('tab-a', 'm.yaml', 2)).toBe(false);
    expect(order.accept('tab-a', 'src/index.ts', 1)).toBe(true);
    expect(order.accept('tab-a', 'm.yaml', 3)).toBe(true);
  });

  it('orders each tab on its own, and applies writes without a number as they come', () => {
    const order = createWriteOrder();
    expect(order.accept('tab-a', 'm.yaml', 5)).toBe(true);
    expect(order.accept('tab-b', 'm.yaml', 1)).toBe(true);
    expect(order.accept('tab-a', 'm.yaml', undefined)).toBe(true);
    expect(order.accept('', 'm.yaml', 1)).toBe(true);
  });
});

describe('seqOf', () => {
  it('reads a whole number and nothing else', () => {
    expect(seqOf('12')).toBe(12);
    expect(seqOf(null)).toBeUndefined();
    expect(seqOf('-1')).toBeUndefined();
    expect(seqOf('1e3')).toBeUndefined();
    expect(seqOf('')).toBeUndefined();
  });
});
