/**
 * The events a visit sends, conformed to their schemas in the platform's document (src/core/platform) (`SiteViewEvent`, `PageFeedbackEvent`,
 * `FetchVisitorAuthenticationEvent`, `FetchPublishedScriptEvent`), with the site installation's ids; and the webhook
 * payloads a webhook integration's receivers get for the first two (the spec's fields, plus the page and site space).
 */
import { platformEvent } from '../platform/events';
import { newEventId } from '../runtime/envelope';
import type { RuntimeEnvironment } from '../runtime/types';
import type { SiteModel, SitePage } from './model';
import type { SiteVisitor } from './visitor';

/** Where a page view or a feedback happened. */
export interface VisitContext {
  visitor: SiteVisitor;
  /** The page's URL as visited, query included. */
  url: string;
  /** The URL the visitor came from; `''` for a direct visit. */
  referrer: string;
}

/** The ids every site event names. */
function siteIds(environment: RuntimeEnvironment, site: SiteModel) {
  return { installationId: environment.installation?.id ?? 'playground', siteId: site.siteId };
}

const copyVisitor = (visitor: SiteVisitor): SiteVisitor => ({ ...visitor, cookies: { ...visitor.cookies } });

/** `site_view`: a page of the site was visited. */
export function siteViewEvent(environment: RuntimeEnvironment, site: SiteModel, page: SitePage, visit: VisitContext) {
  return platformEvent({
    eventId: newEventId(),
    type: 'site_view' as const,
    ...siteIds(environment, site),
    spaceId: site.spaceId,
    siteSpaceId: site.siteSpaceId,
    pageId: page.id,
    visitor: copyVisitor(visit.visitor),
    url: visit.url,
    referrer: visit.referrer,
  });
}

/** The ratings of the page's feedback control (the API package's `PageFeedbackRating`). */
export const PAGE_RATINGS = ['bad', 'ok', 'good'] as const;
/** One rating. */
export type PageRating = (typeof PAGE_RATINGS)[number];

/** The longest comment the platform takes (`@maxLength 512`). */
export const MAX_FEEDBACK_COMMENT = 512;

/** `page_feedback`: the visitor rated the page, with an optional comment (an empty one is left out). */
export function pageFeedbackEvent(
  environment: RuntimeEnvironment,
  site: SiteModel,
  page: SitePage,
  feedback: { rating: PageRating; comment?: string },
  visit: VisitContext,
) {
  const comment = feedback.comment?.trim().slice(0, MAX_FEEDBACK_COMMENT);
  return platformEvent({
    eventId: newEventId(),
    type: 'page_feedback' as const,
    ...siteIds(environment, site),
    spaceId: site.spaceId,
    pageId: page.id,
    feedback: { rating: feedback.rating, ...(comment ? { comment } : {}) },
    visitor: copyVisitor(visit.visitor),
    url: visit.url,
    referrer: visit.referrer,
  });
}

/**
 * `fetch_visitor_authentication`: the site asks the integration where to send a visitor who is not signed in (or,
 * with `action: 'logout'`, signing out). `location` is the page's path on the site, as the integration puts it back
 * after the published URL (`${published}${location}`).
 */
export function visitorAuthenticationEvent(
  environment: RuntimeEnvironment,
  site: SiteModel,
  request: { location: string; searchParams?: Record<string, string>; cookies?: Record<string, string>; action?: 'logout' },
) {
  return platformEvent({
    eventId: newEventId(),
    type: 'fetch_visitor_authentication' as const,
    ...siteIds(environment, site),
    location: request.location,
    ...(request.searchParams && Object.keys(request.searchParams).length ? { searchParams: request.searchParams } : {}),
    ...(request.cookies && Object.keys(request.cookies).length ? { cookies: request.cookies } : {}),
    ...(request.action ? { action: request.action } : {}),
  });
}

/** `fetch_published_script`: the site loads the script the integration publishes into it. */
export function publishedScriptEvent(environment: RuntimeEnvironment, site: SiteModel) {
  return platformEvent({ eventId: newEventId(), type: 'fetch_published_script' as const, ...siteIds(environment, site) });
}

/** A site event as the script gets it. */
export type SiteViewEvent = ReturnType<typeof siteViewEvent>;
export type PageFeedbackEvent = ReturnType<typeof pageFeedbackEvent>;

/**
 * What a webhook integration's receivers get for a site event: the spec's payload fields (spec: Webhook payloads),
 * plus `pageId` and `siteSpaceId` of a page view (the API package's), with the same `eventId`. The visitor keeps the
 * spec's four fields.
 */
export function webhookPayloadOf(event: SiteViewEvent | PageFeedbackEvent): Record<string, unknown> {
  const { anonymousId, userAgent, ip, cookies } = event.visitor;
  const visitor = { anonymousId, userAgent, ip, cookies };
  if (event.type === 'site_view') {
    const { eventId, type, siteId, installationId, url, referrer, pageId, siteSpaceId } = event;
    return { eventId, type, siteId, installationId, visitor, url, referrer, pageId, siteSpaceId };
  }
  const { eventId, type, siteId, spaceId, installationId, pageId, feedback, url, referrer } = event;
  return { eventId, type, siteId, spaceId, installationId, pageId, feedback: { rating: feedback.rating, comment: feedback.comment ?? '' }, visitor, url, referrer };
}
