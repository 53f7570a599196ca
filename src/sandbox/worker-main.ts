/**
 * Runs inside the sandbox worker (shipped as text, see sandbox-modules.ts): evaluates the author's bundle, answers
 * the host's calls through the core dispatcher, bridges `fetch` to the host and captures `console.*` and uncaught
 * errors with their positions in the bundle (the host maps them to the original files through the source map).
 * Only relative imports of the core runtime are allowed here.
 */
import * as api from '../core/api/index';
import { capForTransport } from '../core/contentkit/cap';
import { type DispatchCall, jsonCopy, runDispatchCall } from '../core/runtime/calls';
import { createDispatcher, type Dispatcher } from '../core/runtime/dispatcher';
import { formatValue, locateInStack, RuntimeError } from '../core/runtime/errors';
import * as runtime from '../core/runtime/index';
import * as jsxRuntime from '../core/runtime/jsx-runtime';
import { evaluateModule, MODULE_PREFIX } from '../core/runtime/module';
import { deserializeResponse, serializeRequest, serializeResponse } from '../core/runtime/response';
import { unmockedFetchMessage } from '../core/mocks/file';
import { hungRequestMessage, SUBREQUEST_TIMEOUT_MS, sharedClock } from './time-limit';
import { answerWithMocks, installMocks, mocksInstalled } from './worker-mocks';
import type { WorkerLogEntry } from './locations';
import { createLogChannel } from './log-channel';
import { unavailableApi, watchNestedWorkers } from './nested-workers';
import type { FromWorker, ToWorker, WorkerCall, WorkerOutcome } from './protocol';
import type { ScriptProblem } from './types';

interface WorkerScope {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: string, listener: (event: MessageEvent & ErrorEvent & PromiseRejectionEvent) => void): void;
  [key: string]: unknown;
}

const scope = globalThis as unknown as WorkerScope;
const post = scope.postMessage.bind(scope) as (message: FromWorker) => void;
/** When a ping was read, for the host's busy clock: taken before the author's script can touch `performance`. */
const ownClock = sharedClock();
let fileName = 'kitbench-bundle.js';
let dispatcher: Dispatcher | undefined;

// Nothing but the bridged fetch reaches the network: the worker's own origin is opaque anyway, but an author
// should get a clear error rather than a confusing CORS failure.
for (const name of ['XMLHttpRequest', 'WebSocket', 'EventSource', 'importScripts']) scope[name] = unavailableApi(name);
// Web Crypto comes from the browser: the worker starts from a data: URL so that it is a secure context (bootstrap.ts).
// A playground page that is not one itself (plain http from another machine) has no `crypto.subtle` to give: say so
// when the script uses it, instead of "cannot read properties of undefined".
if (typeof crypto === 'object' && crypto !== null && !crypto.subtle) {
  const why = 'crypto.subtle is not available: the playground page is not a secure context. Open kitbench on localhost, 127.0.0.1 or https.';
  const missing = new Proxy({}, { get: () => () => Promise.reject(new DOMException(why, 'NotSupportedError')) });
  Object.defineProperty(crypto, 'subtle', { value: missing, configurable: true });
}
// The script talks to the app only through its handlers.
(scope as Record<string, unknown>).postMessage = undefined;

/** Where `stack` first enters the bundle (the wrapper shares the bundle's first line, so that line's columns shift). */
function locate(stack: string | undefined) {
  const location = locateInStack(stack, fileName);
  if (location?.line === 1) return { line: 1, column: Math.max(1, location.column - MODULE_PREFIX.length) };
  return location;
}

/** The frames of `stack` inside the bundle: the host maps them and keeps the author's own. */
const bundleFrames = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => locateInStack(line, fileName) !== undefined)
    .join('\n') || undefined;

function problemFrom(error: unknown): ScriptProblem {
  const stack = error instanceof Error ? error.stack : undefined;
  const location = locate(stack);
  if (error instanceof RuntimeError) {
    // e.g. an import of anything but the runtime modules: its stack still points at the script's line.
    const kind = error.code === 'invalid-export' ? 'export' : error.code === 'missing' ? 'missing' : 'runtime';
    return { kind, message: error.message, line: location?.line, column: location?.column, stack: bundleFrames(stack) };
  }
  const message = error instanceof Error ? `${error.name}: ${error.message}` : `Uncaught ${formatValue(error)}`;
  return { kind: 'runtime', message, line: location?.line, column: location?.column, stack: bundleFrames(stack) };
}

// Logs: eager while few, batched, budgeted (log-channel.ts).
const logs = createLogChannel((entries, dropped) => post({ kind: 'logs', entries, dropped }));
const admit = logs.admit;
const emit = logs.emit;
const flushLogs = logs.flush;

function log(level: WorkerLogEntry['level'], args: unknown[]) {
  if (!admit()) return;
  const location = locate(new Error().stack);
  emit({ level, message: args.map(formatValue).join(' '), line: location?.line, column: location?.column, time: Date.now() });
}

for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
  console[level] = (...args: unknown[]) => log(level, args);
}

