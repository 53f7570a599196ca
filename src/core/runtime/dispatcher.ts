import { createInstance, initialStateOf, renderContext, resolveAction } from './component';
import { createContext } from './context';
import { decodeEnvelope, requestFromEnvelope } from './envelope';
import { isExposableError, RuntimeError } from './errors';
import { isIntegration } from './integration';
import { type ResponseData, serializeResponse } from './response';
import type {
  ComponentDefinition,
  ComponentRenderCache,
  ElementData,
  IntegrationDefinition,
  RuntimeAction,
  RuntimeActionOutcome,
  RuntimeEnvironment,
  RuntimeEvent,
} from './types';

/** What a loaded script declares. */
export interface IntegrationSummary {
  componentIds: string[];
  eventNames: string[];
  hasFetch: boolean;
}

/** Routes every kind of call to the right part of the author's integration. */
export interface Dispatcher {
  readonly summary: IntegrationSummary;
  /** The component's initial state: `initialState` as an object, or called with the props and the render context. */
  initialState(componentId: string, props: Record<string, unknown>, environment?: RuntimeEnvironment): Promise<Record<string, unknown>>;
  render(element: ElementData, environment: RuntimeEnvironment): Promise<unknown>;
  /**
   * Runs the component's `action` with `{ $state: key }` bindings of the payload resolved against the state.
   * The outcome is `{ state }`, `{ props }`, both, `{}`, or a configuration's `{ type: 'complete', ... }` as returned.
   */
  action(element: ElementData, action: RuntimeAction, environment: RuntimeEnvironment): Promise<RuntimeActionOutcome>;
  /**
   * Runs `events[event.type]` for an event of any type; a handler's Response (e.g. `fetch_published_script`) comes
   * back as plain response data. No handler: a RuntimeError with code `missing`.
   */
  event(event: RuntimeEvent, environment: RuntimeEnvironment): Promise<unknown>;
  /** Handles one `POST /v1` envelope: a `fetch` event goes to `fetch(request, context)`, any other to `events`. */
  envelope(contentType: string, body: Uint8Array | ArrayBuffer): Promise<ResponseData>;
  /** The cache policy the component's last render set with `element.setCache` (recorded, never applied). */
  renderCache(componentId: string): ComponentRenderCache | undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Builds a dispatcher over the script's exports; throws a RuntimeError when the default export is wrong. */
export function createDispatcher(moduleExports: Record<string, unknown>): Dispatcher {
  const integration = moduleExports.default;
  if (!isIntegration(integration)) {
    throw new RuntimeError(
      'invalid-export',
      integration === undefined
        ? 'The script has no default export: end it with `export default createIntegration({ ... })`.'
        : 'The default export is not an integration: export the result of `createIntegration({ ... })`.',
    );
  }
  return dispatcherFor(integration);
}

const json = (status: number, value: unknown): ResponseData => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

function dispatcherFor(integration: IntegrationDefinition): Dispatcher {
  const components = new Map<string, ComponentDefinition>();
  for (const component of integration.components ?? []) {
    if (isPlainObject(component) && typeof component.componentId === 'string') components.set(component.componentId, component);
  }
  const events: Record<string, unknown> = isPlainObject(integration.events) ? integration.events : {};
  const caches = new Map<string, ComponentRenderCache>();

  function component(componentId: string): ComponentDefinition {
    const found = components.get(componentId);
    if (!found) {
      const known = [...components.keys()].join(', ') || 'none';
      throw new RuntimeError('missing', `No component \`${componentId}\` in \`components\` (declared: ${known}).`);
    }
    return found;
  }

  /** Runs one handler with a fresh context and awaits what it gave to `waitUntil`. */
  async function withContext<T>(environment: RuntimeEnvironment, run: (context: ReturnType<typeof createContext>) => Promise<T> | T): Promise<T> {
    const context = createContext(environment);
    try {
      return await run(context);
    } finally {
      await context.settle();
    }
  }

  async function runEvent(event: RuntimeEvent, environment: RuntimeEnvironment): Promise<unknown> {
    const handler = events[event.type];
    if (typeof handler !== 'function') {
      throw new RuntimeError(
        'missing',
        `No handler for \`${event.type}\` in \`events\`: add \`events: { ${event.type}: async (event, context) => { ... } }\` to createIntegration.`,
      );
    }
    return await withContext(environment, (context) => handler(event, context));
  }

  return {
    summary: {
      componentIds: [...components.keys()],
      eventNames: Object.keys(events).filter((name) => typeof events[name] === 'function'),
      hasFetch: typeof integration.fetch === 'function',
    },
    async initialState(componentId, props, environment) {
      const definition = component(componentId);
      // Without an environment (an older host), the context carries an empty one rather than failing the call.
      return initialStateOf(definition, props, renderContext(undefined, environment ?? ({} as RuntimeEnvironment)));
    },
    async render(element, environment) {
      const definition = component(element.componentId);
      if (typeof definition.render !== 'function') {
        throw new RuntimeError('missing', `Component \`${element.componentId}\` has no \`render\`.`);
      }
      const instance = createInstance(element, environment);
      const output = await withContext(environment, (context) => definition.render(instance, context));
      if (instance.cache) caches.set(element.componentId, instance.cache);
      else caches.delete(element.componentId);
      return output;
    },
    async action(element, action, environment) {
      const definition = component(element.componentId);
      if (!definition.action) return {};
      const handler = definition.action;
      const instance = createInstance(element, environment);
      const resolved = resolveAction(action, instance.state);
      const outcome = await withContext(environment, (context) => handler(instance, resolved, context));
      if (outcome === undefined || outcome === null) return {};
      if (!isPlainObject(outcome)) {
        throw new RuntimeError('invalid-result', '`action` must return `{ state }`, `{ props }`, both, `{}`, or `{ type: \'complete\' }`.');
      }
      return outcome as RuntimeActionOutcome;
    },
    async event(event, environment) {
      const result = await runEvent(event, environment);
      return result instanceof Response ? serializeResponse(result) : result;
    },
    async envelope(contentType, body) {
      const envelope = await decodeEnvelope(contentType, body);
      if (envelope.event.type !== 'fetch') {
        // As the platform does: an event nobody handles is not an error of the request.
        if (typeof events[envelope.event.type] !== 'function') {
          return json(200, { handled: false, message: `The integration does not handle \`${envelope.event.type}\` events.` });
        }
        const result = await runEvent(envelope.event, envelope.environment);
        return result instanceof Response ? serializeResponse(result) : json(200, { handled: true });
      }
      const fetchHandler = integration.fetch;
      if (typeof fetchHandler !== 'function') {
        throw new RuntimeError('missing', 'The integration has no `fetch` handler: add `fetch(request, context)` to createIntegration.');
      }
      let response: unknown;
      try {
        response = await withContext(envelope.environment, (context) => fetchHandler(requestFromEnvelope(envelope), context));
      } catch (error) {
        // The author chose to show this message: answer with it and its status, as the platform does.
        if (isExposableError(error)) return json(error.code, { error: error.message });
        throw error;
      }
      if (!(response instanceof Response)) {
        throw new RuntimeError('invalid-result', '`fetch` must return a Response (e.g. `Response.json({ ... })`).');
      }
      return serializeResponse(response);
    },
    renderCache: (componentId) => caches.get(componentId),
  };
}
