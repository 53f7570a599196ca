/**
 * The ids and address of kitbench's published site: the site a site installation is on, its one site space (the
 * API package's `siteSpaceId`, publishing the installation's space) and where it is published. Stable, so that an
 * event, a test and the site agree.
 */

/** Where the site is published (the mocked API's `getSiteById` answers the same `urls.published`). */
export const SITE_PUBLISHED_URL = 'https://docs.example.com/';

/** The site space that publishes the site's content: `site_docs` has `sitesp_docs`. */
export function siteSpaceIdFor(siteId: string): string {
  return `sitesp_${siteId.replace(/^site_/, '')}`;
}

/** The page's URL on the published site, with its query (`getting-started`, `?q=1`). */
export function sitePageUrl(path: string, search = ''): string {
  return `${SITE_PUBLISHED_URL}${path.replace(/^\/+/, '')}${search}`;
}
