import type { Dispatcher } from './dispatcher';
import type { RuntimeAction, RuntimeElement, RuntimeEnvironment, RuntimeEvent } from './types';

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
  | { kind: 'event'; event: RuntimeEvent; environment: RuntimeEnvironment }
  | { kind: 'envelope'; contentType: string; body: Uint8Array | ArrayBuffer };

/** Routes one call to the dispatcher. */
export function runDispatchCall(dispatcher: Dispatcher, call: DispatchCall): Promise<unknown> {
  switch (call.kind) {
    case 'initialState':
      return dispatcher.initialState(call.componentId, call.props, call.environment, call.context);
    case 'render':
      return dispatcher.render(call.element, call.environment);
    case 'action':
      return dispatcher.action(call.element, call.action, call.environment);
    case 'event':
      return dispatcher.event(call.event, call.environment);
    case 'envelope':
      return dispatcher.envelope(call.contentType, call.body);
  }
}

/** Results cross threads as the platform's would cross the network: as JSON (functions and class instances drop). */
export function jsonCopy(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}
