/**
 * The one typed channel between the app and the author's script (see DESIGN.md "The author's script runs
 * isolated"). The UI only ever talks to a `ScriptHost`; how the host isolates the script (sandboxed iframe,
 * worker, time limits) is its own business. Add to this interface; do not break it.
 */

/** A `console.*` call or an uncaught error seen while the script ran. File, line and column are the author's own. */
export interface LogEntry {
  level: 'log' | 'info' | 'warn' | 'error' | 'debug';
  /** Already formatted for display (objects as JSON). */
  message: string;
  /** The original file (folder-relative, e.g. `src/utils.ts`), mapped through the bundle's source map. */
  file?: string;
  line?: number;
  column?: number;
  time: number;
}

/** Why a call into the script failed. */
export interface ScriptProblem {
  /**
   * `syntax`: the bundler stopped at the text of a file; `missing`: an import names a file or package that cannot be
   * found; `export`: a module does not export what is imported from it (or the script has no integration to export);
   * `runtime`: it threw; `timeout`: it ran past its time limit.
   */
  kind: 'syntax' | 'runtime' | 'timeout' | 'missing' | 'export';
  message: string;
  /** The original file (folder-relative, e.g. `src/utils.ts`); line and column are in that file. */
  file?: string;
  line?: number;
  column?: number;
  stack?: string;
}

/** The outcome of one call into the script: a value or a problem, plus what it logged and how long it took. */
export type HostResult<T> =
  | { ok: true; value: T; durationMs: number; logs: LogEntry[] }
  | { ok: false; error: ScriptProblem; durationMs: number; logs: LogEntry[] };

/** What a loaded script declares. */
export interface ScriptSummary {
  componentIds: string[];
  eventNames: string[];
  hasFetch: boolean;
}

/** A plain, structured-cloneable HTTP request or response (bodies as text; binary as base64 when needed). */
export interface SerializedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}
export interface SerializedResponse {
  status: number;
  statusText?: string;
  headers: Record<string, string>;
  body: string;
}

/** The element handed to a component's `render`/`action`: its props and current state. */
export interface ComponentElement {
  componentId: string;
  props: Record<string, unknown>;
  state: Record<string, unknown>;
  /** Where it renders (`element.context`: `document`, `configuration_*`); the document when absent. */
  context?: { type: string; spaceId?: string; editable?: boolean; theme?: 'light' | 'dark' };
}

/** A component action payload, as ContentKit's `onPress` etc. carry it: `{ action: 'name', ...rest }`. */
export interface ComponentAction {
  action: string;
  [key: string]: unknown;
}

/** What `action()` returned: `{ state }`, `{ props }`, both, or nothing. */
export interface ActionOutcome {
  state?: Record<string, unknown>;
  props?: Record<string, unknown>;
}

/** The isolated script, as the app sees it. Every call is time-limited and never throws: it resolves a HostResult. */
export interface ScriptHost {
  /** Bundles one file as a project and (re)starts the script. Resolves once it ran its top level. */
  load(source: string, fileName: string): Promise<HostResult<ScriptSummary>>;
  /** `context`: where the component renders (its `renderContext`, as the platform passes it); the document when absent. */
  initialState(componentId: string, props: Record<string, unknown>, context?: ComponentElement['context']): Promise<HostResult<Record<string, unknown>>>;
  /** Returns ContentKit markup (a plain object tree keyed by `type`). */
  render(element: ComponentElement): Promise<HostResult<unknown>>;
  action(element: ComponentElement, action: ComponentAction): Promise<HostResult<ActionOutcome>>;
  /**
   * The action, then the render with its outcome applied, in one call as the platform's `ui_render` (the state the
   * action returned reaches `render` without crossing as JSON). A failing action fails the call; a failing render is
   * `value.render.error`.
   */
  actionRender(element: ComponentElement, action: ComponentAction): Promise<HostResult<import('../core/runtime/calls').ActionRenderResult<ScriptProblem>>>;
  /** Runs `events[event.type](event, context)`. */
  dispatchEvent(event: { type: string; [key: string]: unknown }): Promise<HostResult<unknown>>;
  /** Runs the script's `fetch(request, context)` handler. */
  fetch(request: SerializedRequest): Promise<HostResult<SerializedResponse>>;
  /** Called whenever a new script version is loaded (or fails to load), so views re-render. Returns unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Increments on every load; views key their caches on it. */
  readonly version: number;
  readonly summary: ScriptSummary | undefined;
  readonly loadProblem: ScriptProblem | undefined;
}

/** The playground's host: a ScriptHost plus what the mocked platform and the panels need (additions, not changes). */
export interface PlaygroundScriptHost extends ScriptHost {
  /** The `context.environment` every call receives (built by buildEnvironment in src/core/runtime/environment.ts). */
  readonly environment: import('../core/runtime/types').RuntimeEnvironment;
  setEnvironment(environment: import('../core/runtime/types').RuntimeEnvironment): void;
  /** Hands one `POST /v1` envelope (multipart/form-data) to the script, as the platform does. */
  dispatchEnvelope(envelope: { contentType: string; body: Uint8Array }): Promise<HostResult<SerializedResponse>>;
  /** Every `console.*` call, uncaught error and failed call, once, as it happens. Returns unsubscribe. */
  subscribeLogs(listener: (entry: LogEntry) => void): () => void;
  /**
   * Runs a bundle made elsewhere (`kitbench dev` bundles in Node). A bundle that fails to evaluate is the new
   * `loadProblem`; positions are mapped through its source map.
   */
  loadBundle(bundle: import('../bundle/types').Bundle): Promise<HostResult<ScriptSummary>>;
  /**
   * Bundles a folder in the browser and runs it. A bundle that fails (syntax error, missing file or package) is the
   * `loadProblem` (kind `syntax` or `missing`, with file, line and column) and the previous version keeps running.
   */
  loadProject(input: import('../bundle/types').BundleInput): Promise<HostResult<ScriptSummary>>;
  /** A bundle result made elsewhere: `loadBundle` when it is a bundle, else its problems as `loadProject` reports them. */
  loadBundleResult(result: import('../bundle/types').BundleResult): Promise<HostResult<ScriptSummary>>;
  /** The time limit of every call, in milliseconds (default 2000). */
  timeoutMs: number;
  /** Whether a load is in progress (views may show a spinner). */
  readonly loading: boolean;
}
