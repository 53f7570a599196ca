import { decodeEnvelope, requestFromEnvelope } from './envelope';
import { RuntimeError } from './errors';
import { isIntegration } from './integration';
import { type ResponseData, serializeResponse } from './response';
import type {
  ComponentDefinition,
  IntegrationDefinition,
  RuntimeAction,
  RuntimeActionOutcome,
  RuntimeContext,
  RuntimeElement,
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
  initialState(componentId: string, props: Record<string, unknown>): Promise<Record<string, unknown>>;
  render(element: RuntimeElement, environment: RuntimeEnvironment): Promise<unknown>;
  action(element: RuntimeElement, action: RuntimeAction, environment: RuntimeEnvironment): Promise<RuntimeActionOutcome>;
  event(event: RuntimeEvent, environment: RuntimeEnvironment): Promise<unknown>;
  /** Handles one `POST /v1` envelope: a `fetch` event goes to `fetch(request, context)`, any other to `events`. */
  envelope(contentType: string, body: Uint8Array | ArrayBuffer): Promise<ResponseData>;
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

function dispatcherFor(integration: IntegrationDefinition): Dispatcher {
  const components = new Map<string, ComponentDefinition>();
  for (const component of integration.components ?? []) {
    if (isPlainObject(component) && typeof component.componentId === 'string') components.set(component.componentId, component);
  }
  const events = isPlainObject(integration.events) ? integration.events : {};

  function component(componentId: string): ComponentDefinition {
    const found = components.get(componentId);
    if (!found) {
      const known = [...components.keys()].join(', ') || 'none';
      throw new RuntimeError('missing', `No component \`${componentId}\` in \`components\` (declared: ${known}).`);
    }
    return found;
  }

  const context = (environment: RuntimeEnvironment): RuntimeContext => ({ environment });

  async function runEvent(event: RuntimeEvent, environment: RuntimeEnvironment): Promise<unknown> {
    const handler = events[event.type];
    if (typeof handler !== 'function') {
      throw new RuntimeError('missing', `No handler for \`${event.type}\` in \`events\`.`);
    }
    return await handler(event, context(environment));
  }

  return {
    summary: {
      componentIds: [...components.keys()],
      eventNames: Object.keys(events).filter((name) => typeof events[name] === 'function'),
      hasFetch: typeof integration.fetch === 'function',
    },
    async initialState(componentId, props) {
      const definition = component(componentId);
      if (!definition.initialState) return {};
      const state = await definition.initialState(props);
      if (!isPlainObject(state)) {
        throw new RuntimeError('invalid-result', `\`initialState\` of \`${componentId}\` must return an object.`);
      }
      return state;
    },
    async render(element, environment) {
      const definition = component(element.componentId);
      if (typeof definition.render !== 'function') {
        throw new RuntimeError('missing', `Component \`${element.componentId}\` has no \`render\`.`);
      }
      return await definition.render(element, context(environment));
    },
    async action(element, action, environment) {
      const definition = component(element.componentId);
      if (!definition.action) return {};
      const outcome = await definition.action(element, action, context(environment));
      if (outcome === undefined || outcome === null) return {};
      if (!isPlainObject(outcome)) {
        throw new RuntimeError('invalid-result', '`action` must return `{ state }`, `{ props }`, both, or `{}`.');
      }
      return outcome;
    },
    event: runEvent,
    async envelope(contentType, body) {
      const envelope = await decodeEnvelope(contentType, body);
      if (envelope.event.type !== 'fetch') {
        await runEvent(envelope.event, envelope.environment);
        return { status: 200, headers: { 'content-type': 'application/json' }, body: '{"handled":true}' };
      }
      if (typeof integration.fetch !== 'function') {
        throw new RuntimeError('missing', 'The integration has no `fetch` handler: add `fetch(request, context)` to createIntegration.');
      }
      const response = await integration.fetch(requestFromEnvelope(envelope), context(envelope.environment));
      if (!(response instanceof Response)) {
        throw new RuntimeError('invalid-result', '`fetch` must return a Response (e.g. `Response.json({ ... })`).');
      }
      return serializeResponse(response);
    },
  };
}
