import { ServiceAPI } from '../api/client';
import type { RuntimeContext, RuntimeEnvironment } from './types';

/** The work a handler handed to `context.waitUntil`, awaited before its call answers. */
export interface PendingWork {
  settle(): Promise<void>;
}

/**
 * Builds the context every handler receives: the environment, `api` (a `ServiceAPI` over `environment.apiEndpoint`
 * with the installation's token) and `waitUntil`.
 */
export function createContext(environment: RuntimeEnvironment): RuntimeContext & PendingWork {
  const pending: Promise<unknown>[] = [];
  return {
    environment,
    api: new ServiceAPI({
      endpoint: environment.apiEndpoint,
      authToken: environment.apiTokens?.installation,
      userAgent: `integration-${environment.integration?.name ?? 'unknown'}`,
    }),
    waitUntil(promise) {
      pending.push(Promise.resolve(promise));
    },
    async settle() {
      // A failing side task does not fail the call that scheduled it (the platform answers first); it is logged.
      for (const result of await Promise.allSettled(pending)) {
        if (result.status === 'rejected') console.error('A task given to context.waitUntil failed:', result.reason);
      }
    },
  };
}
