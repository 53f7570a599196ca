/**
 * The Site view's way to the platform: site events to the script through the platform's envelope (each a Network
 * entry and a line of the Events history), the webhook integration's receivers (the Webhooks panel's settings), the
 * integration's public endpoint and the identity provider for the hops of visitor authentication, and a Network
 * entry for each page the visitor's browser opens.
 */
import type { AuthContext, AuthHop, FlowAnswer } from '../../core/site/auth-flow';
import { webhookPayloadOf, type PageFeedbackEvent, type SiteViewEvent } from '../../core/site/events';
import type { SiteModel } from '../../core/site/model';
import { DEFAULT_TIMEOUT_MS } from '../../core/webhooks/index';
import { headersToObject } from '../../core/runtime/response';
import { PUBLIC_CONTENT_ORIGIN, PUBLIC_ENDPOINT_ORIGIN } from '../../core/runtime/environment';
import type { RuntimeEvent } from '../../core/runtime/types';
import { identityProvider } from '../../mock/idp';
import { handlePublicEndpoint } from '../../mock/platform';
import { dispatchSiteEvent, type SiteEventAnswer } from '../../mock/site-dispatch';
import { networkLog, type PageLoadKind } from '../../sandbox/network-log';
import type { PlaygroundScriptHost } from '../../sandbox/types';
import { eventHistory } from '../events/history';
import { settingsSnapshot } from '../webhooks/settings';
import { startDelivery } from '../webhooks/store';

const isEndpoint = (url: string) => url.startsWith(`${PUBLIC_ENDPOINT_ORIGIN}/`) || url.startsWith(`${PUBLIC_CONTENT_ORIGIN}/`);

/** Sends a site event to the script as the platform does; it joins the Events history. */
export async function sendSiteEvent(host: PlaygroundScriptHost, event: RuntimeEvent): Promise<SiteEventAnswer> {
  const answer = await dispatchSiteEvent(host, event);
  eventHistory.add(event, answer.result);
  return answer;
}

/** A Network entry for something the visitor's browser opened (a page of the site, the identity provider's page). */
export function recordPageHop(kind: PageLoadKind, hop: { method: string; url: string; status?: number; location?: string; error?: string }): void {
  const entry = networkLog.start('page', { method: hop.method, url: hop.url, headers: {} }, undefined, kind);
  if (hop.error) networkLog.finish(entry, { error: hop.error });
  else networkLog.finish(entry, { response: { status: hop.status ?? 200, headers: hop.location ? { location: hop.location } : {}, body: '' } });
}

/**
 * Delivers a site event to the webhook integration's receiver when its settings select it (installed on a site,
 * the event type ticked, a URL): the Webhooks panel shows the delivery and its retries. Returns the receiver's URL,
 * or undefined when the settings do not select the event.
 */
export function deliverToWebhook(event: SiteViewEvent | PageFeedbackEvent): string | undefined {
  const settings = settingsSnapshot();
  if (settings.target !== 'site' || !settings.eventTypes.includes(event.type) || !settings.url.trim()) return undefined;
  const timeout = Number(settings.timeoutMs);
  void startDelivery({
    url: settings.url.trim(),
    body: JSON.stringify(webhookPayloadOf(event)),
    secret: settings.secret,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
    speed: settings.speed,
  });
  return settings.url.trim();
}

/** The flow's context in the playground: the running script, the page's identity provider, Network entries. */
export function siteAuthContext(host: PlaygroundScriptHost, site: SiteModel): AuthContext {
  return {
    environment: host.environment,
    site,
    transport: {
      dispatch: async (event): Promise<FlowAnswer> => (await sendSiteEvent(host, event as RuntimeEvent)).response,
      request: async (method, url, body) => {
        const request = new Request(url, { method, body, headers: body ? { 'content-type': 'application/x-www-form-urlencoded' } : undefined });
        // The endpoint logs its own Network entry (with the envelope); the identity provider's pages are logged as hops.
        const response = isEndpoint(url) ? await handlePublicEndpoint(request) : await identityProvider.handle(request);
        if (!response) throw new TypeError(`Nothing answers ${method} ${url}: kitbench's identity provider answers the issuer the integration redirects to.`);
        return { status: response.status, headers: headersToObject(response.headers), body: await response.text() };
      },
      trust: (origin, client) => identityProvider.trust(origin, client),
      hop: (hop: AuthHop) => recordPageHop(hop.step === 'site' ? 'site page' : 'identity provider', hop),
    },
  };
}
