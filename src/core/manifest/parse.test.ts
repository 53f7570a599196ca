import { describe, expect, it } from 'vitest';
import { parseManifest, parseManifestText } from './parse.ts';
import { MINIMAL } from './test-helpers.ts';

describe('parseManifest', () => {
  it('returns the plain value of a readable manifest, valid or not', () => {
    expect(parseManifest(MINIMAL)).toMatchObject({ name: 'minimal', scopes: ['space:content:read'] });
    expect(parseManifest('visibility: nope')).toEqual({ visibility: 'nope' });
  });

  it('returns undefined for broken YAML, binary data and empty text', () => {
    expect(parseManifest('a: [')).toBeUndefined();
    expect(parseManifest('a: \u0000')).toBeUndefined();
    expect(parseManifest('')).toBeUndefined();
  });
});

describe('parseManifestText', () => {
  it('keeps the document and line counter for positions', () => {
    const parsed = parseManifestText(MINIMAL);
    expect(parsed.failure).toBeUndefined();
    expect(parsed.lineCounter.linePos(MINIMAL.indexOf('title'))).toEqual({ line: 2, col: 1 });
  });

  it('explains why it built no value', () => {
    expect(parseManifestText(`a: ${'['.repeat(1000)}`).failure?.code).toBe('yaml-too-deep');
    expect(parseManifestText('x'.repeat(600_000)).failure?.code).toBe('too-large');
  });
});
