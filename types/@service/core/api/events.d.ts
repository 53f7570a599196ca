/**
 * The events the platform sends an integration, discriminated on `type`: the spec's eight runtime events, the
 * HTTP `fetch` event, the render and published-content events real integrations handle, and the webhook payloads.
 * The spec leaves an event's shape open beyond `type`; the fields here follow the webhook payloads' naming.
 */
import type { ContentKitContext } from './contentkit';
export type { PageFeedbackPayload, SiteViewPayload, SpaceContentUpdatedPayload, Visitor, WebhookEventType, WebhookPayload, } from '../webhooks/payloads';
/** What every event carries. */
export interface BaseEvent<Type extends string = string> {
    type: Type;
    eventId?: string;
    installationId?: string;
}
/** An event about one space. */
export interface SpaceEvent<Type extends string = string> extends BaseEvent<Type> {
    spaceId: string;
}
/** The integration is installed, or one configuration property is edited. */
export interface InstallationSetupEvent extends BaseEvent<'installation_setup'> {
    status?: string;
}
/** The integration is installed into a specific space. */
export interface SpaceInstallationSetupEvent extends SpaceEvent<'space_installation_setup'> {
    status?: string;
}
/** A visitor of a space or site. */
export interface EventVisitor {
    anonymousId: string;
    userAgent: string;
    ip: string;
    cookies: Record<string, string>;
}
/** A user views a space. */
export interface SpaceViewEvent extends SpaceEvent<'space_view'> {
    visitor?: EventVisitor;
    url?: string;
    referrer?: string;
}
/** A component is rendered (the platform's render call, with the action that triggered it, if any). */
export interface UIRenderEvent extends BaseEvent<'ui_render'> {
    componentId: string;
    props: Record<string, unknown>;
    state?: Record<string, unknown>;
    context: ContentKitContext;
    action?: {
        action: string;
        [key: string]: unknown;
    };
}
/** Content in the space is changed. */
export interface SpaceContentUpdatedEvent extends SpaceEvent<'space_content_updated'> {
    revisionId: string;
}
/** A space's visibility settings are changed. */
export interface SpaceVisibilityUpdatedEvent extends SpaceEvent<'space_visibility_updated'> {
    previousVisibility?: string;
    visibility: string;
}
/** A Git sync begins. */
export interface SpaceGitSyncStartedEvent extends SpaceEvent<'space_gitsync_started'> {
    revisionId?: string;
    commitId?: string;
    isImport?: boolean;
}
/** A Git sync completes. */
export interface SpaceGitSyncCompletedEvent extends SpaceEvent<'space_gitsync_completed'> {
    revisionId?: string;
    commitId?: string;
    isImport?: boolean;
    state?: 'success' | 'failure' | (string & {});
}
/** An HTTP request to the installation's public endpoint; its body travels as the envelope's `fetch-body`. */
export interface FetchEvent extends BaseEvent<'fetch'> {
    request: {
        method: string;
        url: string;
        headers: Record<string, string>;
    };
}
/** A published site asks for the integration's script (answer with a Response whose body is JavaScript). */
export interface FetchPublishedScriptEvent extends BaseEvent<'fetch_published_script'> {
    spaceId?: string;
    siteId?: string;
}
/** A visitor of a site needs authenticating (answer with a redirect Response). */
export interface FetchVisitorAuthenticationEvent extends BaseEvent<'fetch_visitor_authentication'> {
    spaceId?: string;
    siteId?: string;
    location?: string;
}
/** The spec's eight runtime events, by name. */
export interface RuntimeEvents {
    installation_setup: InstallationSetupEvent;
    space_installation_setup: SpaceInstallationSetupEvent;
    space_view: SpaceViewEvent;
    ui_render: UIRenderEvent;
    space_content_updated: SpaceContentUpdatedEvent;
    space_visibility_updated: SpaceVisibilityUpdatedEvent;
    space_gitsync_started: SpaceGitSyncStartedEvent;
    space_gitsync_completed: SpaceGitSyncCompletedEvent;
}
/** Every event kitbench types, by name: the runtime events and the fetch-style events. */
export interface EventsByType extends RuntimeEvents {
    fetch: FetchEvent;
    fetch_published_script: FetchPublishedScriptEvent;
    fetch_visitor_authentication: FetchVisitorAuthenticationEvent;
}
/** Any typed event. */
export type Event = EventsByType[keyof EventsByType];
/** An event of a type kitbench does not type: any name the platform (or the Events panel) sends. */
export interface UnknownEvent extends BaseEvent {
    [key: string]: unknown;
}
