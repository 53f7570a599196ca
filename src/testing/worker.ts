/**
 * The `node:worker_threads` worker of `kitbench/testing`: evaluates the author's bundle as the playground does
 * (`loadBundleIntegration`), answers the harness's calls through the core dispatcher, bridges `fetch` to the harness
 * (where the mocked platform answers) and reports `console.*` lines and uncaught errors.
 */
import { parentPort } from 'node:worker_threads';
import type { Bundle } from '../bundle/types';
import { jsonCopy, runDispatchCall } from '../core/runtime/calls';
import type { Dispatcher } from '../core/runtime/dispatcher';
import { formatValue, RuntimeError } from '../core/runtime/errors';
import { deserializeResponse, serializeRequest } from '../core/runtime/response';
import type { LogEntry } from '../sandbox/types';
import { loadBundleIntegration } from '../core/runtime/load';
import type { FromHarnessWorker, HarnessCall, HarnessOutcome, ToHarnessWorker } from './protocol';
import { type BundleLocator, bundleLocator } from './stack';
import { ownThreadId } from './thread-stats';
import { sharedClock } from '../sandbox/time-limit';

if (!parentPort) throw new Error('kitbench/testing: worker.ts runs only as a worker thread.');
const port = parentPort;
const post = (message: FromHarnessWorker) => port.postMessage(message);
/** When a ping was read, for the harness's busy clock: taken before the author's script can touch `performance`. */
const ownClock = sharedClock();

let dispatcher: Dispatcher | undefined;
let locator: BundleLocator | undefined;

function problemFrom(error: unknown): Extract<HarnessOutcome, { ok: false }>['error'] {
  const stack = error instanceof Error ? error.stack : undefined;
  const mapped = locator && stack ? locator.mapStack(stack) : stack;
  const where = locator?.firstFrame(mapped);
  if (error instanceof RuntimeError) {
    const kind = error.code === 'missing' || error.code === 'invalid-export' ? 'missing' : 'runtime';
    return { kind, message: error.message, ...where };
  }
  const text = error instanceof Error ? `${error.name}: ${error.message}` : `Uncaught ${formatValue(error)}`;
  // loadBundleIntegration starts a load error's message with its `file:line:column`; the location travels apart.
  const message = where?.file ? text.replace(` ${where.file}:${where.line}:${where.column} `, ' ') : text;
  return { kind: 'runtime', message, stack: locator?.authorFrames(mapped), ...where };
}

function log(level: LogEntry['level'], args: unknown[]) {
  const where = locator?.firstFrame(locator.mapStack(new Error().stack ?? ''));
  post({ kind: 'log', entry: { level, message: args.map(formatValue).join(' '), ...where, time: Date.now() } });
}
for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
  console[level] = (...args: unknown[]) => log(level, args);
}
process.on('uncaughtException', (error) => {
  const problem = problemFrom(error);
  post({ kind: 'log', entry: { level: 'error', message: `Uncaught ${problem.message}`, line: problem.line, column: problem.column, file: problem.file, time: Date.now() } });
});
process.on('unhandledRejection', (reason) => {
  const problem = problemFrom(reason);
  post({ kind: 'log', entry: { level: 'error', message: `Unhandled rejection: ${problem.message}`, line: problem.line, column: problem.column, file: problem.file, time: Date.now() } });
});

// The script's fetch goes to the harness, as the browser sandbox bridges it to the page: the mocked platform
// answers there, and nothing reaches the network unless the test allows it.
const pendingFetches = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>();
let fetchCounter = 0;
globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const request = await serializeRequest(new Request(input, init));
  fetchCounter += 1;
  const id = fetchCounter;
  return new Promise<Response>((resolve, reject) => {
    pendingFetches.set(id, { resolve, reject });
    post({ kind: 'fetch', id, request });
  });
};

// The script runs in a Web Worker on the platform and in the playground: Node's `process` and `Buffer` are not
// there, so a script leaning on them must fail here too, not only once published. They are shadowed in the bundle's
// own scope (Node's internals still need the globals): `var` hoists, so a line after the code (no line moves)
// shadows them everywhere in it.
const WEB_WORKER_SCOPE = '\n;var process, Buffer;';

async function run(call: HarnessCall): Promise<unknown> {
  if (call.kind === 'load') {
    locator = bundleLocator(call.bundle as Bundle);
    dispatcher = loadBundleIntegration({ ...call.bundle, code: call.bundle.code + WEB_WORKER_SCOPE });
    return dispatcher.summary;
  }
  if (!dispatcher) throw new RuntimeError('missing', 'No script is loaded.');
  return runDispatchCall(dispatcher, call, { problemOf: problemFrom });
}

function cloneable(value: unknown): unknown {
  try {
    return jsonCopy(value);
  } catch {
    return formatValue(value);
  }
}

port.on('message', (message: ToHarnessWorker) => {
  if (message.kind === 'ping') {
    post({ kind: 'pong', id: message.id, readAt: ownClock() });
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
  run(message).then(
    (value) => post({ kind: 'result', id: message.id, outcome: { ok: true, value: cloneable(value) } }),
    (error: unknown) => post({ kind: 'result', id: message.id, outcome: { ok: false, error: problemFrom(error) } }),
  );
});

// The thread's id lets the harness take the machine's load out of the script's time (thread-stats.ts).
post({ kind: 'ready', thread: ownThreadId() });
