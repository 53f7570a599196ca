import { AutoRouter, error } from 'itty-router';
import { subscribers } from './store.js';

// The platform calls `POST {publicEndpoint}/v1...`: the router matches below the installation's own path.
export const router = AutoRouter({ base: '/:installation', catch: (problem) => error(500, String(problem)) });

router.get('/v1/subscribers', () => subscribers);
router.post('/v1/subscribers', async (request) => {
  const body = await request.json();
  subscribers.push({ email: body.email, topic: 'all', list: 'api' });
  return { count: subscribers.length };
});
router.get('/v1/space', async (_request, context) => {
  const { apiEndpoint, apiTokens, installation } = context.environment;
  const response = await fetch(`${apiEndpoint}/v1/spaces/${installation.space}`, { headers: { Authorization: `Bearer ${apiTokens.installation}` } });
  return { status: response.status, space: await response.json() };
});
