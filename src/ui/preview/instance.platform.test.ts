import { describe, expect, it, vi } from 'vitest';
import type { ComponentElement } from '../../sandbox/types';
import { type FakeComponent, FakeScriptHost } from './fakeHost';
import { ComponentInstance, type InstanceEnvironment } from './instance';

/** A component written as real integrations write them: bindings, unfurl, configuration flows. */
const editor: FakeComponent = {
  componentId: 'editor',
  initialState: (props) => ({ content: props.content ?? '', email: '' }),
  action(element, action) {
    if (action.action === 'subscribe') return { state: { subscribed: action.email } };
    if (action.action === '@link.unfurl') return { props: { ...element.props, url: action.url, title: 'Unfurled' } };
    if (action.action === 'finish') return { type: 'complete' } as never;
    if (action.action === '@ui.modal.close') return { state: { closedWith: action } };
    return {};
  },
  render: (element) => ({ type: 'text', children: String(element.props.content ?? '') }),
};

function setup(props: Record<string, unknown> = {}, extra: Partial<InstanceEnvironment> = {}) {
  const host = new FakeScriptHost([editor]);
  const env: InstanceEnvironment = { host, openModal: vi.fn(), openUrl: vi.fn(), persistProps: vi.fn(), ...extra };
  return { host, env, instance: new ComponentInstance('editor', props, env) };
}

describe('ComponentInstance and { $state } bindings', () => {
  it('saves a codeblock edit through @editor.node.updateProps as text, never as the binding object', async () => {
    const { instance, env } = setup({ content: 'graph TD' });
    await instance.start();
    instance.setStateKey('content', 'graph LR; A-->B');
    await instance.dispatch({ action: '@editor.node.updateProps', props: { content: { $state: 'content' } } });
    expect(env.persistProps).toHaveBeenCalledWith({ content: 'graph LR; A-->B' });
    expect(instance.getSnapshot().tree).toEqual({ type: 'text', children: 'graph LR; A-->B' });
  });

  it('hands the component the value an input holds, not {"$state":"email"}', async () => {
    const { instance, host } = setup();
    await instance.start();
    instance.setStateKey('email', 'ada@example.com');
    await instance.dispatch({ action: 'subscribe', email: { $state: 'email' } });
    expect(host.calls.at(-2)?.action).toEqual({ action: 'subscribe', email: 'ada@example.com' });
    expect(instance.getSnapshot().state.subscribed).toBe('ada@example.com');
  });

  it('resolves bindings in host action payloads such as a modal open', async () => {
    const { instance, env } = setup();
    await instance.start();
    instance.setStateKey('email', 'ada@example.com');
    await instance.dispatch({ action: '@ui.modal.open', componentId: 'confirm', props: { to: { $state: 'email' } } });
    expect(env.openModal).toHaveBeenCalledWith('confirm', { to: 'ada@example.com' }, instance, {
      action: '@ui.modal.open',
      componentId: 'confirm',
      props: { to: 'ada@example.com' },
    });
  });
});

describe('ComponentInstance and the platform protocol', () => {
  it('hands the whole @ui.modal.close payload, extra fields included, to the page', async () => {
    const closeModal = vi.fn();
    const { instance } = setup({}, { closeModal });
    await instance.start();
    instance.setStateKey('email', 'x@example.com');
    await instance.dispatch({ action: '@ui.modal.close', returnValue: 'ok', email: { $state: 'email' } });
    expect(closeModal).toHaveBeenCalledWith({ action: '@ui.modal.close', returnValue: 'ok', email: 'x@example.com' });
  });

  it("marks the instance completed when an action returns { type: 'complete' }", async () => {
    const { instance } = setup();
    await instance.start();
    expect(instance.getSnapshot().completed).toBeFalsy();
    await instance.dispatch({ action: 'finish' });
    expect(instance.getSnapshot()).toMatchObject({ completed: true, status: 'ready' });
    expect(instance.getSnapshot().notice).toBeUndefined();
  });

  it('sends @link.unfurl with the URL and keeps the props the component returns', async () => {
    const { instance, env } = setup({ url: 'https://github.com/acme/docs' });
    await instance.start();
    await instance.unfurl('https://github.com/acme/docs');
    expect(instance.getSnapshot().props).toEqual({ url: 'https://github.com/acme/docs', title: 'Unfurled' });
    expect(env.persistProps).toHaveBeenCalledWith({ url: 'https://github.com/acme/docs', title: 'Unfurled' });
  });

  it('gives render and action the context the block renders in', async () => {
    const seen: ComponentElement[] = [];
    const host = new FakeScriptHost([
      {
        ...editor,
        render: (element) => {
          seen.push(element);
          return 'ok';
        },
      },
    ]);
    const context = { type: 'document' as const, spaceId: 'space_1', editable: true };
    const instance = new ComponentInstance('editor', {}, { host, openModal: vi.fn(), openUrl: vi.fn(), context });
    await instance.start();
    expect((seen[0] as ComponentElement & { context?: unknown }).context).toEqual(context);
  });
});

describe('ComponentInstance and edits made while an action runs', () => {
  it('keeps what the user typed into a bound input while the action was on its way, beside the state it returned', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowSave: FakeComponent = {
      componentId: 'settings',
      initialState: () => ({ url: '', secret: '' }),
      async action(element, action) {
        if (action.action !== 'save') return {};
        await gate;
        return { state: { ...element.state, saved: true } };
      },
      render: (element) => ({ type: 'text', children: JSON.stringify(element.state) }),
    };
    const host = new FakeScriptHost([slowSave]);
    const instance = new ComponentInstance('settings', {}, { host, openModal: vi.fn(), openUrl: vi.fn() });
    await instance.start();
    instance.setStateKey('url', 'https://hooks.example/in');
    const saving = instance.dispatch({ action: 'save' });
    await vi.waitFor(() => expect(host.calls.at(-1)?.method).toBe('action'));
    // Typed while the save is in flight.
    instance.setStateKey('secret', 's3cret');
    release();
    await saving;
    expect(instance.getSnapshot().state).toEqual({ url: 'https://hooks.example/in', secret: 's3cret', saved: true });
  });
});
