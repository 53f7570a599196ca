import { applyOutcome, parseHostAction } from '../../core/contentkit/actions';
import { resolveStateBindings } from '../../core/contentkit/bindings';
import type { ContentKitAction } from '../../core/contentkit/elements';
import type { ComponentElement, ScriptProblem } from '../../sandbox/types';
import type { InstanceEnvironment, InstanceSnapshot, RenderContext, TimelineEntry } from './instance-types';

export type { InstanceEnvironment, InstanceSnapshot, RenderContext, TimelineEntry } from './instance-types';

const TIMELINE_LIMIT = 200;

/**
 * A component instance: `initialState(props)` once, then `render` after every change. Actions run one at a
 * time in order, so three quick presses of "Add" are three increments, each seeing the state the previous
 * one left. Framework-free: React subscribes with useSyncExternalStore.
 */
export class ComponentInstance {
  private snapshot: InstanceSnapshot;
  private listeners = new Set<() => void>();
  private queue: Promise<void> = Promise.resolve();
  private nextEntryId = 1;
  private disposed = false;
  private readonly initialProps: Record<string, unknown>;
  /** The state the last request carried: the next one is sent over it, as the platform's renderer merges them. */
  private sentState: Record<string, unknown> = {};

  constructor(
    readonly componentId: string,
    props: Record<string, unknown>,
    private readonly env: InstanceEnvironment,
  ) {
    this.initialProps = props;
    this.snapshot = { status: 'starting', props, state: {}, tree: undefined, timeline: [] };
  }

  getSnapshot = (): InstanceSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private set(patch: Partial<InstanceSnapshot>) {
    if (this.disposed) return;
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(task, task);
    return this.queue;
  }

  /** The element `render` and `action` receive, with `context` beside props and state. */
  private element(props: Record<string, unknown>, state: Record<string, unknown>): ComponentElement {
    const element: ComponentElement & { context?: RenderContext } = { componentId: this.componentId, props, state };
    if (this.env.context) element.context = this.env.context;
    return element;
  }

  /**
   * The state the next request carries, as the platform's renderer builds it: the state of the request before, with
   * the current state (the last output's, plus the user's edits since) over it. Keys an action's returned state left
   * out come back in the next request; `render` right after the action saw the action's state as it returned it.
   */
  private outgoingState(): Record<string, unknown> {
    this.sentState = { ...this.sentState, ...this.snapshot.state };
    return this.sentState;
  }

  /** Where this instance renders (modals open with it). */
  get context(): RenderContext | undefined {
    return this.env.context;
  }

  private record(entry: Omit<TimelineEntry, 'id' | 'time'>) {
    const timeline = [...this.snapshot.timeline, { ...entry, id: this.nextEntryId++, time: Date.now() }];
    return timeline.length > TIMELINE_LIMIT ? timeline.slice(-TIMELINE_LIMIT) : timeline;
  }

  private missingProblem(): ScriptProblem | undefined {
    const { summary, loadProblem } = this.env.host;
    // A version that failed to load leaves the last good one running (its summary stays): blocks keep using it.
    if (loadProblem && !summary) return { ...loadProblem, message: `The script did not load: ${loadProblem.message}` };
    if (summary && !summary.componentIds.includes(this.componentId)) {
      const known = summary.componentIds.length ? ` Components in the script: ${summary.componentIds.join(', ')}.` : '';
      return {
        kind: 'missing',
        message: `No component "${this.componentId}" in the script. Add createComponent({ componentId: '${this.componentId}', ... }) to createIntegration's components.${known}`,
      };
    }
    return undefined;
  }

