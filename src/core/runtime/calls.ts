import { applyOutcome } from '../contentkit/actions';
import type { Dispatcher } from './dispatcher';
import type { RuntimeAction, RuntimeElement, RuntimeEnvironment, RuntimeEvent } from './types';

/**
 * What an `actionRender` call answers: the action's outcome (as it returned it) and the render after it, in one
 * call as the platform's `ui_render` does, so the state the action returned reaches `render` as it is.
 */
export interface ActionRenderResult<Problem = unknown> {
  /** What `action` returned; the host applies it to its instance as the runner did (core/contentkit/actions.ts). */
  outcome: unknown;
  actionMs: number;
  /**
   * The render with the outcome applied. Absent when there is none to do: `{ type: 'complete' }` ends the flow
   * without a render, and an outcome that is not one (a number, `state` not an object) is the host's to report.
   */
  render?: { ok: true; value: unknown; durationMs: number } | { ok: false; error: Problem; durationMs: number };
}

/** How the runner's caller describes a thrown error (each worker maps positions to the author's files its way). */
export interface DispatchCallOptions {
  problemOf?: (error: unknown) => unknown;
  /** What a render's tree becomes before it is answered (the sandbox cuts a huge one). */
  renderedTree?: (tree: unknown) => unknown;
}

/**
 * A call into a loaded integration, as both the browser sandbox's worker and kitbench/testing's worker receive it
 * (their message channels add an id). One runner for both, so the playground and an author's tests call the
 * integration exactly alike.
 */
export type DispatchCall =
  | {
      kind: 'initialState';
      componentId: string;
      props: Record<string, unknown>;
      environment?: RuntimeEnvironment;
      /** Where the component renders (`renderContext`); the installation's document when absent. */
      context?: RuntimeElement['context'];
    }
  | { kind: 'render'; element: RuntimeElement; environment: RuntimeEnvironment }
  | { kind: 'action'; element: RuntimeElement; action: RuntimeAction; environment: RuntimeEnvironment }
  /** `action`, then `render` with its outcome applied: one call, as the platform's `ui_render` with an action. */
  | { kind: 'actionRender'; element: RuntimeElement; action: RuntimeAction; environment: RuntimeEnvironment }
  | { kind: 'event'; event: RuntimeEvent; environment: RuntimeEnvironment }
  | { kind: 'envelope'; contentType: string; body: Uint8Array | ArrayBuffer };

const now = () => (typeof performance === 'object' ? performance.now() : Date.now());

/**
 * Routes one call to the dispatcher. A failing `action` rejects the call (the instance stays as it was); a failing
 * render after a successful action is answered inside the result, described by `options.problemOf`.
 */
export function runDispatchCall(dispatcher: Dispatcher, call: DispatchCall, options: DispatchCallOptions = {}): Promise<unknown> {
  const treeOf = options.renderedTree ?? ((tree: unknown) => tree);
  switch (call.kind) {
    case 'initialState':
      return dispatcher.initialState(call.componentId, call.props, call.environment, call.context);
    case 'render':
      return dispatcher.render(call.element, call.environment).then(treeOf);
    case 'action':
      return dispatcher.action(call.element, call.action, call.environment);
    case 'actionRender':
      return actionThenRender(dispatcher, call, treeOf, options.problemOf ?? ((error) => ({ kind: 'runtime', message: String(error) })));
    case 'event':
      return dispatcher.event(call.event, call.environment);
    case 'envelope':
      return dispatcher.envelope(call.contentType, call.body);
  }
}

async function actionThenRender(
  dispatcher: Dispatcher,
  call: Extract<DispatchCall, { kind: 'actionRender' }>,
  treeOf: (tree: unknown) => unknown,
  problemOf: (error: unknown) => unknown,
): Promise<ActionRenderResult> {
  const started = now();
  const outcome = await dispatcher.action(call.element, call.action, call.environment);
  const actionMs = Math.round(now() - started);
  const applied = applyOutcome({ props: call.element.props ?? {}, state: call.element.state ?? {} }, outcome);
  if ('problem' in applied || !applied.changed) return { outcome, actionMs };
  const renderStarted = now();
  try {
    const tree = await dispatcher.render({ ...call.element, props: applied.data.props, state: applied.data.state }, call.environment);
    return { outcome, actionMs, render: { ok: true, value: treeOf(tree), durationMs: Math.round(now() - renderStarted) } };
  } catch (error) {
    return { outcome, actionMs, render: { ok: false, error: problemOf(error), durationMs: Math.round(now() - renderStarted) } };
  }
}

/** Results cross threads as the platform's would cross the network: as JSON (functions and class instances drop). */
export function jsonCopy(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}
