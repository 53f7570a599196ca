import type { Worker } from 'node:worker_threads';
import type { Bundle } from '../bundle/types';
import type { ActionRenderResult } from '../core/runtime/calls';
import { encodeEnvelope, fetchEvent } from '../core/runtime/envelope';
import type { RuntimeEnvironment } from '../core/runtime/types';
import type {
  ActionOutcome,
  ComponentAction,
  ComponentElement,
  HostResult,
  LogEntry,
  ScriptHost,
  ScriptProblem,
  ScriptSummary,
  SerializedRequest,
  SerializedResponse,
} from '../sandbox/types';
import { BusyClock, DEFAULT_TIMEOUT_MS, type HeartbeatAnswer, hungRequestMessage, SUBREQUEST_TIMEOUT_MS, sharedClock, watchCall } from '../sandbox/time-limit';
import type { FromHarnessWorker, HarnessCall, HarnessOutcome } from './protocol';
import { starvationOf } from './thread-stats';
import { startWorker } from './worker-code';

/** The browser sandbox's limit for every call into the script, on its own busy time (src/sandbox/time-limit.ts). */
export { DEFAULT_TIMEOUT_MS };
// How long a worker past its limit has to answer a ping before it counts as stuck in a loop (as src/sandbox/host.ts).
const PING_GRACE_MS = 300;

/** Resolves once the worker's own code has loaded, so a slow start (a busy machine) never counts against a call's limit. */
function booted(worker: Worker): Promise<{ worker: Worker; thread?: number }> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: FromHarnessWorker) => {
      if (message.kind !== 'ready') return;
      worker.off('message', onMessage);
      worker.off('error', reject);
      resolve({ worker, thread: message.thread });
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
}

/** A log line with the author's file, when known. */
export type HarnessLogEntry = LogEntry & { file?: string };

/** What the host needs from the harness around it. */
export interface WorkerHostOptions {
  /** The limit of every call on the script's own time; waiting on its requests does not count. */
  timeoutMs?: number;
  /** How long one request of the script may stay unanswered (default SUBREQUEST_TIMEOUT_MS, 30 s). */
  subrequestTimeoutMs?: number;
  /** Answers the script's own `fetch` calls (the mocked platform). */
  fetch(request: SerializedRequest): Promise<SerializedResponse>;
  environment(): RuntimeEnvironment;
  onLog(entry: HarnessLogEntry): void;
}

type CallBody = HarnessCall extends infer C ? (C extends HarnessCall ? Omit<C, 'id'> : never) : never;

interface InFlight {
  worker: Worker;
  resolve(outcome: HarnessOutcome): void;
  logs: LogEntry[];
}

/**
 * A ScriptHost over a `node:worker_threads` worker, with the browser sandbox's time limits (src/sandbox/time-limit.ts):
 * a call past `timeoutMs` of its own busy time fails (the wait for the mocked platform's answers does not count); a
 * worker that does not even answer a ping is stuck in a loop, so it is terminated, every call in flight fails, and
 * the next call starts a fresh worker with the same bundle. A request unanswered for `subrequestTimeoutMs` fails in
 * the script, naming itself.
 */
export class WorkerHost implements ScriptHost {
  version = 0;
  summary: ScriptSummary | undefined;
  loadProblem: ScriptProblem | undefined;
  readonly timeoutMs: number;
  private worker: Promise<Worker> | undefined;
  private bundle: Bundle | undefined;
  private nextId = 1;
  private inFlight = new Map<number, InFlight>();
  /** Answers awaited, by ping id: each is handed when the worker read its ping (`sharedNow`). */
  private pongs = new Map<number, (readAt: number) => void>();
  private sharedNow = sharedClock();
  /** Each worker's busy clock: what its calls' limits count. */
  private clocks = new WeakMap<Worker, BusyClock>();
  /** Each worker's wait for a core (thread-stats.ts), where the system says. */
  private starvation = new WeakMap<Worker, () => number>();
  private listeners = new Set<() => void>();
  private closed = false;

