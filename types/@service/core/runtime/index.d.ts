/** `@service/runtime`: what an integration script imports (CONTRACT.md sections 3 and 5). */
export { createComponent, createIntegration } from './integration';
export { createOAuthHandler, OAuthExchangeError } from './oauth';
export type { OAuthConfig, OAuthCredentials, OAuthTokenResponse } from './oauth';
export { ExposableError } from './errors';
export { Logger } from './logger';
export type { LoggerFactory, RuntimeLogger } from './logger';
export type * from './types';
export type * from '../contentkit/elements';
export type { ContentKitContext, ContentKitRenderOutput } from '../api/contentkit';
