import type { RuntimeContext, RuntimeEnvironment } from './types';
/** The work a handler handed to `context.waitUntil`, awaited before its call answers. */
export interface PendingWork {
    settle(): Promise<void>;
}
/**
 * Builds the context every handler receives, as the platform's runtime does: the environment, `api` (a client over
 * `environment.apiEndpoint` with the installation's token, else the integration's), `integration.api` (with the
 * integration's token) and `integration.queueTask`, and `waitUntil`.
 */
export declare function createContext(environment: RuntimeEnvironment): RuntimeContext & PendingWork;
