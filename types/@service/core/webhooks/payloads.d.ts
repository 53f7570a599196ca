/**
 * Webhook payloads (spec: Resources › Webhook payloads) and which event types a webhook installed in a space
 * or a site may select (spec: Webhook events). Payloads carry exactly the spec's fields, nothing more.
 */
/** Where the webhook integration is installed; it decides which event types can be selected. */
export type InstallTarget = 'space' | 'site';
/** The visitor of a site, as `site_view` and `page_feedback` carry it. */
export interface Visitor {
    anonymousId: string;
    userAgent: string;
    ip: string;
    /** Cookie name to value; can be empty. */
    cookies: Record<string, string>;
}
/** Content in a space was modified. */
export interface SpaceContentUpdatedPayload {
    eventId: string;
    type: 'space_content_updated';
    spaceId: string;
    installationId: string;
    revisionId: string;
}
/** A user visited a page of a site. */
export interface SiteViewPayload {
    eventId: string;
    type: 'site_view';
    siteId: string;
    installationId: string;
    visitor: Visitor;
    url: string;
    referrer: string;
}
/** A user gave feedback on a page. */
export interface PageFeedbackPayload {
    eventId: string;
    type: 'page_feedback';
    siteId: string;
    spaceId: string;
    installationId: string;
    pageId: string;
    feedback: {
        rating: string;
        comment: string;
    };
    visitor: Visitor;
    url: string;
    referrer: string;
}
/** Any webhook payload, discriminated by `type`. */
export type WebhookPayload = SpaceContentUpdatedPayload | SiteViewPayload | PageFeedbackPayload;
/** A webhook event type name. */
export type WebhookEventType = WebhookPayload['type'];
/** Every event type, in the spec's order. */
export declare const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[];
/** The event types a webhook installed in `target` can select (spec: Webhook events). */
export declare function selectableEventTypes(target: InstallTarget): readonly WebhookEventType[];
/** Whether `value` names a webhook event type. */
export declare function isWebhookEventType(value: string): value is WebhookEventType;
/** A random opaque id such as `evt_3f9a0c…`; ids are opaque strings in the spec. */
export declare function randomId(prefix: string, bytes?: number): string;
/** A fresh, unique event id. */
export declare function newEventId(): string;
/** Ids that stay the same across payloads of one playground installation. */
export interface PayloadContext {
    installationId: string;
    spaceId: string;
    siteId: string;
}
/** A context with fresh ids. */
export declare function createPayloadContext(): PayloadContext;
/** A realistic payload of `type` with a fresh unique `eventId`. */
export declare function createPayload(type: WebhookEventType, context?: PayloadContext): WebhookPayload;
/** The payload serialized as it is sent: pretty-printed JSON, so the bytes a user reads are the bytes signed. */
export declare function serializePayload(payload: WebhookPayload): string;
/** The `eventId` of a raw body, when it is a JSON object that has one. */
export declare function eventIdOf(rawBody: string): string | undefined;
