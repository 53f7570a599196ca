import type { ContentKitContext } from '../api/contentkit';
import { resolveStateBindings } from '../contentkit/bindings';
import { RuntimeError } from './errors';
import type {
  ComponentDefinition,
  ComponentInstance,
  ComponentRenderCache,
  ElementData,
  RuntimeAction,
  RuntimeContext,
  RuntimeEnvironment,
} from './types';

/**
 * The component instance a handler receives (GitBook's `ComponentInstance`): props, state, the render context, and
 * the `setCache` / `dynamicState` helpers.
 */

/**
 * The render context (`element.context`): what the host sent, as the platform's runtime passes `event.context` on
 * unchanged; the document of the installation's space when the host sent none.
 */
export function renderContext(data: ElementData['context'], environment: RuntimeEnvironment): ContentKitContext {
  if (data && typeof data === 'object' && typeof data.type === 'string') return data as ContentKitContext;
  const spaceId = environment.spaceInstallation?.space ?? environment.installation?.space;
  return { type: 'document', spaceId, editable: true, theme: 'light', ...(data ?? {}) };
}

/** An instance plus the cache policy its render set, if any. */
export interface LiveInstance extends ComponentInstance {
  readonly cache: ComponentRenderCache | undefined;
}

/** Builds the instance for one render or action. */
export function createInstance(data: ElementData, environment: RuntimeEnvironment): LiveInstance {
  let cache: ComponentRenderCache | undefined;
  return {
    componentId: data.componentId,
    props: data.props ?? {},
    state: data.state ?? {},
    context: renderContext(data.context, environment),
    get cache() {
      return cache;
    },
    setCache(next) {
      // Recorded only: kitbench renders on every change, a cache would hide the author's edits.
      cache = next && typeof next.maxAge === 'number' ? { maxAge: next.maxAge } : undefined;
    },
    dynamicState: (key) => ({ $state: key }),
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `initialState` given as an object (copied) or, as the platform's runtime calls it, a function of the props, the
 * render context and the runtime context: `initialState(props, renderContext, context)`.
 */
export async function initialStateOf(
  definition: ComponentDefinition,
  props: Record<string, unknown>,
  renderContext: ContentKitContext,
  context: RuntimeContext,
): Promise<Record<string, unknown>> {
  const initial = definition.initialState;
  if (initial === undefined || initial === null) return {};
  const state = typeof initial === 'function' ? await initial(props, renderContext, context) : structuredClone(initial);
  if (!isPlainObject(state)) {
    throw new RuntimeError(
      'invalid-result',
      `\`initialState\` of \`${definition.componentId}\` must be an object or a function returning one.`,
    );
  }
  return state;
}

/** The payload the handler sees: every `{ $state: key }` replaced by that key's current value. */
export function resolveAction(action: RuntimeAction, state: Record<string, unknown>): RuntimeAction {
  return resolveStateBindings(action, state);
}