// A worker the script starts has no network either (the sandbox's CSP); its blocked attempts show in the Console.
watchNestedWorkers(scope as never, (text) => {
  if (admit(true)) emit({ level: 'error', message: text, time: Date.now() });
});
// The script reaching for the native fetch (deleting the bridged one reveals the prototype's) meets the CSP too.
scope.addEventListener('securitypolicyviolation', (event) => {
  const { blockedURI, effectiveDirective } = event as unknown as SecurityPolicyViolationEvent;
  const text = `The sandbox blocked the script from reaching ${blockedURI || 'the network'} (${effectiveDirective}): use fetch(), which kitbench performs for it.`;
  if (admit(true)) emit({ level: 'error', message: text, time: Date.now() });
});

scope.addEventListener('error', (event) => {
  event.preventDefault();
  const problem = problemFrom(event.error ?? event.message);
  if (!admit(true)) return;
  emit({ level: 'error', message: `Uncaught ${problem.message}`, line: problem.line, column: problem.column, stack: problem.stack, time: Date.now() });
});
scope.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  const problem = problemFrom(event.reason);
  if (!admit(true)) return;
  emit({ level: 'error', message: `Unhandled rejection: ${problem.message}`, line: problem.line, column: problem.column, stack: problem.stack, time: Date.now() });
});

const pendingFetches = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void; method: string; url: string }>();
let fetchCounter = 0;

let mockWaitCounter = 0;

/**
 * The mocks file's answer, if it has one. Its handler may take its time (`await delay(3000)`): the host hears that
 * the script waits (`mock-wait`), so the wait does not count against the call's limit (time-limit.ts), and a
 * handler that never answers fails the request after SUBREQUEST_TIMEOUT_MS, naming it.
 */
async function askMocks(request: Request): Promise<Response | undefined> {
  if (!mocksInstalled()) return undefined;
  mockWaitCounter += 1;
  const id = mockWaitCounter;
  post({ kind: 'mock-wait', id, done: false });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hung = new Promise<never>((_, reject) => {
    const message = hungRequestMessage(request.method, request.url);
    timer = setTimeout(() => reject(new TypeError(`fetch failed: ${message}`)), SUBREQUEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([answerWithMocks(request), hung]);
  } finally {
    clearTimeout(timer);
    post({ kind: 'mock-wait', id, done: true });
  }
}

scope.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const original = new Request(input, init);
  // The folder's mocks file answers first (worker-mocks.ts); the host only records what it answered.
  const mocked = await askMocks(original);
  const request = await serializeRequest(original);
  if (mocked) {
    post({ kind: 'mocked', request, response: await serializeResponse(mocked.clone()) });
    return mocked;
  }
  fetchCounter += 1;
  const id = fetchCounter;
  return new Promise<Response>((resolve, reject) => {
    pendingFetches.set(id, { resolve, reject, method: request.method, url: request.url });
    post({ kind: 'fetch', id, request });
  });
};


async function run(call: WorkerCall): Promise<unknown> {
  if (call.kind === 'load') {
    fileName = call.fileName;
    const exports = evaluateModule(call.code, call.fileName, {
      '@service/runtime': runtime as Record<string, unknown>,
      '@service/runtime/jsx-runtime': jsxRuntime as Record<string, unknown>,
      '@service/api': api as Record<string, unknown>,
    });
    dispatcher = createDispatcher(exports);
    await installMocks(call.mocks);
    return dispatcher.summary;
  }
  if (!dispatcher) throw new RuntimeError('missing', 'No script is loaded.');
  // The protocol carries the environment as opaque data; it is the RuntimeEnvironment the host built.
  // Cut a huge or deep tree here: copying it through postMessage would stall the page.
  return runDispatchCall(dispatcher, call as unknown as DispatchCall, { problemOf: problemFrom, renderedTree: capForTransport });
}

/** Why a result could not be handed to the playground, said as what it is (not as a time-out). */
function uncopyable(error: unknown): ScriptProblem {
  const cause = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return {
    kind: 'runtime',
    message: `The result could not be copied to the playground (${cause}). Is it nested too deeply, circular or too large? Return a smaller tree.`,
  };
}

scope.addEventListener('message', (event) => {
  const message = event.data as ToWorker;
  if (message.kind === 'ping') {
    post({ kind: 'pong', id: message.id, readAt: ownClock() });
    return;
  }
  if (message.kind === 'fetch-result') {
    const pending = pendingFetches.get(message.id);
    pendingFetches.delete(message.id);
    if (!pending) return;
    if (message.response) pending.resolve(deserializeResponse(message.response));
    else pending.reject(new TypeError(`fetch failed: ${unmockedFetchMessage(pending.method, pending.url, message.error ?? 'network error')}`));
    return;
  }
  const answer = (outcome: WorkerOutcome) => {
    // Logs first: the host files them under the call only while it is in flight.
    flushLogs();
    try {
      post({ kind: 'result', id: message.id, outcome });
    } catch (error) {
      // A DataCloneError or a RangeError of a deep tree: say so, or the host would only see a call that never ends.
      post({ kind: 'result', id: message.id, outcome: { ok: false, error: uncopyable(error) } });
    }
  };
  run(message).then(
    (value) => {
      let copy: unknown;
      try {
        copy = jsonCopy(value);
      } catch (error) {
        answer({ ok: false, error: uncopyable(error) });
        return;
      }
      answer({ ok: true, value: copy });
    },
    (error: unknown) => answer({ ok: false, error: problemFrom(error) }),
  );
});

post({ kind: 'ready' });
