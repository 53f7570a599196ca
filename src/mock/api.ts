import { contentRoutes } from './api-content';
import { conform, generate } from './api-generate';
import { type ApiBackend, errorResponse, ownOrganization, type Route } from './api-http';
import { installationRoutes } from './api-installations';
import { type ApiSpec, loadApiSpec, type Operation } from './api-spec';
import { answerStored } from './api-stateful';
import { apiStoreOf } from './api-store';

export type { ApiBackend, QueuedTask } from './api-http';

/**
 * The mocked HTTP API at `https://api.kitbench.local/v1` (`environment.apiEndpoint`): every operation of the
 * platform's OpenAPI document (src/mock/api-spec.ts), answered as the platform would.
 *
 * - Every request needs `Authorization: Bearer <token>` with the installation's token (`context.api`) or the
 *   integration's (`context.integration.api`), otherwise 401.
 * - A path the document does not have is the platform's 404, another method on a path it has is 405, parameters or a
 *   body the operation does not take are 400; errors are JSON `{ "error": { "code": <status>, "message": "..." } }`.
 * - What kitbench models answers from its state (`x-kitbench-source: state`): organizations, sites, site spaces,
 *   spaces, the integration, its installations (organization, space, site) and the user are stateful
 *   (src/mock/api-stateful.ts over src/mock/api-resources.ts): the environment's own objects first in every list, then
 *   what scripts created; a write is what the next read and list show; one store per backend (src/mock/api-store.ts).
 *   An own installation's PATCHed `configuration` is saved through the connected InstallationStore exactly as a form
 *   save (src/mock/api-installations.ts, with the task queue); the space's revisions and pages, the site's adaptive
 *   schema (src/mock/api-content.ts). Each such answer is completed to its schema (src/mock/api-generate.ts `conform`).
 * - Every other operation answers data generated from its response schema (`x-kitbench-source: generated`), the
 *   same for the same path and parameters. The Network panel shows which.
 */

export const SOURCE_HEADER = 'x-kitbench-source';
export type AnswerSource = 'state' | 'generated';

const routes: Route[] = [...installationRoutes, ...contentRoutes];

function handRoute(method: string, path: string): { route: Route; match: string[] } | undefined {
  const route = routes.find((candidate) => candidate.method === method && candidate.pattern.test(path));
  return route ? { route, match: [...(route.pattern.exec(path) ?? [])] } : undefined;
}

/** Marks where an answer came from (a copy: a Response's headers may be immutable). */
function labelled(response: Response, source: AnswerSource): Response {
  const headers = new Headers(response.headers);
  headers.set(SOURCE_HEADER, source);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function json(value: unknown, status: number, source: AnswerSource): Response {
  if (value === undefined || status === 204 || status === 205) return new Response(null, { status: status === 200 ? 204 : status, headers: { [SOURCE_HEADER]: source } });
  return Response.json(value, { status, headers: { [SOURCE_HEADER]: source } });
}

/** A hand route's answer, completed to the operation's schema when it is a JSON success. */
async function completed(spec: ApiSpec, operation: Operation | undefined, response: Response, path: string): Promise<Response> {
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  if (!operation || !response.ok || !isJson) return response.ok ? labelled(response, 'state') : response;
  const state = (await response.json()) as unknown;
  return json(conform(spec, operation, state, path), response.status, 'state');
}

/** The body of a write, parsed: undefined when there is none, a 400 when it is not JSON. */
async function bodyOf(request: Request): Promise<unknown | Response> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const text = await request.clone().text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return errorResponse(400, 'Invalid request body: it is not JSON.');
  }
}

/**
 * A page path (`…/path/{pagePath}`) as one segment: the platform's client sends `guides/authentication` with its
 * slash, another client encodes it; both name the same operation.
 */
function pagePathAsOneSegment(path: string): string {
  return path.replace(/^(\/spaces\/[^/]+(?:\/change-requests\/[^/]+\/content|\/revisions\/[^/]+|\/content)\/path\/)(.+)$/, (_, head: string, tail: string) =>
    head + encodeURIComponent(decodeURIComponentSafe(tail)),
  );
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
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
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/v1/, '').replace(/\/$/, '') || '/';
  const hand = handRoute(request.method, path);
  // Every answer waits for the document (read once, as soon as the mock starts), so the same call answers the same
  // whole object however early it comes; a script's time limit does not count this wait (src/sandbox/time-limit.ts).
  const spec = await loadApiSpec();
  const found = spec.match(request.method, pagePathAsOneSegment(path));
  if ('status' in found) {
    // kitbench's own routes the document does not list (GET /installation, the runtime's) still answer.
    if (hand) return labelled(await hand.route.handle(hand.match, request, backend), 'state');
    if (found.status === 405) return errorResponse(405, `${request.method} is not allowed on ${path}: use ${found.allowed.join(' or ')}.`);
    return errorResponse(404, `No such resource: ${request.method} ${path}. The platform's API (its OpenAPI document, @gitbook/api's spec/openapi.json) has no such path.`);
  }
  const { operation, params } = found;
  const body = await bodyOf(request);
  if (body instanceof Response) return body;
  const problem = spec.requestProblem(operation, params, url.searchParams, body);
  if (problem) return errorResponse(400, problem);

  // The installation's tokens reach its own organization and the ones its script created, nothing else: another
  // organization's resources are the platform's 404, as for a missing one.
  const store = apiStoreOf(backend);
  const organizationId = params.organizationId;
  if (organizationId !== undefined && !store.createdAt(`/orgs/${encodeURIComponent(organizationId)}`)) {
    const refused = ownOrganization(organizationId, environment, path);
    if (refused) return refused;
  }
  const stored = answerStored(store, spec, operation, params, body, url.searchParams, environment);
  if (stored) return stored;
  if (hand) return completed(spec, operation, await hand.route.handle(hand.match, request, backend), path);
  const { status } = spec.success(operation);
  return json(generate(spec, operation, params, path), status, 'generated');
}
