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
  feedback: { rating: string; comment: string };
  visitor: Visitor;
  url: string;
  referrer: string;
}

/** Any webhook payload, discriminated by `type`. */
export type WebhookPayload = SpaceContentUpdatedPayload | SiteViewPayload | PageFeedbackPayload;

/** A webhook event type name. */
export type WebhookEventType = WebhookPayload['type'];

/** Every event type, in the spec's order. */
export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = ['space_content_updated', 'site_view', 'page_feedback'];

const EVENTS_BY_TARGET: Record<InstallTarget, readonly WebhookEventType[]> = {
  space: ['space_content_updated'],
  site: ['site_view', 'page_feedback'],
};

/** The event types a webhook installed in `target` can select (spec: Webhook events). */
export function selectableEventTypes(target: InstallTarget): readonly WebhookEventType[] {
  return EVENTS_BY_TARGET[target];
}

/** Whether `value` names a webhook event type. */
export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/** A random opaque id such as `evt_3f9a0c…`; ids are opaque strings in the spec. */
export function randomId(prefix: string, bytes = 10): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return `${prefix}_${Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** A fresh, unique event id. */
export function newEventId(): string {
  return randomId('evt', 12);
}

function pick<T>(items: readonly T[]): T {
  const index = new Uint32Array(1);
  globalThis.crypto.getRandomValues(index);
  return items[index[0] % items.length];
}

const PAGES = ['getting-started', 'api/authentication', 'guides/webhooks', 'reference/limits', 'changelog'];
const USER_AGENTS = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
];
const COMMENTS = ['Clear and to the point, thanks!', 'The code sample is missing an import.', 'Could use a diagram.'];
const RATINGS = ['good', 'ok', 'bad'];
const SITE_URL = 'https://docs.example.com';

function visitor(cookies: Record<string, string>): Visitor {
  const octet = () => String(Math.floor(Math.random() * 254) + 1);
  return {
    anonymousId: randomId('anon', 8),
    userAgent: pick(USER_AGENTS),
    // TEST-NET-3 (RFC 5737): realistic, never a real person's address
    ip: `203.0.113.${octet()}`,
    cookies,
  };
}

/** Ids that stay the same across payloads of one playground installation. */
export interface PayloadContext {
  installationId: string;
  spaceId: string;
  siteId: string;
}

/** A context with fresh ids. */
export function createPayloadContext(): PayloadContext {
  return { installationId: randomId('inst', 8), spaceId: randomId('space', 8), siteId: randomId('site', 8) };
}

/** A realistic payload of `type` with a fresh unique `eventId`. */
export function createPayload(type: WebhookEventType, context: PayloadContext = createPayloadContext()): WebhookPayload {
  const page = pick(PAGES);
  switch (type) {
    case 'space_content_updated':
      return {
        eventId: newEventId(),
        type,
        spaceId: context.spaceId,
        installationId: context.installationId,
        revisionId: randomId('rev', 8),
      };
    case 'site_view':
      return {
        eventId: newEventId(),
        type,
        siteId: context.siteId,
        installationId: context.installationId,
        visitor: visitor({ theme: 'dark' }),
        url: `${SITE_URL}/${page}`,
        referrer: 'https://www.google.com/',
      };
    case 'page_feedback':
      return {
        eventId: newEventId(),
        type,
        siteId: context.siteId,
        spaceId: context.spaceId,
        installationId: context.installationId,
        pageId: randomId('page', 8),
        feedback: { rating: pick(RATINGS), comment: pick(COMMENTS) },
        visitor: visitor({}),
        url: `${SITE_URL}/${page}`,
        referrer: `${SITE_URL}/`,
      };
  }
}

/** The payload serialized as it is sent: pretty-printed JSON, so the bytes a user reads are the bytes signed. */
export function serializePayload(payload: WebhookPayload): string {
  return JSON.stringify(payload, null, 2);
}

/** The `eventId` of a raw body, when it is a JSON object that has one. */
export function eventIdOf(rawBody: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(rawBody);
    if (parsed && typeof parsed === 'object' && 'eventId' in parsed) {
      const id = (parsed as { eventId: unknown }).eventId;
      return typeof id === 'string' ? id : undefined;
    }
  } catch {
    // not JSON: a verbatim body without an id
  }
  return undefined;
}
