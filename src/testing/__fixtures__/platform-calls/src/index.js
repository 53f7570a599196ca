import { createIntegration, createOAuthHandler, getOAuthToken, Logger } from '@gitbook/runtime';
import script from './script.raw.js';

const logger = Logger('chat-sync');

const oauthConfig = (context) => ({
  clientId: context.environment.secrets.CLIENT_ID,
  clientSecret: context.environment.secrets.CLIENT_SECRET,
  authorizeURL: 'https://chat.example.com/oauth/v2/authorize?user_scope=identify',
  accessTokenURL: 'https://chat.example.com/api/oauth.v2.access',
});

export default createIntegration({
  fetch_published_script: async (event, { environment }) => {
    const trackingId = environment.siteInstallation?.configuration?.tracking_id;
    if (!trackingId) throw new Error(`The tracking ID is missing (site ${event.siteId}).`);
    return new Response(script.replace('<TRACKING_ID>', trackingId), {
      headers: { 'Content-Type': 'application/javascript', 'Cache-Control': 'max-age=604800' },
    });
  },

  task: async (task, context) => {
    const { data } = await context.api.spaces.getRevisionById(task.spaceId, task.revisionId);
    const client = await context.api.createInstallationClient(context.environment.integration.name, task.installationId);
    const { data: installation } = await client.integrations.getIntegrationInstallationById(context.environment.integration.name, task.installationId);
    logger.info(`synced ${data.pages.length} pages of ${data.id} to ${installation.configuration.channel}`);
  },

  events: {
    space_content_updated: async (event, context) => {
      await context.integration.queueTask({
        task: { type: 'sync', spaceId: event.spaceId, revisionId: event.revisionId, installationId: event.installationId },
        schedule: 10,
      });
    },
  },

  fetch: async (request, context) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/oauth')) return createOAuthHandler(oauthConfig(context), { replace: false })(request, context);
    if (url.pathname.endsWith('/token')) {
      const credentials = context.environment.installation?.configuration.oauth_credentials;
      return Response.json({ token: await getOAuthToken(credentials, oauthConfig(context), context) });
    }
    if (url.pathname.endsWith('/probe')) {
      const { api, environment } = context;
      const space = environment.spaceInstallation.space;
      const organization = environment.installation.target?.organization ?? 'org_kitbench';
      const site = environment.siteInstallation.site;
      return Response.json({
        page: (await api.spaces.getPageInRevisionById(space, 'rev_3kTn8Zq1', 'page_intro', { format: 'markdown' })).data.markdown,
        spaces: (await context.integration.api.integrations.listIntegrationSpaceInstallations(environment.integration.name)).data.count,
        site: (await api.orgs.getSiteById(organization, site)).data.urls.published,
        schema: (await api.orgs.updateSiteAdaptiveSchema(organization, site, { jsonSchema: { type: 'object', properties: {}, additionalProperties: false } })).data.object,
        url: (await api.urls.getContentByUrl({ url: 'https://docs.example.com/guides/authentication' })).data.page.title,
      });
    }
    if (url.pathname.endsWith('/missing')) {
      try {
        await context.api.orgs.listTeamsInOrganizationById('org_elsewhere');
      } catch (error) {
        logger.error(`lookup failed: ${error.message}`);
        throw error;
      }
    }
    if (url.pathname.endsWith('/frame')) {
      return new Response('<!doctype html><title>Diagram</title><div id="diagram">graph TD; A-->B</div>', { headers: { 'Content-Type': 'text/html' } });
    }
    return new Response('Not found', { status: 404 });
  },
});