  /** Builds the initial state from the props and renders. Also used by `reset`. */
  start(label = '(initial render)'): Promise<void> {
    return this.enqueue(async () => {
      const missing = this.missingProblem();
      const props = label === '(reset)' ? this.initialProps : this.snapshot.props;
      if (missing) {
        this.set({ status: 'failed', problem: missing, props, state: {}, tree: undefined });
        return;
      }
      const initial = await this.env.host.initialState(this.componentId, props, this.env.context);
      if (!initial.ok) {
        this.set({ status: 'failed', problem: initial.error, props });
        return;
      }
      const state = initial.value ?? {};
      const timeline = label === '(reset)' ? [] : this.snapshot.timeline;
      this.sentState = {};
      this.snapshot = { ...this.snapshot, props, state, timeline, notice: undefined };
      // A modal's first request carries the action that opened it (the platform's renderer sends it so).
      if (this.env.openedWith && label !== '(reset)') await this.runAction(this.env.openedWith);
      else await this.renderNow({ action: label }, {}, undefined);
    });
  }

  /** Re-renders with the current state (a new script version), keeping the state. */
  rerender(): Promise<void> {
    return this.enqueue(async () => {
      if (this.snapshot.status === 'failed' && this.snapshot.tree === undefined) {
        // It never started (missing component, load failure): the new version may fix that.
        const missing = this.missingProblem();
        if (missing) return this.set({ problem: missing });
        const initial = await this.env.host.initialState(this.componentId, this.snapshot.props, this.env.context);
        if (!initial.ok) return this.set({ problem: initial.error });
        this.snapshot = { ...this.snapshot, state: initial.value ?? {} };
      }
      const missing = this.missingProblem();
      if (missing) return this.set({ status: 'failed', problem: missing });
      await this.renderNow({ action: '(script reloaded)' }, this.snapshot.state, undefined);
    });
  }

  /** Drops the state and history and starts again from the props the block was inserted with. */
  reset(): Promise<void> {
    return this.start('(reset)');
  }

  private async renderNow(action: ContentKitAction, stateBefore: Record<string, unknown>, actionMs: number | undefined) {
    const { props } = this.snapshot;
    this.showRender(action, stateBefore, actionMs, await this.env.host.render(this.element(props, this.outgoingState())));
  }

  /** Shows one render's result (a host render call's, or the render half of an `actionRender`) and records the step. */
  private showRender(
    action: ContentKitAction,
    stateBefore: Record<string, unknown>,
    actionMs: number | undefined,
    result: { ok: true; value: unknown; durationMs: number } | { ok: false; error: ScriptProblem; durationMs: number },
  ) {
    const { props, state } = this.snapshot;
    if (!result.ok) {
      this.set({
        status: 'failed',
        problem: result.error,
        timeline: this.record({ action, stateBefore, stateAfter: state, propsAfter: props, actionMs, renderMs: result.durationMs, problem: result.error.message }),
      });
      return;
    }
    this.set({
      status: 'ready',
      problem: undefined,
      tree: result.value,
      timeline: this.record({ action, stateBefore, stateAfter: state, propsAfter: props, actionMs, renderMs: result.durationMs, tree: result.value }),
    });
  }

  /** Shows a note above the block: something the platform would do differently (the author can dismiss it). */
  warn(message: string) {
    if (this.snapshot.notice !== message) this.set({ notice: message });
  }

  /** Writes one state key from a bound input; no render: the next action sees it. */
  setStateKey(key: string, value: unknown) {
    this.set({ state: { ...this.snapshot.state, [key]: value } });
  }

