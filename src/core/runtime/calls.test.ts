import { describe, expect, it } from 'vitest';
import { runDispatchCall, jsonCopy } from './calls';
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

describe('jsonCopy', () => {
  it('drops what cannot cross a thread (functions) and keeps undefined as undefined', () => {
    expect(jsonCopy({ a: 1, f: () => 1 })).toEqual({ a: 1 });
    expect(jsonCopy(undefined)).toBeUndefined();
  });
});
