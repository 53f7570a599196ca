import type { RevisionPage, Space } from '../core/api/client';

/**
 * The content of the mocked HTTP API: the space the integration is installed in and its pages. Any space id the
 * environment names gets this same content, so an integration can list pages and read one without setup.
 */

/** The space the installation lives in, as `GET /v1/spaces/{spaceId}` returns it. */
export function sampleSpace(spaceId: string): Space {
  return {
    id: spaceId,
    title: 'Developer documentation',
    visibility: 'public',
    urls: { app: `https://app.kitbench.local/s/${spaceId}`, published: 'https://docs.example.com/' },
  };
}

/** The page tree of the space. */
export const SAMPLE_PAGES: RevisionPage[] = [
  {
    id: 'page_intro',
    title: 'Getting started',
    path: 'getting-started',
    kind: 'sheet',
    description: 'Install the SDK and make a first call.',
    markdown: '# Getting started\n\nInstall the SDK with `npm install example-sdk`, then call `client.ping()`.\n',
  },
  {
    id: 'page_guides',
    title: 'Guides',
    path: 'guides',
    kind: 'group',
    pages: [
      {
        id: 'page_auth',
        title: 'Authentication',
        path: 'guides/authentication',
        kind: 'sheet',
        description: 'API keys and OAuth.',
        markdown: '# Authentication\n\nSend `Authorization: Bearer <key>` with every request.\n',
      },
    ],
  },
];

/** Every page of the tree, depth first. */
export function allPages(pages: RevisionPage[] = SAMPLE_PAGES): RevisionPage[] {
  return pages.flatMap((page) => [page, ...allPages(page.pages ?? [])]);
}

/** A page as `listPages` shows it: without its markdown. */
export function pageSummary(page: RevisionPage): RevisionPage {
  const { markdown: _markdown, pages, ...rest } = page;
  return pages ? { ...rest, pages: pages.map(pageSummary) } : rest;
}

/** The space's current revision, as `GET /v1/spaces/{spaceId}/content` (`api.spaces.getCurrentRevision`) returns it. */
export function sampleRevision() {
  return {
    object: 'revision',
    id: 'rev_kitbench1',
    parents: [],
    type: 'edits',
    createdAt: '2026-01-01T00:00:00.000Z',
    pages: SAMPLE_PAGES.map(pageSummary),
    files: [],
    reusableContents: [],
    urls: { app: 'https://app.kitbench.local/revisions/rev_kitbench1' },
  };
}
