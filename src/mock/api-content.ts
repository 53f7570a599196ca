import type { RevisionPage } from '../core/api/client';
import { SAMPLE_REVISION_IDS } from '../core/runtime/sample-events';
import type { RuntimeEnvironment } from '../core/runtime/types';
import type { SiteAdaptiveJSONSchema, SiteAdaptiveSchema } from '../../types/@service/core/api/platform-types';
import {
  allPages,
  CURRENT_REVISION_ID,
  pageSummary,
  SAMPLE_PAGES,
  sampleRevision,
  sampleSemanticChanges,
  sampleAdaptiveJSONSchema,
  sampleSpace,
} from './api-data';
import { errorResponse, objectBody, ownOrganization, ownSite, ownSpace, type Route } from './api-http';

/**
 * The content side of the mocked HTTP API: the installation space's revisions and pages, the site's adaptive-content
 * schema and URL resolution (`urls.getContentByUrl`). The space, the organization, the site and the user themselves
 * are src/mock/api-stateful.ts's.
 */

/** The revisions kitbench knows: the current one and the ones the sample events name (`revisionId`). */
const KNOWN_REVISIONS = [CURRENT_REVISION_ID, ...SAMPLE_REVISION_IDS];

function knownRevision(revisionId: string): Response | undefined {
  const id = decodeURIComponent(revisionId);
  if (KNOWN_REVISIONS.includes(id)) return undefined;
  return errorResponse(404, `No revision ${id} in this space: it has ${KNOWN_REVISIONS.join(', ')} (${CURRENT_REVISION_ID} is the current one; the others are the sample events' revisionId).`);
}

function pageById(pageId: string): RevisionPage | Response {
  const page = allPages().find((candidate) => candidate.id === decodeURIComponent(pageId));
  return page ?? errorResponse(404, `No page \`${decodeURIComponent(pageId)}\` in this space.`);
}

