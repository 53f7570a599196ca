import { describe, expect, it, vi } from 'vitest';
import { type FakeComponent, FakeScriptHost } from './fakeHost';
import { ComponentInstance, type InstanceEnvironment } from './instance';

const counter: FakeComponent = {
  componentId: 'counter',
  initialState: (props) => ({ count: (props.start as number) ?? 0 }),
  action(element, action) {
    const count = element.state.count as number;
    if (action.action === 'increment') return { state: { count: count + 1 } };
    if (action.action === 'rename') return { props: { title: String(element.state.draft) } };
    if (action.action === '@ui.modal.close') return { state: { picked: action.returnValue } };
    if (action.action === 'explode') throw new Error('boom');
    return {};
  },
  render: (element) => ({ type: 'text', children: ['Count: ', element.state.count] }),
};

function setup(components: FakeComponent[] = [counter], componentId = 'counter', props: Record<string, unknown> = {}) {
  const host = new FakeScriptHost(components);
  const env: InstanceEnvironment = { host, openModal: vi.fn(), openUrl: vi.fn(), persistProps: vi.fn() };
  const instance = new ComponentInstance(componentId, props, env);
  return { host, env, instance };
}

describe('ComponentInstance', () => {
  it('builds the initial state from props and renders it', async () => {
    const { instance } = setup(undefined, undefined, { start: 5 });
    await instance.start();
    expect(instance.getSnapshot()).toMatchObject({ status: 'ready', state: { count: 5 }, tree: { children: ['Count: ', 5] } });
  });

  it('applies quick actions in order, each seeing the previous state', async () => {
    const { instance } = setup();
    await instance.start();
    void instance.dispatch({ action: 'increment' });
    void instance.dispatch({ action: 'increment' });
    await instance.dispatch({ action: 'increment' });
    expect(instance.getSnapshot().state).toEqual({ count: 3 });
    expect(instance.getSnapshot().tree).toEqual({ type: 'text', children: ['Count: ', 3] });
  });

  it('records each action with the state before and after and the render time', async () => {
    const { instance } = setup();
    await instance.start();
    await instance.dispatch({ action: 'increment' });
    const entry = instance.getSnapshot().timeline.at(-1)!;
    expect(entry).toMatchObject({ action: { action: 'increment' }, stateBefore: { count: 0 }, stateAfter: { count: 1 } });
    expect(entry.renderMs).toBeTypeOf('number');
    expect(entry.tree).toEqual({ type: 'text', children: ['Count: ', 1] });
  });

  it('renders again after an action that returns {}, as the platform does (state and props kept)', async () => {
    const { instance, host } = setup();
    await instance.start();
    const before = instance.getSnapshot();
    const renders = host.calls.filter((c) => c.method === 'render').length;
    await instance.dispatch({ action: 'nothing' });
    expect(host.calls.filter((c) => c.method === 'render').length).toBe(renders + 1);
    expect(instance.getSnapshot().state).toEqual(before.state);
  });

  it('sends an action and the render after it as one host call (actionRender), as the platform\'s ui_render', async () => {
    const { instance, host } = setup();
    await instance.start();
    const actionRender = vi.spyOn(host, 'actionRender');
    const render = vi.spyOn(host, 'render');
    const action = vi.spyOn(host, 'action');
    await instance.dispatch({ action: 'increment' });
    expect(actionRender).toHaveBeenCalledTimes(1);
    // The fake host plays the runner with its own action and render; the instance itself asked for neither.
    expect(render.mock.calls.length).toBe(1);
    expect(action.mock.calls.length).toBe(1);
    expect(instance.getSnapshot()).toMatchObject({ state: { count: 1 }, tree: { children: ['Count: ', 1] } });
  });

  it('a render that fails after a successful action keeps the action\'s state and shows the problem in place', async () => {
    const { instance, host } = setup();
    await instance.start();
    host.setComponents([{ ...counter, render: (element) => (element.state.count === 1 ? (() => { throw new Error('render broke at 1'); })() : counter.render(element)) }]);
    await instance.dispatch({ action: 'increment' });
    expect(instance.getSnapshot()).toMatchObject({ status: 'failed', state: { count: 1 }, problem: { message: 'render broke at 1' } });
    expect(instance.getSnapshot().timeline.at(-1)).toMatchObject({ stateAfter: { count: 1 }, problem: 'render broke at 1' });
  });

  it('lets the next action see a value a bound input wrote', async () => {
    const { instance, env } = setup();
    await instance.start();
    instance.setStateKey('draft', 'Renamed');
    await instance.dispatch({ action: 'rename' });
    expect(instance.getSnapshot().props).toEqual({ title: 'Renamed' });
    expect(env.persistProps).toHaveBeenCalledWith({ title: 'Renamed' });
  });

  it('explains a block whose component the script lacks', async () => {
    const { instance } = setup(undefined, 'chart');
    await instance.start();
    expect(instance.getSnapshot().status).toBe('failed');
    expect(instance.getSnapshot().problem?.message).toContain('No component "chart" in the script');
  });

  it('shows a render error in place and recovers on the next script version, keeping the state', async () => {
    const { instance, host } = setup();
    await instance.start();
    await instance.dispatch({ action: 'increment' });
    host.setComponents([{ ...counter, render: () => { throw new Error('render broke'); } }]);
    await instance.rerender();
    expect(instance.getSnapshot()).toMatchObject({ status: 'failed', problem: { message: 'render broke' } });
    host.setComponents([counter]);
    await instance.rerender();
    expect(instance.getSnapshot()).toMatchObject({ status: 'ready', state: { count: 1 } });
  });

  it('keeps serving a block from the last good version while a newer one fails to load', async () => {
    const { instance, host } = setup();
    await instance.start();
    await instance.dispatch({ action: 'increment' });
    // A syntax error in the newest version: the host keeps the last good summary running.
    host.loadProblem = { kind: 'syntax', message: 'Expected ";"', file: 'src/index.tsx', line: 3 };
    host.version += 1;
    await instance.rerender();
    expect(instance.getSnapshot()).toMatchObject({ status: 'ready', state: { count: 1 } });
    await instance.dispatch({ action: 'increment' });
    expect(instance.getSnapshot().state).toEqual({ count: 2 });
    // Nothing running at all: the block says why.
    host.summary = undefined;
    await instance.rerender();
    expect(instance.getSnapshot()).toMatchObject({ status: 'failed', problem: { message: 'The script did not load: Expected ";"' } });
  });

  it('keeps the block usable when an action throws', async () => {
    const { instance } = setup();
    await instance.start();
    await instance.dispatch({ action: 'explode' });
    expect(instance.getSnapshot()).toMatchObject({ status: 'ready', notice: 'action "explode" failed: boom' });
    await instance.dispatch({ action: 'increment' });
    expect(instance.getSnapshot().state).toEqual({ count: 1 });
  });

  it('hands host actions to the page instead of the component', async () => {
    const { instance, env, host } = setup();
    await instance.start();
    await instance.dispatch({ action: '@ui.modal.open', componentId: 'picker', props: { a: 1 } });
    await instance.dispatch({ action: '@ui.url.open', url: 'https://example.com' });
    expect(env.openModal).toHaveBeenCalledWith('picker', { a: 1 }, instance, { action: '@ui.modal.open', componentId: 'picker', props: { a: 1 } });
    expect(env.openUrl).toHaveBeenCalledWith('https://example.com');
    expect(host.calls.some((c) => c.method === 'action')).toBe(false);
  });

  it('delivers a modal return value to the opener as @ui.modal.close', async () => {
    const { instance } = setup();
    await instance.start();
    await instance.deliver({ action: '@ui.modal.close', returnValue: 'blue' });
    expect(instance.getSnapshot().state).toMatchObject({ picked: 'blue' });
  });

  it('persists props from @editor.node.updateProps and re-renders', async () => {
    const { instance, env } = setup();
    await instance.start();
    await instance.dispatch({ action: '@editor.node.updateProps', props: { start: 9 } });
    expect(env.persistProps).toHaveBeenCalledWith({ start: 9 });
    expect(instance.getSnapshot().props).toEqual({ start: 9 });
  });

  it('resets to the initial state and clears the history', async () => {
    const { instance } = setup();
    await instance.start();
    await instance.dispatch({ action: 'increment' });
    await instance.reset();
    expect(instance.getSnapshot().state).toEqual({ count: 0 });
    expect(instance.getSnapshot().timeline.map((e) => e.action.action)).toEqual(['(reset)']);
  });
});
