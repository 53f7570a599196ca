import { describe, expect, it } from 'vitest';
import { acceptsGzip, fileEtag, matchesEtag } from './http-cache';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['*', true],
    ['deflate, *;q=0.5', true],
  ])('takes gzip from %j', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it.each([
    [undefined, false],
    ['', false],
    ['identity', false],
    ['br, deflate', false],
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['*, gzip;q=0', false],
    ['*;q=0', false],
    ['gzip;q=abc', false],
  ])('refuses gzip for %j', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('reads a header repeated on several lines', () => {
    expect(acceptsGzip(['br', 'gzip'])).toBe(true);
  });
});

describe('validators', () => {
  it('gives the gzip copy a validator of its own', () => {
    expect(fileEtag(10, 1_700_000_000_000)).not.toBe(fileEtag(10, 1_700_000_000_000, 'gzip'));
    expect(fileEtag(10, 1_700_000_000_000.7)).toBe(fileEtag(10, 1_700_000_000_000));
    expect(fileEtag(11, 1_700_000_000_000)).not.toBe(fileEtag(10, 1_700_000_000_000));
  });

  it('matches If-None-Match by weak comparison, in a list, or *', () => {
    const etag = fileEtag(10, 5);
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`W/${etag}`, etag)).toBe(true);
    expect(matchesEtag(`"other", ${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"other"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
    expect(matchesEtag(fileEtag(10, 5, 'gzip'), etag)).toBe(false);
  });
});
