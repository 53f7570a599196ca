import type { RuntimeEnvironment } from '../core/runtime/types';
import {
  allPages,
  installationListingFields,
  LISTED_TIMESTAMPS,
  pageSummary,
  SAMPLE_ORGANIZATION_ID,
  SAMPLE_PAGES,
  sampleOrganization,
  sampleRevision,
  sampleSemanticChanges,
  sampleSite,
  sampleSpace,
  sampleUser,
} from './api-data';
import { installationStoreFor } from './installation-store';

/**
 * The mocked HTTP API at `https://api.kitbench.local/v1` (`environment.apiEndpoint`), the calls real integrations
 * make most. Every request needs `Authorization: Bearer <environment.apiTokens.installation>`, otherwise 401.
 * - `GET /installation`, `GET|PATCH /integrations/{name}/installations/{id}`: the installation
 * - `GET|PATCH /integrations/{name}/installations/{id}/spaces/{spaceId}`: the space installation
 * - `GET|PATCH /integrations/{name}/installations/{id}/sites/{siteId}`: the site installation
 * - `GET /spaces/{spaceId}`, `.../content` (the current revision), `.../content/pages`, `.../content/page/{pageId}`,
 *   `.../content/path/{path}`: the space the integration is installed in and its pages (src/mock/api-data.ts)
 * - `GET /spaces/{spaceId}/revisions/{revisionId}/changes`: a revision's semantic changes (any revision id: a page
 *   created, one edited, one deleted, one moved)
 * - `GET /integrations/{name}/installations` and `.../installations/{id}/spaces`: the installation, and its space
 *   installation, as lists (`{ items }`)
 * - `GET /orgs/{orgId}` (the installation's organization, `org_kitbench`), `GET /orgs/{orgId}/sites/{siteId}` (the
 *   site installation's site), `GET /user` (the user the installation acts for)
 * A PATCH's `configuration` replaces the scope's configuration (the installation's: `account`; a space's or site's:
 * `site`) and is saved through the connected InstallationStore exactly as a form save (status, `installation_setup`);
 * with no store connected it is answered, not stored. `externalIds` are answered, not stored.
 * Anything else: 404 naming what is served, so any other method of the platform's client (`context.api` has them all,
 * src/core/api/generated-client.ts) rejects with a catchable GitBookAPIError, as on the platform when a resource is
 * missing. Errors are JSON `{ "error": { "code": <status>, "message": "..." } }`.
 */

const errorResponse = (status: number, message: string) => Response.json({ error: { code: status, message } }, { status });

type Handler = (match: string[], request: Request, environment: RuntimeEnvironment) => Promise<Response> | Response;
interface Route {
  method: 'GET' | 'PATCH';
  pattern: RegExp;
  handle: Handler;
}

