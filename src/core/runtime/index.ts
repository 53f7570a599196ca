/** `@service/runtime`: what an integration script imports (CONTRACT.md sections 3 and 5), with every export of the platform's runtime. */
import { createContext as createHandlerContext } from './context';
import type { RuntimeContext, RuntimeEnvironment } from './types';

export { createComponent, createIntegration } from './integration';
export { createContentSource } from './content-sources';
export type { ContentSourceDefinition, ContentSourceInput } from './content-sources';
export { createOAuthHandler, defaultOAuthExtractCredentials, getOAuthToken, OAuthExchangeError } from './oauth';
export type { OAuthConfig, OAuthConfiguration, OAuthCredentials, OAuthResponse, OAuthTokenResponse } from './oauth';
export { ExposableError } from './errors';
export { getIntegrationContentURL, getIntegrationPublicURL } from './urls';
export { Logger } from './logger';
export type { LoggerFactory, RuntimeLogger } from './logger';
export type * from './types';
export type * from '../contentkit/elements';
export type { ContentKitContext, ContentKitRenderOutput } from '../api/contentkit';

/** The context a handler receives, built from an environment (the platform runtime's `createContext`). */
export function createContext(environment: RuntimeEnvironment, waitUntil?: (promise: Promise<unknown>) => void): RuntimeContext {
  const context = createHandlerContext(environment);
  return waitUntil ? { ...context, waitUntil } : context;
}
