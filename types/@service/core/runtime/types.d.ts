/**
 * The shapes the author's script sees through `@service/runtime` (spec: Integration entrypoint, Component,
 * Environment context). Framework-free: the same types serve the sandbox worker, Node tests, the CLI and, generated
 * into `.d.ts`, the script editor (scripts/typings.mjs).
 */
import type { ServiceAPI } from '../api/client';
import type { ContentKitContext } from '../api/contentkit';
import type { EventsByType } from '../api/events';
import type { IntegrationEnvironment, IntegrationInstallation } from '../api/installations';
import type { ContentKitElement } from '../contentkit/elements';
/** An installation as `context.environment.installation` shows it (spec: site and organization installation). */
export type RuntimeInstallation = IntegrationInstallation;
/** `context.environment` (spec: Environment context). */
export type RuntimeEnvironment = IntegrationEnvironment;
/** The second argument of every handler. */
export interface RuntimeContext {
    environment: RuntimeEnvironment;
    /** The HTTP API client, authenticated as the installation. */
    api: ServiceAPI;
    /** Keeps work going after the handler returns (kitbench awaits it before answering). */
    waitUntil(promise: Promise<unknown>): void;
}
/** A runtime event: the spec leaves its shape open beyond `type`. */
export interface RuntimeEvent {
    type: string;
    [key: string]: any;
}
/** A component action payload: `{ action: 'name', ...rest }`, with `{ $state: key }` bindings already resolved. */
export interface RuntimeAction {
    action: string;
    [key: string]: any;
}
/** How long a render may be cached (`element.setCache`). */
export interface ComponentRenderCache {
    /** Seconds. */
    maxAge: number;
}
type Plain = Record<string, any>;
/** The element a component's `render` and `action` receive (GitBook's `ComponentInstance`). */
export interface ComponentInstance<Props = Plain, State = Plain> {
    componentId: string;
    props: Props;
    state: State;
    /** Where the component renders and the environment there. */
    context: ContentKitContext;
    /** Sets how long the platform may cache this render (kitbench records it and always re-renders). */
    setCache(cache: ComponentRenderCache): void;
    /** A binding to a state key, for an input's value in an action payload: `{ $state: key }`. */
    dynamicState<Key extends keyof State & string>(key: Key): {
        $state: Key;
    };
}
/** A component as the host sends it to render or act: the instance's data, without its methods. */
export interface RuntimeElement<Props = Plain, State = Plain> {
    componentId: string;
    props: Props;
    state: State;
    /** The surface; the document when absent. */
    context?: Partial<ContentKitContext>;
}
/** The element data the dispatcher receives. */
export type ElementData = RuntimeElement<Record<string, unknown>, Record<string, unknown>>;
/** A configuration component's action finishing the configuration flow. */
export interface RuntimeCompleteOutcome {
    type: 'complete';
    [key: string]: any;
}
/** What `action()` may return: `{ state }`, `{ props }`, both, `{}`, or `{ type: 'complete' }` in a configuration. */
export type RuntimeActionOutcome<Props = Plain, State = Plain> = {
    state?: Partial<State>;
    props?: Partial<Props>;
    type?: undefined;
} | RuntimeCompleteOutcome;
/** `createComponent()` options (spec: Component). */
export interface ComponentOptions<Props = Plain, State = Plain> {
    /** Unique identifier, referenced by the manifest's `blocks[].id`. */
    componentId: string;
    /** The state before any action: an object, or a function of the props and the render context. */
    initialState?: State | ((props: Props, context: ContentKitContext) => State);
    /** Handles user interactions; dispatch on `action.action`. */
    action?: (element: ComponentInstance<Props, State>, action: RuntimeAction, context: RuntimeContext) => Promise<RuntimeActionOutcome<Props, State> | undefined | void> | RuntimeActionOutcome<Props, State> | undefined | void;
    /** Returns the UI as ContentKit markup. */
    render: (element: ComponentInstance<Props, State>, context: RuntimeContext) => Promise<ContentKitElement> | ContentKitElement;
}
/** A handler of one runtime event (`fetch_*` events answer with a Response). */
export type EventHandler<Event = RuntimeEvent> = (event: Event, context: RuntimeContext) => unknown;
/** The `events` map: typed handlers for the events kitbench knows, any other name allowed. */
export type EventHandlers = {
    [Type in keyof EventsByType]?: EventHandler<EventsByType[Type]>;
} & {
    [type: string]: EventHandler<any> | undefined;
};
/** The script's HTTP handler: a Request in, a Response out. */
export type FetchHandler = (request: Request, context: RuntimeContext) => Promise<Response> | Response;
/** `createIntegration()` options (spec: Integration entrypoint). */
export interface IntegrationOptions {
    /** Handles HTTP requests to the installation's public endpoint. */
    fetch?: FetchHandler;
    /** Components created with createComponent(). */
    components?: ComponentDefinition<any, any>[];
    /** Event name to handler. */
    events?: EventHandlers;
}
/** What `createComponent()` returns. */
export interface ComponentDefinition<Props = Plain, State = Plain> extends ComponentOptions<Props, State> {
    readonly kind: 'component';
}
/** What `createIntegration()` returns: the script's default export. */
export interface IntegrationDefinition extends IntegrationOptions {
    readonly kind: 'integration';
}
export {};
