/** `@service/runtime`: what an integration script imports (CONTRACT.md section 3). */
export { createComponent, createIntegration } from './integration';
export { createOAuthHandler, OAuthExchangeError } from './oauth';
export type { OAuthConfig, OAuthCredentials, OAuthTokenResponse } from './oauth';
export type * from './types';
