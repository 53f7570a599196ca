import type { HmacSha256 } from './hmac';
import { eventIdOf } from './payloads';
import { DEFAULT_TOLERANCE_SECONDS, type RawBody, type VerifyResult, verify } from './signature';

/** How long a receiver remembers an `eventId` (spec: Webhook events, "one documented practice"). */
export const DEDUPE_WINDOW_MS = 2 * 60 * 1000;

/** What a receiver answered and why. */
export interface ReceiverReply {
  status: number;
  /** `{ received: true }`, `{ received: true, duplicate: true }` or `{ error }`. */
  body: { received: true; duplicate?: true } | { error: string };
  verification: VerifyResult;
  eventId?: string;
  /** The eventId was seen within the window: answered 200 without processing it again. */
  duplicate: boolean;
}

/** Options of a receiver. */
export interface ReceiverOptions {
  secret: string;
  toleranceSeconds?: number;
  /** Milliseconds since the epoch. */
  now?: () => number;
  dedupeWindowMs?: number;
  hmac?: HmacSha256;
}

/** A webhook receiver as the spec recommends: verify the raw body, de-duplicate, answer fast. */
export interface Receiver {
  receive(rawBody: RawBody, signatureHeader: string | null | undefined): Promise<ReceiverReply>;
  /** Forgets every seen eventId. */
  reset(): void;
}

const decoder = new TextDecoder();

/** Creates a receiver: 401 `{ error }` on a bad signature, 200 `{ received: true }` otherwise, each eventId once. */
export function createReceiver(options: ReceiverOptions): Receiver {
  const now = options.now ?? (() => Date.now());
  const windowMs = options.dedupeWindowMs ?? DEDUPE_WINDOW_MS;
  const seen = new Map<string, number>();

  function forgetExpired(at: number) {
    for (const [id, seenAt] of seen) if (at - seenAt >= windowMs) seen.delete(id);
  }

  return {
    async receive(rawBody, signatureHeader) {
      const at = now();
      const verification = await verify(signatureHeader, rawBody, options.secret, {
        toleranceSeconds: options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS,
        now: Math.floor(at / 1000),
        hmac: options.hmac,
      });
      const eventId = eventIdOf(typeof rawBody === 'string' ? rawBody : decoder.decode(rawBody));
      if (!verification.valid) {
        return { status: 401, body: { error: verification.message }, verification, eventId, duplicate: false };
      }
      forgetExpired(at);
      if (eventId !== undefined && seen.has(eventId)) {
        return { status: 200, body: { received: true, duplicate: true }, verification, eventId, duplicate: true };
      }
      if (eventId !== undefined) seen.set(eventId, at);
      return { status: 200, body: { received: true }, verification, eventId, duplicate: false };
    },
    reset() {
      seen.clear();
    },
  };
}
