import { createIntegration } from '@service/runtime';
import { Router } from 'itty-router';
import { releaseNotes } from './components/ReleaseNotes';
import { releases } from './releases';
import embedScript from './embed.raw.js';

export default createIntegration({
  components: [releaseNotes],
  async fetch(request, context) {
    // Routes are relative to the installation's public endpoint, as on the platform.
    const router = Router({ base: new URL(context.environment.integration.urls.publicEndpoint).pathname });
    router.get('/releases', () => Response.json(releases));
    router.get('/embed.js', () => new Response(embedScript, { headers: { 'Content-Type': 'text/javascript' } }));
    router.all('*', () => new Response('Not found', { status: 404 }));
    return router.fetch(request);
  },
});
