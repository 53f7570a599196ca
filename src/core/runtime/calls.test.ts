import { describe, expect, it } from 'vitest';
import { type ActionRenderResult, jsonCopy, runDispatchCall } from './calls';
import { createDispatcher } from './dispatcher';
import { testEnvironment } from './test-environment';
import { createComponent, createIntegration } from './integration';

describe('runDispatchCall', () => {
  it('calls initialState(props, renderContext, context) as the platform does: the surface, then the runtime context', async () => {
    const where = createComponent({
      componentId: 'where',
      initialState: (_props, renderContext, context) => ({ surface: renderContext.type, space: renderContext.spaceId, api: context.environment.apiEndpoint }),
      render: () => ({ type: 'block' }),
    });
    const dispatcher = createDispatcher({ default: createIntegration({ components: [where] }) });
    const environment = testEnvironment();
    const context = { type: 'configuration_space', spaceId: 'space_9', theme: 'light' as const };
    const state = await runDispatchCall(dispatcher, { kind: 'initialState', componentId: 'where', props: {}, environment, context });
    expect(state).toEqual({ surface: 'configuration_space', space: 'space_9', api: environment.apiEndpoint });
  });
});

describe('runDispatchCall: actionRender, the action and the render after it in one call (as the platform\'s ui_render)', () => {
  const stamp = createComponent<Record<string, unknown>, { count: number; at?: Date | string }>({
    componentId: 'stamp',
    initialState: { count: 0 },
    action: async (element, action) => {
      if (action.action === 'stamp') return { state: { count: element.state.count + 1, at: new Date(0) } };
      if (action.action === 'finish') return { type: 'complete', returnValue: { n: 7 } };
      if (action.action === 'bad') return 42 as never;
      if (action.action === 'crash') throw new Error('action crashed');
      return { state: { count: -1 } };
    },
    render: async (element) => {
      if (element.state.count < 0) throw new Error('render crashed');
      return { type: 'text', children: [`${element.state.count} ${element.state.at instanceof Date ? 'Date' : typeof element.state.at}`] };
    },
  });
  const dispatcher = createDispatcher({ default: createIntegration({ components: [stamp] }) });
  const environment = testEnvironment();
  const element = { componentId: 'stamp', props: {}, state: { count: 1 } };
  const run = (action: string, options?: Parameters<typeof runDispatchCall>[2]) =>
    runDispatchCall(dispatcher, { kind: 'actionRender', element, action: { action }, environment }, options) as Promise<ActionRenderResult>;

  it('renders with the state the action returned as it is (a Date stays a Date until the answer crosses as JSON)', async () => {
    const result = await run('stamp');
    expect(result.outcome).toEqual({ state: { count: 2, at: new Date(0) } });
    expect(result.render).toMatchObject({ ok: true, value: { type: 'text', children: ['2 Date'] } });
    expect(result.actionMs).toBeTypeOf('number');
    expect(jsonCopy(result)).toMatchObject({ outcome: { state: { at: '1970-01-01T00:00:00.000Z' } } });
  });

  it('does not render after `complete`; an outcome that is not one fails the call as a lone action does', async () => {
    expect(await run('finish')).toEqual({ outcome: { type: 'complete', returnValue: { n: 7 } }, actionMs: expect.any(Number) });
    await expect(run('bad')).rejects.toThrow('`action` must return');
  });

  it('a failing action rejects the call; a failing render is answered, described by the caller', async () => {
    await expect(run('crash')).rejects.toThrow('action crashed');
    const result = await run('break', { problemOf: (error) => ({ said: (error as Error).message }), renderedTree: (tree) => ({ capped: tree }) });
    expect(result.outcome).toEqual({ state: { count: -1 } });
    expect(result.render).toMatchObject({ ok: false, error: { said: 'render crashed' } });
    expect(((await run('stamp', { renderedTree: (tree) => ({ capped: tree }) })).render as { value: unknown }).value).toMatchObject({ capped: { type: 'text' } });
  });
});

describe('jsonCopy', () => {
  it('drops what cannot cross a thread (functions) and keeps undefined as undefined', () => {
    expect(jsonCopy({ a: 1, f: () => 1 })).toEqual({ a: 1 });
    expect(jsonCopy(undefined)).toBeUndefined();
  });
});
