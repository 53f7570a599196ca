import { describe, expect, it } from 'vitest';
import { buildSite, neighbours, pageAt, sitePathOf } from './model';

const site = buildSite({
  siteId: 'site_docs',
  spaceId: 'space_1',
  title: 'Docs',
  pages: [
    { id: 'p1', title: 'Intro', path: 'intro', kind: 'sheet', markdown: '# Intro' },
    { id: 'g1', title: 'Guides', path: 'guides', kind: 'group', pages: [{ id: 'p2', title: 'Auth', path: 'guides/auth', kind: 'sheet', markdown: 'short' }] },
  ],
  bodies: { p2: '# Auth\n\nLonger.' },
});

describe('buildSite', () => {
  it('reads the pages in order, groups as headings, with the site space of the site', () => {
    expect(site.siteSpaceId).toBe('sitesp_docs');
    expect(site.pages.map((page) => [page.path, page.groups.map((group) => group.title)])).toEqual([
      ['intro', []],
      ['guides/auth', ['Guides']],
    ]);
    expect(site.nav.map((item) => [item.kind, item.title, item.children.length])).toEqual([
      ['page', 'Intro', 0],
      ['group', 'Guides', 1],
    ]);
    expect(site.pages[1].markdown).toBe('# Auth\n\nLonger.');
  });

  it('finds a page by path (the root is the first page), and its neighbours', () => {
    expect(pageAt(site, '')?.id).toBe('p1');
    expect(pageAt(site, '/guides/auth/?x=1')?.id).toBe('p2');
    expect(pageAt(site, 'nope')).toBeUndefined();
    expect(neighbours(site, 'p2')).toEqual({ previous: site.pages[0], next: undefined });
  });

  it('reads the path of a URL on the site, and nothing elsewhere', () => {
    expect(sitePathOf(site, 'https://docs.example.com//guides/auth?jwt_token=x')).toBe('guides/auth');
    expect(sitePathOf(site, 'https://docs.example.com/')).toBe('');
    expect(sitePathOf(site, 'https://evil.example/guides')).toBeUndefined();
  });
});
