import { describe, expect, it } from 'vitest';
import { runDispatchCall, jsonCopy } from './calls';
import { createDispatcher } from './dispatcher';
import { testEnvironment } from './test-environment';
import { createComponent, createIntegration } from './integration';

describe('runDispatchCall', () => {
  it('hands initialState the environment, so a function initialState sees its context', async () => {
    const where = createComponent({
      componentId: 'where',
      initialState: (_props: Record<string, unknown>, context?: { environment: { apiEndpoint: string } }) => ({ api: context?.environment.apiEndpoint }),
      render: () => ({ type: 'block' }),
    });
    const dispatcher = createDispatcher({ default: createIntegration({ components: [where] }) });
    const environment = testEnvironment();
    const state = await runDispatchCall(dispatcher, { kind: 'initialState', componentId: 'where', props: {}, environment });
    expect(state).toEqual({ api: environment.apiEndpoint });
  });
});

describe('jsonCopy', () => {
  it('drops what cannot cross a thread (functions) and keeps undefined as undefined', () => {
    expect(jsonCopy({ a: 1, f: () => 1 })).toEqual({ a: 1 });
    expect(jsonCopy(undefined)).toBeUndefined();
  });
});
