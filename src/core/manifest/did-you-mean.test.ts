import { describe, expect, it } from 'vitest';
import { didYouMean, nearestFirst } from './did-you-mean.ts';

const VISIBILITY = ['private', 'unlisted', 'public'];
const SCOPES = ['space:content:read', 'space:content:write', 'space:metadata:read', 'site:views:read', 'openapi:read'];

describe('didYouMean', () => {
  it('finds a near miss and ignores an unrelated word', () => {
    expect(didYouMean('pubic', VISIBILITY)).toBe('public');
    expect(didYouMean('secret', VISIBILITY)).toBeUndefined();
  });
});

describe('nearestFirst', () => {
  it('puts the did-you-mean match first, then the others by distance', () => {
    expect(nearestFirst('space:content:reed', SCOPES).slice(0, 2)).toEqual(['space:content:read', 'space:content:write']);
  });

  it('keeps the spec order (safest first) when nothing is near', () => {
    expect(nearestFirst('secret', VISIBILITY)).toEqual(VISIBILITY);
  });

  it('puts values containing a partial input first', () => {
    expect(nearestFirst('openapi', SCOPES)[0]).toBe('openapi:read');
    expect(nearestFirst('metadata', SCOPES)[0]).toBe('space:metadata:read');
  });

  it('returns every candidate exactly once', () => {
    expect([...nearestFirst('space:content:reed', SCOPES)].sort()).toEqual([...SCOPES].sort());
  });
});
