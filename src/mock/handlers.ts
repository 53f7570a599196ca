import type { RequestHandler } from 'msw';
import { identityProvider } from './idp';
import { oauthProviderHandlers } from './oauth-provider';
import { platformHandlers } from './platform';
import { receiverHandlers } from './receivers';

/**
 * The one set of MSW handlers that plays the platform: used by the browser worker (src/mock/browser.ts)
 * and by Vitest's `setupServer`, so unit tests and the playground exercise the same fake platform. The identity
 * provider answers only the issuers the Site view sent a visitor to, before the generic OAuth provider.
 */
export const handlers: RequestHandler[] = [...platformHandlers, ...identityProvider.handlers, ...oauthProviderHandlers, ...receiverHandlers];
