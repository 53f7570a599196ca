import { describe, expect, it } from 'vitest';
import { createTypingsGate } from './typings-gate';

describe('createTypingsGate', () => {
  it('opens once every group is set, in any order, and says so once', () => {
    const calls: boolean[] = [];
    const gate = createTypingsGate((open) => calls.push(open));
    gate.ready('runtime');
    gate.ready('folder');
    expect(gate.open).toBe(false);
    expect(calls).toEqual([]);
    gate.ready('platform');
    expect(gate.open).toBe(true);
    // a group set again (the folder's package names edited) keeps it open without another call
    gate.ready('folder');
    expect(calls).toEqual([true]);
  });

  it('stays closed while the API typings have not arrived, whatever else is set', () => {
    const calls: boolean[] = [];
    const gate = createTypingsGate((open) => calls.push(open));
    gate.ready('runtime');
    gate.ready('folder');
    gate.hold('folder');
    gate.ready('folder');
    expect(gate.open).toBe(false);
    expect(calls).toEqual([]);
  });

  it('closes while another folder opens and opens again when its declarations are set', () => {
    const calls: boolean[] = [];
    const gate = createTypingsGate((open) => calls.push(open));
    for (const group of ['runtime', 'platform', 'folder'] as const) gate.ready(group);
    gate.hold('folder');
    expect(gate.open).toBe(false);
    gate.hold('folder');
    gate.ready('folder');
    expect(gate.open).toBe(true);
    expect(calls).toEqual([true, false, true]);
  });
});
