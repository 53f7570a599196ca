import type { ContentKitAction } from './elements';

/** The built-in actions the host handles itself; every other action goes to the component's `action()`. */
export const HOST_ACTIONS = ['@ui.modal.open', '@ui.modal.close', '@ui.url.open', '@editor.node.updateProps'] as const;

/** A host-handled action, parsed and checked. */
export type HostAction =
  | { kind: '@ui.modal.open'; componentId: string; props: Record<string, unknown> }
  /** `action` is the whole payload: real integrations put fields beside `returnValue`, and the opener sees them all. */
  | { kind: '@ui.modal.close'; returnValue: unknown; action: ContentKitAction }
  | { kind: '@ui.url.open'; url: string }
  | { kind: '@editor.node.updateProps'; props: Record<string, unknown> };

/** A component's props and state: what `render` and `action` see. */
export interface InstanceData {
  props: Record<string, unknown>;
  state: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses a host action; `undefined` when the action is the component's own, a message when it is malformed. */
export function parseHostAction(action: ContentKitAction): HostAction | { problem: string } | undefined {
  switch (action.action) {
    case '@ui.modal.open':
      if (typeof action.componentId !== 'string' || action.componentId === '') {
        return { problem: '@ui.modal.open needs a `componentId` (the component to show in the modal)' };
      }
      if (action.props !== undefined && !isRecord(action.props)) return { problem: '@ui.modal.open: `props` must be an object' };
      return { kind: '@ui.modal.open', componentId: action.componentId, props: (action.props as Record<string, unknown>) ?? {} };
    case '@ui.modal.close':
      return { kind: '@ui.modal.close', returnValue: action.returnValue, action };
    case '@ui.url.open':
      if (typeof action.url !== 'string') return { problem: '@ui.url.open needs a `url` string' };
      return { kind: '@ui.url.open', url: action.url };
    case '@editor.node.updateProps':
      if (!isRecord(action.props)) return { problem: '@editor.node.updateProps needs `props` (an object)' };
      return { kind: '@editor.node.updateProps', props: action.props };
    default:
      return undefined;
  }
}

/**
 * Applies what `action()` returned, as the platform's runtime does (`instance = { ...instance, ...actionResult }`):
 * a returned `state` REPLACES the state and `props` the props (keys left out are gone); nothing, `{}` or any other
 * object keeps both. Every outcome but `complete` is followed by a render (`changed`), as on the platform.
 * `{ type: 'complete', returnValue }` ends the action without a render. Anything else is a mistake in the script,
 * reported rather than guessed at.
 */
export function applyOutcome(
  current: InstanceData,
  outcome: unknown,
): { data: InstanceData; changed: boolean; complete?: true; returnValue?: unknown } | { problem: string } {
  if (outcome === undefined || outcome === null) return { data: current, changed: true };
  if (!isRecord(outcome)) {
    return { problem: `action() must return an object like { state: {...} } or {}, got ${Array.isArray(outcome) ? 'an array' : typeof outcome}` };
  }
  if (outcome.type === 'complete') return { data: current, changed: false, complete: true, returnValue: outcome.returnValue };
  const { state, props } = outcome;
  if (state !== undefined && !isRecord(state)) return { problem: 'action() returned `state` that is not an object' };
  if (props !== undefined && !isRecord(props)) return { problem: 'action() returned `props` that is not an object' };
  return { data: { state: state ?? current.state, props: props ?? current.props }, changed: true };
}
