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
      deleted: await outcome(() => api.spaces.deleteCommentInSpace(space, 'comment_probe')),
      otherSpace: await outcome(() => api.spaces.deleteSpaceById('space_probe')),
    });
  });
  // Plain HTTP routes, as webhook receivers and completion endpoints write them.
  router.post('/echo', async (request) => {
    const body = (await request.json()) as Record<string, unknown>;
    return Response.json({ received: body, contentType: request.headers.get('content-type'), custom: request.headers.get('x-board-token') }, { status: 201 });
  });
  router.post('/form', async (request) => Response.json(Object.fromEntries(await request.formData())));
  router.get('/empty', () => new Response(null, { status: 204, headers: { 'X-Board': 'empty' } }));
  router.get('/moved', () => Response.redirect(`${endpoint}/frame?from=moved`, 301));
  router.get('/cookie', () =>
    new Response('set', { headers: { 'Set-Cookie': 'board_session=abc; Path=/; HttpOnly', 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' } }),
  );
  router.get('/query', (request) => Response.json({ query: Object.fromEntries(new URL(request.url).searchParams), method: request.method }));
  router.get('/crash', () => {
    throw new Error('the route crashed');
  });
  router.all('*', () => {
    throw new ExposableError(`No route for ${request.method} ${new URL(request.url).pathname}`, 404);
  });

  return (await router.fetch(request)) as Response;
}
