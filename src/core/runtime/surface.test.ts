import { describe, expect, it, vi } from 'vitest';
import { ServiceAPI } from '../api/client';
import { encodeEnvelope, fetchEvent } from './envelope';
import { RuntimeError } from './errors';
import { loadIntegration } from './load';
import { testEnvironment } from './test-environment';

/** A one-file integration, loaded in this realm as the CLI and the tests do. */
const load = (body: string) =>
  loadIntegration(
    `import { createComponent, createIntegration, ExposableError, Logger } from '@service/runtime';\n${body}`,
    'index.tsx',
  );

async function envelopeOf(event: Record<string, unknown> & { type: string }, body?: string) {
  const envelope = await encodeEnvelope({
    event,
    environment: testEnvironment(),
    fetchBody: body === undefined ? undefined : new TextEncoder().encode(body),
  });
  return [envelope.contentType, envelope.body] as const;
}

const fetchPost = (path: string, body?: string) =>
  envelopeOf(fetchEvent({ method: 'POST', url: `${testEnvironment().integration.urls.publicEndpoint}${path}`, headers: {} }, 'inst_1'), body);

describe('ExposableError', () => {
  const dispatcher = load(`export default createIntegration({
    fetch: async (request) => {
      if (new URL(request.url).pathname.endsWith('/missing')) throw new ExposableError('No such issue: PROJ-9', 404);
      if (new URL(request.url).pathname.endsWith('/bad')) throw new ExposableError('The title is required');
      throw new Error('database exploded');
    },
  });`);

  it('answers with its message and status instead of a generic 500', async () => {
    const response = await dispatcher.envelope(...(await fetchPost('/v1/missing')));
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toEqual({ error: 'No such issue: PROJ-9' });
  });

  it('defaults to 400 Bad Request', async () => {
    const response = await dispatcher.envelope(...(await fetchPost('/v1/bad')));
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).error).toBe('The title is required');
  });

  it('answers any other error as the platform does: 500 `Internal server error`, the error itself in the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await dispatcher.envelope(...(await fetchPost('/v1/other')));
    expect(response.status).toBe(500);
    expect(JSON.parse(response.body)).toEqual({ error: 'Internal server error' });
    expect(String(error.mock.calls[0][0])).toContain('database exploded');
    error.mockRestore();
  });
});

describe('Logger', () => {
  it('writes namespaced lines through console with Logger.for and Logger(), and loads without crashing', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dispatcher = load(`const logger = Logger.for('slack');
    const legacy = Logger('github');
    export default createIntegration({ events: { space_view: async (event) => { logger.info('viewed', event.spaceId); legacy.error('rate limited'); } } });`);
    await dispatcher.event({ type: 'space_view', spaceId: 'space_1' }, testEnvironment());
    expect(info).toHaveBeenCalledWith('[slack]', 'viewed', 'space_1');
    expect(error).toHaveBeenCalledWith('[github]', 'rate limited');
    vi.restoreAllMocks();
  });
});

describe('context', () => {
  it('gives every handler an api client over the environment’s endpoint and token, and a waitUntil it awaits', async () => {
    const dispatcher = load(`export default createIntegration({ events: { space_view: async (event, context) => {
      globalThis.__seen = context.api;
      context.waitUntil(new Promise((resolve) => setTimeout(() => { globalThis.__finished = true; resolve(); }, 10)));
    } } });`);
    const scope = globalThis as { __seen?: unknown; __finished?: boolean };
    await dispatcher.event({ type: 'space_view' }, testEnvironment());
    expect(scope.__seen).toBeInstanceOf(ServiceAPI);
    // As the platform's client: requests go below `{apiEndpoint}/v1`.
    expect((scope.__seen as ServiceAPI).endpoint).toBe(`${testEnvironment().apiEndpoint}/v1`);
    expect(scope.__finished).toBe(true);
    delete scope.__seen;
    delete scope.__finished;
  });
});

