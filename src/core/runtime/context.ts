import { GitBookAPI } from '../api/client';
import type { RuntimeContext, RuntimeEnvironment } from './types';

/** The work a handler handed to `context.waitUntil`, awaited before its call answers. */
export interface PendingWork {
  settle(): Promise<void>;
}

/**
 * Builds the context every handler receives, as the platform's runtime does: the environment, `api` (a GitBookAPI over
 * `environment.apiEndpoint` with the installation's token, else the integration's: `createInstallationClient` is
 * there), `integration.api` (with the integration's token) and `integration.queueTask` (the API's
 * `queueIntegrationTask`, which the mocked platform answers by sending the script a `task` event), and `waitUntil`.
 */
export function createContext(environment: RuntimeEnvironment): RuntimeContext & PendingWork {
  const pending: Promise<unknown>[] = [];
  const endpoint = environment.apiEndpoint || undefined;
  const userAgent = `integration-${environment.integration?.name ?? 'unknown'}/${environment.integration?.version ?? 1}`;
  const integrationApi = new GitBookAPI({ endpoint, authToken: environment.apiTokens?.integration, userAgent });
  return {
    environment,
    api: new GitBookAPI({ endpoint, authToken: environment.apiTokens?.installation ?? environment.apiTokens?.integration, userAgent }),
    integration: {
      api: integrationApi,
      async queueTask(input) {
        await integrationApi.integrations.queueIntegrationTask(environment.integration.name, input);
      },
    },
    waitUntil(promise) {
      pending.push(Promise.resolve(promise));
    },
    async settle() {
      // Work handed to waitUntil runs to completion, including work it hands to waitUntil in turn (a delivery that
      // schedules its retry). A failing side task does not fail the call that scheduled it; it is logged.
      while (pending.length > 0) {
        for (const result of await Promise.allSettled(pending.splice(0))) {
          if (result.status === 'rejected') console.error('A task given to context.waitUntil failed:', result.reason);
        }
      }
    },
  };
}
