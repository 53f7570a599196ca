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
  /** The component's initial state: `initialState` as an object, or called with the props, the render context and the context. */
  initialState(
    componentId: string,
    props: Record<string, unknown>,
    environment?: RuntimeEnvironment,
    context?: ElementData['context'],
  ): Promise<Record<string, unknown>>;
  render(element: ElementData, environment: RuntimeEnvironment): Promise<unknown>;
  /**
   * Runs the component's `action` with `{ $state: key }` bindings of the payload resolved against the state.
   * The outcome is what it returned: `{ state }` and `{ props }` replace the instance's (core/contentkit/actions.ts
   * applies it as the platform does), `{ type: 'complete', returnValue }` ends the flow without a render.
   */
  action(element: ElementData, action: RuntimeAction, environment: RuntimeEnvironment): Promise<RuntimeActionOutcome>;
  /**
   * Runs `events[event.type]` for an event of any type; a handler's Response (e.g. `fetch_published_script`) comes
   * back as plain response data. No handler: a RuntimeError with code `missing`.
   */
  event(event: RuntimeEvent, environment: RuntimeEnvironment): Promise<unknown>;
  /**
   * Handles one `POST /v1` envelope exactly as the platform's runtime does: `fetch` to `fetch(request, context)`,
   * `ui_render` to the component (initial state, action, render in one answer), `fetch_published_script`, `task`,
   * content sources, any other type to `events`. An error answers JSON `{ error }`: an ExposableError's message with
   * its code, anything else `Internal server error` with 500 (and the error in the Console); an event nobody
   * handles answers 406.
   */
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

/** The platform runtime's answer to a handled event: `new Response('OK')`, its headers included. */
const ok = (): Promise<ResponseData> => serializeResponse(new Response('OK', { status: 200 }));

/** An ExposableError-like error for the envelope path (the platform's runtime throws its own for these). */
class Exposed extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
    this.name = 'ExposableError';
  }
}

type Handler = (...args: unknown[]) => unknown;

/** Event types the platform's createIntegration takes as keys of its own, beside `events`. */
const TOP_LEVEL_EVENTS = new Set(['fetch_published_script', 'fetch_visitor_authentication']);

/** Event types a content source (`createIntegration({ contentSources })`) answers. */
const CONTENT_EVENTS = new Set(['content_compute_revision', 'content_compute_document']);

/** An `events` entry: one handler or, as the platform's runtime allows, a list of them. */
function handlersOf(entry: unknown): Handler[] | undefined {
  if (typeof entry === 'function') return [entry as Handler];
  if (Array.isArray(entry) && entry.length > 0 && entry.every((item) => typeof item === 'function')) return entry as Handler[];
  return undefined;
}

