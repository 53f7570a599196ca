/**
 * Runs inside the sandbox worker (shipped as text, see sandbox-modules.ts): evaluates the author's script, answers
 * the host's calls through the core dispatcher, bridges `fetch` to the host and captures `console.*` and uncaught
 * errors with the script's own line numbers. Only relative imports of the core runtime are allowed here.
 */
import { createDispatcher, type Dispatcher } from '../core/runtime/dispatcher';
import { formatValue, locateInStack, RuntimeError } from '../core/runtime/errors';
import * as runtime from '../core/runtime/index';
import * as jsxRuntime from '../core/runtime/jsx-runtime';
import { evaluateModule } from '../core/runtime/module';
import { deserializeResponse, serializeRequest } from '../core/runtime/response';
import type { RuntimeEnvironment } from '../core/runtime/types';
import type { FromWorker, ToWorker, WorkerCall, WorkerOutcome } from './protocol';
import type { LogEntry, ScriptProblem } from './types';

interface WorkerScope {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: string, listener: (event: MessageEvent & ErrorEvent & PromiseRejectionEvent) => void): void;
  [key: string]: unknown;
}

const scope = globalThis as unknown as WorkerScope;
const post = scope.postMessage.bind(scope) as (message: FromWorker) => void;
let fileName = 'index.tsx';
let dispatcher: Dispatcher | undefined;

// Nothing but the bridged fetch reaches the network: the worker's own origin is opaque anyway, but an author
// should get a clear error rather than a confusing CORS failure.
for (const name of ['XMLHttpRequest', 'WebSocket', 'EventSource', 'importScripts']) {
  scope[name] = () => {
    throw new Error(`${name} is not available in the kitbench sandbox: use fetch().`);
  };
}
// The script talks to the app only through its handlers.
(scope as Record<string, unknown>).postMessage = undefined;

function problemFrom(error: unknown): ScriptProblem {
  const stack = error instanceof Error ? error.stack : undefined;
  const location = locateInStack(stack, fileName);
  if (error instanceof RuntimeError) {
    // e.g. an import of anything but @service/runtime: its stack still points at the script's line.
    const kind = error.code === 'missing' || error.code === 'invalid-export' ? 'missing' : 'runtime';
    return { kind, message: error.message, line: location?.line, column: location?.column };
  }
  const message = error instanceof Error ? `${error.name}: ${error.message}` : `Uncaught ${formatValue(error)}`;
  const scriptFrames = stack
    ?.split('\n')
    .filter((line) => locateInStack(line, fileName) !== undefined)
    .join('\n');
  return { kind: 'runtime', message, line: location?.line, column: location?.column, stack: scriptFrames || undefined };
}

// Logs travel in batches (at most one message per frame, at most MAX_BATCH lines each), so a script that logs
// in a tight loop cannot flood the app with messages.
const MAX_BATCH = 500;
let batch: LogEntry[] = [];
let dropped = 0;
let flushTimer: ReturnType<typeof setTimeout> | undefined;

function flushLogs() {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  if (batch.length === 0 && dropped === 0) return;
  post({ kind: 'logs', entries: batch, dropped });
  batch = [];
  dropped = 0;
}

function emit(entry: LogEntry) {
  if (batch.length < MAX_BATCH) batch.push(entry);
  else dropped += 1;
  flushTimer ??= setTimeout(flushLogs, 16);
}

function log(level: LogEntry['level'], args: unknown[]) {
  const location = locateInStack(new Error().stack, fileName);
  emit({ level, message: args.map(formatValue).join(' '), line: location?.line, column: location?.column, time: Date.now() });
}

for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
  console[level] = (...args: unknown[]) => log(level, args);
}

scope.addEventListener('error', (event) => {
  event.preventDefault();
  const problem = problemFrom(event.error ?? event.message);
  emit({ level: 'error', message: `Uncaught ${problem.message}`, line: problem.line, column: problem.column, time: Date.now() });
});
scope.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  const problem = problemFrom(event.reason);
  emit({ level: 'error', message: `Unhandled rejection: ${problem.message}`, line: problem.line, column: problem.column, time: Date.now() });
});

const pendingFetches = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>();
let fetchCounter = 0;

scope.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const request = await serializeRequest(new Request(input, init));
  fetchCounter += 1;
  const id = fetchCounter;
  return new Promise<Response>((resolve, reject) => {
    pendingFetches.set(id, { resolve, reject });
    post({ kind: 'fetch', id, request });
  });
};

const environmentOf = (data: Record<string, unknown>) => data as unknown as RuntimeEnvironment;

async function run(call: WorkerCall): Promise<unknown> {
  if (call.kind === 'load') {
    fileName = call.fileName;
    const exports = evaluateModule(call.code, call.fileName, {
      '@service/runtime': runtime as Record<string, unknown>,
      '@service/runtime/jsx-runtime': jsxRuntime as Record<string, unknown>,
    });
    dispatcher = createDispatcher(exports);
    return dispatcher.summary;
  }
  if (!dispatcher) throw new RuntimeError('missing', 'No script is loaded.');
  switch (call.kind) {
    case 'initialState':
      return dispatcher.initialState(call.componentId, call.props);
    case 'render':
      return dispatcher.render(call.element, environmentOf(call.environment));
    case 'action':
      return dispatcher.action(call.element, call.action, environmentOf(call.environment));
    case 'event':
      return dispatcher.event(call.event, environmentOf(call.environment));
    case 'envelope':
      return dispatcher.envelope(call.contentType, call.body);
  }
}

function cloneable(value: unknown): unknown {
  // Results cross postMessage: functions and class instances are reduced to JSON, as the platform would.
  if (value === undefined) return undefined;
  try {
    return JSON.parse(JSON.stringify(value));
  } catch {
    return formatValue(value);
  }
}

scope.addEventListener('message', (event) => {
  const message = event.data as ToWorker;
  if (message.kind === 'ping') {
    post({ kind: 'pong', id: message.id });
    return;
  }
  if (message.kind === 'fetch-result') {
    const pending = pendingFetches.get(message.id);
    pendingFetches.delete(message.id);
    if (!pending) return;
    if (message.response) pending.resolve(deserializeResponse(message.response));
    else pending.reject(new TypeError(`fetch failed: ${message.error ?? 'network error'}`));
    return;
  }
  const answer = (outcome: WorkerOutcome) => {
    // Logs first: the host files them under the call only while it is in flight.
    flushLogs();
    post({ kind: 'result', id: message.id, outcome });
  };
  run(message).then(
    (value) => answer({ ok: true, value: cloneable(value) }),
    (error: unknown) => answer({ ok: false, error: problemFrom(error) }),
  );
});

post({ kind: 'ready' });
