import type { RequestHandler } from 'msw';

/** The installation's public endpoint and the HTTP API (filled in by the runtime work). */
export const platformHandlers: RequestHandler[] = [];
