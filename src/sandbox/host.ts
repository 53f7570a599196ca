import { createBrowserBundler } from '../bundle/browser';
import { BUNDLE_FILE_NAME, type Bundle, type BundleInput, type BundleProblem } from '../bundle/types';
import { buildEnvironment } from '../core/runtime/environment';
import { type EncodedEnvelope, encodeEnvelope, fetchEvent } from '../core/runtime/envelope';
import type { ActionRenderResult } from '../core/runtime/calls';
import type { RuntimeEnvironment } from '../core/runtime/types';
import { bridgeFetch, recordMocked } from './bridge';
import { problemOfBundle, problemWords } from './bundle-problems';
import { createFrame } from './frame';
import { lazyMapper, mapLogEntry, mapProblem, type SourceMapper } from './locations';
import { networkLog } from './network-log';
import { type CallPayload, describeCall, type FromWorker, type WorkerCall, type WorkerOutcome } from './protocol';
import { BusyClock, DEFAULT_TIMEOUT_MS, type HeartbeatAnswer, hungRequestMessage, SUBREQUEST_TIMEOUT_MS, sharedClock, watchCall } from './time-limit';
import type { HostResult, LogEntry, PlaygroundScriptHost, ScriptProblem, ScriptSummary, SerializedResponse } from './types';

/** Default time limit of every call into the script, on its own busy time (DESIGN.md, time-limit.ts). */
export { DEFAULT_TIMEOUT_MS };
const SANDBOX_START_TIMEOUT_MS = 10_000;
/** How long a worker past its time limit has to answer a ping before it counts as stuck. */
const PING_WAIT_MS = 300;

/** A load's outcome, and whether the previous version keeps running (the bundle never reached the worker). */
interface LoadOutcome {
  result: HostResult<ScriptSummary>;
  keptPrevious: boolean;
}

interface PendingCall {
  resolve: (result: HostResult<unknown>) => void;
  /** Unset while the call waits for the platform to be up (its time limit starts then). */
  watch?: ReturnType<typeof watchCall>;
  logs: LogEntry[];
  startedAt: number;
  label: string;
}

export interface SandboxHostOptions {
  /** The limit of every call on the script's own busy time (time-limit.ts); waiting on its requests does not count. */
  timeoutMs?: number;
  /** How long one bridged request of the script may stay unanswered (default SUBREQUEST_TIMEOUT_MS). */
  subrequestTimeoutMs?: number;
  /**
   * While this returns a pending promise (the mocked platform still starting), a call's time limit starts when it
   * settles: a script awaiting the platform must not time out because kitbench's own platform was not up yet.
   */
  platformUp?: () => Promise<void> | undefined;
}

/**
 * Runs the author's script in a worker inside a sandboxed iframe (DESIGN.md "The author's script runs isolated").
 * Every call is time-limited on the script's own busy time (time-limit.ts: the wait for its requests does not
 * count): past the limit a stuck worker is terminated and restarted with the last good script, and the call
 * resolves a `timeout` problem. No call ever throws.
 */
