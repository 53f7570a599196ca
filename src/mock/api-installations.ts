import { installationToken } from '../core/runtime/environment';
import type { RuntimeEnvironment } from '../core/runtime/types';
import { errorResponse, isObject, objectBody, ownInstallation, ownIntegration, ownSite, ownSpace, type Route } from './api-http';
import { installationStoreFor } from './installation-store';

/**
 * The integration's side of the mocked HTTP API: a PATCH of its installation, space and site installations (their
 * reads and lists are src/mock/api-stateful.ts's), the installation token (`createIntegrationInstallationToken`, behind `createInstallationClient`) and the
 * task queue (`queueIntegrationTask`, behind `context.integration.queueTask`).
 */

interface PatchBody {
  configuration?: Record<string, unknown>;
  externalIds?: string[];
}

async function patchBody(request: Request): Promise<PatchBody | Response> {
  const body = await objectBody(request, '{ "configuration": { ... } }');
  if (body instanceof Response) return body;
  if (body.configuration !== undefined && !isObject(body.configuration)) {
    return errorResponse(400, '`configuration` must be a JSON object of property names to values.');
  }
  return body as PatchBody;
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

function installationOf(environment: RuntimeEnvironment): Response {
  const installation = environment.installation;
  if (!installation) return errorResponse(404, 'The integration is not installed.');
  return Response.json({ ...installation, integration: environment.integration.name });
}

const INSTALLATION = /^\/integrations\/([^/]+)\/installations\/([^/]+)$/;
const SPACE = /^\/integrations\/([^/]+)\/installations\/([^/]+)\/spaces\/([^/]+)$/;
const SITE = /^\/integrations\/([^/]+)\/installations\/([^/]+)\/sites\/([^/]+)$/;

export const installationRoutes: Route[] = [
  { method: 'GET', pattern: /^\/installation$/, handle: (_match, _request, { environment }) => installationOf(environment) },
  {
    // createIntegrationInstallationToken: the token `createInstallationClient` authenticates with.
    method: 'POST',
    pattern: /^\/integrations\/([^/]+)\/installations\/([^/]+)\/tokens$/,
    handle: (match, _request, { environment }) => ownInstallation(match, environment) ?? Response.json({ token: installationToken(environment.installation!.id) }),
  },
  {
    // queueIntegrationTask: accepted, then sent back to the script as a `task` event.
    method: 'POST',
    pattern: /^\/integrations\/([^/]+)\/tasks$/,
    handle: async (match, request, backend) => {
      const denied = ownIntegration(match[1], backend.environment);
      if (denied) return denied;
      const body = await objectBody(request, '{ "task": { ... }, "schedule": 0 }');
      if (body instanceof Response) return body;
      if (!isObject(body.task)) return errorResponse(400, '`task` must be a JSON object: the payload your `task` handler receives.');
      const schedule = body.schedule;
      if (schedule !== undefined && (typeof schedule !== 'number' || schedule < 0 || schedule > 86400)) {
        return errorResponse(400, '`schedule` must be a number of seconds from 0 to 86400.');
      }
      backend.queueTask?.({ task: body.task, ...(schedule === undefined ? {} : { schedule }) });
      return new Response(null, { status: 204 });
    },
  },
  {
    method: 'PATCH',
    pattern: INSTALLATION,
    handle: async (match, request, { environment }) => {
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
    method: 'PATCH',
    pattern: SPACE,
    handle: async (match, request, { environment }) => {
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
    method: 'PATCH',
    pattern: SITE,
    handle: async (match, request, { environment }) => {
      const denied = ownInstallation(match, environment) ?? ownSite(match[3], environment);
      if (denied) return denied;
      const body = await patchBody(request);
      if (body instanceof Response) return body;
      const after = saveScope(environment, 'site', body);
      if (after instanceof Response) return after;
      return scopedAnswer({ ...(after.siteInstallation ?? environment.siteInstallation!) }, body);
    },
  },
];