  constructor(private readonly options: WorkerHostOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  private spawn(): Promise<Worker> {
    const started = startWorker().then(booted).then(({ worker, thread }) => {
      if (thread !== undefined) this.starvation.set(worker, starvationOf(thread));
      worker.on('message', (message: FromHarnessWorker) => this.receive(worker, message));
      worker.on('error', (error) => this.failAll(worker, `The worker failed: ${error.message}`));
      worker.on('exit', () => {
        this.clocks.get(worker)?.dispose();
        const current = this.worker;
        current?.then((running) => {
          if (running === worker && this.worker === current) this.worker = undefined;
        });
        this.failAll(worker, 'The worker stopped.');
      });
      // Never keeps a test process alive by itself: each call's timer does while the call runs. (After the
      // listeners: adding a 'message' listener refs the worker's port again.)
      worker.unref();
      return worker;
    });
    return started;
  }

  private async ready(fresh = false): Promise<Worker> {
    if (this.closed) throw new Error('kitbench/testing: this integration was closed (app.close()); load it again.');
    if (fresh) return this.spawn();
    if (!this.worker) {
      this.worker = this.spawn();
      const worker = await this.worker;
      // A restarted worker gets the last good bundle back before anything else.
      if (this.bundle) worker.postMessage({ kind: 'load', id: this.nextId++, bundle: this.bundle } satisfies HarnessCall);
      return worker;
    }
    return this.worker;
  }

  private receive(worker: Worker, message: FromHarnessWorker) {
    switch (message.kind) {
      case 'ready':
        return;
      case 'pong':
        this.pongs.get(message.id)?.(message.readAt);
        return;
      case 'log':
        for (const call of this.inFlight.values()) call.logs.push(message.entry);
        this.options.onLog(message.entry);
        return;
      case 'fetch':
        this.bridge(worker, message.id, message.request);
        return;
      case 'result': {
        const call = this.inFlight.get(message.id);
        this.inFlight.delete(message.id);
        call?.resolve(message.outcome);
        return;
      }
    }
  }

  private failAll(worker: Worker | undefined, message: string) {
    for (const [id, call] of this.inFlight) {
      if (worker && call.worker !== worker) continue;
      this.inFlight.delete(id);
      call.resolve({ ok: false, error: { kind: 'timeout', message } });
    }
  }

  private clockOf(worker: Worker): BusyClock {
    let clock = this.clocks.get(worker);
    if (!clock) {
      clock = new BusyClock({ ping: () => this.heartbeat(worker), starvedMs: this.starvation.get(worker) });
      this.clocks.set(worker, clock);
    }
    return clock;
  }

  /**
   * The script's request, answered by the mocked platform: its wait stops the script's clock, and a request that
   * never answers fails in the script after `subrequestTimeoutMs`, naming itself.
   */
  private bridge(worker: Worker, id: number, request: SerializedRequest) {
    const clock = this.clockOf(worker);
    const key = `fetch:${id}`;
    const limitMs = this.options.subrequestTimeoutMs ?? SUBREQUEST_TIMEOUT_MS;
    clock.requestStarted(key);
    let hung: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<never>((_, reject) => {
      hung = setTimeout(() => reject(new Error(hungRequestMessage(request.method, request.url, limitMs))), limitMs);
      hung.unref();
    });
    Promise.race([this.options.fetch(request), expired])
      .then(
        (response) => ({ kind: 'fetch-result' as const, id, response }),
        (error: unknown) => ({ kind: 'fetch-result' as const, id, error: error instanceof Error ? error.message : String(error) }),
      )
      .then((answer) => {
        clearTimeout(hung);
        clock.requestEnded(key);
        worker.postMessage(answer);
      });
  }

  /**
   * A heartbeat: resolves when the worker answers (never, while it is stuck in a loop), with how long the ping took
   * to be read (the answer may then wait longer for this thread, busy with the test itself).
   */
  private heartbeat(worker: Worker): Promise<HeartbeatAnswer> {
    const id = this.nextId++;
    const sentAt = this.sharedNow();
    return new Promise<HeartbeatAnswer>((resolve) => {
      this.pongs.set(id, (readAt) => {
        this.pongs.delete(id);
        resolve({ readMs: readAt - sentAt });
      });
      worker.postMessage({ kind: 'ping', id });
    });
  }

  private async ping(worker: Worker): Promise<boolean> {
    const id = this.nextId++;
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.pongs.delete(id);
        resolve(false);
      }, PING_GRACE_MS);
      this.pongs.set(id, () => {
        clearTimeout(timer);
        this.pongs.delete(id);
        resolve(true);
      });
      worker.postMessage({ kind: 'ping', id });
    });
  }

  private async call<T>(body: CallBody, what: string, on?: Worker): Promise<HostResult<T>> {
    const started = performance.now();
    const worker = on ?? (await this.ready());
    const id = this.nextId++;
    const logs: LogEntry[] = [];
    const outcome = await new Promise<HarnessOutcome>((resolve) => {
      // The limit counts the script's own time: the wait for its requests' answers stops the clock (time-limit.ts).
      const watch = watchCall(this.clockOf(worker), this.timeoutMs, async () => {
        if (!this.inFlight.has(id)) return;
        if (await this.ping(worker)) {
          if (!this.inFlight.has(id)) return;
          // A heartbeat's answer read late by this busy thread counted until it arrived: with it in, the call may be
          // within its limit after all. Then it runs on.
          if (watch.usedMs() < this.timeoutMs) return watch.resume();
          this.inFlight.delete(id);
          resolve({
            ok: false,
            error: {
              kind: 'timeout',
              message: `${what} did not finish within ${this.timeoutMs} ms of its own time (the platform's limit; waiting on its requests does not count): is it awaiting something that never settles?`,
            },
          });
          return;
        }
        // Stuck in a loop: nothing but terminating the thread stops it. The next call starts a fresh worker.
        if (this.worker && (await this.worker) === worker) this.worker = undefined;
        this.inFlight.delete(id);
        resolve({
          ok: false,
          error: {
            kind: 'timeout',
            message: `${what} did not finish within ${this.timeoutMs} ms and the script did not answer at all: an endless loop? The worker was stopped; the next call starts it again.`,
          },
        });
        this.failAll(worker, `The worker was stopped because ${what} never finished (an endless loop?).`);
        await worker.terminate();
      });
      this.inFlight.set(id, {
        worker,
        logs,
        resolve: (result) => {
          watch.stop();
          resolve(result);
        },
      });
      worker.postMessage({ ...body, id });
    });
    const durationMs = performance.now() - started;
    return outcome.ok ? { ok: true, value: outcome.value as T, durationMs, logs } : { ok: false, error: outcome.error, durationMs, logs };
  }

  /** Runs a new bundle in a fresh worker; the previous one keeps running when this one fails to load. */
  async loadBundle(bundle: Bundle): Promise<HostResult<ScriptSummary>> {
    const fresh = this.ready(true);
    const worker = await fresh;
    const result = await this.call<ScriptSummary>({ kind: 'load', bundle }, 'Loading the script', worker);
    if (result.ok) {
      const previous = this.worker;
      this.worker = fresh;
      this.bundle = bundle;
      this.summary = result.value;
      this.loadProblem = undefined;
      if (previous) await (await previous).terminate();
    } else {
      this.loadProblem = result.error;
      await worker.terminate();
    }
    this.version += 1;
    for (const listener of this.listeners) listener();
    return result;
  }

  /** Not used by the harness (it loads folders through `loadBundle`). */
  async load(): Promise<HostResult<ScriptSummary>> {
    return { ok: false, error: { kind: 'missing', message: 'kitbench/testing loads a folder: use loadIntegration(folder).' }, durationMs: 0, logs: [] };
  }

  initialState(componentId: string, props: Record<string, unknown>, context?: ComponentElement['context']) {
    return this.call<Record<string, unknown>>(
      { kind: 'initialState', componentId, props, environment: this.options.environment(), context },
      `initialState of "${componentId}"`,
    );
  }

  render(element: ComponentElement) {
    return this.call<unknown>({ kind: 'render', element, environment: this.options.environment() }, `render of "${element.componentId}"`);
  }

  action(element: ComponentElement, action: ComponentAction) {
    return this.call<ActionOutcome>(
      { kind: 'action', element, action, environment: this.options.environment() },
      `action "${action.action}" of "${element.componentId}"`,
    );
  }

  /** The action and the render after it, in one call (core/runtime/calls.ts `actionRender`). */
  actionRender(element: ComponentElement, action: ComponentAction) {
    return this.call<ActionRenderResult<ScriptProblem>>(
      { kind: 'actionRender', element, action, environment: this.options.environment() },
      `action "${action.action}" of "${element.componentId}" and its render`,
    );
  }

  dispatchEvent(event: { type: string; [key: string]: unknown }) {
    return this.call<unknown>({ kind: 'event', event, environment: this.options.environment() }, `the "${event.type}" event handler`);
  }

  /** Hands one `POST /v1` envelope (multipart/form-data) to the script, as the platform does. */
  dispatchEnvelope(envelope: { contentType: string; body: Uint8Array }) {
    return this.call<SerializedResponse>({ kind: 'envelope', contentType: envelope.contentType, body: envelope.body }, 'the fetch handler');
  }

  async fetch(request: SerializedRequest) {
    const environment = this.options.environment();
    const body = request.body === undefined ? undefined : new TextEncoder().encode(request.body);
    const envelope = await encodeEnvelope({
      event: fetchEvent({ method: request.method, url: request.url, headers: request.headers }, environment.installation?.id),
      environment,
      fetchBody: body,
    });
    return this.dispatchEnvelope(envelope);
  }

  /** Resolves once no call is in flight (a queued task waits for the call that queued it to answer). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Stops the worker; calls after this fail. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(undefined, 'The integration was closed.');
    if (worker) await (await worker).terminate();
  }
}
