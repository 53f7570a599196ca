import { eventIdOf } from './payloads';
import { createReceiver, type Receiver } from './receiver';
import { type VerifyResult, verify } from './signature';

/**
 * The playground's fake receivers with selectable behaviour, framework-free: the MSW handlers in src/mock
 * adapt them to HTTP, and the Webhooks panel reads their log. State is kept per receiver: attempts per eventId
 * and the seen-eventId window.
 */

/** How a mock receiver answers. */
export type ReceiverBehaviour =
  | { kind: 'ok' }
  | { kind: 'fail-then-ok'; failures: number }
  | { kind: 'status'; status: 400 | 429 | 500 }
  | { kind: 'timeout' }
  | { kind: 'network-error' }
  | { kind: 'wrong-secret' };

/** What the `always-429` receiver answers in `Retry-After`, in seconds. */
export const MOCK_RETRY_AFTER_SECONDS = 2;

/** The origin of the mock receivers' URLs; MSW answers it in the browser. */
export const MOCK_RECEIVER_ORIGIN = 'https://receiver.kitbench.local';

/** The URL path segment naming a behaviour, e.g. `fail-2-then-200`. */
export function behaviourSlug(behaviour: ReceiverBehaviour): string {
  switch (behaviour.kind) {
    case 'ok':
      return 'always-200';
    case 'fail-then-ok':
      return `fail-${behaviour.failures}-then-200`;
    case 'status':
      return `always-${behaviour.status}`;
    case 'timeout':
    case 'network-error':
    case 'wrong-secret':
      return behaviour.kind;
  }
}

/** The behaviour a slug names, or undefined. */
export function parseBehaviourSlug(slug: string): ReceiverBehaviour | undefined {
  if (slug === 'always-200') return { kind: 'ok' };
  const fail = /^fail-(\d{1,2})-then-200$/.exec(slug);
  if (fail) return { kind: 'fail-then-ok', failures: Number(fail[1]) };
  const status = /^always-(400|429|500)$/.exec(slug);
  if (status) return { kind: 'status', status: Number(status[1]) as 400 | 429 | 500 };
  if (slug === 'timeout' || slug === 'network-error' || slug === 'wrong-secret') return { kind: slug };
  return undefined;
}

/** The mock receiver URL for a behaviour. */
export function mockReceiverUrl(behaviour: ReceiverBehaviour): string {
  return `${MOCK_RECEIVER_ORIGIN}/hooks/${behaviourSlug(behaviour)}`;
}

/** What the HTTP adapter should do. */
export type MockReply =
  | { kind: 'respond'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'hang' }
  | { kind: 'network-error' };

/** One request as a mock receiver saw it. */
export interface ReceiverLogEntry {
  id: number;
  at: number;
  receiver: string;
  eventId?: string;
  /** How many requests with this eventId this receiver has seen, this one included. */
  attemptForEvent: number;
  verification: VerifyResult;
  duplicate: boolean;
  /** The status answered; undefined when the receiver hung or dropped the connection. */
  status?: number;
  note: string;
}

/** The set of mock receivers sharing one configured secret. */
export interface ReceiverHub {
  /** The secret the receivers verify with (the panel's signing secret). */
  configure(settings: { secret: string }): void;
  handle(slug: string, rawBody: string, signatureHeader: string | null): Promise<MockReply>;
  log(): readonly ReceiverLogEntry[];
  subscribe(listener: () => void): () => void;
  /** Forgets every receiver's counters, seen eventIds and the log. */
  reset(): void;
}

const LOG_LIMIT = 200;
const WRONG_SECRET_SUFFIX = '-but-not-this-one';

