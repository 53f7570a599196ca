import { afterEach, describe, expect, it } from 'vitest';
import { manifestValue, parsedManifest, setActiveManifestSource, settleManifestValue, subscribeManifestValues } from './manifest';

describe('the shared manifest parse', () => {
  it('parses a text once, however many panels ask', () => {
    const text = 'name: shared\ntitle: Shared\n';
    expect(parsedManifest(text)).toBe(parsedManifest(`${text}`));
    expect(manifestValue(text)).toEqual({ name: 'shared', title: 'Shared' });
  });

  it('answers undefined while the YAML is broken, and a fresh value once it is mended', () => {
    expect(manifestValue('name: [unclosed\n')).toBeUndefined();
    expect(manifestValue('name: closed\n')).toEqual({ name: 'closed' });
  });

  it('keeps only the latest texts', () => {
    const first = parsedManifest('a: 1\n');
    parsedManifest('b: 2\n');
    parsedManifest('c: 3\n');
    expect(parsedManifest('a: 1\n')).not.toBe(first);
  });
});

describe("the validation worker's reading of the manifest being typed (issue 38)", () => {
  let active = { id: 'w1', manifest: 'name: typed\n' };
  setActiveManifestSource(() => active);
  afterEach(() => settleManifestValue(undefined));

  it('answers the worker’s value for the text it read, without parsing it again', () => {
    const value = { name: 'read by the worker' };
    settleManifestValue({ workspaceId: 'w1', text: 'name: typed\n', value });
    expect(manifestValue('name: typed\n')).toBe(value);
  });

  it('answers the last reading while a newer keystroke of the same workspace is being validated, and tells when the next arrives', () => {
    const first = { name: 'first' };
    settleManifestValue({ workspaceId: 'w1', text: 'name: first\n', value: first });
    active = { id: 'w1', manifest: 'name: second\n' };
    expect(manifestValue('name: second\n')).toBe(first);
    const heard: number[] = [];
    const stop = subscribeManifestValues(() => heard.push(1));
    settleManifestValue({ workspaceId: 'w1', text: 'name: second\n', value: { name: 'second' } });
    settleManifestValue({ workspaceId: 'w1', text: 'name: second\n', value: { name: 'second' } });
    stop();
    expect(heard).toHaveLength(1);
    expect(manifestValue('name: second\n')).toEqual({ name: 'second' });
  });

  it('parses a text that is not the one being typed, and any text once the worker failed', () => {
    settleManifestValue({ workspaceId: 'w1', text: 'name: first\n', value: { name: 'first' } });
    expect(manifestValue('name: elsewhere\n')).toEqual({ name: 'elsewhere' });
    // Another workspace's reading is never taken for the active one's.
    active = { id: 'w2', manifest: 'name: other\n' };
    expect(manifestValue('name: other\n')).toEqual({ name: 'other' });
    active = { id: 'w1', manifest: 'name: mine\n' };
    settleManifestValue(undefined);
    expect(manifestValue('name: mine\n')).toEqual({ name: 'mine' });
  });
});
