import type { RevisionPage, Space } from '../core/api/client';
import { ORGANIZATION_ID } from '../core/runtime/environment';
// The platform API package's own types, as kitbench's typings re-export them (types/ is generated from @gitbook/api).
import type {
  ChangedRevisionPage,
  Organization,
  RevisionSemanticChanges,
  RevisionTypeEdits,
  Site,
  SiteAdaptiveJSONSchema,
} from '../../types/@service/core/api/platform-types';
import { SAMPLE_VISITORS } from './idp-visitors';

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

const CREATED_AT = '2026-01-01T00:00:00.000Z';
const APP = 'https://app.kitbench.local';
const API = 'https://api.kitbench.local/v1';

/** A page as the API serves it: `type` and its deprecated `kind`, `slug`, `urls`, `pages`. */
function page(fields: Omit<RevisionPage, 'type' | 'slug' | 'urls'>): RevisionPage {
  return {
    ...fields,
    type: fields.kind === 'group' ? 'group' : 'document',
    slug: fields.path.split('/').pop() ?? fields.path,
    ...(fields.kind === 'sheet' ? { urls: { app: `${APP}/pages/${fields.id}` }, pages: fields.pages ?? [] } : {}),
  };
}

/** The page tree of the space. */
export const SAMPLE_PAGES: RevisionPage[] = [
  page({
    id: 'page_intro',
    title: 'Getting started',
    path: 'getting-started',
    kind: 'sheet',
    description: 'Install the SDK and make a first call.',
    markdown: '# Getting started\n\nInstall the SDK with `npm install example-sdk`, then call `client.ping()`.\n',
  }),
  page({
    id: 'page_guides',
    title: 'Guides',
    path: 'guides',
    kind: 'group',
    pages: [
      page({
        id: 'page_auth',
        title: 'Authentication',
        path: 'guides/authentication',
        kind: 'sheet',
        description: 'API keys and OAuth.',
        markdown: '# Authentication\n\nSend `Authorization: Bearer <key>` with every request.\n',
      }),
    ],
  }),
];

/** Every page of the tree, depth first. */
export function allPages(pages: RevisionPage[] = SAMPLE_PAGES): RevisionPage[] {
  return pages.flatMap((page) => [page, ...allPages(page.pages ?? [])]);
}

/**
 * A page as `listPages` shows it. The platform's document says a listed document page carries its body (`markdown` or
 * `document`: `RevisionPageDocument` is one of them, else no other field), so the page keeps its markdown.
 */
export function pageSummary(page: RevisionPage): RevisionPage {
  const { pages, ...rest } = page;
  return pages ? { ...rest, pages: pages.map(pageSummary) } : rest;
}

/** The id of the space's current revision (`getCurrentRevision`). */
export const CURRENT_REVISION_ID = 'rev_kitbench1';

/**
 * A revision of the space, as `GET /v1/spaces/{spaceId}/content` (`getCurrentRevision`) and
 * `GET /v1/spaces/{spaceId}/revisions/{revisionId}` (`getRevisionById`) return it: every revision kitbench knows has
 * the sample pages.
 */
export function sampleRevision(id: string = CURRENT_REVISION_ID): Pick<RevisionTypeEdits, 'object' | 'id' | 'parents' | 'type' | 'createdAt' | 'files' | 'reusableContents' | 'tags' | 'urls'> & { pages: RevisionPage[] } {
  return {
    object: 'revision',
    id,
    parents: [],
    type: 'edits',
    createdAt: CREATED_AT,
    pages: SAMPLE_PAGES.map(pageSummary),
    files: [],
    reusableContents: [],
    tags: [],
    urls: { app: `${APP}/revisions/${id}`, published: 'https://docs.example.com/' },
  };
}

/** The organization the playground's installation belongs to (`GET /v1/orgs/{orgId}`, `environment.installation.target.organization`). */
export const SAMPLE_ORGANIZATION_ID = ORGANIZATION_ID;
/** The custom claims the sample visitors carry (the ones adaptive sections read), with every value one of them has. */
const SAMPLE_CLAIMS: Record<string, { values: string[]; description: string }> = {
  plan: { values: [], description: "The visitor's subscription plan." },
  role: { values: [], description: "The visitor's role in their organization." },
};
for (const visitor of SAMPLE_VISITORS) {
  for (const [claim, entry] of Object.entries(SAMPLE_CLAIMS)) {
    const value = visitor.claims[claim];
    if (typeof value === 'string' && !entry.values.includes(value)) entry.values.push(value);
  }
}

