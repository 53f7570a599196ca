import { describe, expect, it } from 'vitest';
import { isHttpUrl, isSafeHref, urlString } from './urls';

describe('isSafeHref', () => {
  it('allows http, https, mailto and relative links', () => {
    for (const href of ['https://example.com', 'http://a.b/c', 'mailto:a@b.c', '/docs', 'page#top', '#anchor', '?q=1']) {
      expect(isSafeHref(href), href).toBe(true);
    }
  });
  it('blocks script and data schemes, even when obfuscated', () => {
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      expect(isSafeHref(href), href).toBe(false);
    }
  });
});

describe('isHttpUrl', () => {
  it('accepts only absolute http(s) URLs', () => {
    expect(isHttpUrl('https://example.com/a')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('/relative')).toBe(false);
  });
});

describe('urlString (a select options.url or link target.url as the API package types it)', () => {
  it('keeps a string and builds https://host/pathname?query from the object form, reading $state bindings', () => {
    expect(urlString('https://a.example/x')).toBe('https://a.example/x');
    expect(urlString({ host: 'integrations.kitbench.local', pathname: '/inst_1/channels' })).toBe('https://integrations.kitbench.local/inst_1/channels');
    expect(urlString({ host: 'h.example', pathname: '/q', query: { team: 'docs', repo: { $state: 'repo' } } }, { repo: 'tools' })).toBe(
      'https://h.example/q?team=docs&repo=tools',
    );
  });
});
