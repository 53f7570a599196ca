/**
 * What the visitor does on the site, as the platform runs it: open a page (after signing in, when the integration
 * authenticates visitors), choose on the identity provider's page, sign out, give feedback, answer the cookie
 * consent. Each step updates the session (session.ts) and sends what the platform would (platform.ts).
 */
import {
  arriveOnSite,
  type AuthOutcome,
  chooseOnProvider,
  requestSignIn,
  type SignInChoice,
  signOut as flowSignOut,
} from '../../core/site/auth-flow';
import { pageFeedbackEvent, type PageRating, siteViewEvent } from '../../core/site/events';
import { sitePageUrl } from '../../core/site/ids';
import { normalizePath, pageAt, type SiteModel, type SitePage } from '../../core/site/model';
import { authenticatesVisitors } from '../../core/site/scopes';
import { CONSENT_COOKIE } from '../../core/site/visitor';
import type { PlaygroundScriptHost } from '../../sandbox/types';
import { deliverToWebhook, recordPageHop, sendSiteEvent, siteAuthContext } from './platform';
import { currentSession, logVisit, recordStep, updateSession } from './session';

/** What a visit needs: the running script, the manifest (its scopes), the site. */
export interface SiteVisit {
  host: PlaygroundScriptHost;
  manifest: unknown;
  site: SiteModel;
}

const handles = (host: PlaygroundScriptHost, type: string) => host.summary?.eventNames.includes(type) ?? false;

/** Whether the site's pages need a signed-in visitor: the integration authenticates visitors and handles it. */
export function needsSignIn(visit: SiteVisit): boolean {
  return authenticatesVisitors(visit.manifest) && handles(visit.host, 'fetch_visitor_authentication');
}

/** Opens a page (its path on the site), signing the visitor in first when the site needs it. */
export async function openPage(visit: SiteVisit, path: string, options: { referrer?: string } = {}): Promise<void> {
  const wanted = normalizePath(path);
  if (/[?&]jwt_token=/.test(path)) {
    await settle(visit, await arriveOnSite(siteAuthContext(visit.host, visit.site), sitePageUrl(path)));
    return;
  }
  if (needsSignIn(visit) && !currentSession().auth) {
    updateSession({ path: wanted, screen: { kind: 'loading', what: 'Asking the integration where to sign in…' } });
    const outcome = await settle(visit, await requestSignIn(siteAuthContext(visit.host, visit.site), wanted));
    if (outcome.kind === 'failed') recordStep({ kind: 'visit', path: wanted, problem: outcome.message });
    return;
  }
  const page = await showPage(visit, wanted, options.referrer);
  recordStep({ kind: 'visit', path: wanted, ...(page ? { title: page.title } : { problem: `No page at /${wanted} on the site.` }) });
}

/** The visitor's choice on the identity provider's page. */
export async function chooseSignIn(visit: SiteVisit, choice: SignInChoice): Promise<void> {
  const screen = currentSession().screen;
  if (screen.kind !== 'sign-in') return;
  const busy = 'visitor' in choice ? 'Signing in…' : 'cancel' in choice ? 'Cancelling…' : 'Failing…';
  updateSession({ screen: { ...screen, busy } });
  const outcome = await settle(visit, await chooseOnProvider(siteAuthContext(visit.host, visit.site), screen.signIn, choice));
  const visitor = 'visitor' in choice ? choice.visitor : 'cancel' in choice ? { cancel: true as const } : { error: true as const };
  if (outcome.kind === 'signed-in') recordStep({ kind: 'sign-in', visitor, title: pageAt(visit.site, outcome.path)?.title, claims: outcome.claims });
  else if (outcome.kind === 'refused' || outcome.kind === 'failed') recordStep({ kind: 'sign-in', visitor, problem: outcome.message });
}

/** Signs the visitor out, as the site and the integration's logout do. */
export async function signOutVisitor(visit: SiteVisit): Promise<void> {
  updateSession({ auth: undefined, screen: { kind: 'loading', what: 'Signing out…' } });
  logVisit('info', 'Signed out: the site forgot the visitor token.');
  await settle(visit, await flowSignOut(siteAuthContext(visit.host, visit.site), currentSession().path));
  recordStep({ kind: 'sign-out' });
}

/** Where the flow ended: the provider's page, the signed-in page, or the site's message. Returns the outcome. */
async function settle(visit: SiteVisit, outcome: AuthOutcome): Promise<AuthOutcome> {
  apply(outcome);
  if (outcome.kind === 'signed-in') await showPage(visit, outcome.path, '');
  return outcome;
}