describe('components', () => {
  const dispatcher = load(`
    const form = createComponent({
      componentId: 'form',
      initialState: { email: '', subscribed: false },
      action: async (element, action) => {
        if (action.action === 'subscribe') return { state: { subscribed: true, address: action.email } };
        if (action.action === 'finish') return { type: 'complete', returnValue: { ok: true } };
      },
      render: async (element) => {
        element.setCache({ maxAge: 86400 });
        return { type: 'block', children: [
          { type: 'input', label: 'Email', element: { type: 'textinput', state: 'email' } },
          { type: 'button', label: 'Subscribe', onPress: { action: 'subscribe', email: element.dynamicState('email') } },
          { type: 'text', children: element.context.type + ' ' + element.context.spaceId },
        ] };
      },
    });
    const counter = createComponent({ componentId: 'counter', initialState: (props, context) => ({ count: props.start, surface: context.type }), render: () => ({ type: 'block' }) });
    export default createIntegration({ components: [form, counter] });`);
  const environment = testEnvironment();

  it('takes initialState as an object (a fresh copy each time) or as a function of props and context', async () => {
    const first = await dispatcher.initialState('form', {}, environment);
    first.email = 'changed';
    expect(await dispatcher.initialState('form', {}, environment)).toEqual({ email: '', subscribed: false });
    expect(await dispatcher.initialState('counter', { start: 3 }, environment)).toEqual({ count: 3, surface: 'document' });
  });

  it('renders dynamicState as a { $state } binding and shows the render context of the document', async () => {
    const tree = (await dispatcher.render({ componentId: 'form', props: {}, state: { email: '' } }, environment)) as {
      children: [unknown, { onPress: unknown }, { children: string }];
    };
    expect(tree.children[1].onPress).toEqual({ action: 'subscribe', email: { $state: 'email' } });
    expect(tree.children[2].children).toBe('document space_1');
  });

  it('records setCache without changing what renders', async () => {
    await dispatcher.render({ componentId: 'form', props: {}, state: {} }, environment);
    expect(dispatcher.renderCache('form')).toEqual({ maxAge: 86400 });
  });

  it('takes the surface from the host, e.g. an account configuration screen', async () => {
    const tree = (await dispatcher.render({ componentId: 'form', props: {}, state: {}, context: { type: 'configuration_account' } }, environment)) as {
      children: [unknown, unknown, { children: string }];
    };
    expect(tree.children[2].children).toMatch(/^configuration_account/);
  });

  it('resolves { $state } bindings in the action payload against the state before the handler sees them', async () => {
    const outcome = await dispatcher.action(
      { componentId: 'form', props: {}, state: { email: 'ada@example.com', subscribed: false } },
      { action: 'subscribe', email: { $state: 'email' } },
      environment,
    );
    expect(outcome).toEqual({ state: { subscribed: true, address: 'ada@example.com' } });
  });

  it('passes a configuration’s { type: "complete" } outcome through for the host', async () => {
    const outcome = await dispatcher.action({ componentId: 'form', props: {}, state: {} }, { action: 'finish' }, environment);
    expect(outcome).toEqual({ type: 'complete', returnValue: { ok: true } });
  });
});

describe('events of any type', () => {
  const dispatcher = load(`export default createIntegration({ events: {
    fetch_published_script: async () => new Response('window.tracked = true;', { headers: { 'content-type': 'application/javascript' } }),
    custom_thing: async (event) => ({ got: event.value }),
  } });`);

  it('dispatch to events[type], a Response coming back as plain data', async () => {
    const script = (await dispatcher.event({ type: 'fetch_published_script', spaceId: 's' }, testEnvironment())) as { status: number; body: string };
    expect(script.status).toBe(200);
    expect(script.body).toBe('window.tracked = true;');
    expect(await dispatcher.event({ type: 'custom_thing', value: 7 }, testEnvironment())).toEqual({ got: 7 });
  });

  it('answer an envelope with the handler’s Response', async () => {
    const response = await dispatcher.envelope(...(await envelopeOf({ type: 'fetch_published_script' })));
    expect(response.headers['content-type']).toBe('application/javascript');
    expect(response.body).toBe('window.tracked = true;');
  });

  it('name the missing handler, and an envelope of an unhandled event is answered 406 as the platform does', async () => {
    await expect(dispatcher.event({ type: 'space_view' }, testEnvironment())).rejects.toThrow(RuntimeError);
    await expect(dispatcher.event({ type: 'space_view' }, testEnvironment())).rejects.toThrow(/No handler for `space_view` in `events`/);
    const response = await dispatcher.envelope(...(await envelopeOf({ type: 'space_view' })));
    expect(response.status).toBe(406);
    expect(JSON.parse(response.body)).toEqual({ error: 'Integration does not handle "space_view" events' });
  });
});
