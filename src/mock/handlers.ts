import type { RequestHandler } from 'msw';
import { oauthProviderHandlers } from './oauth-provider';
import { platformHandlers } from './platform';
import { receiverHandlers } from './receivers';

/**
 * The one set of MSW handlers that plays the platform: used by the browser worker (src/mock/browser.ts)
 * and by Vitest's `setupServer`, so unit tests and the playground exercise the same fake platform.
 */
export const handlers: RequestHandler[] = [...platformHandlers, ...oauthProviderHandlers, ...receiverHandlers];
