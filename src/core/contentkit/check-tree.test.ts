import { describe, expect, it } from 'vitest';
import { checkTree, describeTreeProblems } from './check-tree';

const text = (children: string) => ({ type: 'text', children });

describe('checkTree', () => {
  it('finds nothing wrong with a tree the Preview draws', () => {
    const tree = {
      type: 'block',
      children: [{ type: 'vstack', children: [text('Count: 1'), { type: 'button', label: 'Add', onPress: { action: 'add' } }] }],
    };
    expect(checkTree(tree)).toEqual([]);
  });

  it('names an unknown element nested anywhere, with where it sits, as the Preview box does', () => {
    const problems = checkTree({ type: 'block', children: [{ type: 'vstack', children: [{ type: 'sparkline', data: [] }, text('ok')] }] });
    expect(problems).toEqual([{ elementType: 'sparkline', message: 'Unknown element type "sparkline".', path: ['block', 'vstack', 'sparkline'] }]);
    expect(describeTreeProblems(problems)).toBe('Cannot render <sparkline> (in block › vstack): Unknown element type "sparkline".');
  });

  it('checks the elements drawn outside children: an input, a card, a codeblock footer, a modal subtitle and submit', () => {
    const bad = { type: 'buton', label: 'x', onPress: { action: 'x' } };
    const trees = [
      { type: 'input', label: 'Name', element: bad },
      { type: 'card', title: 'Card', buttons: [bad] },
      { type: 'codeblock', content: 'x', footer: [bad] },
      { type: 'modal', subtitle: [bad] },
      { type: 'modal', submit: { type: 'button', label: 'Save' } },
    ];
    expect(trees.map((tree) => checkTree(tree).map((problem) => problem.message))).toEqual([
      ['`element` must be one of these elements: textinput, select, switch, checkbox, radio, codeblock, button; got a buton'],
      ['`buttons` item 1 must be one of these elements: button; got a buton'],
      ['Unknown element type "buton". Did you mean "button"?'],
      ['Unknown element type "buton". Did you mean "button"?'],
      ['`onPress` is required'],
    ]);
  });

  it('does not look inside an element that already failed (the Preview draws only its error box)', () => {
    expect(checkTree({ type: 'image', children: [{ type: 'chart' }] })).toHaveLength(2);
    expect(checkTree({ type: 'image', children: [{ type: 'chart' }] }).every((problem) => problem.elementType === 'image')).toBe(true);
  });

  it('resolves props written as { $state } before checking them, as the Preview does', () => {
    const tree = { type: 'codeblock', content: { $state: 'code' } };
    expect(checkTree(tree, { code: 'let a = 1' })).toEqual([]);
    expect(checkTree({ type: 'webframe', source: { $state: 'frame' } }, { frame: { url: 'javascript:alert(1)' } })[0].message).toBe(
      '`source.url` must be an http(s) or relative URL, got "javascript:alert(1)"',
    );
  });

  it('walks only the active step of a stepper, as the Preview shows one step at a time', () => {
    const stepper = (activeStep: string) => ({
      type: 'stepper',
      activeStep,
      children: [
        { type: 'step', id: 'one', children: [text('fine')] },
        { type: 'step', id: 'two', children: [{ type: 'chart' }] },
      ],
    });
    expect(checkTree(stepper('one'))).toEqual([]);
    expect(checkTree(stepper('two'))[0].path).toEqual(['stepper', 'step', 'chart']);
  });

  it('stops at the drawing limits, even on a tree that contains itself', () => {
    const loop: Record<string, unknown> = { type: 'box', children: [] };
    (loop.children as unknown[]).push(loop, { type: 'chart' });
    expect(() => checkTree(loop)).not.toThrow();
    expect(checkTree(loop, {}, { maxElements: 10, maxDepth: 3 }).length).toBeGreaterThan(0);
  });
});
