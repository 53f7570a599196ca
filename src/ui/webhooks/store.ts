import { useSyncExternalStore } from 'react';
import {
  type Clock,
  type DeliveryAttempt,
  deliver,
  eventIdOf,
  fetchTransport,
  mockReceivers,
  realClock,
  scaledClock,
  type Transport,
} from '../../core/webhooks/index';
import { networkLog } from '../../sandbox/network-log';

/**
 * The Webhooks panel's in-memory state: the deliveries it started, live. A tiny external store read with
 * useSyncExternalStore; a delivery keeps running (and updating) while the user looks at another tab.
 */

/** Real time, or every wait and time-out ten times faster. */
export type Speed = 'real' | 'fast';
/** How much faster fast-forward runs. */
export const FAST_FORWARD_FACTOR = 10;

/** The wait before the next attempt, as the timeline counts it down. */
export interface Waiting {
  nextAttempt: number;
  /** The policy's delay (delivery time). */
  delayMs: number;
  /** When the wait ends, in page time (shorter than delayMs in fast-forward). */
  endsAt: number;
  factor: number;
}

/** One delivery the panel started. */
export interface DeliveryRun {
  id: number;
  eventId?: string;
  url: string;
  body: string;
  speed: Speed;
  timeoutMs: number;
  status: 'running' | 'delivered' | 'failed' | 'cancelled';
  reason?: string;
  /** Snapshots of the attempts so far (the engine's records, copied at each event). */
  attempts: DeliveryAttempt[];
  waiting?: Waiting;
  /** The delivery this one replays (same body and eventId). */
  replayOf?: number;
}

interface State {
  runs: DeliveryRun[];
}

const RUN_LIMIT = 20;
let state: State = { runs: [] };
let nextId = 1;
const listeners = new Set<() => void>();
const controllers = new Map<number, AbortController>();

function setState(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

function updateRun(id: number, change: (run: DeliveryRun) => DeliveryRun) {
  setState({ runs: state.runs.map((run) => (run.id === id ? change(run) : run)) });
}

function upsertAttempt(attempts: DeliveryAttempt[], attempt: DeliveryAttempt): DeliveryAttempt[] {
  const copy = { ...attempt };
  const index = attempts.findIndex((a) => a.attempt === attempt.attempt);
  return index < 0 ? [...attempts, copy] : attempts.map((a, i) => (i === index ? copy : a));
}

const decoder = new TextDecoder();

/** fetch, with each attempt also listed in the Network panel, like every other request the playground makes. */
const loggedTransport: Transport = async (request) => {
  const entry = networkLog.start('playground', {
    method: request.method,
    url: request.url,
    headers: request.headers,
    body: typeof request.body === 'string' ? request.body : decoder.decode(request.body),
  });
  try {
    const response = await fetchTransport(request);
    networkLog.finish(entry, { response });
    return response;
  } catch (error) {
    const message = request.signal.aborted ? 'aborted: time-out or cancelled' : error instanceof Error ? error.message : String(error);
    networkLog.finish(entry, { error: message });
    throw error;
  }
};

/** What to send. */
export interface SendRequest {
  url: string;
  body: string;
  secret: string;
  timeoutMs: number;
  speed: Speed;
  replayOf?: number;
}

/** Starts a delivery; resolves when it ends. */
export function startDelivery(request: SendRequest): Promise<void> {
  const id = nextId++;
  const controller = new AbortController();
  controllers.set(id, controller);
  // the mock receivers verify with the secret the user configured, as the platform's receiver would
  mockReceivers.configure({ secret: request.secret });
  const factor = request.speed === 'fast' ? FAST_FORWARD_FACTOR : 1;
  const clock: Clock = factor === 1 ? realClock : scaledClock(factor);
  const run: DeliveryRun = {
    id,
    eventId: eventIdOf(request.body),
    url: request.url,
    body: request.body,
    speed: request.speed,
    timeoutMs: request.timeoutMs,
    status: 'running',
    attempts: [],
    replayOf: request.replayOf,
  };
  setState({ runs: [run, ...state.runs].slice(0, RUN_LIMIT) });
  return deliver({
    url: request.url,
    secret: request.secret,
    body: request.body,
    timeoutMs: request.timeoutMs,
    clock,
    transport: loggedTransport,
    signal: controller.signal,
    onEvent: (event) => {
      switch (event.type) {
        case 'attempt-start':
        case 'attempt-end':
          updateRun(id, (r) => ({ ...r, waiting: undefined, attempts: upsertAttempt(r.attempts, event.attempt) }));
          break;
        case 'waiting':
          updateRun(id, (r) => ({
            ...r,
            waiting: {
              nextAttempt: event.nextAttempt,
              delayMs: event.delayMs,
              endsAt: Date.now() + event.delayMs / factor,
              factor,
            },
          }));
          break;
        case 'done': {
          const { result } = event;
          const status = result.cancelled ? 'cancelled' : result.delivered ? 'delivered' : 'failed';
          updateRun(id, (r) => ({ ...r, status, reason: result.reason, waiting: undefined }));
          break;
        }
      }
    },
  }).then(
    () => {
      controllers.delete(id);
    },
    (error: unknown) => {
      controllers.delete(id);
      updateRun(id, (r) => ({ ...r, status: 'failed', reason: error instanceof Error ? error.message : String(error) }));
    },
  );
}

/** Stops a running delivery: the current attempt is aborted and no further one is made. */
export function cancelDelivery(id: number) {
  controllers.get(id)?.abort();
}

/** Forgets finished deliveries (running ones stay). */
export function clearFinishedDeliveries() {
  setState({ runs: state.runs.filter((run) => run.status === 'running') });
}

/** The delivery runs, newest first. */
export function useDeliveryRuns(): DeliveryRun[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state.runs,
    () => state.runs,
  );
}

/** The delivery runs, newest first, outside React (`kitbench/playwright` reads them through the page's bridge). */
export function deliveryRuns(): DeliveryRun[] {
  return state.runs;
}

/** The newest run, for "send the same eventId again" and the workbench's "use last attempt". */
export function latestRun(): DeliveryRun | undefined {
  return state.runs[0];
}
