/**
 * The host's side of a component as the platform's renderer plays it (GitbookIO/gitbook `react-contentkit`,
 * `ContentKit`): what each request carries, and how modals open and close.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ComponentAction, ComponentElement } from '../../sandbox/types';
import { type FakeComponent, FakeScriptHost } from './fakeHost';
import { ComponentInstance, type InstanceEnvironment } from './instance';

/** Every (element, action) the component's `action` received. */
function recording(component: Omit<FakeComponent, 'action'> & { action?: FakeComponent['action'] }) {
  const received: { element: ComponentElement; action: ComponentAction }[] = [];
  const wrapped: FakeComponent = {
    ...component,
    action(element, action) {
      received.push({ element, action });
      return component.action?.(element, action);
    },
  };
  return { component: wrapped, received };
}

function start(components: FakeComponent[], componentId: string, env: Partial<InstanceEnvironment> = {}, props: Record<string, unknown> = {}) {
  const host = new FakeScriptHost(components);
  const instance = new ComponentInstance(componentId, props, { host, openModal: vi.fn(), openUrl: vi.fn(), ...env });
  return { host, instance };
}

describe('what each request carries', () => {
  it('merges the state as the platform does: keys an action left out of its state come back in the next request', async () => {
    const { component, received } = recording({
      componentId: 'wizard',
      initialState: () => ({ step: 1, name: 'Ada' }),
      // Returns only `step`: the runtime renders with { step } alone...
      action: (element, action) => (action.action === 'next' ? { state: { step: Number(element.state.step) + 1 } } : {}),
      render: (element) => ({ type: 'text', children: `${element.state.step} ${element.state.name ?? '(no name)'}` }),
    });
    const { instance } = start([component], 'wizard');
    await instance.start();
    await instance.dispatch({ action: 'next' });
    expect(instance.getSnapshot().tree).toEqual({ type: 'text', children: '2 (no name)' });
    // ...but the renderer sends the next request with the previous request's state under the new one.
    await instance.dispatch({ action: 'next' });
    expect(received[1].element.state).toEqual({ step: 2, name: 'Ada' });
    expect(instance.getSnapshot().timeline.at(-1)?.stateBefore).toEqual({ step: 2, name: 'Ada' });
  });

  it("sends the last output's props with the next request", async () => {
    const { component, received } = recording({
      componentId: 'card',
      action: (element, action) => (action.action === 'pin' ? { props: { ...element.props, pinned: true } } : {}),
      render: () => ({ type: 'text', children: 'card' }),
    });
    const { instance } = start([component], 'card', {}, { url: 'https://example.com' });
    await instance.start();
    await instance.dispatch({ action: 'pin' });
    await instance.dispatch({ action: 'look' });
    expect(received[1].element.props).toEqual({ url: 'https://example.com', pinned: true });
  });

  it('sends what an input holds over the state the last output gave', async () => {
    const { component, received } = recording({
      componentId: 'form',
      initialState: () => ({ email: '', sent: false }),
      action: () => ({ state: { sent: true } }),
      render: () => ({ type: 'text', children: 'form' }),
    });
    const { instance } = start([component], 'form');
    await instance.start();
    instance.setStateKey('email', 'ada@example.com');
    await instance.dispatch({ action: 'send' });
    expect(received[0].element.state).toEqual({ email: 'ada@example.com', sent: false });
  });
});

describe('modals', () => {
  it('gives the modal its @ui.modal.open action with its first request, as the platform does', async () => {
    const { component, received } = recording({
      componentId: 'picker',
      initialState: () => ({ choice: 'none' }),
      action: (_element, action) => (action.action === '@ui.modal.open' ? { state: { choice: String((action.props as { preset: string }).preset) } } : {}),
      render: (element) => ({ type: 'modal', title: 'Pick', children: [{ type: 'text', children: String(element.state.choice) }] }),
    });
    const opening = { action: '@ui.modal.open', componentId: 'picker', props: { preset: 'blue' } };
    const { instance } = start([component], 'picker', { openedWith: opening, closeModal: vi.fn() }, { preset: 'blue' });
    await instance.start();
    expect(received.map((entry) => entry.action)).toEqual([opening]);
    expect(instance.getSnapshot().tree).toMatchObject({ children: [{ children: 'blue' }] });
  });

  it("hands @ui.modal.close to the opener and to the modal's own action, bindings resolved", async () => {
    const { component, received } = recording({
      componentId: 'picker',
      initialState: () => ({ choice: 'green' }),
      render: () => ({ type: 'modal', children: [] }),
    });
    const closeModal = vi.fn();
    const { instance } = start([component], 'picker', { closeModal });
    await instance.start();
    await instance.dispatch({ action: '@ui.modal.close', returnValue: { picked: { $state: 'choice' } } });
    expect(closeModal).toHaveBeenCalledWith({ action: '@ui.modal.close', returnValue: { picked: 'green' } });
    expect(received.map((entry) => entry.action)).toEqual([{ action: '@ui.modal.close', returnValue: { picked: 'green' } }]);
  });
});
