/**
 * The messages between the host (app), the sandboxed iframe (a relay with an opaque origin) and the worker that
 * runs the author's script. The iframe forwards worker messages to the app tagged with the worker's `session`, so
 * answers from a terminated worker are ignored.
 */
import type { WorkerLogEntry } from './locations';
import type { ActionOutcome, ComponentAction, ComponentElement, ScriptProblem, ScriptSummary, SerializedRequest, SerializedResponse } from './types';

/** The environment handed to every call (src/core/runtime/types.ts `RuntimeEnvironment`, kept opaque here). */
export type EnvironmentData = Record<string, unknown>;

/**
 * A call into the worker; `id` pairs it with its answer. `load` evaluates a CommonJS bundle under `fileName`
 * (BUNDLE_FILE_NAME): positions the worker reports are in that bundle, and the host maps them to the original files.
 */
export type WorkerCall =
  | { kind: 'load'; id: number; code: string; fileName: string; mocks?: import('../core/mocks/file').MocksBundle }
  | { kind: 'initialState'; id: number; componentId: string; props: Record<string, unknown>; environment?: Record<string, unknown>; context?: unknown }
  | { kind: 'render'; id: number; element: ComponentElement; environment: EnvironmentData }
  | { kind: 'action'; id: number; element: ComponentElement; action: ComponentAction; environment: EnvironmentData }
  /** The action, then the render with its outcome applied, in one call (core/runtime/calls.ts). */
  | { kind: 'actionRender'; id: number; element: ComponentElement; action: ComponentAction; environment: EnvironmentData }
  | { kind: 'event'; id: number; event: { type: string; [key: string]: unknown }; environment: EnvironmentData }
  | { kind: 'envelope'; id: number; contentType: string; body: ArrayBuffer };

/** What a call resolves to inside the worker (the host adds duration and logs). */
export type WorkerOutcome =
  | { ok: true; value: ScriptSummary | Record<string, unknown> | ActionOutcome | SerializedResponse | unknown }
  | { ok: false; error: ScriptProblem };

/** Host to worker. */
export type ToWorker =
  | WorkerCall
  | { kind: 'fetch-result'; id: number; response?: SerializedResponse; error?: string }
  /** Answered at once by an idle or awaiting worker; unanswered by one stuck in a loop. */
  | { kind: 'ping'; id: number };

/** Worker to host. */
export type FromWorker =
  | { kind: 'ready' }
  /** `readAt`: when the worker read the ping, on the clock it shares with the host (time-limit.ts `sharedNow`). */
  | { kind: 'pong'; id: number; readAt: number }
  | { kind: 'result'; id: number; outcome: WorkerOutcome }
  /** Logs in batches; `dropped` counts lines left out when a script logs faster than anyone can read. */
  | { kind: 'logs'; entries: WorkerLogEntry[]; dropped: number }
  | { kind: 'fetch'; id: number; request: SerializedRequest }
  /** The script waits for (`done: false`), then has, the mocks file's answer: the wait is not its own time. */
  | { kind: 'mock-wait'; id: number; done: boolean }
  /** A request the mocks file answered in the worker: only recorded (Network shows it as mocked). */
  | { kind: 'mocked'; request: SerializedRequest; response: SerializedResponse };

/** Host to iframe. */
export type ToFrame =
  | { kind: 'start'; session: number; bootstrap: string; modules: Record<string, string>; entry: string }
  | { kind: 'to-worker'; session: number; message: ToWorker };

/** Iframe to host. */
export type FromFrame =
  | { kind: 'frame-ready' }
  | { kind: 'from-worker'; session: number; message: FromWorker }
  | { kind: 'worker-error'; session: number; message: string };

/** A call as the host asks it, before it is given its id. */
export type CallPayload = WorkerCall extends infer C ? (C extends { id: number } ? Omit<C, 'id'> : never) : never;

/** How a time-limit message names a call ("`action` and `render` of `relay-config` did not finish…"). */
export const describeCall = (call: CallPayload): string => {
  switch (call.kind) {
    case 'load':
      return 'Loading the script';
    case 'event':
      return `The \`${call.event.type}\` handler`;
    case 'envelope':
      return 'The `fetch` handler';
    case 'initialState':
      return `\`initialState\` of \`${call.componentId}\``;
    case 'actionRender':
      return `\`action\` and \`render\` of \`${call.element.componentId}\``;
    default:
      return `\`${call.kind}\` of \`${call.element.componentId}\``;
  }
};
