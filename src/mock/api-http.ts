import type { RuntimeEnvironment } from '../core/runtime/types';
import { SAMPLE_ORGANIZATION_ID } from './api-data';

/**
 * What the routes of the mocked HTTP API share (src/mock/api.ts assembles them): the JSON error shape, the route
 * type, and the checks that a path names the environment's own integration, installation, space, site and org.
 */

/** A task `queueIntegrationTask` queued: the platform sends it back to the script as a `task` event. */
export interface QueuedTask {
  task: Record<string, unknown>;
  /** Seconds the platform waits before running it (kitbench records it and runs the task at once). */
  schedule?: number;
}

/** What the API answers from: the running script's environment, and where a queued task goes. */
export interface ApiBackend {
  readonly environment: RuntimeEnvironment;
  /** Runs a task the script queued (absent: the task is accepted and dropped, as with no worker running). */
  queueTask?(task: QueuedTask): void;
}

/** The API's error answer, as the platform's: `{ error: { code, message } }`. */
export const errorResponse = (status: number, message: string) => Response.json({ error: { code: status, message } }, { status });

export type Handler = (match: string[], request: Request, backend: ApiBackend) => Promise<Response> | Response;

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  pattern: RegExp;
  handle: Handler;
}

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON object body, or the 400 that says what was expected. */
export async function objectBody(request: Request, example: string): Promise<Record<string, unknown> | Response> {
  try {
    const body = (await request.json()) as unknown;
    if (isObject(body)) return body;
  } catch {
    // reported below
  }
  return errorResponse(400, `The body must be a JSON object such as ${example}.`);
}

const decode = (segment: string) => decodeURIComponent(segment);

/**
 * The installation's organization: `installation.target.organization` where the environment gives it (the
 * platform's shape), else the playground's (`org_kitbench`).
 */
export function organizationOf(environment: RuntimeEnvironment): string {
  const target = (environment.installation as { target?: unknown } | undefined)?.target;
  const organization = isObject(target) ? target.organization : undefined;
  return typeof organization === 'string' && organization !== '' ? organization : SAMPLE_ORGANIZATION_ID;
}

export function ownIntegration(name: string, environment: RuntimeEnvironment): Response | undefined {
  return decode(name) === environment.integration.name ? undefined : errorResponse(404, `No integration \`${decode(name)}\`.`);
}

/** `match[1]` the integration, `match[2]` the installation: the environment's own, the only one the tokens reach. */
export function ownInstallation(match: string[], environment: RuntimeEnvironment): Response | undefined {
  const denied = ownIntegration(match[1], environment);
  if (denied) return denied;
  if (decode(match[2]) !== environment.installation?.id) {
    return errorResponse(404, `No installation \`${decode(match[2])}\` of \`${environment.integration.name}\`.`);
  }
  return undefined;
}

export function ownSpace(spaceId: string, environment: RuntimeEnvironment): Response | undefined {
  const space = environment.spaceInstallation?.space ?? environment.installation?.space;
  return decode(spaceId) === space ? undefined : errorResponse(404, `No space \`${decode(spaceId)}\` in this installation.`);
}

export function ownSite(siteId: string, environment: RuntimeEnvironment): Response | undefined {
  const site = environment.siteInstallation?.site;
  return decode(siteId) === site ? undefined : errorResponse(404, `No site \`${decode(siteId)}\` in this installation.`);
}

export function ownOrganization(orgId: string, environment: RuntimeEnvironment, path = `/orgs/${decode(orgId)}`): Response | undefined {
  const organization = organizationOf(environment);
  if (decode(orgId) === organization) return undefined;
  return errorResponse(404, `No such resource: GET ${path}. The installation's organization is \`${organization}\`.`);
}
