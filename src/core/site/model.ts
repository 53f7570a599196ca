/**
 * The published site a site installation is on, as kitbench plays it: the space's pages (the same the mocked HTTP
 * API serves) under a site address, a navigation tree, and the page at a path. Framework-free: the Site view and
 * `kitbench/testing` read the same model.
 */
import type { RevisionPage } from '../api/client';
import { SITE_PUBLISHED_URL, siteSpaceIdFor } from './ids';

/** One readable page of the site (a group is a heading in the navigation, not a page). */
export interface SitePage {
  id: string;
  title: string;
  /** The page's path below the site's address, without a leading slash (`guides/authentication`). */
  path: string;
  description?: string;
  /** The page's body as Markdown. */
  markdown: string;
  /** The groups above it, outermost first (breadcrumbs). */
  groups: { id: string; title: string }[];
}

/** An entry of the site's navigation: a page, or a group of entries. */
export interface SiteNavItem {
  id: string;
  title: string;
  kind: 'page' | 'group';
  /** A page's path. */
  path?: string;
  children: SiteNavItem[];
}

/** The site as a visitor reads it. */
export interface SiteModel {
  siteId: string;
  /** The site space that publishes the space (`siteSpaceId` of site events). */
  siteSpaceId: string;
  /** The space it publishes. */
  spaceId: string;
  title: string;
  /** Where it is published, with a trailing slash. */
  url: string;
  /** Every readable page, in reading order. */
  pages: SitePage[];
  nav: SiteNavItem[];
}

/** What a site is built from. `bodies` replaces a page's Markdown by page id (a longer text for the same page). */
export interface SiteInput {
  siteId: string;
  spaceId: string;
  title: string;
  pages: RevisionPage[];
  bodies?: Record<string, string>;
}

/** Builds the site: reading order is the space's page order, depth first. */
export function buildSite(input: SiteInput): SiteModel {
  const pages: SitePage[] = [];
  const walk = (items: RevisionPage[], groups: SitePage['groups']): SiteNavItem[] =>
    items.map((item) => {
      if (item.kind === 'group') {
        return { id: item.id, title: item.title, kind: 'group', children: walk(item.pages ?? [], [...groups, { id: item.id, title: item.title }]) };
      }
      pages.push({
        id: item.id,
        title: item.title,
        path: item.path.replace(/^\/+|\/+$/g, ''),
        description: item.description,
        markdown: input.bodies?.[item.id] ?? item.markdown ?? '',
        groups,
      });
      const children = walk(item.pages ?? [], groups);
      return { id: item.id, title: item.title, kind: 'page', path: item.path, children };
    });
  const nav = walk(input.pages, []);
  return { siteId: input.siteId, siteSpaceId: siteSpaceIdFor(input.siteId), spaceId: input.spaceId, title: input.title, url: SITE_PUBLISHED_URL, pages, nav };
}

/** A path as the site reads it: no leading or trailing slash, no query or hash. */
export function normalizePath(path: string): string {
  return (path.split(/[?#]/)[0] ?? '').replace(/^\/+|\/+$/g, '');
}

/** The page at `path` (the site's root is its first page); undefined for a path no page has. */
export function pageAt(site: SiteModel, path: string): SitePage | undefined {
  const wanted = normalizePath(path);
  if (wanted === '') return site.pages[0];
  return site.pages.find((page) => page.path === wanted);
}

/** The pages before and after one page in reading order. */
export function neighbours(site: SiteModel, pageId: string): { previous?: SitePage; next?: SitePage } {
  const index = site.pages.findIndex((page) => page.id === pageId);
  if (index < 0) return {};
  return { previous: site.pages[index - 1], next: site.pages[index + 1] };
}

/** The path part of a URL on the site (`https://docs.example.com/guides/x?y` is `guides/x`), or undefined elsewhere. */
export function sitePathOf(site: Pick<SiteModel, 'url'>, url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const target = new URL(url);
  const base = new URL(site.url);
  if (target.origin !== base.origin || !target.pathname.startsWith(base.pathname)) return undefined;
  return normalizePath(target.pathname.slice(base.pathname.length));
}
