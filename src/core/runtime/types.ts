/**
 * The shapes the author's script sees through `@service/runtime` (spec: Integration entrypoint, Component,
 * Environment context). Framework-free: the same types serve the sandbox worker, Node tests and the CLI.
 */

/** An installation as `context.environment.installation` shows it (spec: site and organization installation). */
export interface RuntimeInstallation {
  id: string;
  target: 'space' | 'organization';
  /** `active`, `pending` or `paused`; an integration treats anything but `active` as an incomplete setup. */
  status: string;
  configuration: Record<string, unknown>;
  externalIds: string[];
  urls: { publicEndpoint: string };
  /** Site installation: the space the integration is installed in. */
  space?: string;
  /** Organization installation: which spaces it covers. */
  space_selection?: { all: boolean; spaces: string[] };
}

/** `context.environment` (spec: Environment context). */
export interface RuntimeEnvironment {
  /** URL of the HTTP API. */
  apiEndpoint: string;
  /** Bearer tokens for the HTTP API; `installation` authorises the installation's own calls. */
  apiTokens: { installation?: string };
  integration: { name: string; urls: { publicEndpoint: string } };
  /** The manifest's `secrets`, resolved against the workspace's environment variables. */
  secrets: Record<string, string>;
  /** Absent while the integration is not installed. */
  installation?: RuntimeInstallation;
}

/** The second argument of every handler. */
export interface RuntimeContext {
  environment: RuntimeEnvironment;
}

/** A runtime event: the spec leaves its shape open beyond `type`. */
export interface RuntimeEvent {
  type: string;
  [key: string]: unknown;
}

/** A component action payload: `{ action: 'name', ...rest }`. */
export interface RuntimeAction {
  action: string;
  [key: string]: unknown;
}

/** The element a component's `render` and `action` receive. */
export interface RuntimeElement<Props = Record<string, unknown>, State = Record<string, unknown>> {
  componentId: string;
  props: Props;
  state: State;
}

/** What `action()` may return. */
export interface RuntimeActionOutcome<Props = Record<string, unknown>, State = Record<string, unknown>> {
  state?: State;
  props?: Props;
}

/** `createComponent()` options (spec: Component). */
export interface ComponentOptions<Props = Record<string, unknown>, State = Record<string, unknown>> {
  componentId: string;
  initialState?: (props: Props) => State;
  action?: (
    element: RuntimeElement<Props, State>,
    action: RuntimeAction,
    context: RuntimeContext,
  ) => Promise<RuntimeActionOutcome<Props, State> | undefined> | RuntimeActionOutcome<Props, State> | undefined;
  render: (element: RuntimeElement<Props, State>, context: RuntimeContext) => unknown;
}

/** A handler of one runtime event. */
export type EventHandler = (event: RuntimeEvent, context: RuntimeContext) => unknown;

/** The script's HTTP handler: a Request in, a Response out. */
export type FetchHandler = (request: Request, context: RuntimeContext) => Promise<Response> | Response;

/** `createIntegration()` options (spec: Integration entrypoint). */
export interface IntegrationOptions {
  fetch?: FetchHandler;
  // biome-ignore lint/suspicious/noExplicitAny: components keep their own props/state types; variance needs `any` here
  components?: ComponentDefinition<any, any>[];
  events?: Record<string, EventHandler | undefined>;
}

/** What `createComponent()` returns. */
export interface ComponentDefinition<Props = Record<string, unknown>, State = Record<string, unknown>>
  extends ComponentOptions<Props, State> {
  readonly kind: 'component';
}

/** What `createIntegration()` returns: the script's default export. */
export interface IntegrationDefinition extends IntegrationOptions {
  readonly kind: 'integration';
}