function apply(outcome: AuthOutcome): void {
  switch (outcome.kind) {
    case 'identity-provider':
      updateSession({ screen: { kind: 'sign-in', signIn: outcome.signIn } });
      logVisit('info', `fetch_visitor_authentication sent the visitor to ${new URL(outcome.signIn.authorizeUrl).host}.`);
      return;
    case 'signed-in': {
      updateSession({ auth: { token: outcome.token, claims: outcome.claims, expiresAt: outcome.expiresAt } });
      const count = Object.keys(outcome.claims).length;
      logVisit('ok', `Signed in: the site accepted the visitor token (${count === 1 ? '1 claim' : `${count} claims`}).`);
      return;
    }
    case 'refused':
      updateSession({ auth: undefined, path: outcome.path, screen: { kind: 'problem', title: 'The site refused the visitor token', message: outcome.message, step: 'site' } });
      logVisit('error', `The site refused the visitor token: ${outcome.message}`);
      return;
    case 'failed':
      updateSession({ screen: { kind: 'problem', title: failureTitle(outcome.step), message: outcome.message, step: outcome.step } });
      logVisit('error', outcome.message);
      return;
    case 'signed-out':
      updateSession({ auth: undefined, path: outcome.path, screen: { kind: 'signed-out', note: outcome.note } });
      if (outcome.note) logVisit('warn', outcome.note);
      return;
  }
}

function failureTitle(step: string): string {
  if (step === 'visitor-authentication') return 'The integration did not start the sign-in';
  if (step === 'identity-provider') return 'The identity provider refused the sign-in';
  if (step === 'callback') return "The integration's callback failed";
  return 'The sign-in did not complete';
}

/** Shows a page: a Network entry for the page, then `site_view` to the script and the webhook receiver. */
async function showPage(visit: SiteVisit, path: string, referrer?: string): Promise<SitePage | undefined> {
  const before = currentSession();
  const page = pageAt(visit.site, path);
  const url = sitePageUrl(path);
  const from = referrer ?? (before.history.length ? sitePageUrl(before.history[before.history.length - 1]) : '');
  recordPageHop('site page', { method: 'GET', url, status: page ? 200 : 404 });
  updateSession({ path, screen: page ? { kind: 'page' } : { kind: 'problem', title: 'Page not found', message: `The site has no page at /${path}.` }, history: [...before.history, path].slice(-50) });
  if (!page) return undefined;
  const event = siteViewEvent(visit.host.environment, visit.site, page, { visitor: currentSession().visitor, url, referrer: from });
  await sendToScriptAndWebhook(visit, event, `site_view for ${page.title}`);
  return page;
}

/** Sends a site event to the script (when it handles it) and the webhook receiver; resolves with the script's status. */
async function sendToScriptAndWebhook(visit: SiteVisit, event: ReturnType<typeof siteViewEvent> | ReturnType<typeof pageFeedbackEvent>, what: string): Promise<number | undefined> {
  const receiver = deliverToWebhook(event);
  const toWebhook = receiver ? `; delivered to the webhook receiver ${receiver}` : '';
  const handled = handles(visit.host, event.type);
  updateSession((current) => ({ sent: [...current.sent, { event, handled }].slice(-100) }));
  if (!handled) {
    logVisit(receiver ? 'ok' : 'info', `${what}: the script has no ${event.type} handler${toWebhook || ', and no webhook selects it'}.`);
    return undefined;
  }
  const { response, result } = await sendSiteEvent(visit.host, event);
  const failed = !result.ok || response.status >= 400;
  logVisit(failed ? 'error' : 'ok', `${what}: the script answered ${response.status}${failed && !result.ok ? ` (${result.error.message})` : ''}${toWebhook}.`);
  return response.status;
}

/** The visitor's feedback on the page they read. */
export async function sendFeedback(visit: SiteVisit, rating: PageRating, comment: string): Promise<void> {
  const session = currentSession();
  const page = pageAt(visit.site, session.path);
  if (!page) return;
  const event = pageFeedbackEvent(visit.host.environment, visit.site, page, { rating, comment }, { visitor: session.visitor, url: sitePageUrl(session.path), referrer: '' });
  updateSession((current) => ({ feedback: { ...current.feedback, [page.id]: { rating, comment, sent: true } } }));
  const status = await sendToScriptAndWebhook(visit, event, `page_feedback (${rating}) on ${page.title}`);
  recordStep({ kind: 'feedback', rating, comment: comment.trim() || undefined, status });
}

/** The visitor's answer to the cookie toast: the platform's consent cookie, then the scripts run again. */
export function answerCookies(accepted: boolean): void {
  updateSession((current) => ({
    visitor: { ...current.visitor, cookies: { ...current.visitor.cookies, [CONSENT_COOKIE]: accepted ? 'yes' : 'no' } },
    scriptRun: current.scriptRun + 1,
  }));
  logVisit('info', `Cookies ${accepted ? 'accepted' : 'rejected'}: ${CONSENT_COOKIE}=${accepted ? 'yes' : 'no'}; the published scripts run again.`);
}
