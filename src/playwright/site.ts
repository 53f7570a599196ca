import { expect, type FrameLocator, type Locator } from '@playwright/test';
import { BLOCKED_BY_SITE_POLICY } from '../core/site/csp';
import type { BridgeSiteEvent, BridgeSiteVisit } from '../ui/automation/protocol';
import type { Kitbench } from './kitbench';

/** Who signs in on the identity provider's page: a sample visitor (`'ada'`, `'grace'`, `'sam'`, or their name or email), Cancel, or a provider error. */
export type SiteVisitorChoice = string | { cancel: true } | { error: true };

/** A page's feedback rating, as the feedback control's faces give it: Helpful, Somewhat helpful, Not helpful. */
export type PageRating = 'good' | 'ok' | 'bad';

/** Options of `site.visit`. */
export interface SiteVisitOptions {
  /** A sample visitor to sign in as first when the site needs it (`'ada'`, `'grace'`, `'sam'`). */
  visitor?: string;
}

/** One site event the site sent (as kitbench/testing's `app.site.events` has it). */
export interface SiteEvent {
  type: 'site_view' | 'page_feedback';
  /** The event as the script got it: `visitor`, `url`, `referrer`, `pageId`, `siteSpaceId`, `feedback`… */
  event: Record<string, unknown>;
  /** The script has a handler for it; else only the webhook receiver the Webhooks panel selects got it. */
  handled: boolean;
  /** The script's HTTP answer through the platform's envelope (`200`; `500` when the handler threw), when handled. */
  status?: number;
  body?: string;
  /** Why the handler failed, with where (`src/index.ts:12`). */
  error?: string;
}

/** One thing the published script loaded, or tried to. */
export interface PublishedScriptLoad {
  url: string;
  /** The status, where the browser reported one. */
  status?: number;
  /** The site's Content-Security-Policy (the manifest's `contentSecurityPolicy` merged in) blocked it. */
  blocked: boolean;
  /** Why it failed: which directive blocked it and the host, or that the host did not answer. */
  error?: string;
}

const RATING_LABELS: Record<PageRating, string> = { good: 'Helpful', ok: 'Somewhat helpful', bad: 'Not helpful' };
const SETTLE_TIMEOUT_MS = 20_000;

