import { GitBookAPIError } from '@service/api';
import { ExposableError, type RuntimeContext } from '@service/runtime';
import { Router } from 'itty-router';

/** The public endpoint's routes, below the installation's `publicEndpoint`. */
export async function handleFetch(request: Request, context: RuntimeContext): Promise<Response> {
  const { environment } = context;
  const endpoint = environment.spaceInstallation?.urls.publicEndpoint ?? environment.integration.urls.publicEndpoint;
  const router = Router({ base: new URL(endpoint).pathname });

  router.get('/frame', () => new Response(`<!doctype html><p>Board ${environment.integration.name}</p>`, { headers: { 'Content-Type': 'text/html' } }));
  router.get('/tickets/:id', ({ params }) => {
    if (!/^\d+$/.test(params.id)) throw new ExposableError(`No ticket ${params.id}`, 404);
    return Response.json({ id: params.id, title: `Ticket ${params.id}` });
  });
  // What a handful of API calls answer, the served ones and the ones the platform would answer from data it has.
  router.get('/api-probe', async () => {
    const { api } = context;
    const space = environment.spaceInstallation?.space ?? 'space_none';
    const outcome = async (call: () => Promise<{ status: number; data: unknown }>) => {
      try {
        const { status, data } = await call();
        return { status, data };
      } catch (error) {
        if (!(error instanceof GitBookAPIError)) return { unexpected: String(error) };
        return { code: error.code, errorMessage: error.errorMessage };
      }
    };
    return Response.json({
      space: await outcome(() => api.spaces.getSpaceById(space)),
      pages: await outcome(() => api.spaces.listPages(space)),
      page: await outcome(() => api.spaces.getPageByPath(space, 'guides/authentication')),
      organization: await outcome(() => api.orgs.getOrganizationById('org_probe')),
      spaceInstallations: await outcome(() => api.integrations.listIntegrationSpaceInstallations(environment.integration.name, { limit: 5 })),
      permissions: await outcome(() => api.spaces.listPermissionsAggregateInSpace(space, { limit: 5 })),
      deleted: await outcome(() => api.spaces.deleteSpaceById('space_probe')),
    });
  });
  router.get('/crash', () => {
    throw new Error('the route crashed');
  });
  router.all('*', () => {
    throw new ExposableError(`No route for ${request.method} ${new URL(request.url).pathname}`, 404);
  });

  return (await router.fetch(request)) as Response;
}