function dispatcherFor(integration: IntegrationDefinition): Dispatcher {
  const components = new Map<string, ComponentDefinition>();
  for (const component of integration.components ?? []) {
    if (isPlainObject(component) && typeof component.componentId === 'string') components.set(component.componentId, component);
  }
  const events: Record<string, unknown> = isPlainObject(integration.events) ? integration.events : {};
  const extra = integration as IntegrationDefinition & Record<string, unknown>;
  const contentSources = Array.isArray(extra.contentSources) ? (extra.contentSources as { sourceId?: unknown; compute?: unknown }[]) : [];
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

  /**
   * The handlers for an event type: `events[type]`, or, for the site events the platform's runtime reads from
   * createIntegration itself (`fetch_published_script`, `fetch_visitor_authentication`), the definition's own key —
   * published analytics and visitor-auth integrations declare them there.
   */
  function handlersFor(type: string): Handler[] | undefined {
    const own = TOP_LEVEL_EVENTS.has(type) ? extra[type] : undefined;
    return typeof own === 'function' ? [own as Handler] : handlersOf(events[type]);
  }

  /** The declared content sources' compute functions, by sourceId. */
  const computes = new Map<string, Handler>();
  for (const source of contentSources) {
    if (typeof source?.sourceId === 'string' && typeof source.compute === 'function') computes.set(source.sourceId, source.compute as Handler);
  }

  /**
   * `content_compute_revision` / `content_compute_document` fired as events (the Events panel, `dispatch`): the
   * platform's runtime routes them to the content source the event names, as the envelope path does.
   */
  function contentSourceFor(event: RuntimeEvent): Handler {
    const compute = computes.get(String(event.sourceId));
    if (compute) return compute;
    const known = [...computes.keys()].join(', ');
    throw new RuntimeError(
      'missing',
      `No content source \`${event.sourceId}\`: the script declares ${known}. Set the event's "sourceId" to one of them.`,
    );
  }

  async function runEvent(event: RuntimeEvent, environment: RuntimeEnvironment): Promise<unknown> {
    // A queued task (`context.integration.queueTask`), as the platform's runtime runs it: `task(event.task, context)`.
    if (event.type === 'task' && typeof extra.task === 'function' && !handlersOf(events.task)) {
      const task = extra.task as Handler;
      await withContext(environment, (context) => task(event.task, context));
      return undefined;
    }
    if (CONTENT_EVENTS.has(event.type) && !handlersOf(events[event.type]) && computes.size > 0) {
      const compute = contentSourceFor(event);
      return await withContext(environment, (context) => compute(event, context));
    }
    const handlers = handlersFor(event.type);
    if (!handlers) {
      throw new RuntimeError(
        'missing',
        TOP_LEVEL_EVENTS.has(event.type)
          ? `No handler for \`${event.type}\`: add \`${event.type}: async (event, context) => { ... }\` to createIntegration.`
          : `No handler for \`${event.type}\` in \`events\`: add \`events: { ${event.type}: async (event, context) => { ... } }\` to createIntegration.`,
      );
    }
    if (handlers.length === 1) {
      const result = await withContext(environment, (context) => handlers[0](event, context));
      // As the platform's runtime: a published-script handler that returns nothing answers a no-op script.
      if (result === undefined && event.type === 'fetch_published_script') {
        return new Response('/** no-op */', { headers: { 'content-type': 'application/javascript' } });
      }
      return result;
    }
    await withContext(environment, (context) => Promise.all(handlers.map((handler) => handler(event, context))));
    return undefined;
  }

  /** One `ui_render` event, as the platform's `createComponent` answers it. */
  async function uiRender(event: RuntimeEvent, environment: RuntimeEnvironment): Promise<ResponseData> {
    const definition = components.get(String(event.componentId));
    if (!definition) throw new Exposed(`Component ${event.componentId} not found`, 404);
    return withContext(environment, async (context) => {
      const props = event.props as Record<string, unknown>;
      const given = event.state as Record<string, unknown> | undefined;
      const initial = definition.initialState;
      const state = given || (typeof initial === 'function' ? await initial(props, event.context, context) : (initial ?? {}));
      let instance = createInstance({ componentId: definition.componentId, props, state, context: event.context }, environment);
      const respond = (output: unknown) =>
        ({
          status: 200,
          headers: { 'content-type': 'application/json', ...(instance.cache ? { 'cache-control': `max-age=${instance.cache.maxAge}` } : {}) },
          body: JSON.stringify(output),
        }) satisfies ResponseData;
      if (event.action && definition.action) {
        const result = (await definition.action(instance, event.action, context)) as Record<string, unknown> | undefined;
        if (result?.type === 'complete') return respond(result);
        instance = Object.assign(instance, result ?? {});
      }
      const element = await definition.render(instance, context);
      return respond({ type: 'element', state: instance.state, props: instance.props, element });
    });
  }

  async function handleEnvelope(contentType: string, body: Uint8Array | ArrayBuffer): Promise<ResponseData> {
    const envelope = await decodeEnvelope(contentType, body);
    const { event, environment } = envelope;
    switch (event.type) {
      case 'fetch': {
        const fetchHandler = integration.fetch;
        if (typeof fetchHandler !== 'function') throw new Exposed('Integration does not handle HTTP requests', 400);
        const response: unknown = await withContext(environment, (context) => fetchHandler(requestFromEnvelope(envelope), context));
        if (!(response instanceof Response)) {
          throw new RuntimeError('invalid-result', '`fetch` must return a Response (e.g. `Response.json({ ... })`).');
        }
        return serializeResponse(response);
      }
      case 'fetch_published_script':
      case 'fetch_visitor_authentication': {
        // The platform's runtime reads these from createIntegration itself; kitbench also finds them in `events`.
        const handler = handlersFor(event.type)?.[0];
        if (!handler) throw new Exposed(`Integration does not handle ${event.type}`, 400);
        const response = await withContext(environment, (context) => handler(event, context));
        if (response === undefined && event.type === 'fetch_published_script') {
          return { status: 200, headers: { 'content-type': 'application/javascript' }, body: '/** no-op */' };
        }
        if (!(response instanceof Response)) throw new RuntimeError('invalid-result', `\`${event.type}\` must return a Response.`);
        return serializeResponse(response);
      }
      case 'ui_render':
        return uiRender(event, environment);
      case 'content_compute_revision':
      case 'content_compute_document': {
        const source = contentSources.find((candidate) => candidate?.sourceId === event.sourceId);
        if (!source || typeof source.compute !== 'function') throw new Exposed(`Content source ${event.sourceId} not found`, 404);
        const compute = source.compute as Handler;
        return serializeResponse((await withContext(environment, (context) => compute(event, context))) as Response);
      }
      case 'task': {
        const task = extra.task;
        if (typeof task !== 'function') throw new Exposed('Integration does not handle tasks', 400);
        await withContext(environment, (context) => (task as Handler)(event.task, context));
        return ok();
      }
      default: {
        if (!handlersOf(events[event.type])) throw new Exposed(`Integration does not handle "${event.type}" events`, 406);
        // As the platform's runtime: whatever the handlers return, the answer is OK (the Events panel shows a Response).
        await runEvent(event, environment);
        return ok();
      }
    }
  }

  return {
    summary: {
      componentIds: [...components.keys()],
      eventNames: [
        ...[...new Set([...Object.keys(events), ...TOP_LEVEL_EVENTS])].filter((name) => handlersFor(name) !== undefined),
        ...(typeof extra.task === 'function' && !handlersOf(events.task) ? ['task'] : []),
        ...(computes.size > 0 ? [...CONTENT_EVENTS].filter((name) => !handlersOf(events[name])) : []),
      ],
      hasFetch: typeof integration.fetch === 'function',
    },
    async initialState(componentId, props, environment, context) {
      const definition = component(componentId);
      // Without an environment (an older host), the context carries an empty one rather than failing the call.
      const env = environment ?? ({} as RuntimeEnvironment);
      return withContext(env, (runtimeContext) => initialStateOf(definition, props, renderContext(context, env), runtimeContext));
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
        throw new RuntimeError('invalid-result', "`action` must return `{ state }`, `{ props }`, both, `{}`, or `{ type: 'complete' }`.");
      }
      return outcome as RuntimeActionOutcome;
    },
    async event(event, environment) {
      const result = await runEvent(event, environment);
      return result instanceof Response ? serializeResponse(result) : result;
    },
    async envelope(contentType, body) {
      try {
        return await handleEnvelope(contentType, body);
      } catch (error) {
        // A malformed envelope is the caller's problem (the platform never sends one): it stays a RuntimeError.
        if (error instanceof RuntimeError && error.code === 'invalid-envelope') throw error;
        // As the platform's runtime: the error is logged, the answer carries only what the author chose to show.
        const exposed = error instanceof Exposed || isExposableError(error);
        if (!exposed) console.error(error);
        return json(exposed ? (error as Exposed).code : 500, { error: exposed ? (error as Error).message : 'Internal server error' });
      }
    },
    renderCache: (componentId) => caches.get(componentId),
  };
}