/** Creates a hub; `now` is injectable for tests. */
export function createReceiverHub(now: () => number = () => Date.now()): ReceiverHub {
  let secret = '';
  let entries: ReceiverLogEntry[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const counters = new Map<string, Map<string, number>>();
  const receivers = new Map<string, Receiver>();

  function receiverFor(slug: string, receiverSecret: string): Receiver {
    const key = `${slug}\u0000${receiverSecret}`;
    let receiver = receivers.get(key);
    if (!receiver) {
      receiver = createReceiver({ secret: receiverSecret, now });
      receivers.set(key, receiver);
    }
    return receiver;
  }

  function record(entry: Omit<ReceiverLogEntry, 'id' | 'at'>) {
    entries = [{ ...entry, id: nextId++, at: now() }, ...entries].slice(0, LOG_LIMIT);
    for (const listener of listeners) listener();
  }

  return {
    configure(settings) {
      secret = settings.secret;
    },
    async handle(slug, rawBody, signatureHeader) {
      const behaviour = parseBehaviourSlug(slug);
      const eventId = eventIdOf(rawBody);
      const perEvent = counters.get(slug) ?? new Map<string, number>();
      counters.set(slug, perEvent);
      const counterKey = eventId ?? '(no eventId)';
      const attemptForEvent = (perEvent.get(counterKey) ?? 0) + 1;
      perEvent.set(counterKey, attemptForEvent);
      const base = { receiver: slug, eventId, attemptForEvent, duplicate: false };

      if (!behaviour) {
        const verification = await verify(signatureHeader, rawBody, secret, { now: Math.floor(now() / 1000) });
        record({ ...base, verification, status: 404, note: `no mock receiver named “${slug}”` });
        return { kind: 'respond', status: 404, body: { error: `No mock receiver named ${slug}` } };
      }
      // a failing receiver still checks the signature, so the log shows what it would have accepted
      const failWith = (status: number, note: string) => async (): Promise<MockReply> => {
        const verification = await verify(signatureHeader, rawBody, secret, { now: Math.floor(now() / 1000) });
        record({ ...base, verification, status, note });
        // a rate-limited receiver says when to come back, as real ones do
        const headers = status === 429 ? { 'Retry-After': String(MOCK_RETRY_AFTER_SECONDS) } : undefined;
        return { kind: 'respond', status, body: { error: note }, ...(headers ? { headers } : {}) };
      };
      switch (behaviour.kind) {
        case 'status':
          return failWith(behaviour.status, `answers ${behaviour.status} by design`)();
        case 'fail-then-ok':
          if (attemptForEvent <= behaviour.failures) {
            return failWith(500, `failure ${attemptForEvent} of ${behaviour.failures} by design`)();
          }
          break;
        case 'timeout': {
          const verification = await verify(signatureHeader, rawBody, secret, { now: Math.floor(now() / 1000) });
          record({ ...base, verification, note: 'never answers (time-out by design)' });
          return { kind: 'hang' };
        }
        case 'network-error': {
          const verification = await verify(signatureHeader, rawBody, secret, { now: Math.floor(now() / 1000) });
          record({ ...base, verification, note: 'dropped the connection by design' });
          return { kind: 'network-error' };
        }
        case 'ok':
        case 'wrong-secret':
          break;
      }
      const receiverSecret = behaviour.kind === 'wrong-secret' ? `${secret}${WRONG_SECRET_SUFFIX}` : secret;
      const reply = await receiverFor(slug, receiverSecret).receive(rawBody, signatureHeader);
      const note = !reply.verification.valid
        ? `rejected: ${reply.verification.message}`
        : reply.duplicate
          ? 'duplicate eventId: acknowledged, not processed again'
          : 'verified and processed';
      record({ ...base, verification: reply.verification, duplicate: reply.duplicate, status: reply.status, note });
      return { kind: 'respond', status: reply.status, body: reply.body };
    },
    log: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      entries = [];
      counters.clear();
      receivers.clear();
      for (const listener of listeners) listener();
    },
  };
}

/** The playground's one hub: shared by the MSW handlers and the Webhooks panel (same page, same module). */
export const mockReceivers: ReceiverHub = createReceiverHub();
