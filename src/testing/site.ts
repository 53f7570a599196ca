/**
 * `app.site`: the published site of a site installation, visited as a reader does (issue 28). Each page view sends
 * `site_view`, feedback sends `page_feedback`, both to the script (through the platform's envelope) and to the webhook
 * receivers subscribed with `app.site.webhooks(...)`; a site whose integration authenticates visitors
 * (`site:visitor:auth`) sends the reader through `fetch_visitor_authentication`, the identity provider played by
 * kitbench, the integration's callback and back, and checks the token as the platform does.
 */
import {
  arriveOnSite,
  type AuthContext,
  type AuthHop,
  type AuthOutcome,
  chooseOnProvider,
  type FlowAnswer,
  requestSignIn,
  type SignInChoice,
  type SignInRequest,
  signOut as flowSignOut,
} from '../core/site/auth-flow';
import { type PageRating, PAGE_RATINGS, pageFeedbackEvent, publishedScriptEvent, siteViewEvent, webhookPayloadOf } from '../core/site/events';
import { type SiteModel, type SitePage, normalizePath, pageAt } from '../core/site/model';
import { adaptedPage, pageText } from '../core/site/page';
import { publishedScriptPolicy } from '../core/site/csp';
import { sitePageUrl } from '../core/site/ids';
import { authenticatesVisitors } from '../core/site/scopes';
import { newVisitor, type SiteVisitor } from '../core/site/visitor';
import type { VisitorClaims } from '../core/site/visitor-token';
import { PUBLIC_CONTENT_ORIGIN, PUBLIC_ENDPOINT_ORIGIN } from '../core/runtime/environment';
import { headersToObject } from '../core/runtime/response';
import type { RuntimeEvent } from '../core/runtime/types';
import type { DeliveryResult } from '../core/webhooks/delivery';
import type { IdentityProvider } from '../mock/idp';
import type { PlatformBackend } from '../mock/platform-backend';
import { dispatchSiteEvent } from '../mock/site-dispatch';
import { publishedSite } from '../mock/site-content';
import type { ScriptSummary } from '../sandbox/types';
import type { TestWebhookReceiver } from './webhooks';

/** Who visits: a sample visitor of the identity provider to sign in as (`'ada'`, `'grace'`, `'sam'`), or the browser's details. */
export type VisitorOption = string | Partial<Pick<SiteVisitor, 'anonymousId' | 'userAgent' | 'cookies' | 'language' | 'ip'>>;

/** Options of `app.site.visit`. */
export interface VisitOptions {
  /** A sample visitor's id signs them in first when the site needs it; an object sets the visitor's browser details. */
  visitor?: VisitorOption;
  /** Where the visitor came from (default: the page visited before, or `''`). */
  referrer?: string;
}

/** One site event the site sent. */
export interface SentSiteEvent {
  event: RuntimeEvent;
  /** The script has a handler for it (else only webhook receivers got it). */
  handled: boolean;
  /** The script's HTTP answer through the envelope (`200 OK`, a handler error's status…), when handled. */
  status?: number;
  body?: string;
  /** What each subscribed webhook receiver's delivery did. */
  deliveries: DeliveryResult[];
}

/**
 * One request the visit made: a page of the site, an event to the script, a page of the identity provider, the
 * callback; and (`step: 'script'`) each request the script itself sent while it handled a site event (a webhook's
 * POST, an API call), with what it sent, listed after that event's own entry.
 */
export type SiteRequest =
  | AuthHop
  | { step: 'event'; method: 'POST'; url: string; status: number; type: string }
  | { step: 'script'; method: string; url: string; headers: Record<string, string>; body?: string; status?: number; error?: string; during: string };

/** A request the script sent through the mocked platform, and its answer's status (or why it failed). */
export interface ScriptRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  status?: number;
  error?: string;
}