/** A page's markdown as the API's JSON document (`format=document`, the default): one block per line. */
function jsonDocument(markdown = '') {
  const lines = markdown.split('\n').filter((line) => line.trim() !== '');
  return {
    object: 'document',
    data: {},
    nodes: lines.map((line) => ({
      object: 'block',
      type: line.startsWith('# ') ? 'heading-1' : 'paragraph',
      data: {},
      nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: line.replace(/^# /, ''), marks: [] }] }],
    })),
  };
}

/** A page in a revision (`getPageInRevisionById`): its markdown with `format=markdown`, else its JSON document. */
function pageInRevision(page: RevisionPage, request: Request): Response {
  const { markdown, ...rest } = page;
  const format = new URL(request.url).searchParams.get('format');
  return Response.json(format === 'markdown' ? { ...rest, markdown: markdown ?? '' } : { ...rest, document: jsonDocument(markdown) });
}

/** The adaptive-content schemas sites were given (`updateSiteAdaptiveSchema`), by installation and site. */
const adaptiveSchemas = new Map<string, SiteAdaptiveSchema>();

function adaptiveSchemaOf(environment: RuntimeEnvironment, siteId: string): SiteAdaptiveSchema {
  const key = `${environment.installation?.id}:${decodeURIComponent(siteId)}`;
  return adaptiveSchemas.get(key) ?? { object: 'site-adaptive-schema', jsonSchema: sampleAdaptiveJSONSchema(), updatedAt: '2026-01-01T00:00:00.000Z' };
}

/** `urls.getContentByUrl`: a URL of the space's published site or of the app, as the space and the page at its path. */
function contentByUrl(request: Request, environment: RuntimeEnvironment): Response {
  const asked = new URL(request.url).searchParams.get('url');
  const spaceId = environment.spaceInstallation?.space ?? environment.installation?.space;
  if (!asked) return errorResponse(400, 'The query needs `url`, the URL to resolve.');
  if (!spaceId) return errorResponse(404, `No content at ${asked}: the installation is not in a space.`);
  const space = sampleSpace(spaceId);
  const roots = [space.urls.published, space.urls.app].filter((root): root is string => typeof root === 'string');
  const root = roots.find((candidate) => asked.startsWith(candidate));
  if (!root) return errorResponse(404, `No content at ${asked}: the installation's space is published at ${roots.join(' and ')}.`);
  const path = new URL(asked).pathname.slice(new URL(root).pathname.length).replace(/^\/+|\/+$/g, '');
  const page = path === '' ? allPages()[0] : allPages().find((candidate) => candidate.path === path);
  return Response.json({ space, ...(page ? { page: pageSummary(page) } : {}) });
}

export const contentRoutes: Route[] = [
  { method: 'GET', pattern: /^\/spaces\/([^/]+)\/content$/, handle: (match, _request, { environment }) => ownSpace(match[1], environment) ?? Response.json(sampleRevision()) },
  {
    method: 'GET',
    pattern: /^\/spaces\/([^/]+)\/revisions\/([^/]+)$/,
    handle: (match, _request, { environment }) =>
      ownSpace(match[1], environment) ?? knownRevision(match[2]) ?? Response.json(sampleRevision(decodeURIComponent(match[2]))),
  },
  {
    method: 'GET',
    pattern: /^\/spaces\/([^/]+)\/revisions\/([^/]+)\/page\/([^/]+)$/,
    handle: (match, request, { environment }) => {
      const page = ownSpace(match[1], environment) ?? knownRevision(match[2]) ?? pageById(match[3]);
      return page instanceof Response ? page : pageInRevision(page, request);
    },
  },
  {
    method: 'GET',
    pattern: /^\/spaces\/([^/]+)\/revisions\/([^/]+)\/changes$/,
    handle: (match, _request, { environment }) => ownSpace(match[1], environment) ?? Response.json(sampleSemanticChanges()),
  },
  {
    method: 'GET',
    pattern: /^\/spaces\/([^/]+)\/content\/pages$/,
    handle: (match, _request, { environment }) => ownSpace(match[1], environment) ?? Response.json({ pages: SAMPLE_PAGES.map(pageSummary) }),
  },
  {
    method: 'GET',
    pattern: /^\/spaces\/([^/]+)\/content\/page\/([^/]+)$/,
    handle: (match, _request, { environment }) => {
      const page = ownSpace(match[1], environment) ?? pageById(match[2]);
      return page instanceof Response ? page : Response.json(page);
    },
  },
  {
    method: 'GET',
    pattern: /^\/spaces\/([^/]+)\/content\/path\/(.+)$/,
    handle: (match, _request, { environment }) => {
      const path = decodeURIComponent(match[2]);
      const page = allPages().find((candidate) => candidate.path === path);
      return ownSpace(match[1], environment) ?? (page ? Response.json(page) : errorResponse(404, `No page at \`${path}\` in this space.`));
    },
  },
  { method: 'GET', pattern: /^\/urls\/content$/, handle: (_match, request, { environment }) => contentByUrl(request, environment) },
  {
    method: 'GET',
    pattern: /^\/orgs\/([^/]+)\/sites\/([^/]+)\/adaptive-schema$/,
    handle: (match, _request, { environment }) =>
      ownOrganization(match[1], environment) ?? ownSite(match[2], environment) ?? Response.json(adaptiveSchemaOf(environment, match[2])),
  },
  {
    method: 'PUT',
    pattern: /^\/orgs\/([^/]+)\/sites\/([^/]+)\/adaptive-schema$/,
    handle: async (match, request, { environment }) => {
      const denied = ownOrganization(match[1], environment) ?? ownSite(match[2], environment);
      if (denied) return denied;
      const body = await objectBody(request, '{ "jsonSchema": { "type": "object", "properties": { ... } } }');
      if (body instanceof Response) return body;
      const jsonSchema = body.jsonSchema as SiteAdaptiveJSONSchema | undefined;
      if (jsonSchema?.type !== 'object' || typeof jsonSchema.properties !== 'object') {
        return errorResponse(400, '`jsonSchema` must be a JSON schema of `type: "object"` with `properties`.');
      }
      const schema: SiteAdaptiveSchema = { object: 'site-adaptive-schema', jsonSchema, updatedAt: new Date().toISOString() };
      adaptiveSchemas.set(`${environment.installation?.id}:${decodeURIComponent(match[2])}`, schema);
      return Response.json(schema);
    },
  },
];
