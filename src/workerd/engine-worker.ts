/**
 * The workerd side of kitbench's `workerd` engine: bundled (src/workerd/bundle.ts) with the author's script into one
 * ES module that miniflare loads. It answers the harness's calls (the same `DispatchCall`s the worker thread gets,
 * as JSON over `POST /__kitbench/call`) through kitbench's own dispatcher, so both engines call the script alike;
 * only the engine around it differs. Never imports Node built-ins: it runs in workerd.
 */
import * as api from '../core/api/index';
import { runDispatchCall, type DispatchCall } from '../core/runtime/calls';
import { createDispatcher, type Dispatcher } from '../core/runtime/dispatcher';
import { formatValue, RuntimeError } from '../core/runtime/errors';
import * as runtime from '../core/runtime/index';
import * as jsxRuntime from '../core/runtime/jsx-runtime';

/** The runtime modules the script's imports resolve to (bundle.ts makes `@service/runtime` & co. re-export these). */
export const modules: Record<string, Record<string, unknown>> = {
  '@service/runtime': runtime as Record<string, unknown>,
  '@service/runtime/jsx-runtime': jsxRuntime as Record<string, unknown>,
  '@service/api': api as Record<string, unknown>,
};

/** Set on the answer to a request nothing answered (the mocked platform's refusal): the script's fetch rejects. */
export const FETCH_ERROR_HEADER = 'x-kitbench-fetch-error';

// A request nothing answers rejects the script's fetch with a TypeError, as a network failure does on the platform
// and in the worker engine (miniflare's outbound service can only answer, so the host marks the answer instead).
const platformFetch = globalThis.fetch;
globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const response = await platformFetch(input, init);
  if (response.headers.get(FETCH_ERROR_HEADER)) throw new TypeError(`fetch failed: ${await response.text()}`);
  return response;
};

/** The path the harness posts its calls to; anything else is not kitbench's. */
export const CALL_PATH = '/__kitbench/call';

interface EngineLog {
  level: 'log' | 'info' | 'warn' | 'error' | 'debug';
  message: string;
  stack?: string;
  time: number;
}

// Every console line between two calls, handed back with the next answer (workerd's own console goes to miniflare's
// log, which the harness does not read).
const logs: EngineLog[] = [];
for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
  console[level] = (...args: unknown[]) => {
    logs.push({ level, message: args.map(formatValue).join(' '), stack: new Error().stack, time: Date.now() });
  };
}

function problemOf(error: unknown) {
  if (error instanceof RuntimeError) {
    const kind = error.code === 'missing' || error.code === 'invalid-export' ? 'missing' : 'runtime';
    return { kind, message: error.message, stack: error.stack };
  }
  const message = error instanceof Error ? `${error.name}: ${error.message}` : `Uncaught ${formatValue(error)}`;
  return { kind: 'runtime', message, stack: error instanceof Error ? error.stack : undefined };
}

function answer(body: unknown): Response {
  let text: string;
  try {
    text = JSON.stringify(body);
  } catch {
    text = JSON.stringify({ ...(body as object), value: formatValue((body as { value?: unknown }).value) });
  }
  return new Response(text, { headers: { 'content-type': 'application/json' } });
}

/** The module workerd runs: `fetch` answers the harness's calls with the author's exports loaded. */
export function serve(exports: Record<string, unknown>) {
  let dispatcher: Dispatcher | undefined;
  let loadProblem: ReturnType<typeof problemOf> | undefined;
  return {
    async fetch(request: Request): Promise<Response> {
      const url = new URL(request.url);
      // A ping answers at once unless the isolate is stuck (the host's endless-loop check).
      if (url.pathname === '/__kitbench/ping') return new Response('pong');
      if (url.pathname !== CALL_PATH) return new Response('kitbench engine: not a call', { status: 404 });
      const call = (await request.json()) as DispatchCall | { kind: 'load' };
      try {
        if (call.kind === 'load') {
          // Created at the first call, not in the global scope: workerd's rules for the global scope apply to the
          // script's own top level (already run by now), and the dispatcher reads its exports here.
          if (!dispatcher && !loadProblem) {
            try {
              dispatcher = createDispatcher(exports);
            } catch (error) {
              loadProblem = problemOf(error);
            }
          }
          if (loadProblem) return answer({ ok: false, error: loadProblem, logs: logs.splice(0) });
          return answer({ ok: true, value: dispatcher?.summary, logs: logs.splice(0) });
        }
        if (!dispatcher) throw new RuntimeError('missing', 'No script is loaded.');
        if (call.kind === 'envelope') call.body = Uint8Array.from(atob(call.body as unknown as string), (c) => c.charCodeAt(0));
        const value = await runDispatchCall(dispatcher, call, { problemOf });
        return answer({ ok: true, value, logs: logs.splice(0) });
      } catch (error) {
        return answer({ ok: false, error: problemOf(error), logs: logs.splice(0) });
      }
    },
  };
}
