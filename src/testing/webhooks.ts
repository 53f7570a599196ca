import { HttpResponse, http, type RequestHandler } from 'msw';
import { type DeliveryResult, deliver } from '../core/webhooks/delivery';
import { MOCK_RECEIVER_ORIGIN } from '../core/webhooks/mock-receivers';
import { createPayload, eventIdOf, isWebhookEventType, serializePayload, type WebhookEventType } from '../core/webhooks/payloads';
import { createReceiver } from '../core/webhooks/receiver';
import { SIGNATURE_HEADER, type VerifyResult, verify } from '../core/webhooks/signature';
import { type Clock, realClock, type Transport } from '../core/webhooks/transport';

/** Options of `app.webhookReceiver`. */
export interface WebhookReceiverOptions {
  /** The signing secret the receiver verifies `X-Service-Signature` with. */
  secret: string;
  /** The status answered to each signed request in turn (e.g. `[500, 200]`: fail once, then accept); 200 after the last. */
  script?: number[];
  /** Wait the real retry delays (1 s, 2 s, 4 s). Default false: the delays are recorded, not waited. */
  realTime?: boolean;
}

/** One request the receiver got. */
export interface ReceivedWebhook {
  /** 1 for the first request the receiver got, 2 for the next… */
  number: number;
  status: number;
  body: string;
  eventId?: string;
  /** The signature checked out against the raw body and the receiver's secret. */
  signatureValid: boolean;
  /** Why the signature failed, when it did. */
  signatureProblem?: string;
  duplicate: boolean;
}

/** A mock webhook receiver at `url`: verifies signatures, answers as scripted, records every request. */
export interface TestWebhookReceiver {
  readonly url: string;
  readonly requests: readonly ReceivedWebhook[];
  /**
   * Delivers one signed webhook here as the platform does (a realistic payload of `event`, or the given payload),
   * retrying on 429, 5xx and network errors: at most 3 retries, each attempt signed afresh. `secret` signs with
   * another secret than the receiver's (a rotated or wrong one).
   */
  deliver(event: WebhookEventType | Record<string, unknown>, options?: { secret?: string }): Promise<DeliveryResult>;
}

let receiverCounter = 0;

const instantClock: Clock = { now: () => Date.now(), sleep: () => Promise.resolve() };

/** @internal Creates a receiver and the MSW handler that plays it; `transport` sends through the test's platform. */
export function createWebhookReceiver(options: WebhookReceiverOptions, transport: Transport): { receiver: TestWebhookReceiver; handler: RequestHandler } {
  receiverCounter += 1;
  const url = `${MOCK_RECEIVER_ORIGIN}/kitbench-test/${receiverCounter}`;
  const verifier = createReceiver({ secret: options.secret });
  const script = options.script ?? [];
  const requests: ReceivedWebhook[] = [];

  const handler = http.post(url, async ({ request }) => {
    const body = await request.text();
    const header = request.headers.get(SIGNATURE_HEADER);
    const number = requests.length + 1;
    const scripted = script[number - 1];
    const record = (status: number, verification: VerifyResult, duplicate: boolean) =>
      requests.push({
        number,
        status,
        body,
        eventId: eventIdOf(body),
        signatureValid: verification.valid,
        signatureProblem: verification.valid ? undefined : verification.message,
        duplicate,
      });
    if (scripted !== undefined && (scripted < 200 || scripted >= 300)) {
      // A scripted failure still checks the signature but does not process (nor remember) the event.
      const verification = await verify(header, body, options.secret);
      const status = verification.valid ? scripted : 401;
      record(status, verification, false);
      return HttpResponse.json({ error: verification.valid ? `answers ${status} (scripted)` : verification.message }, { status });
    }
    const reply = await verifier.receive(body, header);
    record(reply.status, reply.verification, reply.duplicate);
    return HttpResponse.json(reply.body, { status: reply.status });
  });

  const receiver: TestWebhookReceiver = {
    url,
    requests,
    deliver(event, deliverOptions = {}) {
      const body = typeof event === 'string' ? serializePayloadOf(event) : JSON.stringify(event);
      // Waits between attempts may be skipped; an attempt's own time-out always runs in real time.
      return deliver({ url, secret: deliverOptions.secret ?? options.secret, body, transport, clock: options.realTime ? realClock : instantClock, timeoutSleep: realClock.sleep });
    },
  };
  return { receiver, handler };
}

function serializePayloadOf(type: string): string {
  if (!isWebhookEventType(type)) {
    throw new TypeError(`kitbench/testing: "${type}" is not a webhook event; use space_content_updated, site_view or page_feedback, or pass a payload object.`);
  }
  return serializePayload(createPayload(type));
}
