import { describe, expect, it } from 'vitest';
import { applyOutcome, parseHostAction } from './actions';

const current = { props: { start: 1 }, state: { count: 1, label: 'x' } };

describe('applyOutcome', () => {
  // The platform's runtime: `instance = { ...instance, ...actionResult }` (oracle/ checks it side by side).
  it('replaces the state with the returned state: keys left out are gone', () => {
    expect(applyOutcome(current, { state: { count: 2 } })).toEqual({
      data: { props: { start: 1 }, state: { count: 2 } },
      changed: true,
    });
  });
  it('keeps props and state for {} or no return value, and renders again', () => {
    expect(applyOutcome(current, {})).toEqual({ data: current, changed: true });
    expect(applyOutcome(current, undefined)).toEqual({ data: current, changed: true });
  });
  it('replaces the props with the returned props', () => {
    expect(applyOutcome({ props: { start: 1, label: 'a' }, state: {} }, { props: { start: 5 } })).toEqual({
      data: { props: { start: 5 }, state: {} },
      changed: true,
    });
  });
  it('reports a return value that is not an outcome object', () => {
    expect(applyOutcome(current, 42)).toEqual({ problem: 'action() must return an object like { state: {...} } or {}, got number' });
    expect(applyOutcome(current, { state: 'x' })).toEqual({ problem: 'action() returned `state` that is not an object' });
  });
});

describe('applyOutcome: configuration flows', () => {
  it("marks { type: 'complete', returnValue } as complete, with its value, without a render", () => {
    expect(applyOutcome(current, { type: 'complete', returnValue: { id: 1 } })).toEqual({ data: current, changed: false, complete: true, returnValue: { id: 1 } });
  });
});

describe('parseHostAction', () => {
  it('keeps every field of a modal close, not only returnValue', () => {
    const close = { action: '@ui.modal.close', returnValue: { picked: 'blue' }, source: 'palette' };
    expect(parseHostAction(close)).toEqual({ kind: '@ui.modal.close', returnValue: { picked: 'blue' }, action: close });
  });
  it('leaves the component its own actions', () => {
    expect(parseHostAction({ action: 'increment' })).toBeUndefined();
  });
  it('parses a modal open with its props', () => {
    expect(parseHostAction({ action: '@ui.modal.open', componentId: 'picker', props: { a: 1 } })).toEqual({
      kind: '@ui.modal.open',
      componentId: 'picker',
      props: { a: 1 },
    });
  });
  it('explains a modal open without a component', () => {
    expect(parseHostAction({ action: '@ui.modal.open' })).toHaveProperty('problem');
  });
  it('carries the return value of a modal close', () => {
    expect(parseHostAction({ action: '@ui.modal.close', returnValue: { picked: 'b' } })).toMatchObject({
      kind: '@ui.modal.close',
      returnValue: { picked: 'b' },
    });
  });
  it('requires props for updateProps and a url for url.open', () => {
    expect(parseHostAction({ action: '@editor.node.updateProps' })).toHaveProperty('problem');
    expect(parseHostAction({ action: '@ui.url.open' })).toHaveProperty('problem');
  });
});
