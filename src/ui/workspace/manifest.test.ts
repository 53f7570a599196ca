import { describe, expect, it } from 'vitest';
import { manifestValue, parsedManifest } from './manifest';

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
