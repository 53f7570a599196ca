/**
 * The messages between the test harness (the test's thread) and the `node:worker_threads` worker that runs the
 * author's bundle. Like the browser sandbox: calls carry an id, the worker answers each one, its `fetch` is
 * bridged to the harness (where the mocked platform answers), and an unanswered ping means a stuck worker.
 */
import type { Bundle } from '../bundle/types';
import type { RuntimeAction, RuntimeElement, RuntimeEnvironment, RuntimeEvent } from '../core/runtime/types';
import type { LogEntry, ScriptProblem, SerializedRequest, SerializedResponse } from '../sandbox/types';

/** A call into the worker; `id` pairs it with its answer. */
export type HarnessCall =
  | { kind: 'load'; id: number; bundle: Bundle }
  | { kind: 'initialState'; id: number; componentId: string; props: Record<string, unknown>; environment: RuntimeEnvironment; context?: RuntimeElement['context'] }
  | { kind: 'render'; id: number; element: RuntimeElement; environment: RuntimeEnvironment }
  | { kind: 'action'; id: number; element: RuntimeElement; action: RuntimeAction; environment: RuntimeEnvironment }
  | { kind: 'actionRender'; id: number; element: RuntimeElement; action: RuntimeAction; environment: RuntimeEnvironment }
  | { kind: 'event'; id: number; event: RuntimeEvent; environment: RuntimeEnvironment }
  | { kind: 'envelope'; id: number; contentType: string; body: Uint8Array };

/** What a call resolved to inside the worker. */
export type HarnessOutcome = { ok: true; value: unknown } | { ok: false; error: ScriptProblem & { file?: string } };

/** Harness to worker. */
export type ToHarnessWorker =
  | HarnessCall
  | { kind: 'fetch-result'; id: number; response?: SerializedResponse; error?: string }
  | { kind: 'ping'; id: number };

/** Worker to harness. */
export type FromHarnessWorker =
  /** The worker's own code has loaded: calls (and their time limits) start after this. */
  /** `thread`: the worker thread's id in the system (Linux), for its scheduling statistics; absent elsewhere. */
  | { kind: 'ready'; thread?: number }
  /** `readAt`: when the worker read the ping, on the clock it shares with the harness (time-limit.ts `sharedNow`). */
  | { kind: 'pong'; id: number; readAt: number }
  | { kind: 'result'; id: number; outcome: HarnessOutcome }
  | { kind: 'log'; entry: LogEntry & { file?: string } }
  | { kind: 'fetch'; id: number; request: SerializedRequest };