  /**
   * Handles an action from the UI: host actions here, the rest to the component's `action`. `{ $state: key }`
   * bindings in the payload are resolved first, against the state as it is now (inputs the user just edited).
   */
  dispatch(written: ContentKitAction): Promise<void> {
    const action = resolveStateBindings(written, this.snapshot.state);
    const hostAction = parseHostAction(action);
    if (hostAction && 'problem' in hostAction) {
      this.set({ notice: hostAction.problem });
      return Promise.resolve();
    }
    switch (hostAction?.kind) {
      case '@ui.modal.open':
        this.env.openModal(hostAction.componentId, hostAction.props, this, action);
        return Promise.resolve();
      case '@ui.modal.close':
        if (!this.env.closeModal) {
          this.set({ notice: '@ui.modal.close was dispatched outside a modal' });
          return Promise.resolve();
        }
        // As the platform's renderer: the opener's action gets the close action, and so does the modal's own.
        this.env.closeModal(hostAction.action);
        return this.deliver(hostAction.action);
      case '@ui.url.open':
        this.env.openUrl(hostAction.url);
        return Promise.resolve();
      case '@editor.node.updateProps':
        return this.enqueue(async () => {
          const props = { ...this.snapshot.props, ...hostAction.props };
          this.snapshot = { ...this.snapshot, props };
          this.env.persistProps?.(props);
          await this.renderNow(action, this.snapshot.state, 0);
        });
      default:
        return this.deliver(action);
    }
  }

  /**
   * Sends an action straight to the component's `action` (also how a modal's return value comes back). The action
   * and the render after it are one host call (`actionRender`), as on the platform: the state the action returns
   * reaches `render` as it is, and crosses to the page as JSON only once, with the tree.
   */
  deliver(action: ContentKitAction): Promise<void> {
    return this.enqueue(() => this.runAction(action));
  }

  private async runAction(action: ContentKitAction): Promise<void> {
    const before = this.snapshot;
    const sent = this.outgoingState();
    const result = await this.env.host.actionRender(this.element(before.props, sent), action);
    if (!result.ok) {
      this.set({
        notice: `action "${action.action}" failed: ${result.error.message}`,
        timeline: this.record({ action, stateBefore: sent, stateAfter: before.state, propsAfter: before.props, actionMs: result.durationMs, problem: result.error.message }),
      });
      return;
    }
    const { outcome, actionMs, render } = result.value;
    const applied = applyOutcome({ props: before.props, state: sent }, outcome);
    if ('problem' in applied) {
      this.set({
        notice: applied.problem,
        timeline: this.record({ action, stateBefore: sent, stateAfter: before.state, propsAfter: before.props, actionMs, problem: applied.problem }),
      });
      return;
    }
    if (applied.data.props !== before.props) this.env.persistProps?.(applied.data.props);
    // What the user typed into bound inputs while the action was running stays: the answer was computed without it.
    const state = { ...applied.data.state, ...editsSince(before.state, this.snapshot.state) };
    this.snapshot = { ...this.snapshot, ...applied.data, state, notice: undefined, completed: this.snapshot.completed || applied.complete };
    if (applied.complete) this.snapshot = { ...this.snapshot, returnValue: applied.returnValue };
    if (!applied.changed) {
      this.set({ timeline: this.record({ action, stateBefore: sent, stateAfter: before.state, propsAfter: before.props, actionMs, tree: before.tree }) });
      return;
    }
    // The runner applied the same outcome and rendered; should it not have, render now rather than show nothing.
    if (render) this.showRender(action, sent, actionMs, render);
    else await this.renderNow(action, sent, actionMs);
  }

  /** Sends `@link.unfurl` with the pasted link, as the editor does right after inserting an unfurl block. */
  unfurl(url: string): Promise<void> {
    return this.deliver({ action: '@link.unfurl', url });
  }

  dismissNotice() {
    this.set({ notice: undefined });
  }

  /** Stops notifying (the block was removed or the modal closed). Pending calls finish silently. */
  dispose() {
    this.disposed = true;
    this.listeners.clear();
  }

  /** Resolves when every queued call has finished (tests, the bench). */
  idle(): Promise<void> {
    return this.queue;
  }
}

/** The keys whose value changed from `before` to `now` (inputs edited meanwhile), with their new values. */
function editsSince(before: Record<string, unknown>, now: Record<string, unknown>): Record<string, unknown> {
  if (before === now) return {};
  return Object.fromEntries(Object.entries(now).filter(([key, value]) => before[key] !== value));
}