/** A page of the site, as the visitor got it. */
export interface TestSitePage {
  /** The path visited (`''` is the site's root, its first page). */
  readonly path: string;
  readonly url: string;
  /** The page shown, unless the visit stopped before one (sign-in, an unknown path, a refused token). */
  readonly pageId?: string;
  readonly title?: string;
  /** The visitor is signed in (visitor authentication). */
  readonly signedIn: boolean;
  /** The claims of the signed-in visitor's token. */
  readonly claims?: VisitorClaims;
  /** What the site says instead of the page: a refused token, a failed sign-in step, a path with no page. */
  readonly problem?: string;
  /** The visit stopped at the identity provider's sign-in page (continue with `app.site.signIn(visitor)`). */
  readonly identityProvider?: SignInRequest;
  /** The visitor just signed out: the site shows no page until they sign in again. */
  readonly signedOut: boolean;
  /** Why adaptive content hid a section, or a claim the token lacks. */
  readonly notes: string[];
  /** The page's text as this visitor reads it (title, description, the sections they see). */
  text(): string;
}

/** @internal What `app.site` needs from the app. */
export interface SiteParts {
  manifest: Record<string, unknown>;
  backend: PlatformBackend;
  summary(): ScriptSummary | undefined;
  /** The installation's site and the space it publishes, when it is installed on a site. */
  placement(): { siteId: string; spaceId: string } | undefined;
  handle(request: Request): Promise<Response>;
  /** Calls `listener` with each request the script sends, once answered (or failed); returns the unsubscribe. */
  onScriptRequest?(listener: (request: ScriptRequest) => void): () => void;
  idp: IdentityProvider;
}

const isEndpoint = (url: string) => url.startsWith(`${PUBLIC_ENDPOINT_ORIGIN}/`) || url.startsWith(`${PUBLIC_CONTENT_ORIGIN}/`);

/** The published site of the integration's site installation. */
export class TestSite {
  /** Every site event sent, in order. */
  readonly events: SentSiteEvent[] = [];
  /** Every request the visits made, in order. */
  readonly requests: SiteRequest[] = [];
  private visitor: SiteVisitor = newVisitor('Mozilla/5.0 (X11; Linux x86_64) kitbench/testing');
  private session: { token: string; claims: VisitorClaims } | undefined;
  private current: { path: string; url: string; page?: SitePage } | undefined;
  private pendingSignIn: SignInRequest | undefined;
  private readonly subscriptions: { receiver: TestWebhookReceiver; types: string[] }[] = [];

  /** @internal Use `app.site`. */
  constructor(private readonly parts: SiteParts) {}

  /** The claims of the signed-in visitor, if any. */
  get claims(): VisitorClaims | undefined {
    return this.session?.claims;
  }

  /** The signed-in visitor's token (`jwt_token`), if any. */
  get token(): string | undefined {
    return this.session?.token;
  }

  /** Subscribes a webhook receiver (from `app.webhookReceiver`) to site events, as a webhook integration on the site. */
  webhooks(receiver: TestWebhookReceiver, types: ('site_view' | 'page_feedback')[] = ['site_view', 'page_feedback']): void {
    this.subscriptions.push({ receiver, types });
  }

  /**
   * Visits a page (its path on the site, `''` for the root). A site whose integration authenticates visitors first
   * sends a reader who is not signed in through sign-in: with `visitor: 'ada'` all the way, else to the identity
   * provider's page (`page.identityProvider`). A page view sends `site_view`.
   */
  async visit(path = '', options: VisitOptions = {}): Promise<TestSitePage> {
    const site = this.site();
    if (typeof options.visitor === 'object') this.visitor = { ...this.visitor, ...options.visitor, cookies: { ...this.visitor.cookies, ...options.visitor.cookies } };
    // a link that carries a visitor token: the site checks it, as after a sign-in
    if (/[?&]jwt_token=/.test(path)) return this.outcomePage(await arriveOnSite(this.context(site), sitePageUrl(path)), normalizePath(path));
    if (this.needsSignIn() && !this.session) {
      if (typeof options.visitor === 'string') return this.signIn(options.visitor, { path });
      return this.outcomePage(await requestSignIn(this.context(site), normalizePath(path)), normalizePath(path));
    }
    return this.show(site, normalizePath(path), options.referrer);
  }

