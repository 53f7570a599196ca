import { describe, expect, it } from 'vitest';
import { createTypingsGate } from './typings-gate';

describe('createTypingsGate', () => {
  it('opens once every group is set, in any order, and says so once', () => {
    const calls: boolean[] = [];
    const gate = createTypingsGate((open) => calls.push(open));
    gate.ready('runtime');
    gate.ready('folder');
    gate.ready('packages');
    gate.ready('environment');
    gate.ready('settings');
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
    gate.ready('settings');
    gate.hold('folder');
    gate.ready('folder');
    expect(gate.open).toBe(false);
    expect(calls).toEqual([]);
  });

  it('closes while another folder opens and opens again when its declarations are set', () => {
    const calls: boolean[] = [];
    const gate = createTypingsGate((open) => calls.push(open));
    for (const part of ['runtime', 'platform', 'folder', 'packages', 'environment', 'settings'] as const) gate.ready(part);
    gate.hold('folder');
    expect(gate.open).toBe(false);
    gate.hold('folder');
    gate.ready('folder');
    expect(gate.open).toBe(true);
    expect(calls).toEqual([true, false, true]);
  });

  it("stays closed until the folder's compiler settings are set, and while they are held for another folder", () => {
    const calls: boolean[] = [];
    const gate = createTypingsGate((open) => calls.push(open));
    for (const part of ['runtime', 'platform', 'folder', 'packages', 'environment'] as const) gate.ready(part);
    expect(gate.open).toBe(false);
    gate.ready('settings');
    expect(gate.open).toBe(true);
    gate.hold('settings');
    gate.ready('folder');
    expect(gate.open).toBe(false);
    gate.ready('settings');
    expect(calls).toEqual([true, false, true]);
  });

  it("stays closed while a kitbench dev folder's installed packages load, so their shorthand `any` is never checked", () => {
    const calls: boolean[] = [];
    const gate = createTypingsGate((open) => calls.push(open));
    for (const part of ['runtime', 'platform', 'folder', 'packages', 'environment', 'settings'] as const) gate.ready(part);
    // another folder opens: its packages are asked for
    gate.hold('folder');
    gate.hold('packages');
    gate.ready('folder');
    gate.ready('settings');
    expect(gate.open).toBe(false);
    gate.ready('packages');
    expect(gate.open).toBe(true);
    expect(calls).toEqual([true, false, true]);
  });

  it("stays closed while the worker runtime's declarations the folder's settings name load (every global flagged without them)", () => {
    const calls: boolean[] = [];
    const gate = createTypingsGate((open) => calls.push(open));
    for (const part of ['runtime', 'platform', 'folder', 'packages', 'settings'] as const) gate.ready(part);
    expect(gate.open).toBe(false);
    gate.ready('environment');
    expect(gate.open).toBe(true);
    // the settings now name them (a tsconfig edited): held, then set
    gate.hold('environment');
    gate.ready('settings');
    expect(gate.open).toBe(false);
    gate.ready('environment');
    expect(calls).toEqual([true, false, true]);
  });
});