/** A path as the site reads it: no origin, no leading or trailing slash, no query or hash. */
const normalize = (path: string) => ((path.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0] ?? '').replace(/^\/+|\/+$/g, ''));
const describe = (choice: SiteVisitorChoice) => (typeof choice === 'string' ? `'${choice}'` : JSON.stringify(choice).replace(/"/g, ''));

/**
 * The Site view (the tab `Site`): the published site of the installation on a site, where the test is the visitor,
 * driven as one: the site's links, the identity provider's page, the visitor menu, the feedback control. Each method
 * resolves once the site settled (a page, the identity provider's page, the site's message) and the site events it
 * sent were answered by the script; the region `Site page` it resolves with is what the visitor sees.
 */
export class KitbenchSite {
  /** The visitors (anonymous ids) this test acted as: a visitor's first page is their arrival only once. */
  private readonly acted = new Set<string>();

  constructor(private readonly kitbench: Kitbench) {}

  /** The region `Site page`: the site as the visitor sees it (or the identity provider's page while they sign in). */
  get page(): Locator {
    return this.kitbench.page.getByRole('region', { name: 'Site page' });
  }

  /** The signed-in visitor in the site's header (a button named `Signed in as <name>`). */
  get visitor(): Locator {
    return this.page.getByRole('button', { name: /^Signed in as / });
  }

  /** The frame the integration's published script runs in (`fetch_published_script`), under the site's policy. */
  get script(): FrameLocator {
    return this.kitbench.page.getByRole('region', { name: 'Visit' }).frameLocator('iframe[title$=": published script"]');
  }

  /**
   * Opens a page of the site (its path, `''` for the first page) as the visitor does: by its link in the site's
   * navigation. The Site view opens at the first page when it opens, as the tab does; a site that signs visitors in
   * shows the identity provider's page until they do: with `visitor`, they sign in first (see `signIn`), else the
   * visit stops there. Resolves with the region `Site page` once the page is shown and its `site_view` answered.
   */
  async visit(path = '', options: SiteVisitOptions = {}): Promise<Locator> {
    const what = `site.visit('${path}')`;
    const wanted = normalize(path);
    let { arrival, state } = await this.open(what);
    if (!state.signedIn && (state.screen === 'sign-in' || state.screen === 'signed-out' || (await this.retrySignIn().count()) > 0)) {
      if (options.visitor === undefined) return this.page;
      state = await this.signInFrom(state, options.visitor, `${what} signing in as '${options.visitor}'`);
      arrival = true;
    }
    // The site just opened on this page for a new visitor (or the sign-in came back to it): that was the visit.
    if (arrival && state.screen === 'page' && state.path === wanted) return this.page;
    await this.follow(wanted, what);
    await this.settle(what, (now) => now.path === wanted, state.events.length);
    return this.page;
  }

  /**
   * Signs the visitor in through the integration, as on the platform: `fetch_visitor_authentication`, the identity
   * provider's page (the sample visitor chosen, `Sign in`; or Cancel, or a provider error), the integration's
   * callback, the site's check of its token. A visitor signed in already signs out first. Resolves with the region
   * `Site page` showing the page for the signed-in visitor; rejects with the site's message when a sample visitor's
   * sign-in does not complete (a cancel or a provider error resolves: the message is on the page).
   */
  async signIn(visitor: SiteVisitorChoice = 'ada'): Promise<Locator> {
    const what = `site.signIn(${describe(visitor)})`;
    let { state } = await this.open(what);
    if (state.signedIn) state = await this.signOutNow(what);
    await this.signInFrom(state, visitor, what);
    return this.page;
  }

  /** Signs the visitor out from the visitor menu, as the site (and the integration's logout) does. */
  async signOut(): Promise<Locator> {
    const what = 'site.signOut()';
    const { state } = await this.open(what);
    if (!state.signedIn) throw new Error(`${what}: no visitor is signed in (the site shows ${shown(state)}).`);
    await this.signOutNow(what);
    return this.page;
  }

  /**
   * The visitor's feedback on the page they read, with the control under it: a face (`good`: Helpful, `ok`: Somewhat
   * helpful, `bad`: Not helpful), an optional comment, Send feedback. Resolves with the `page_feedback` it sent.
   */
  async feedback(rating: PageRating, comment?: string): Promise<SiteEvent> {
    const what = `site.feedback('${rating}')`;
    if (!(rating in RATING_LABELS)) throw new TypeError(`${what}: the rating is one of ${Object.keys(RATING_LABELS).join(', ')}.`);
    const { state } = await this.open(what);
    if (state.screen !== 'page') throw new Error(`${what}: the site shows ${shown(state)}, not a page: visit one first (site.visit(path)).`);
    const control = this.page.getByRole('region', { name: 'Page feedback' });
    if (await control.getByRole('status').count()) throw new Error(`${what}: the feedback on /${state.path} was sent already (the control thanks the visitor): visit another page.`);
    await control.getByRole('button', { name: RATING_LABELS[rating], exact: true }).click();
    if (comment) await control.getByLabel('Tell us more (optional)').fill(comment);
    await control.getByRole('button', { name: 'Send feedback' }).click();
    const after = await this.settle(what, (now) => now.events.slice(state.events.length).some((sent) => sent.type === 'page_feedback'), state.events.length);
    return siteEventOf(after.events.slice(state.events.length).find((sent) => sent.type === 'page_feedback')!);
  }

  /** The claims of the signed-in visitor's token, as the site checked it (undefined when no one is signed in). */
  async claims(): Promise<Record<string, unknown> | undefined> {
    return (await this.kitbench.bridge('site')).claims;
  }

  /** Every `site_view` and `page_feedback` the site sent, oldest first, with the script's answer. */
  async events(): Promise<SiteEvent[]> {
    return (await this.kitbench.bridge('site')).events.map(siteEventOf);
  }

  /** What the published script loaded or tried to, oldest first: each blocked load says which directive and host. */
  async scriptLoads(): Promise<PublishedScriptLoad[]> {
    const requests = await this.kitbench.network.requests({ source: 'page' });
    return requests
      .filter((request) => request.initiator === 'published script')
      .map((request) => ({ url: request.url, status: request.status, blocked: request.error?.startsWith(BLOCKED_BY_SITE_POLICY) ?? false, error: request.error }));
  }

  /**
   * Shows the Site view, installing on a site from its empty state when nothing is installed; waits for the site.
   * `arrival`: the site shows the one page it opened at for a visitor this test has not acted as yet.
   */
  private async open(what: string): Promise<{ arrival: boolean; state: BridgeSiteVisit }> {
    const before = await this.kitbench.bridge('site');
    await this.kitbench.show('Site');
    const panel = this.kitbench.page.getByRole('tabpanel', { name: 'Site' });
    const install = panel.getByRole('button', { name: 'Install on a site' });
    await expect(this.page.or(install).first()).toBeVisible({ timeout: 15_000 });
    if (await install.count()) {
      const elsewhere = panel.getByText(/The integration is installed (in the space|for the organization)[^:]*/);
      if (await elsewhere.count()) {
        const where = /installed ([^:]+):/.exec((await elsewhere.textContent()) ?? '')?.[1] ?? 'elsewhere';
        throw new Error(`${what}: the integration is installed ${where}, not on a site: install it on one first, kitbench.install({ target: 'site' }).`);
      }
      await install.click();
    }
    const state = await this.settle(what, () => true, before.key === '' ? 0 : before.events.length);
    const arrival = state.history.length === 1 && !this.acted.has(state.anonymousId);
    this.acted.add(state.anonymousId);
    return { arrival, state };
  }

  /** Waits until the site shows something other than a step in progress, `done` holds, and its events were answered. */
  private async settle(what: string, done: (state: BridgeSiteVisit) => boolean, since: number): Promise<BridgeSiteVisit> {
    let state: BridgeSiteVisit | undefined;
    const settled = (now: BridgeSiteVisit) => now.key !== '' && now.screen !== 'loading' && !now.busy && now.events.slice(since).every((sent) => sent.answered) && done(now);
    try {
      await expect
        .poll(
          async () => {
            state = await this.kitbench.bridge('site');
            return settled(state);
          },
          { timeout: SETTLE_TIMEOUT_MS },
        )
        .toBe(true);
    } catch {
      throw new Error(`${what}: the site did not settle within ${SETTLE_TIMEOUT_MS / 1000} s: it shows ${state ? shown(state) : 'nothing'}.`);
    }
    return state!;
  }

  /** From wherever the site is (the identity provider's page, signed out, a failed sign-in), signs `visitor` in. */
  private async signInFrom(state: BridgeSiteVisit, visitor: SiteVisitorChoice, what: string): Promise<BridgeSiteVisit> {
    if (state.screen !== 'sign-in') {
      const again = this.page.getByRole('button', { name: 'Sign in again' }).or(this.retrySignIn());
      if (!(await again.count())) {
        const why = state.screen === 'page' ? 'its pages are public: visitor authentication needs the site:visitor:auth scope and a fetch_visitor_authentication handler' : `it shows ${shown(state)}`;
        throw new Error(`${what}: the site does not send the visitor to sign in: ${why}.`);
      }
      await again.first().click();
      state = await this.settle(what, () => true, state.events.length);
      if (state.screen !== 'sign-in') throw new Error(`${what}: the site did not send the visitor to the identity provider: it shows ${shown(state)}.`);
    }
    const since = state.events.length;
    if (typeof visitor === 'string') {
      await (await this.sampleVisitor(visitor, what)).check();
      await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    } else {
      await this.page.getByRole('button', { name: 'cancel' in visitor ? 'Cancel' : 'Simulate a provider error', exact: true }).click();
    }
    const after = await this.settle(what, (now) => now.screen !== 'sign-in', since);
    if (typeof visitor === 'string' && !after.signedIn) throw new Error(`${what}: the visitor was not signed in. The site shows ${shown(after)}`);
    return after;
  }

  /** The radio of a sample visitor on the identity provider's page, by id (`ada`), name or email. */
  private async sampleVisitor(visitor: string, what: string): Promise<Locator> {
    const radios = this.page.getByRole('radio');
    const values = await radios.evaluateAll((inputs) => inputs.map((input) => ({ id: (input as HTMLInputElement).value, label: (input.closest('label')?.textContent ?? '').replace(/\s+/g, ' ').trim() })));
    const wanted = visitor.trim().toLowerCase();
    const index = values.findIndex(({ id, label }) => id.toLowerCase() === wanted || label.toLowerCase().includes(wanted));
    if (index < 0) throw new Error(`${what}: the identity provider offers no visitor "${visitor}"; it offers ${values.map(({ id }) => `'${id}'`).join(', ') || 'none'}.`);
    return radios.nth(index);
  }

  private async signOutNow(what: string): Promise<BridgeSiteVisit> {
    const since = (await this.kitbench.bridge('site')).events.length;
    await this.visitor.click();
    await this.page.getByRole('button', { name: 'Sign out', exact: true }).click();
    return this.settle(what, (now) => !now.signedIn, since);
  }

  /** The site's `Try signing in again`, after a failed sign-in. */
  private retrySignIn(): Locator {
    return this.page.getByRole('alert').getByRole('button', { name: 'Try signing in again' });
  }

  /** Clicks the site's link to `path`: in its navigation (opened from the Site menu on a narrow window), or its title for the first page. */
  private async follow(path: string, what: string): Promise<void> {
    const links = this.page.locator('header a[href], nav a[href]');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const index = hrefs.findIndex((href) => normalize(href) === path);
    if (index < 0) {
      const paths = [...new Set(hrefs.map(normalize).filter(Boolean))];
      throw new Error(`${what}: the site has no page at /${path}; its pages are ${paths.map((known) => `'${known}'`).join(', ') || 'none'} ('' is the first page).`);
    }
    const link = links.nth(index);
    if (!(await link.isVisible())) await this.page.getByRole('button', { name: 'Site menu' }).click();
    await link.click();
  }
}

/** What the site shows, in a message: the page and who reads it, the identity provider's page, the site's message. */
function shown(state: BridgeSiteVisit): string {
  switch (state.screen) {
    case 'page':
      return `the page /${state.path}${state.signedIn ? ' to a signed-in visitor' : ''}`;
    case 'sign-in':
      return "the identity provider's sign-in page";
    case 'signed-out':
      return '"You are signed out"';
    case 'problem':
      return `"${state.problem?.title}": ${state.problem?.message}`;
    case 'loading':
      return 'a step still loading';
  }
}

function siteEventOf(sent: BridgeSiteEvent): SiteEvent {
  const { answered: _answered, ...event } = sent;
  return event;
}