  /**
   * Signs in through the integration: `fetch_visitor_authentication` for the page, the identity provider's page,
   * the visitor's choice there (a sample visitor's id; `{ cancel: true }`; `{ error: true }` for a provider error),
   * the integration's callback, the site's check of the token; then the page, for the signed-in visitor.
   */
  async signIn(visitor: string | { cancel: true } | { error: true } = 'ada', options: { path?: string } = {}): Promise<TestSitePage> {
    const site = this.site();
    const path = normalizePath(options.path ?? this.current?.path ?? '');
    const context = this.context(site);
    let outcome: AuthOutcome = this.pendingSignIn ? { kind: 'identity-provider', signIn: this.pendingSignIn } : await requestSignIn(context, path);
    this.pendingSignIn = undefined;
    if (outcome.kind === 'identity-provider') {
      const choice: SignInChoice = typeof visitor === 'string' ? { visitor } : visitor;
      outcome = await chooseOnProvider(context, outcome.signIn, choice);
    }
    return this.outcomePage(outcome, path);
  }

  /** Signs out as the site does (and as the integration's `fetch_visitor_authentication` with `action: 'logout'` says). */
  async signOut(): Promise<TestSitePage> {
    const site = this.site();
    const path = this.current?.path ?? '';
    this.session = undefined;
    return this.outcomePage(await flowSignOut(this.context(site), path), path);
  }

  /** The visitor's feedback on the page they are on: a rating (`'good'`, `'ok'`, `'bad'`) and an optional comment. */
  async feedback(rating: PageRating, comment?: string): Promise<SentSiteEvent> {
    if (!(PAGE_RATINGS as readonly string[]).includes(rating)) throw new TypeError(`app.site.feedback: the rating is one of ${PAGE_RATINGS.join(', ')}, got "${rating}".`);
    const page = this.current?.page;
    if (!page || !this.current) throw new Error('app.site.feedback: visit a page first (app.site.visit(path)); feedback is given on the page the visitor reads.');
    const event = pageFeedbackEvent(this.parts.backend.environment, this.site(), page, { rating, comment }, { visitor: this.visitor, url: this.current.url, referrer: '' });
    return this.send(event);
  }

  /**
   * The script the integration publishes into the site (`fetch_published_script`, for `site:script:inject`), with
   * the policy the site runs it under. Running it needs a browser: the playground's Site view does.
   */
  async publishedScript(): Promise<{ status: number; contentType?: string; script: string; contentSecurityPolicy: string }> {
    const { response } = await dispatchSiteEvent(this.parts.backend, publishedScriptEvent(this.parts.backend.environment, this.site()));
    this.requests.push({ step: 'event', method: 'POST', url: this.endpointV1(), status: response.status, type: 'fetch_published_script' });
    const contentType = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
    return { status: response.status, contentType, script: response.body, contentSecurityPolicy: publishedScriptPolicy(this.parts.manifest.contentSecurityPolicy, 'NONCE') };
  }

  private site(): SiteModel {
    const placement = this.parts.placement();
    if (!placement) throw new Error("app.site: the integration is not installed on a site: call app.install({ target: 'site' }) first.");
    return publishedSite(placement.siteId, placement.spaceId);
  }

  private needsSignIn(): boolean {
    return authenticatesVisitors(this.parts.manifest) && (this.parts.summary()?.eventNames.includes('fetch_visitor_authentication') ?? false);
  }

  private endpointV1(): string {
    return `${this.parts.backend.environment.integration.urls.publicEndpoint}/v1`;
  }

  private context(site: SiteModel): AuthContext {
    const record = (hop: SiteRequest) => this.requests.push(hop);
    return {
      environment: this.parts.backend.environment,
      site,
      transport: {
        dispatch: async (event): Promise<FlowAnswer> => {
          const { response } = await dispatchSiteEvent(this.parts.backend, event as RuntimeEvent);
          record({ step: 'visitor-authentication', method: 'POST', url: this.endpointV1(), status: response.status, location: response.headers.location });
          return response;
        },
        request: async (method, url, body) => {
          const response = await this.parts.handle(new Request(url, { method, body, headers: body ? { 'content-type': 'application/x-www-form-urlencoded' } : undefined, redirect: 'manual' }));
          const answer = { status: response.status, headers: headersToObject(response.headers), body: await response.text() };
          if (isEndpoint(url)) record({ step: 'callback', method, url, status: answer.status, location: answer.headers.location });
          return answer;
        },
        trust: (origin, client) => this.parts.idp.trust(origin, client),
        hop: record,
      },
    };
  }

