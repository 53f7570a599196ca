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
  router.get('/crash', () => {
    throw new Error('the route crashed');
  });
  router.all('*', () => {
    throw new ExposableError(`No route for ${request.method} ${new URL(request.url).pathname}`, 404);
  });

  return (await router.fetch(request)) as Response;
}
