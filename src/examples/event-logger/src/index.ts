import { createIntegration } from '@service/runtime';

const EVENTS = [
  'installation_setup',
  'space_installation_setup',
  'space_view',
  'ui_render',
  'space_content_updated',
  'space_visibility_updated',
  'space_gitsync_started',
  'space_gitsync_completed',
] as const;

// One handler per event, all alike: the log line says which event arrived.
const events = Object.fromEntries(
  EVENTS.map((name) => [
    name,
    async (event: Record<string, unknown>, context: { environment: { installation?: { configuration?: Record<string, unknown> } } }) => {
      const verbose = context.environment.installation?.configuration?.verbose !== false;
      if (verbose) console.log(`[${name}]`, event);
      else console.log(`[${name}]`);
    },
  ]),
);

export default createIntegration({
  events,
  async fetch(request) {
    console.log('HTTP', request.method, new URL(request.url).pathname);
    return Response.json({ received: true });
  },
});