  private async outcomePage(outcome: AuthOutcome, path: string): Promise<TestSitePage> {
    const site = this.site();
    switch (outcome.kind) {
      case 'identity-provider':
        this.pendingSignIn = outcome.signIn;
        return this.page({ path, url: outcome.signIn.authorizeUrl, identityProvider: outcome.signIn });
      case 'signed-in':
        this.session = { token: outcome.token, claims: outcome.claims };
        return this.show(site, outcome.path, '');
      case 'signed-out':
        // the site's pages need a signed-in visitor again: the page is not shown until they sign in
        this.current = undefined;
        return this.page({ path: outcome.path, url: sitePageUrl(outcome.path), signedOut: true, note: outcome.note });
      case 'refused':
        this.session = undefined;
        return this.page({ path: outcome.path, url: sitePageUrl(outcome.path), problem: outcome.message });
      case 'failed':
        return this.page({ path, url: sitePageUrl(path), problem: outcome.message });
    }
  }

  private async show(site: SiteModel, path: string, referrer: string | undefined): Promise<TestSitePage> {
    const url = sitePageUrl(path);
    const page = pageAt(site, path);
    const from = referrer ?? this.current?.url ?? '';
    this.requests.push({ step: 'site', method: 'GET', url, status: page ? 200 : 404 });
    if (!page) return this.page({ path, url, problem: `No page at /${path} on the site.` });
    this.current = { path, url, page };
    await this.send(siteViewEvent(this.parts.backend.environment, site, page, { visitor: this.visitor, url, referrer: from }));
    return this.page({ path, url, page });
  }

  private async send(event: ReturnType<typeof siteViewEvent> | ReturnType<typeof pageFeedbackEvent>): Promise<SentSiteEvent> {
    const handled = this.parts.summary()?.eventNames.includes(event.type) ?? false;
    const sent: SentSiteEvent = { event, handled, deliveries: [] };
    if (handled) {
      // What the script sends while it handles the event (a forwarder's POST) is the visit's too.
      const outbound: SiteRequest[] = [];
      const stop = this.parts.onScriptRequest?.((request) => outbound.push({ step: 'script', ...request, during: event.type }));
      let response: Awaited<ReturnType<typeof dispatchSiteEvent>>['response'];
      try {
        ({ response } = await dispatchSiteEvent(this.parts.backend, event));
      } finally {
        stop?.();
      }
      sent.status = response.status;
      sent.body = response.body;
      this.requests.push({ step: 'event', method: 'POST', url: this.endpointV1(), status: response.status, type: event.type });
      this.requests.push(...outbound);
    }
    for (const { receiver, types } of this.subscriptions) {
      if (types.includes(event.type)) sent.deliveries.push(await receiver.deliver(webhookPayloadOf(event)));
    }
    this.events.push(sent);
    return sent;
  }

  private page(parts: { path: string; url: string; page?: SitePage; problem?: string; identityProvider?: SignInRequest; signedOut?: boolean; note?: string }): TestSitePage {
    const claims = this.session?.claims;
    const { page } = parts;
    const notes = [...(parts.note ? [parts.note] : []), ...(page ? adaptedPage(page, claims).notes : [])];
    return {
      path: parts.path,
      url: parts.url,
      pageId: page?.id,
      title: page?.title,
      signedIn: this.session !== undefined,
      claims,
      problem: parts.problem,
      identityProvider: parts.identityProvider,
      signedOut: parts.signedOut ?? false,
      notes,
      text: () => (page ? pageText(page, claims) : (parts.problem ?? '')),
    };
  }
}