interface PatchBody {
  configuration?: Record<string, unknown>;
  externalIds?: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

async function patchBody(request: Request): Promise<PatchBody | Response> {
  try {
    const body = (await request.json()) as unknown;
    if (isObject(body)) {
      if (body.configuration !== undefined && !isObject(body.configuration)) {
        return errorResponse(400, '`configuration` must be a JSON object of property names to values.');
      }
      return body as PatchBody;
    }
  } catch {
    // reported below
  }
  return errorResponse(400, 'The body must be a JSON object such as { "configuration": { ... } }.');
}

/**
 * Saves a PATCH's configuration for one scope through the connected store and answers the environment afterwards;
 * without a store (or without a configuration in the body) the environment is unchanged.
 */
function saveScope(environment: RuntimeEnvironment, scope: 'account' | 'site', body: PatchBody): RuntimeEnvironment | Response {
  if (!body.configuration) return environment;
  const store = installationStoreFor(environment.apiTokens.installation);
  if (!store) return environment;
  const saved = store.saveConfiguration(scope, body.configuration);
  return 'problem' in saved ? errorResponse(409, saved.problem) : saved;
}

/** The space or site installation as a PATCH answers it. */
function scopedAnswer(current: Record<string, unknown> & { externalIds?: unknown }, body: PatchBody): Response {
  return Response.json({ ...current, ...(body.configuration ? { configuration: body.configuration } : {}), externalIds: body.externalIds ?? current.externalIds });
}

function ownSite(siteId: string, environment: RuntimeEnvironment): Response | undefined {
  const site = environment.siteInstallation?.site;
  return decodeURIComponent(siteId) === site ? undefined : errorResponse(404, `No site \`${decodeURIComponent(siteId)}\` in this installation.`);
}

const installationOf: Handler = (_match, _request, environment) => {
  const installation = environment.installation;
  if (!installation) return errorResponse(404, 'The integration is not installed.');
  return Response.json({ ...installation, integration: environment.integration.name });
};

/** The id in the path must be the environment's installation: the token authorises that one only. */
function ownInstallation(match: string[], environment: RuntimeEnvironment): Response | undefined {
  if (decodeURIComponent(match[1]) !== environment.integration.name) return errorResponse(404, `No integration \`${decodeURIComponent(match[1])}\`.`);
  if (decodeURIComponent(match[2]) !== environment.installation?.id) {
    return errorResponse(404, `No installation \`${decodeURIComponent(match[2])}\` of \`${environment.integration.name}\`.`);
  }
  return undefined;
}

function ownSpace(spaceId: string, environment: RuntimeEnvironment): Response | undefined {
  const space = environment.spaceInstallation?.space ?? environment.installation?.space;
  return decodeURIComponent(spaceId) === space ? undefined : errorResponse(404, `No space \`${decodeURIComponent(spaceId)}\` in this installation.`);
}

function ownOrganization(orgId: string): Response | undefined {
  const id = decodeURIComponent(orgId);
  if (id === SAMPLE_ORGANIZATION_ID) return undefined;
  return errorResponse(404, `No such resource: GET /orgs/${id}. The installation's organization is \`${SAMPLE_ORGANIZATION_ID}\`.`);
}

function ownIntegration(name: string, environment: RuntimeEnvironment): Response | undefined {
  return decodeURIComponent(name) === environment.integration.name ? undefined : errorResponse(404, `No integration \`${decodeURIComponent(name)}\`.`);
}

/** The installation as the API lists it (`IntegrationInstallation`): the environment's, with the listing's own fields. */
function listedInstallation(environment: RuntimeEnvironment) {
  const installation = environment.installation!;
  return { ...installation, ...installationListingFields(environment.spaceInstallation ? 1 : 0), integration: environment.integration.name };
}

const routes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/integrations\/([^/]+)\/installations$/,
    handle: (match, _request, environment) =>
      ownIntegration(match[1], environment) ?? Response.json({ items: environment.installation ? [listedInstallation(environment)] : [], count: environment.installation ? 1 : 0 }),
  },
  {
    method: 'GET',
    pattern: /^\/integrations\/([^/]+)\/installations\/([^/]+)\/spaces$/,
    handle: (match, _request, environment) => {
      const spaces = environment.spaceInstallation ? [{ ...environment.spaceInstallation, ...LISTED_TIMESTAMPS }] : [];
      return ownInstallation(match, environment) ?? Response.json({ items: spaces, count: spaces.length });
    },
  },
  {
    method: 'GET',
    pattern: /^\/spaces\/([^/]+)\/revisions\/([^/]+)\/changes$/,
    handle: (match, _request, environment) => ownSpace(match[1], environment) ?? Response.json(sampleSemanticChanges()),
  },
  { method: 'GET', pattern: /^\/orgs\/([^/]+)$/, handle: (match) => ownOrganization(match[1]) ?? Response.json(sampleOrganization()) },
  {
    method: 'GET',
    pattern: /^\/orgs\/([^/]+)\/sites\/([^/]+)$/,
    handle: (match, _request, environment) =>
      ownOrganization(match[1]) ?? ownSite(match[2], environment) ?? Response.json(sampleSite(decodeURIComponent(match[2]))),
  },
  { method: 'GET', pattern: /^\/user$/, handle: () => Response.json(sampleUser()) },
  { method: 'GET', pattern: /^\/installation$/, handle: installationOf },
  {
    method: 'GET',
    pattern: /^\/integrations\/([^/]+)\/installations\/([^/]+)$/,
    handle: (match, request, environment) => ownInstallation(match, environment) ?? installationOf(match, request, environment),
  },
  {
    method: 'PATCH',
    pattern: /^\/integrations\/([^/]+)\/installations\/([^/]+)$/,
    handle: async (match, request, environment) => {
      const denied = ownInstallation(match, environment);
      if (denied) return denied;
      const body = await patchBody(request);
      if (body instanceof Response) return body;
      const after = saveScope(environment, 'account', body);
      if (after instanceof Response) return after;
      const installation = after.installation!;
      return Response.json({
        ...installation,
        ...(after === environment && body.configuration ? { configuration: body.configuration } : {}),
        externalIds: body.externalIds ?? installation.externalIds,
        integration: environment.integration.name,
      });
    },
  },
  {
    method: 'GET',
    pattern: /^\/integrations\/([^/]+)\/installations\/([^/]+)\/spaces\/([^/]+)$/,
    handle: (match, _request, environment) =>
      ownInstallation(match, environment) ?? ownSpace(match[3], environment) ?? Response.json(environment.spaceInstallation),
  },
  {
    method: 'PATCH',
    pattern: /^\/integrations\/([^/]+)\/installations\/([^/]+)\/spaces\/([^/]+)$/,
    handle: async (match, request, environment) => {
      const denied = ownInstallation(match, environment) ?? ownSpace(match[3], environment);
      if (denied) return denied;
      const body = await patchBody(request);
      if (body instanceof Response) return body;
      const after = saveScope(environment, 'site', body);
      if (after instanceof Response) return after;
      return scopedAnswer({ ...(after.spaceInstallation ?? environment.spaceInstallation!) }, body);
    },
  },
  {
    method: 'GET',
    pattern: /^\/integrations\/([^/]+)\/installations\/([^/]+)\/sites\/([^/]+)$/,
    handle: (match, _request, environment) =>
      ownInstallation(match, environment) ?? ownSite(match[3], environment) ?? Response.json(environment.siteInstallation),
  },
  {
    method: 'PATCH',
    pattern: /^\/integrations\/([^/]+)\/installations\/([^/]+)\/sites\/([^/]+)$/,
    handle: async (match, request, environment) => {
      const denied = ownInstallation(match, environment) ?? ownSite(match[3], environment);
      if (denied) return denied;
      const body = await patchBody(request);
      if (body instanceof Response) return body;
      const after = saveScope(environment, 'site', body);
      if (after instanceof Response) return after;
      return scopedAnswer({ ...(after.siteInstallation ?? environment.siteInstallation!) }, body);
    },
  },
  {
    method: 'GET',
    pattern: /^\/spaces\/([^/]+)$/,
    handle: (match, _request, environment) => ownSpace(match[1], environment) ?? Response.json(sampleSpace(decodeURIComponent(match[1]))),
  },
  {
    method: 'GET',
    pattern: /^\/spaces\/([^/]+)\/content$/,
    handle: (match, _request, environment) => ownSpace(match[1], environment) ?? Response.json(sampleRevision()),
  },
  {
    // getRevisionById: the space has one revision, the current one (content sources compute from it).
    method: 'GET',
    pattern: /^\/spaces\/([^/]+)\/revisions\/([^/]+)$/,
    handle: (match, _request, environment) =>
      ownSpace(match[1], environment) ??
      (decodeURIComponent(match[2]) === sampleRevision().id
        ? Response.json(sampleRevision())
        : Response.json({ error: { code: 404, message: `No revision ${decodeURIComponent(match[2])} in this space: its only revision is ${sampleRevision().id} (the current one).` } }, { status: 404 })),
  },
  {
    method: 'GET',
    pattern: /^\/spaces\/([^/]+)\/content\/pages$/,
    handle: (match, _request, environment) => ownSpace(match[1], environment) ?? Response.json({ pages: SAMPLE_PAGES.map(pageSummary) }),
  },
  {
    method: 'GET',
    pattern: /^\/spaces\/([^/]+)\/content\/page\/([^/]+)$/,
    handle: (match, _request, environment) => {
      const page = allPages().find((candidate) => candidate.id === decodeURIComponent(match[2]));
      return ownSpace(match[1], environment) ?? (page ? Response.json(page) : errorResponse(404, `No page \`${decodeURIComponent(match[2])}\` in this space.`));
    },
  },
  {
    method: 'GET',
    pattern: /^\/spaces\/([^/]+)\/content\/path\/(.+)$/,
    handle: (match, _request, environment) => {
      const path = decodeURIComponent(match[2]);
      const page = allPages().find((candidate) => candidate.path === path);
      return ownSpace(match[1], environment) ?? (page ? Response.json(page) : errorResponse(404, `No page at \`${path}\` in this space.`));
    },
  },
];

