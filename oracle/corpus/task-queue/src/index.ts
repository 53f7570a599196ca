import { createIntegration, ExposableError, Logger, type RuntimeContext, type RuntimeEnvironment } from '@gitbook/runtime';

const logger = Logger('docs-notifier');

type NotifierContext = RuntimeContext<RuntimeEnvironment<{ channel?: string }, { notify?: boolean }>, NotifierTask>;
type NotifierTask =
  | { type: 'announce'; installationId: string; spaceId: string; revisionId: string }
  | { type: 'audit'; installationId: string; spaceId: string; pageId: string }
  | { type: 'fail' };

async function announce(task: Extract<NotifierTask, { type: 'announce' }>, context: NotifierContext) {
  const { integration } = context.environment;
  const client = await context.integration.api.createInstallationClient(integration.name, task.installationId);
  const { data: installation } = await client.integrations.getIntegrationInstallationById(integration.name, task.installationId);
  const { data: revision } = await client.spaces.getRevisionById(task.spaceId, task.revisionId, { metadata: false });
  const { data: changes } = await client.spaces.getRevisionSemanticChanges(task.spaceId, task.revisionId);
  const { data: spaces } = await context.integration.api.integrations.listIntegrationSpaceInstallations(integration.name, { limit: 10 });
  await client.integrations.updateIntegrationInstallation(integration.name, task.installationId, {
    configuration: { ...installation.configuration, last_revision: revision.id, last_changes: changes.changes.length, spaces: spaces.count },
  });
}

export default createIntegration<NotifierContext>({
  task: async (task, context) => {
    logger.info(`task ${task.type}`);
    switch (task.type) {
      case 'announce':
        return announce(task, context);
      case 'audit': {
        const { data: page } = await context.api.spaces.getPageInRevisionById(task.spaceId, 'rev_kitbench1', task.pageId, { format: 'markdown' });
        logger.info(`audited ${page.id}`);
        return;
      }
      case 'fail':
        throw new Error('the task failed');
    }
  },
  events: {
    installation_setup: async (event, context) => {
      logger.info(`setup ${event.installationId}: ${context.environment.installation?.status}`);
    },
    space_installation_setup: async (event, context) => {
      await context.api.spaces.getSpaceById(event.spaceId);
    },
    site_installation_setup: async (event) => {
      logger.info(`site ${event.siteId}`);
    },
    space_content_updated: [
      async (event, context) => {
        if (context.environment.spaceInstallation?.configuration.notify === false) return;
        await context.integration.queueTask({
          task: { type: 'announce', installationId: event.installationId!, spaceId: event.spaceId, revisionId: event.revisionId },
          schedule: 30,
        });
      },
      async (event) => {
        logger.info(`updated ${event.spaceId} to ${event.revisionId}`);
      },
    ],
    space_visibility_updated: async (event) => {
      if (event.visibility === 'private') throw new ExposableError('Private spaces are not announced', 422);
    },
    space_gitsync_completed: async (event, context) => {
      await context.api.spaces.getRevisionById(event.spaceId, event.revisionId);
    },
    page_feedback: async (event, context) => {
      if (!event.spaceId || !event.pageId) return;
      await context.integration.queueTask({ task: { type: 'audit', installationId: event.installationId, spaceId: event.spaceId, pageId: event.pageId } });
    },
    site_view: async (event) => {
      if (!event.visitor) throw new Error('a view without a visitor');
    },
  },
});
