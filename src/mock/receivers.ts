import type { RequestHandler } from 'msw';

/** Mock webhook receivers with selectable behaviour (filled in by the webhooks work). */
export const receiverHandlers: RequestHandler[] = [];
