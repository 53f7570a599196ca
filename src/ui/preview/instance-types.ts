/**
 * The types around a component instance (instance.ts): its history, what the view shows, where it renders and what
 * it asks of the page.
 */
import type { ContentKitAction } from '../../core/contentkit/elements';
import type { ScriptHost, ScriptProblem } from '../../sandbox/types';
import type { ComponentInstance } from './instance';

/** One step of an instance's history: what was dispatched, the state around it, how long it took, what it drew. */
export interface TimelineEntry {
  id: number;
  time: number;
  /** The payload; `(initial render)`, `(reset)` and `(script reloaded)` mark steps the user did not dispatch. */
  action: ContentKitAction;
  stateBefore: Record<string, unknown>;
  stateAfter: Record<string, unknown>;
  propsAfter: Record<string, unknown>;
  actionMs?: number;
  renderMs?: number;
  /** The markup rendered after this step (for time travel), when the render succeeded. */
  tree?: unknown;
  problem?: string;
}

/** What the view shows for one component instance. Immutable: every change makes a new snapshot. */
export interface InstanceSnapshot {
  status: 'starting' | 'ready' | 'failed';
  props: Record<string, unknown>;
  state: Record<string, unknown>;
  /** The last successful render. */
  tree: unknown;
  /** Why the last render (or start) failed; shown in place of the block. */
  problem?: ScriptProblem;
  /** A failed action or malformed host action: shown above the block, which stays usable. */
  notice?: string;
  /** Set once an action returned `{ type: 'complete' }` (a configuration flow finished). */
  completed?: boolean;
  /** The `returnValue` of that `{ type: 'complete', returnValue }`. */
  returnValue?: unknown;
  timeline: TimelineEntry[];
}

/**
 * Where a component renders, handed to it as `element.context` (the platform's ContentKit context):
 * `document` blocks with their space, or one of the configuration screens.
 */
export interface RenderContext {
  type: 'document' | 'configuration_account' | 'configuration_space' | 'configuration_site' | 'configuration_contentsource';
  spaceId?: string;
  /** `configuration_site`: the site whose screen it is. */
  siteId?: string;
  /** `configuration_contentsource`: the organization the source is added in. */
  organizationId?: string;
  editable?: boolean;
  theme?: 'light' | 'dark';
}

/** What the instance asks of the page for the host-handled actions. */
export interface InstanceEnvironment {
  host: ScriptHost;
  /** `opening` is the `@ui.modal.open` action itself (bindings resolved): the modal's first request carries it. */
  openModal(componentId: string, props: Record<string, unknown>, opener: ComponentInstance, opening: ContentKitAction): void;
  /** Only modal instances get this: closes the modal, handing the whole close action (every field) to the opener. */
  closeModal?(action: ContentKitAction): void;
  /**
   * Only modal instances get this: the `@ui.modal.open` action that opened it. As on the platform, the modal's first
   * request carries it, so its component's `action` receives it before the first render.
   */
  openedWith?: ContentKitAction;
  openUrl(url: string): void;
  /** Persists new props on the document node (`@editor.node.updateProps`). */
  persistProps?(props: Record<string, unknown>): void;
  /** Where the component renders (`element.context`); modals inherit their opener's. */
  context?: RenderContext;
}
