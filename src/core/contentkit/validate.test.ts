import { describe, expect, it } from 'vitest';
import { CONTENTKIT_ELEMENT_TYPES } from './elements';
import { checkElement, childrenText, flattenChildren, suggestElementType } from './validate';

describe('checkElement', () => {
  it('accepts the counter example markup', () => {
    expect(checkElement({ type: 'button', label: 'Add', style: 'primary', onPress: { action: 'increment' } }).ok).toBe(true);
    expect(checkElement({ type: 'text', style: 'bold', children: ['Count: ', 3] }).ok).toBe(true);
  });

  it("accepts the API package's { host, pathname } form for a select's options.url and a link's target.url", () => {
    const url = { host: 'integrations.kitbench.local', pathname: '/inst_1/channels' };
    expect(checkElement({ type: 'select', state: 'channel', options: { url } }).ok).toBe(true);
    expect(checkElement({ type: 'link', target: { url }, children: 'Docs' }).ok).toBe(true);
    expect(checkElement({ type: 'select', state: 'channel', options: { url: { host: 'x' } } }).ok).toBe(false);
  });

  it('knows every element type DESIGN.md lists', () => {
    for (const type of ['block', 'text', 'box', 'vstack', 'hstack', 'divider', 'card', 'hint', 'modal', 'configuration', 'stepper']) {
      expect(checkElement({ type }), type).toEqual({ ok: true, element: { type } });
    }
    expect(CONTENTKIT_ELEMENT_TYPES).toHaveLength(24);
  });

  it('names an unknown type and suggests the closest one', () => {
    const check = checkElement({ type: 'buton', label: 'x' });
    expect(check).toEqual({ ok: false, problems: [{ elementType: 'buton', message: 'Unknown element type "buton". Did you mean "button"?' }] });
  });

  it('reports a missing required prop by name', () => {
    const check = checkElement({ type: 'button', label: 'Go' });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problems[0].message).toBe('`onPress` is required');
  });

  it('reports an enum value outside the allowed set, quoting the value', () => {
    const check = checkElement({ type: 'button', label: 'Go', onPress: { action: 'go' }, style: 'huge' });
    if (check.ok) throw new Error('expected a problem');
    expect(check.problems[0].message).toBe('`style` must be one of primary, secondary, danger, got "huge"');
  });

  it('rejects an onPress without an action name', () => {
    const check = checkElement({ type: 'button', label: 'Go', onPress: {} });
    if (check.ok) throw new Error('expected a problem');
    expect(check.problems[0].message).toContain('action');
  });

  it('accepts select options as a list or as a URL, and rejects anything else', () => {
    expect(checkElement({ type: 'select', state: 'p', options: [{ id: 'a', label: 'A' }] }).ok).toBe(true);
    expect(checkElement({ type: 'select', state: 'p', options: { url: '/projects' } }).ok).toBe(true);
    expect(checkElement({ type: 'select', state: 'p', options: 'a,b' }).ok).toBe(false);
  });

  it('requires input to wrap an input element', () => {
    expect(checkElement({ type: 'input', label: 'Name', element: { type: 'textinput', state: 'name' } }).ok).toBe(true);
    const check = checkElement({ type: 'input', label: 'Name', element: { type: 'text' } });
    if (check.ok) throw new Error('expected a problem');
    expect(check.problems[0].message).toContain('got a text');
  });

  it('accepts an icon-only button and refuses a button with neither label nor icon', () => {
    expect(checkElement({ type: 'button', icon: 'close', tooltip: 'Close', onPress: { action: 'close' } }).ok).toBe(true);
    const check = checkElement({ type: 'button', onPress: { action: 'close' } });
    if (check.ok) throw new Error('expected a problem');
    expect(check.problems[0].message).toBe('A button needs a label, or an icon (with a tooltip to name it)');
  });

  it('accepts a button as the element of an input, as a Subscribe field does', () => {
    expect(checkElement({ type: 'input', label: 'Subscribe', element: { type: 'button', label: 'Go', onPress: { action: 'go' } } }).ok).toBe(true);
  });

  it('accepts a codeblock footer of elements and names a footer item that is not one', () => {
    const button = { type: 'button', label: 'Copy', onPress: { action: 'copy' } };
    expect(checkElement({ type: 'codeblock', content: 'x', footer: [button, false] }).ok).toBe(true);
    const check = checkElement({ type: 'codeblock', content: 'x', footer: [button, 42] });
    if (check.ok) throw new Error('expected a problem');
    expect(check.problems[0].message).toBe('`footer` item 2 must be an element like <button ... />, got number 42');
  });

  it('never throws on values a script may return', () => {
    for (const value of [null, undefined, 42, 'text', [], { type: 7 }, { type: '' }, Object.create(null)]) {
      expect(checkElement(value).ok).toBe(false);
    }
  });

  it('does not treat inherited keys as element types', () => {
    expect(checkElement({ type: 'constructor' }).ok).toBe(false);
    expect(checkElement({ type: 'toString' }).ok).toBe(false);
  });
});

describe('flattenChildren', () => {
  it('spreads arrays, stringifies numbers and drops conditionals', () => {
    expect(flattenChildren(['Count: ', 3, [false, null, 'x', [undefined, true]]])).toEqual(['Count: ', '3', 'x']);
  });
  it('joins text children', () => {
    expect(childrenText(['Count: ', 3, { type: 'divider' }])).toBe('Count: 3');
  });
});

describe('suggestElementType', () => {
  it('returns nothing for a far-off name', () => {
    expect(suggestElementType('spreadsheet')).toBeUndefined();
  });
});
