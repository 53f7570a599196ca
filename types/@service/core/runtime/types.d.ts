/**
 * The shapes the author's script sees through `@service/runtime` (spec: Integration entrypoint, Component,
 * Environment context). Framework-free: the same types serve the sandbox worker, Node tests, the CLI and, generated
 * into `.d.ts`, the script editor (scripts/typings.mjs).
 */
import type { GitBookAPI } from '../api/client';
import type { ContentKitContext } from '../api/contentkit';
import type { EventsByType, FetchPublishedScriptEvent, FetchVisitorAuthenticationEvent } from '../api/events';
import type { IntegrationEnvironment, IntegrationInstallation, IntegrationSiteInstallation, IntegrationSpaceInstallation } from '../api/installations';
import type { ContentKitElement } from '../contentkit/elements';
/** An installation as `context.environment.installation` shows it (spec: site and organization installation). */
export type RuntimeInstallation = IntegrationInstallation;
type AnyConfiguration = Record<string, any>;
/**
 * `context.environment` (spec: Environment context). The type parameters name the configuration shapes, as real
 * integrations write them: `RuntimeEnvironment<AccountConfig, SiteConfig>`.
 */
export interface RuntimeEnvironment<InstallationConfiguration = AnyConfiguration, SpaceOrSiteConfiguration = AnyConfiguration> extends Omit<IntegrationEnvironment, 'installation' | 'spaceInstallation' | 'siteInstallation'> {
    installation?: Omit<IntegrationInstallation, 'configuration'> & {
        configuration: InstallationConfiguration;
    };
    spaceInstallation?: Omit<IntegrationSpaceInstallation, 'configuration'> & {
        configuration: SpaceOrSiteConfiguration;
    };
    siteInstallation?: Omit<IntegrationSiteInstallation, 'configuration'> & {
        configuration: SpaceOrSiteConfiguration;
    };
    /**
     * Secrets to sign and verify with (as the API package declares them): visitor-auth integrations sign the reader's
     * JWT with `siteInstallation`'s. kitbench's are fixed strings derived from the ids.
     */
    signingSecrets: RuntimeSigningSecrets;
}
/** `environment.signingSecrets`: one per level, the installation's ones when there is an installation at that level. */
export interface RuntimeSigningSecrets {
    integration: string;
    installation?: string;
    spaceInstallation?: string;
    siteInstallation?: string;
}
/**
 * The second argument of every handler; `RuntimeContext<RuntimeEnvironment<A, S>, Task>` types the configuration and
 * the payload of the tasks it queues (as the platform's runtime does).
 */
