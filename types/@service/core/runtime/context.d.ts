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
export declare function createContext(environment: RuntimeEnvironment): RuntimeContext & PendingWork;
