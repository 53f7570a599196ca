import { describe, expect, it } from 'vitest';
import { capForDrawing, capForTransport, capMessage, capTree } from './cap';

const text = (n: number) => ({ type: 'text', children: `row ${n}` });

function chain(depth: number): unknown {
  let node: unknown = { type: 'text', children: 'bottom' };
  for (let i = 1; i < depth; i++) node = { type: 'box', children: [node] };
  return node;
}

describe('capTree', () => {
  it('leaves a tree within the limits untouched', () => {
    const tree = { type: 'block', children: [text(1), text(2)] };
    const capped = capTree(tree);
    expect(capped.tree).toBe(tree);
    expect(capped).toMatchObject({ total: 3, drawn: 3, tooDeep: false });
    expect(capMessage(capped)).toBeUndefined();
  });

  it('draws the first elements of a huge tree and says how many there were', () => {
    const tree = { type: 'block', children: Array.from({ length: 100_000 }, (_, i) => text(i)) };
    const capped = capTree(tree);
    expect(capped.total).toBe(100_001);
    expect(capped.drawn).toBe(5_000);
    const children = (capped.tree as { children: { children: string }[] }).children;
    expect(children).toHaveLength(4_999);
    expect(children[0].children).toBe('row 0');
    expect(capMessage(capped)).toBe('This block returned 100,001 elements; kitbench draws the first 5,000.');
  });

  it('cuts a very deep tree at the depth limit without overflowing the stack', () => {
    const capped = capTree(chain(100_000), { maxElements: 1_000_000, maxDepth: 64 });
    expect(capped.tooDeep).toBe(true);
    expect(capped.depth).toBe(100_000);
    expect(capped.drawn).toBe(64);
    expect(capMessage(capped, { maxElements: 1_000_000, maxDepth: 64 })).toMatch(/nest 100,000 levels deep; kitbench draws 64 levels/);
  });

  it('counts elements held in props such as an input element or card buttons', () => {
    const tree = {
      type: 'input',
      label: 'Email',
      element: { type: 'textinput', state: 'email' },
    };
    expect(capTree(tree).total).toBe(2);
    const capped = capTree(tree, { maxElements: 1, maxDepth: 64 });
    expect(capped.tree).toEqual({ type: 'input', label: 'Email' });
  });
});

describe('capForTransport and capForDrawing', () => {
  it('cuts a tree before it is copied and lets the page still say how big it was', () => {
    const tree = { type: 'block', children: Array.from({ length: 100_000 }, (_, i) => text(i)) };
    const sent = capForTransport(tree);
    expect((sent as { children: unknown[] }).children).toHaveLength(4_999);
    const drawn = capForDrawing(structuredClone(sent));
    expect(capMessage(drawn)).toBe('This block returned 100,001 elements; kitbench draws the first 5,000.');
  });
  it('sends a tree within the limits as it is', () => {
    const tree = { type: 'block', children: [text(1)] };
    expect(capForTransport(tree)).toBe(tree);
    expect(capMessage(capForDrawing(tree))).toBeUndefined();
  });
  it('keeps the depth of a deep tree cut in the worker', () => {
    const drawn = capForDrawing(structuredClone(capForTransport(chain(1_000))));
    expect(capMessage(drawn)).toMatch(/nest 1,000 levels deep; kitbench draws 64 levels/);
  });

  it('cuts markup that contains itself instead of counting it forever, and says it is circular', () => {
    const box: Record<string, unknown> = { type: 'box' };
    box.children = [box];
    const sent = capForTransport({ type: 'block', children: [box] });
    // What crosses postMessage is a finite copy, and the page can still say what went wrong.
    expect(() => JSON.stringify(sent)).not.toThrow();
    const drawn = capForDrawing(sent);
    expect(drawn.endless).toBe(true);
    expect(capMessage(drawn)).toMatch(/contains itself \(a circular reference\)/);
  });
});