/**
 * The site's adaptive-content schema before an integration sets one (`GET .../adaptive-schema`): the signed claims
 * the Site view's sample visitors carry (`plan`, `role`, as enums of their values), and no unsigned claims yet.
 */
export function sampleAdaptiveJSONSchema(): SiteAdaptiveJSONSchema {
  const signed = Object.fromEntries(
    Object.entries(SAMPLE_CLAIMS).map(([claim, { values, description }]) => [claim, { type: 'string' as const, enum: [...values], description }]),
  );
  return {
    type: 'object',
    properties: {
      ...signed,
      unsigned: { type: 'object', description: 'Unsigned claims of the site visitor.', properties: {}, additionalProperties: false },
    },
    additionalProperties: false,
  };
}

/** The user the installation acts for (`GET /v1/user`). */
export const SAMPLE_USER_ID = 'user_kitbench';

/** A page as a semantic change names it (`ChangedRevisionPage`). */
function changedPage(id: string): ChangedRevisionPage {
  const page = allPages().find((candidate) => candidate.id === id);
  if (!page) throw new Error(`api-data: no sample page ${id}`);
  return { id: page.id, type: page.kind === 'group' ? 'group' : 'document', title: page.title, path: page.path };
}

/**
 * What one revision changed, as `GET /v1/spaces/{spaceId}/revisions/{revisionId}/changes`
 * (`api.spaces.getRevisionSemanticChanges`) returns it: a page created, one edited, one deleted, one moved, over
 * the sample pages (the deleted one is gone from the tree, as after the revision).
 */
export function sampleSemanticChanges(): RevisionSemanticChanges {
  return {
    changes: [
      { type: 'page_created', page: changedPage('page_auth') },
      {
        type: 'page_edited',
        page: changedPage('page_intro'),
        attributes: { title: { before: 'Quick start', after: 'Getting started' }, document: { before: 'doc_intro_1', after: 'doc_intro_2' } },
      },
      { type: 'page_deleted', page: { id: 'page_legacy', type: 'document', title: 'Legacy API', path: 'legacy-api' } },
      { type: 'page_moved', page: changedPage('page_auth'), parent: { after: changedPage('page_guides') } },
    ],
  };
}

/** The organization, as `GET /v1/orgs/{orgId}` (`api.orgs.getOrganizationById`) returns it (the fields integrations read). */
export function sampleOrganization(
  id: string = SAMPLE_ORGANIZATION_ID,
): Pick<Organization, 'object' | 'id' | 'title' | 'createdAt' | 'emailDomains' | 'type' | 'inviteLinks' | 'urls'> {
  return {
    object: 'organization',
    id,
    title: 'Example Inc.',
    createdAt: CREATED_AT,
    emailDomains: ['example.com'],
    type: 'business',
    inviteLinks: false,
    urls: { location: `${API}/orgs/${id}`, app: `${APP}/o/${id}` },
  };
}

/**
 * The published site of the installation's space, as `GET /v1/orgs/{orgId}/sites/{siteId}` (`api.orgs.getSiteById`)
 * returns it (the fields integrations read): its id is the environment's `siteInstallation.site`; it is published
 * where the space says (sampleSpace).
 */
export function sampleSite(
  siteId: string,
  organization: string = SAMPLE_ORGANIZATION_ID,
): Pick<Site, 'object' | 'id' | 'type' | 'title' | 'visibility' | 'urls' | 'adaptiveContent'> & { urls: { published: string } } {
  return {
    object: 'site',
    id: siteId,
    type: 'basic',
    title: 'Developer documentation',
    visibility: 'public',
    // The Site view shows adaptive sections (plan, role): the site has adaptive content on, as the platform says it.
    adaptiveContent: { enabled: true },
    urls: {
      location: `${API}/orgs/${organization}/sites/${siteId}`,
      app: `${APP}/o/${organization}/sites/${siteId}`,
      published: sampleSpace(siteId).urls.published ?? 'https://docs.example.com/',
      preview: `${APP}/o/${organization}/sites/${siteId}/preview`,
    },
  };
}

