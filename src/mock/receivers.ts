import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { MOCK_RECEIVER_ORIGIN, mockReceivers } from '../core/webhooks/mock-receivers';
import { SIGNATURE_HEADER } from '../core/webhooks/signature';

// a "time-out" receiver holds the request until the sender gives up (its time-out aborts it), at most this long
const HANG_LIMIT_MS = 5 * 60 * 1000;

/**
 * Mock webhook receivers with selectable behaviour: `POST https://receiver.kitbench.local/hooks/<behaviour>`,
 * e.g. `always-200`, `fail-2-then-200`, `always-429`, `always-400`, `always-500`, `timeout`, `network-error`,
 * `wrong-secret`. Each keeps its own attempt counters per eventId, verifies the signature against the raw body
 * with the secret the Webhooks panel configured, and de-duplicates eventIds for 2 minutes.
 */
export const receiverHandlers: RequestHandler[] = [
  http.post(`${MOCK_RECEIVER_ORIGIN}/hooks/:behaviour`, async ({ request, params }) => {
    const rawBody = await request.text();
    const reply = await mockReceivers.handle(String(params.behaviour), rawBody, request.headers.get(SIGNATURE_HEADER));
    switch (reply.kind) {
      case 'network-error':
        return HttpResponse.error();
      case 'hang':
        await Promise.race([
          delay(HANG_LIMIT_MS),
          new Promise((resolve) => request.signal.addEventListener('abort', resolve, { once: true })),
        ]);
        return HttpResponse.error();
      case 'respond':
        return HttpResponse.json(reply.body as Record<string, unknown>, { status: reply.status, headers: reply.headers });
    }
  }),
];