export function createSandboxHost(options: SandboxHostOptions = {}): PlaygroundScriptHost {
  const listeners = new Set<() => void>();
  /** Answers awaited, by ping id: each is handed when the worker read its ping (`sharedNow`). */
  const pongs = new Map<number, (readAt: number) => void>();
  const sharedNow = sharedClock();
  const logListeners = new Set<(entry: LogEntry) => void>();
  const pending = new Map<number, PendingCall>();
  let bundler: ReturnType<typeof createBrowserBundler> | undefined;
  let frame: ReturnType<typeof createFrame> | undefined;
  let runtimeModules: Promise<{ modules: Record<string, string>; entry: string }> | undefined;
  let counter = 0;
  /** The last bundle that loaded, for restarts after a stuck call. */
  let loaded: { code: string; mapper: SourceMapper; mocks?: Bundle['mocks'] } | undefined;
  /** The source map of the bundle in the current worker: every position it reports is mapped through it. */
  let mapper: SourceMapper | undefined;
  let shownWarnings = '[]';
  let sessionReady: Promise<void> = Promise.resolve();
  let markReady: () => void = () => undefined;
  let markFailed: (error: Error) => void = () => undefined;
  let loadQueue: Promise<unknown> = Promise.resolve();
  let loadsInFlight = 0;
  /** The current worker's busy clock (a restarted worker gets a fresh one). */
  let clock = new BusyClock({ ping: heartbeat });
  let environment: RuntimeEnvironment = buildEnvironment({ integrationName: 'integration', secrets: undefined, env: {}, installation: null });

  const notify = () => {
    for (const listener of listeners) listener();
  };
  const emitLog = (entry: LogEntry) => {
    for (const listener of logListeners) listener(entry);
  };

  function onWorkerMessage(message: FromWorker) {
    if (message.kind === 'ready') {
      markReady();
    } else if (message.kind === 'pong') {
      pongs.get(message.id)?.(message.readAt);
      pongs.delete(message.id);
    } else if (message.kind === 'logs') {
      const entries = message.entries.map((entry) => mapLogEntry(entry, mapper));
      if (message.dropped > 0) {
        // worker-main.ts LOG_BURST and LOG_REFILL_PER_SECOND.
        const lines = message.dropped === 1 ? '1 line' : `${message.dropped} lines`;
        entries.push({ level: 'warn', message: `${lines} dropped: the script logs faster than 500 lines at once (then 50 a second); the first ones are shown.`, time: Date.now() });
      }
      for (const call of pending.values()) call.logs.push(...entries);
      for (const entry of entries) emitLog(entry);
    } else if (message.kind === 'fetch') {
      bridge(message.id, message.request);
    } else if (message.kind === 'mock-wait') {
      if (message.done) clock.requestEnded(`mock:${message.id}`);
      else clock.requestStarted(`mock:${message.id}`);
    } else if (message.kind === 'mocked') {
      recordMocked(message.request, message.response);
    } else if (message.kind === 'result') {
      settle(message.id, message.outcome);
    }
  }

  /**
   * Performs the script's request while its clock stops (time-limit.ts); one that hangs past the subrequest limit
   * is aborted and fails in the script, naming itself.
   */
  function bridge(id: number, request: Parameters<typeof bridgeFetch>[0]) {
    const own = clock;
    const key = `fetch:${id}`;
    const limitMs = options.subrequestTimeoutMs ?? SUBREQUEST_TIMEOUT_MS;
    const limit = new AbortController();
    const timer = setTimeout(() => limit.abort(new Error(hungRequestMessage(request.method, request.url, limitMs))), limitMs);
    own.requestStarted(key);
    void bridgeFetch(request, limit.signal).then((answer) => {
      clearTimeout(timer);
      own.requestEnded(key);
      if (own === clock) getFrame().send({ kind: 'fetch-result', id, ...answer });
    });
  }

  /**
   * A heartbeat to the worker while it waits on a request: resolves when it answers (never, while it loops), with
   * how long the ping took to be read (the answer may then wait longer for this page's busy thread).
   */
  function heartbeat(): Promise<HeartbeatAnswer> {
    counter += 1;
    const id = counter;
    const sentAt = sharedNow();
    return new Promise((resolve) => {
      pongs.set(id, (readAt) => resolve({ readMs: readAt - sentAt }));
      getFrame().send({ kind: 'ping', id });
    });
  }

  function getFrame() {
    frame ??= createFrame(onWorkerMessage, (message) => {
      emitLog({ level: 'error', message: `The sandbox worker failed: ${message}`, time: Date.now() });
      markFailed(new Error(`The sandbox worker failed: ${message}`));
      failAll({ kind: 'runtime', message: `The sandbox worker failed: ${message}` });
    });
    return frame;
  }

  /**
   * The worker's runtime modules, transpiled at build time (sandbox-modules.ts: the core runtime and
   * `@service/api` as text, MSW pre-bundled) are a chunk of their own, loaded when the first worker starts, so they
   * stay off the page's first load.
   */
  function sandboxModules(): Promise<{ modules: Record<string, string>; entry: string }> {
    runtimeModules ??= import('./sandbox-modules').then(({ sandboxModules, SANDBOX_ENTRY }) => ({ modules: sandboxModules, entry: SANDBOX_ENTRY }));
    return runtimeModules;
  }

  /** Terminates the current worker and starts a fresh one (the old session's answers are dropped). */
  async function restartWorker(): Promise<void> {
    const { modules, entry } = await sandboxModules();
    clock.dispose();
    clock = new BusyClock({ ping: heartbeat });
    let timer: ReturnType<typeof setTimeout> | undefined;
    sessionReady = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      markFailed = reject;
      // A sandbox that never answers (blocked iframe, broken worker) must fail calls, not hang them.
      timer = setTimeout(() => reject(new Error('The script sandbox did not start within 10 s.')), SANDBOX_START_TIMEOUT_MS);
    });
    sessionReady.then(
      () => clearTimeout(timer),
      () => clearTimeout(timer),
    );
    await Promise.all([getFrame().start(modules, entry), sessionReady]);
  }

  function settle(id: number, outcome: WorkerOutcome) {
    const call = pending.get(id);
    if (!call) return;
    pending.delete(id);
    call.watch?.stop();
    const durationMs = Math.round(performance.now() - call.startedAt);
    if (!outcome.ok) {
      const error = mapProblem(outcome.error, mapper);
      // A message that already names the call (a time-out) is said once, not prefixed again.
      const message = error.message.startsWith(call.label) ? error.message : `${call.label} failed: ${error.message}`;
      emitLog({ level: 'error', message, file: error.file, line: error.line, column: error.column, time: Date.now() });
      call.resolve({ ok: false, error, durationMs, logs: call.logs });
      return;
    }
    call.resolve({ ok: true, value: outcome.value, durationMs, logs: call.logs });
  }

  function failAll(problem: ScriptProblem) {
    for (const id of [...pending.keys()]) settle(id, { ok: false, error: problem });
  }

  /** Whether the worker answers a ping within `waitMs`: false when it is stuck in synchronous code. */
  function isResponsive(waitMs: number): Promise<boolean> {
    counter += 1;
    const id = counter;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        pongs.delete(id);
        resolve(false);
      }, waitMs);
      pongs.set(id, () => {
        clearTimeout(timer);
        resolve(true);
      });
      getFrame().send({ kind: 'ping', id });
    });
  }

  /**
   * A call ran past its limit. A worker that still answers pings is merely awaiting (a slow fetch, a promise that
   * never settles): only that call fails. A worker that does not is stuck (an endless loop): it is terminated and
   * restarted with the last good script, and every call in flight fails.
   */
  async function onTimeout(id: number, label: string, reloadAfter: boolean) {
    const limit = host.timeoutMs / 1000;
    if (await isResponsive(PING_WAIT_MS)) {
      // A heartbeat's answer read late by this busy page counted until it arrived: with it in, the call may be
      // within its limit after all. Then it runs on.
      const watch = pending.get(id)?.watch;
      if (watch && watch.usedMs() < host.timeoutMs) return watch.resume();
      settle(id, { ok: false, error: { kind: 'timeout', message: `${label} did not finish within ${limit} s (it is still waiting for something).` } });
      return;
    }
    settle(id, { ok: false, error: { kind: 'timeout', message: `${label} did not finish within ${limit} s (an endless loop?). The script was stopped and restarted.` } });
    failAll({ kind: 'runtime', message: 'The script was restarted after another call timed out.' });
    await restartWorker();
    mapper = loaded?.mapper;
    if (reloadAfter && loaded) await send({ kind: 'load', code: loaded.code, fileName: BUNDLE_FILE_NAME, mocks: loaded.mocks });
  }

  /** Posts one call to the current worker with the time limit; resolves its outcome. */
  function send<T>(call: CallPayload): Promise<HostResult<T>> {
    counter += 1;
    const id = counter;
    const label = describeCall(call);
    return new Promise<HostResult<T>>((resolve) => {
      const entry: PendingCall = { resolve: resolve as (result: HostResult<unknown>) => void, logs: [], startedAt: performance.now(), label };
      const arm = () => {
        // The call's own time counts from here, on the worker's busy clock (time-limit.ts).
        if (pending.get(id) === entry) entry.watch = watchCall(clock, host.timeoutMs, () => void onTimeout(id, label, call.kind !== 'load'));
      };
      pending.set(id, entry);
      const platform = options.platformUp?.();
      if (platform) void platform.then(arm);
      else arm();
      getFrame().send({ ...call, id } as WorkerCall);
    });
  }

  /** A call that waits for any load in progress, so it runs against the newest script. */
  async function call<T>(payload: CallPayload): Promise<HostResult<T>> {
    try {
      await loadQueue;
      await sessionReady;
      return await send<T>(payload);
    } catch (error) {
      return { ok: false, error: { kind: 'runtime', message: error instanceof Error ? error.message : String(error) }, durationMs: 0, logs: [] };
    }
  }

  /** Evaluates a bundle in a fresh worker: timers and globals of the previous version never leak into the next. */
  async function loadBundle(bundle: Bundle): Promise<LoadOutcome> {
    // The same warnings again after each keystroke would bury the Console: only new ones are shown.
    const warnings = JSON.stringify(bundle.warnings);
    if (warnings !== shownWarnings) {
      for (const warning of bundle.warnings) emitLog({ level: 'warn', message: warning.message, file: warning.file, line: warning.line, column: warning.column, time: Date.now() });
    }
    shownWarnings = warnings;
    await restartWorker();
    const bundleMapper = lazyMapper(bundle.map);
    mapper = bundleMapper;
    const result = await send<ScriptSummary>({ kind: 'load', code: bundle.code, fileName: BUNDLE_FILE_NAME, mocks: bundle.mocks });
    loaded = result.ok ? { code: bundle.code, mapper: bundleMapper, mocks: bundle.mocks } : undefined;
    return { result, keptPrevious: false };
  }

  /** A bundle that failed: its first problem is the load problem, and the previous version keeps running. */
  function bundleFailed(problems: BundleProblem[], durationMs: number): LoadOutcome {
    const problem = problemOfBundle(problems);
    emitLog({ level: 'error', message: `${problemWords(problem)}: ${problem.message}`, file: problem.file, line: problem.line, column: problem.column, time: Date.now() });
    return { result: { ok: false, error: problem, durationMs, logs: [] }, keptPrevious: true };
  }

  async function loadProject(input: BundleInput): Promise<LoadOutcome> {
    bundler ??= createBrowserBundler();
    const bundled = await bundler.bundle(input);
    return bundled.ok ? loadBundle(bundled) : bundleFailed(bundled.problems, bundled.durationMs);
  }

  /** Runs loads one after another, so calls made meanwhile wait and run against the newest version. */
  function enqueue(run: () => Promise<LoadOutcome>): Promise<HostResult<ScriptSummary>> {
    loadsInFlight += 1;
    Object.assign(host, { loading: true });
    notify();
    const queued = loadQueue.then(async (): Promise<HostResult<ScriptSummary>> => {
      let outcome: LoadOutcome;
      try {
        outcome = await run();
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        outcome = { result: { ok: false, error: { kind: 'runtime', message }, durationMs: 0, logs: [] }, keptPrevious: false };
      }
      const { result, keptPrevious } = outcome;
      loadsInFlight -= 1;
      Object.assign(host, {
        version: host.version + 1,
        summary: result.ok ? result.value : keptPrevious ? host.summary : undefined,
        loadProblem: result.ok ? undefined : result.error,
        loading: loadsInFlight > 0,
      });
      notify();
      return result;
    });
    loadQueue = queued.catch(() => undefined);
    return queued;
  }

  const host: PlaygroundScriptHost = {
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    version: 0,
    summary: undefined,
    loadProblem: undefined,
    loading: false,
    get environment() {
      return environment;
    },
    setEnvironment(next) {
      environment = next;
    },
    load: (source, fileName) => enqueue(() => loadProject({ files: { [fileName]: source }, entry: fileName })),
    loadProject: (input) => enqueue(() => loadProject(input)),
    loadBundle: (bundle) => enqueue(() => loadBundle(bundle)),
    loadBundleResult: (result) => enqueue(() => (result.ok ? loadBundle(result) : Promise.resolve(bundleFailed(result.problems, result.durationMs)))),
    initialState: (componentId, props, context) => call({ kind: 'initialState', componentId, props, environment: { ...environment }, context }),
    render: (element) => call({ kind: 'render', element, environment: { ...environment } }),
    action: (element, action) => call({ kind: 'action', element, action, environment: { ...environment } }),
    async actionRender(element, action) {
      const result = await call<ActionRenderResult<ScriptProblem>>({ kind: 'actionRender', element, action, environment: { ...environment } });
      const render = result.ok ? result.value.render : undefined;
      if (!result.ok || !render || render.ok) return result;
      // The render failed after the action succeeded: its problem is mapped and reported as a failed render call's is.
      const error = mapProblem(render.error, mapper);
      emitLog({ level: 'error', message: `\`render\` of \`${element.componentId}\` failed: ${error.message}`, file: error.file, line: error.line, column: error.column, time: Date.now() });
      return { ...result, value: { ...result.value, render: { ...render, error } } };
    },
    dispatchEvent: (event) => call({ kind: 'event', event, environment: { ...environment } }),
    dispatchEnvelope: (envelope) =>
      call({ kind: 'envelope', contentType: envelope.contentType, body: envelope.body.slice().buffer as ArrayBuffer }),
    async fetch(request) {
      const entry = networkLog.start('playground', request);
      try {
        const envelope: EncodedEnvelope = await encodeEnvelope({
          event: fetchEvent({ method: request.method, url: request.url, headers: request.headers }, environment.installation?.id),
          environment,
          fetchBody: request.body === undefined ? undefined : new TextEncoder().encode(request.body),
        });
        const result = await host.dispatchEnvelope(envelope);
        networkLog.finish(entry, result.ok ? { response: result.value } : { error: result.error.message });
        return result as HostResult<SerializedResponse>;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        networkLog.finish(entry, { error: message });
        return { ok: false, error: { kind: 'runtime', message }, durationMs: 0, logs: [] };
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeLogs(listener) {
      logListeners.add(listener);
      return () => logListeners.delete(listener);
    },
  };
  return host;
}
