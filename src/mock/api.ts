import { contentRoutes } from './api-content';
import { type ApiBackend, errorResponse, organizationOf, type Route } from './api-http';
import { installationRoutes } from './api-installations';

export type { ApiBackend, QueuedTask } from './api-http';

/**
 * The mocked HTTP API at `https://api.kitbench.local/v1` (`environment.apiEndpoint`), the calls real integrations
 * make most, in the API package's shapes with the environment's ids. Every request needs
 * `Authorization: Bearer <token>` with the installation's token (`context.api`) or the integration's
 * (`context.integration.api`), otherwise 401. Routes: src/mock/api-installations.ts (installations, lists, tokens,
 * the task queue) and src/mock/api-content.ts (space, revisions, pages, organization, site, user, URLs).
 * A PATCH's `configuration` replaces the scope's configuration (the installation's: `account`; a space's or site's:
 * `site`) and is saved through the connected InstallationStore exactly as a form save (status, `installation_setup`);
 * with no store connected it is answered, not stored. `externalIds` are answered, not stored.
 * Anything else: 404 naming what is served, so any other method of the platform's client (`context.api` has them all,
 * src/core/api/generated-client.ts) rejects with a catchable GitBookAPIError, as on the platform when a resource is
 * missing. Errors are JSON `{ "error": { "code": <status>, "message": "..." } }`.
 */

const routes: Route[] = [...installationRoutes, ...contentRoutes];

/** What the 404 says is served. */
function served(organization: string): string {
  return (
    'The playground API serves the installation (GET /installation, GET|PATCH /integrations/{name}/installations/{id}, and its /spaces/{spaceId} and ' +
    '/sites/{siteId}, POST .../installations/{id}/tokens), the installation lists (GET /integrations/{name}/installations, .../installations/{id}/spaces, ' +
    '/integrations/{name}/spaces), the task queue (POST /integrations/{name}/tasks), its space (GET /spaces/{spaceId}) and the space\'s content ' +
    '(GET /spaces/{spaceId}/content, .../content/pages, .../content/page/{pageId}, .../content/path/{path}, .../revisions/{revisionId}, its /changes and ' +
    `/page/{pageId}), URLs (GET /urls/content?url=), the organization (GET /orgs/${organization}), its site (GET /orgs/{orgId}/sites/{siteId}, ` +
    'GET|PUT .../adaptive-schema), and the user (GET /user).'
  );
}

/** Handles one request to the HTTP API, against the running script's environment. */
export async function answerApi(request: Request, backend: ApiBackend | undefined): Promise<Response> {
  const environment = backend?.environment;
  const tokens = [environment?.apiTokens.installation, environment?.apiTokens.integration].filter(Boolean);
  const authorization = request.headers.get('authorization') ?? '';
  if (!backend || !environment || tokens.length === 0 || !tokens.some((token) => authorization === `Bearer ${token}`)) {
    return errorResponse(
      401,
      'Missing or invalid API token: send `Authorization: Bearer <environment.apiTokens.installation>` (context.api does) or the integration\'s token (context.integration.api does).',
    );
  }
  const path = new URL(request.url).pathname.replace(/^\/v1/, '').replace(/\/$/, '');
  const matching = routes.filter((route) => route.pattern.test(path));
  const route = matching.find((candidate) => candidate.method === request.method);
  if (!route) {
    if (matching.length > 0) return errorResponse(405, `${request.method} is not allowed on ${path}: use ${matching.map((r) => r.method).join(' or ')}.`);
    return errorResponse(404, `No such resource: ${request.method} ${path || '/'}. ${served(organizationOf(environment))}`);
  }
  return route.handle([...(route.pattern.exec(path) ?? [])], request, backend);
}
