import { applyOutcome } from '../../core/contentkit/actions';
import type { ActionRenderResult } from '../../core/runtime/calls';
import type {
  ActionOutcome,
  ComponentAction,
  ComponentElement,
  HostResult,
  ScriptHost,
  ScriptProblem,
  ScriptSummary,
} from '../../sandbox/types';

/** A component as a script declares it, called in-process: only for tests and the bench's fixtures. */
export interface FakeComponent {
  componentId: string;
  initialState?: (props: Record<string, unknown>) => Record<string, unknown>;
  action?: (element: ComponentElement, action: ComponentAction) => ActionOutcome | undefined | Promise<ActionOutcome | undefined>;
  render: (element: ComponentElement) => unknown;
}

async function call<T>(run: () => T | Promise<T>): Promise<HostResult<T>> {
  const started = performance.now();
  try {
    const value = await run();
    return { ok: true, value, durationMs: performance.now() - started, logs: [] };
  } catch (error) {
    const problem: ScriptProblem = { kind: 'runtime', message: error instanceof Error ? error.message : String(error) };
    return { ok: false, error: problem, durationMs: performance.now() - started, logs: [] };
  }
}

/**
 * An in-process `ScriptHost` over plain component objects. No isolation at all: it exists so the preview can be
 * unit-tested without the sandbox. `setComponents` plays "the author saved a new script version".
 */
export class FakeScriptHost implements ScriptHost {
  version = 1;
  summary: ScriptSummary | undefined;
  loadProblem: ScriptProblem | undefined;
  private components = new Map<string, FakeComponent>();
  private listeners = new Set<() => void>();
  /** Every call made, for assertions. */
  readonly calls: { method: 'initialState' | 'render' | 'action'; componentId: string; action?: ComponentAction }[] = [];

  constructor(components: FakeComponent[] = []) {
    this.setComponents(components, false);
  }

  setComponents(components: FakeComponent[], bump = true) {
    this.components = new Map(components.map((component) => [component.componentId, component]));
    this.summary = { componentIds: [...this.components.keys()], eventNames: [], hasFetch: false };
    if (bump) {
      this.version += 1;
      for (const listener of this.listeners) listener();
    }
  }

  private find(componentId: string): FakeComponent {
    const component = this.components.get(componentId);
    if (!component) throw Object.assign(new Error(`No component "${componentId}" in the script`), { missing: true });
    return component;
  }

  private missing<T>(componentId: string): HostResult<T> | undefined {
    if (this.components.has(componentId)) return undefined;
    return { ok: false, error: { kind: 'missing', message: `No component "${componentId}" in the script` }, durationMs: 0, logs: [] };
  }

  async load(): Promise<HostResult<ScriptSummary>> {
    return { ok: true, value: this.summary!, durationMs: 0, logs: [] };
  }

  async initialState(componentId: string, props: Record<string, unknown>) {
    this.calls.push({ method: 'initialState', componentId });
    return this.missing<Record<string, unknown>>(componentId) ?? call(() => this.find(componentId).initialState?.(props) ?? {});
  }

  async render(element: ComponentElement) {
    this.calls.push({ method: 'render', componentId: element.componentId });
    return this.missing<unknown>(element.componentId) ?? call(() => this.find(element.componentId).render(structuredClone(element)));
  }

  async action(element: ComponentElement, action: ComponentAction) {
    this.calls.push({ method: 'action', componentId: element.componentId, action });
    return (
      this.missing<ActionOutcome>(element.componentId) ??
      call(async () => (await this.find(element.componentId).action?.(structuredClone(element), action)) ?? {})
    );
  }

  /** The action and the render after it, as the real hosts' one call (core/runtime/calls.ts), recorded as both. */
  async actionRender(element: ComponentElement, action: ComponentAction): Promise<HostResult<ActionRenderResult<ScriptProblem>>> {
    const acted = await this.action(element, action);
    if (!acted.ok) return acted;
    const applied = applyOutcome({ props: element.props, state: element.state }, acted.value);
    const value: ActionRenderResult<ScriptProblem> = { outcome: acted.value, actionMs: acted.durationMs };
    if (!('problem' in applied) && applied.changed) {
      const rendered = await this.render({ ...element, props: applied.data.props, state: applied.data.state });
      value.render = rendered.ok ? { ok: true, value: rendered.value, durationMs: rendered.durationMs } : { ok: false, error: rendered.error, durationMs: rendered.durationMs };
    }
    return { ok: true, value, durationMs: acted.durationMs + (value.render?.durationMs ?? 0), logs: [] };
  }

  async dispatchEvent(): Promise<HostResult<unknown>> {
    return { ok: true, value: undefined, durationMs: 0, logs: [] };
  }

  async fetch(): Promise<HostResult<never>> {
    return { ok: false, error: { kind: 'missing', message: 'The fake host has no fetch handler' }, durationMs: 0, logs: [] };
  }

  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}
