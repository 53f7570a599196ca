import { describe, expect, it } from 'vitest';
import { asUnfurlableUrl, blockForUrl, matchesUrlPattern, unfurlUrlProblem } from './unfurl';

describe('matchesUrlPattern', () => {
  it('lets ** match any path, including nested segments', () => {
    expect(matchesUrlPattern('https://example.com/**', 'https://example.com/a/b/c?x=1')).toBe(true);
    expect(matchesUrlPattern('https://example.com/**', 'https://example.org/a')).toBe(false);
  });
  it('lets * match across path segments, as the platform does', () => {
    expect(matchesUrlPattern('https://github.com/*/*', 'https://github.com/acme/docs')).toBe(true);
    expect(matchesUrlPattern('https://github.com/*/*', 'https://github.com/acme/docs/blob/main/a.ts')).toBe(true);
    expect(matchesUrlPattern('https://lucid.app/*', 'https://lucid.app/lucidchart/abc/edit')).toBe(true);
    expect(matchesUrlPattern('https://github.com/*/*', 'https://github.com/acme')).toBe(false);
  });
  it('treats regex characters in the pattern as plain text', () => {
    expect(matchesUrlPattern('https://example.com/a.b?q=*', 'https://example.com/a.b?q=1')).toBe(true);
    expect(matchesUrlPattern('https://example.com/a.b', 'https://example.com/aXb')).toBe(false);
  });
  it('compares the scheme and host without case', () => {
    expect(matchesUrlPattern('https://github.com/**', 'HTTPS://GitHub.com/acme')).toBe(true);
  });
});

describe('blockForUrl', () => {
  const blocks = [
    { id: 'plain' },
    { id: 'github', urlUnfurl: ['https://github.com/**'] },
    { id: 'figma', urlUnfurl: ['https://www.figma.com/file/**', 'https://figma.com/file/**'] },
  ];
  it('finds the block whose pattern matches, in manifest order', () => {
    expect(blockForUrl(blocks, 'https://figma.com/file/abc')?.id).toBe('figma');
    expect(blockForUrl(blocks, 'https://github.com/acme/docs')?.id).toBe('github');
  });
  it('finds nothing for a link no block declares', () => {
    expect(blockForUrl(blocks, 'https://example.com/')).toBeUndefined();
  });
});

describe('asUnfurlableUrl', () => {
  it('accepts one http(s) link with surrounding whitespace', () => {
    expect(asUnfurlableUrl('  https://github.com/acme \n')).toBe('https://github.com/acme');
  });
  it('refuses text around a link and other schemes', () => {
    expect(asUnfurlableUrl('see https://github.com/acme')).toBeUndefined();
    expect(asUnfurlableUrl('javascript:alert(1)')).toBeUndefined();
  });
});

describe('unfurlUrlProblem', () => {
  const block = { id: 'github', urlUnfurl: ['https://github.com/**'] };
  it('accepts a matching link', () => {
    expect(unfurlUrlProblem(block, 'https://github.com/acme/docs')).toBeUndefined();
  });
  it('says which links fit when the link does not match', () => {
    expect(unfurlUrlProblem(block, 'https://gitlab.com/acme')).toBe('This block shows links that match https://github.com/**.');
  });
  it('asks for a full link when the text is not one', () => {
    expect(unfurlUrlProblem(block, 'github.com/acme')).toMatch(/full http\(s\) link/);
    expect(unfurlUrlProblem(block, '')).toMatch(/Enter a link/);
  });
});
