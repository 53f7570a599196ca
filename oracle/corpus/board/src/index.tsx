import { createIntegration, Logger } from '@service/runtime';
import { counter } from './components/counter';
import { notes, notesEditor } from './components/notes';
import { settings } from './components/settings';
import { ticket } from './components/ticket';
import { handleFetch } from './router';

const logger = Logger('board');

export default createIntegration({
  components: [counter, ticket, notes, notesEditor, settings],
  fetch: (request, context) => {
    logger.info(`fetch ${request.method} ${new URL(request.url).pathname}`);
    return handleFetch(request, context);
  },
  events: {
    installation_setup: async (event) => {
      logger.info(`installed ${event.installationId}`);
    },
  },
});