export interface RuntimeContext<Environment extends RuntimeEnvironment = RuntimeEnvironment, TaskPayload extends object = object> {
    environment: Environment;
    /** The HTTP API client, authenticated as the installation (as the integration when there is none). */
    api: GitBookAPI;
    /** The integration itself: an API client with its own token, and `queueTask` (the platform's task queue). */
    integration: {
        api: GitBookAPI;
        /** Queues a task: the platform runs `createIntegration({ task })` with it (after `schedule` seconds, 0 to 86400). */
        queueTask(input: {
            task: TaskPayload;
            schedule?: number;
        }): Promise<void>;
    };
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
/** An action finishing the flow (a configuration, a modal): the platform answers this without rendering. */
export interface RuntimeCompleteOutcome {
    type: 'complete';
    returnValue?: Record<string, any>;
}
/**
 * What `action()` may return. As on the platform, a returned `state` or `props` REPLACES the instance's (the
 * outcome is spread over the instance: return `{ state: { ...element.state, count } }` to keep the other keys).
 */
export type RuntimeActionOutcome<Props = Plain, State = Plain> = {
    type?: 'element';
    state?: State;
    props?: Props;
} | RuntimeCompleteOutcome;
/** The actions the editor itself sends a component, whatever its own `Action` type (the platform's ContentKitDefaultAction). */
export type ComponentDefaultAction = {
    action: '@ui.modal.open';
    componentId: string;
    props: Plain;
} | {
    action: '@ui.modal.close';
    returnValue: Plain;
} | {
    action: '@ui.url.open';
    url: string;
} | {
    action: '@link.unfurl';
    url: string;
} | {
    action: '@editor.node.updateProps';
    props: Plain;
};
/** What a component's `action` receives: its own actions and the editor's (as the platform's runtime types it). */
export type ComponentAction<Action = RuntimeAction> = Action extends void ? ComponentDefaultAction : string extends keyof Action ? Action : Action | ComponentDefaultAction;
/** `createComponent()` options (spec: Component); `Action` and `Context` narrow the action payload and the context. */
export interface ComponentOptions<Props = Plain, State = Plain, Action = RuntimeAction, Context extends RuntimeContext = RuntimeContext> {
    /** Unique identifier, referenced by the manifest's `blocks[].id`. */
    componentId: string;
    /** The state before any action: an object, or a function of the props, the render context and the runtime context. */
    initialState?: State | ((props: Props, renderContext: ContentKitContext, context: Context) => State);
    /** Handles user interactions; dispatch on `action.action`. */
    action?: (element: ComponentInstance<Props, State>, action: ComponentAction<Action>, context: Context) => Promise<RuntimeActionOutcome<Props, State> | undefined | void> | RuntimeActionOutcome<Props, State> | undefined | void;
    /** Returns the UI as ContentKit markup. */
    render: (element: ComponentInstance<Props, State>, context: Context) => Promise<ContentKitElement> | ContentKitElement;
}
/** A handler of one runtime event (`fetch_*` events answer with a Response). */
export type EventHandler<Event = RuntimeEvent, Context extends RuntimeContext = RuntimeContext> = (event: Event, context: Context) => unknown;
/** The `events` map: typed handlers (one, or a list run together, as the platform's runtime allows) for the events kitbench knows, any other name allowed. */
export type EventHandlers<Context extends RuntimeContext = RuntimeContext> = {
    [Type in keyof EventsByType]?: EventHandler<EventsByType[Type], Context> | EventHandler<EventsByType[Type], Context>[];
} & {
    [type: string]: EventHandler<any, Context> | EventHandler<any, Context>[] | undefined;
};
/** The script's HTTP handler: a Request in, a Response out. */
export type FetchHandler<Context extends RuntimeContext = RuntimeContext> = (request: Request, context: Context) => Promise<Response> | Response;
/** A callback with the runtime context as its last argument. */
export type RuntimeCallback<Input extends any[], Result, Context extends RuntimeContext = RuntimeContext> = (...args: [...Input, Context]) => Result;
/** Every event type kitbench types. */
export type EventType = keyof EventsByType;
/** The event of one type. */
export type EventByType<T extends EventType> = EventsByType[T];
/** The event types handled under `events` (the `fetch*` ones have keys of their own). */
export type NonFetchEvent = Exclude<EventType, 'fetch' | 'fetch_published_script' | 'fetch_visitor_authentication'>;
/** A handler under `events` for one type. */
export type EventCallback<T extends NonFetchEvent, Context extends RuntimeContext = RuntimeContext> = RuntimeCallback<[EventsByType[T]], void | Promise<void>, Context>;
/** The `events` map, as the platform's runtime types it. */
export type EventCallbackMap<Context extends RuntimeContext = RuntimeContext> = EventHandlers<Context>;
/** The `fetch` handler. */
export type FetchEventCallback<Context extends RuntimeContext = RuntimeContext> = RuntimeCallback<[Request], Response | Promise<Response>, Context>;
/** `fetch_published_script`: the script a published site injects; nothing means a no-op script. */
export type FetchPublishScriptEventCallback<Context extends RuntimeContext = RuntimeContext> = RuntimeCallback<[
    FetchPublishedScriptEvent
], Response | undefined | Promise<Response | undefined>, Context>;
/** `fetch_visitor_authentication`: where a reader of a site with visitor authentication is sent. */
export type FetchVisitorAuthenticationEventCallback<Context extends RuntimeContext = RuntimeContext> = RuntimeCallback<[
    FetchVisitorAuthenticationEvent
], Response | Promise<Response>, Context>;
/** The payload type of the tasks a context queues. */
export type ExtractTaskPayload<Context extends RuntimeContext> = Parameters<Context['integration']['queueTask']>[0]['task'];
/** `task`: runs a task queued with `context.integration.queueTask`. */
export type IntegrationTaskEventCallback<Context extends RuntimeContext = RuntimeContext> = RuntimeCallback<[ExtractTaskPayload<Context>], Promise<void>, Context>;
/** Props of a configuration component on the account scope. */
export type InstallationConfigurationProps<Env extends RuntimeEnvironment> = {
    installation: {
        configuration: Env extends RuntimeEnvironment<infer Config, any> ? Config : never;
    };
};
/** Props of a configuration component on the space scope. */
export type SpaceInstallationConfigurationProps<Env extends RuntimeEnvironment> = InstallationConfigurationProps<Env> & {
    spaceInstallation: {
        configuration?: Env extends RuntimeEnvironment<any, infer Config> ? Config : never;
    };
};
/** `createIntegration()` options (spec: Integration entrypoint). */
export interface IntegrationOptions<Context extends RuntimeContext = RuntimeContext> {
    /** Handles HTTP requests to the installation's public endpoint. */
    fetch?: FetchHandler<Context>;
    /** Components created with createComponent(). */
    components?: ComponentDefinition<any, any, any, any>[];
    /** Event name to handler. */
    events?: EventHandlers<Context>;
    /** The script a published site injects (the platform's runtime reads it here, beside `events`). */
    fetch_published_script?: FetchPublishScriptEventCallback<Context>;
    /** Where a reader of a site with visitor authentication is sent to sign in. */
    fetch_visitor_authentication?: FetchVisitorAuthenticationEventCallback<Context>;
    /** Content sources created with createContentSource(). */
    contentSources?: {
        sourceId: string;
        compute(event: RuntimeEvent, context: any): Promise<Response>;
    }[];
    /** Runs the tasks queued with `context.integration.queueTask`. */
    task?: IntegrationTaskEventCallback<Context>;
}
/** What `createComponent()` returns. */
export interface ComponentDefinition<Props = Plain, State = Plain, Action = RuntimeAction, Context extends RuntimeContext = RuntimeContext> extends ComponentOptions<Props, State, Action, Context> {
    readonly kind: 'component';
}
/** What `createIntegration()` returns: the script's default export. */
export interface IntegrationDefinition<Context extends RuntimeContext = RuntimeContext> extends IntegrationOptions<Context> {
    readonly kind: 'integration';
}
export {};