/** Handles one request to the HTTP API, against the running script's environment. */
export async function answerApi(request: Request, environment: RuntimeEnvironment | undefined): Promise<Response> {
  const token = environment?.apiTokens.installation;
  const authorization = request.headers.get('authorization') ?? '';
  if (!environment || !token || authorization !== `Bearer ${token}`) {
    return errorResponse(401, 'Missing or invalid API token: send `Authorization: Bearer <environment.apiTokens.installation>` (context.api does).');
  }
  const path = new URL(request.url).pathname.replace(/^\/v1/, '').replace(/\/$/, '');
  const matching = routes.filter((route) => route.pattern.test(path));
  const route = matching.find((candidate) => candidate.method === request.method);
  if (!route) {
    if (matching.length > 0) return errorResponse(405, `${request.method} is not allowed on ${path}: use ${matching.map((r) => r.method).join(' or ')}.`);
    return errorResponse(
      404,
      `No such resource: ${request.method} ${path || '/'}. The playground API serves the installation (GET /installation, GET|PATCH /integrations/{name}/installations/{id}, and its /spaces/{spaceId} and /sites/{siteId}), its space (GET /spaces/{spaceId}) and the space's content (GET /spaces/{spaceId}/content, .../content/pages, .../content/page/{pageId}, .../content/path/{path}, .../revisions/{revisionId} and its /changes), the installation lists (GET /integrations/{name}/installations, .../installations/{id}/spaces), the organization (GET /orgs/${SAMPLE_ORGANIZATION_ID}) and its site (GET /orgs/{orgId}/sites/{siteId}), and the user (GET /user).`,
    );
  }
  return route.handle([...(route.pattern.exec(path) ?? [])], request, environment);
}
