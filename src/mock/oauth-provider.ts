import type { RequestHandler } from 'msw';

/** The mock OAuth provider (authorize and token endpoints), filled in by the installation work. */
export const oauthProviderHandlers: RequestHandler[] = [];
