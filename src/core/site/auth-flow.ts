/**
 * Visitor authentication, hop by hop, as a published site and the platform run it (spec of the flow: the
 * integration's `fetch_visitor_authentication` answers where to send the visitor; the identity provider sends them to
 * the integration's callback on its public endpoint; the callback signs a JWT with the site installation's signing
 * secret and sends them back to the site with `?jwt_token=`; the site checks it). Framework-free: the Site view and
 * `kitbench/testing` drive the same steps through their own transport (the page's mocked platform, the harness's).
 */
import { PUBLIC_CONTENT_ORIGIN, PUBLIC_ENDPOINT_ORIGIN } from '../runtime/environment';
import type { RuntimeEnvironment } from '../runtime/types';
import { visitorAuthenticationEvent } from './events';
import { idpEndpointOf } from './idp-paths';
import { type SiteModel, sitePathOf } from './model';
import { checkVisitorToken, type TokenProblem, type VisitorClaims } from './visitor-token';

/** The query parameter a visitor token comes back in (the platform's `VISITOR_AUTH_PARAM`). */
export const VISITOR_TOKEN_PARAM = 'jwt_token';

/** An HTTP answer as the flow reads it. */
export interface FlowAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One hop of the flow, for the Network panel and a test's `requests`. */
export interface AuthHop {
  /** Who answered: the integration's handler, the identity provider, the integration's public endpoint, the site. */
  step: 'visitor-authentication' | 'identity-provider' | 'callback' | 'site';
  method: string;
  url: string;
  status?: number;
  location?: string;
  error?: string;
}

/** What the flow needs from its host. */
export interface AuthTransport {
  /** Hands an event to the script through the platform's envelope (`POST {publicEndpoint}/v1`). */
  dispatch(event: { type: string; [key: string]: unknown }): Promise<FlowAnswer>;
  /** Sends a request to the mocked platform (public endpoint, identity provider), never following redirects. */
  request(method: string, url: string, body?: string): Promise<FlowAnswer>;
  /**
   * The identity provider should answer this origin (the author's issuer, wherever it is). `client`: the client id
   * and secret the site installation is configured with, which the provider's token endpoint holds to.
   */
  trust(origin: string, client?: ConfiguredClient): void;
  /** Records a hop the site made itself (the identity provider's pages, the arrival on the site). */
  hop(hop: AuthHop): void;
}

/** The client a site installation is configured with at its identity provider. */
export interface ConfiguredClient {
  clientId: string;
  clientSecret?: string;
}

/**
 * The client id and secret a site installation's configuration names (`client_id`, `clientId`, `client_secret`…),
 * as every visitor-authentication integration stores them.
 */
export function configuredClient(configuration: Record<string, unknown> | undefined): ConfiguredClient | undefined {
  const value = (pattern: RegExp) => {
    const found = Object.entries(configuration ?? {}).find(([name, v]) => pattern.test(name) && typeof v === 'string' && v.trim() !== '');
    return found ? String(found[1]).trim() : undefined;
  };
  const clientId = value(/^client_?id$/i);
  return clientId ? { clientId, clientSecret: value(/^client_?secret$/i) } : undefined;
}

/** What the identity provider's sign-in page shows (the mock identity provider's answer to its authorize URL). */
export interface SignInRequest {
  kind: 'kitbench-sign-in';
  issuer: string;
  authorizeUrl: string;
  clientId: string;
  redirectUri: string;
  scope: string[];
  state: string | null;
  visitors: { id: string; name: string; email: string; claims: Record<string, unknown> }[];
}

/** Where the flow stands after a step. */
export type AuthOutcome =
  | { kind: 'identity-provider'; signIn: SignInRequest }
  | { kind: 'signed-in'; token: string; claims: VisitorClaims; path: string; expiresAt?: number }
  | { kind: 'refused'; problem: TokenProblem; message: string; path: string; token: string }
  | { kind: 'signed-out'; path: string; note?: string }
  | { kind: 'failed'; step: AuthHop['step']; message: string; status?: number; body?: string };

const MAX_HOPS = 10;

const isEndpoint = (url: string) => url.startsWith(`${PUBLIC_ENDPOINT_ORIGIN}/`) || url.startsWith(`${PUBLIC_CONTENT_ORIGIN}/`);
const locationOf = (answer: FlowAnswer) => answer.headers.location ?? answer.headers.Location;
const isRedirect = (answer: FlowAnswer) => answer.status >= 300 && answer.status < 400 && !!locationOf(answer);
const excerpt = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

/** The answer's body as a message: an `{ error }` JSON's text, else the text itself. */
function answerText(answer: FlowAnswer): string {
  try {
    const data = JSON.parse(answer.body) as { error?: unknown; error_description?: unknown };
    if (typeof data.error === 'string') return typeof data.error_description === 'string' ? `${data.error}: ${data.error_description}` : data.error;
    if (typeof data.error === 'object' && data.error && 'message' in data.error) return String((data.error as { message: unknown }).message);
  } catch {
    // not JSON
  }
  return excerpt(answer.body.trim());
}

/** The visit as the flow runs it: the script's environment and the site. */
export interface AuthContext {
  environment: RuntimeEnvironment;
  site: SiteModel;
  transport: AuthTransport;
}

/** The `location` the platform hands `fetch_visitor_authentication`: the page's path on the site, from its root. */
export function locationFor(path: string): string {
  return `/${path.replace(/^\/+/, '')}`;
}

/**
 * A visitor who is not signed in asks for a page: the integration answers where to send them, and the flow follows
 * until the identity provider's sign-in page (or, for an integration that signs at once, back on the site).
 */
export async function requestSignIn(context: AuthContext, path: string): Promise<AuthOutcome> {
  // An integration may ask its provider before it redirects (OIDC discovery): the issuers it is configured with are
  // answered from the start.
  const configuration = context.environment.siteInstallation?.configuration;
  const client = configuredClient(configuration);
  for (const origin of configuredOrigins(configuration)) context.transport.trust(origin, client);
  const event = visitorAuthenticationEvent(context.environment, context.site, { location: locationFor(path) });
  const answer = await context.transport.dispatch(event);
  if (!isRedirect(answer)) {
    return {
      kind: 'failed',
      step: 'visitor-authentication',
      status: answer.status,
      body: answer.body,
      message: `fetch_visitor_authentication answered ${answer.status}${answer.body ? `: ${answerText(answer)}` : ''}. It must answer a redirect (Response.redirect) to the identity provider.`,
    };
  }
  return follow(context, locationOf(answer)!, 0);
}

/**
 * The origins a site installation's configuration names: URLs, and bare domains (`tenant.auth0.com`) as the
 * integrations read them (`https://` added). Other values (ids, flags) name none; secrets are never read.
 */
export function configuredOrigins(configuration: Record<string, unknown> | undefined): string[] {
  const origins = new Set<string>();
  for (const [name, value] of Object.entries(configuration ?? {})) {
    if (typeof value !== 'string' || /secret|password|token|private/i.test(name)) continue;
    const text = value.trim();
    const candidate = /^https?:\/\//i.test(text) ? text : /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(text) ? `https://${text}` : undefined;
    if (candidate && URL.canParse(candidate)) origins.add(new URL(candidate).origin);
  }
  return [...origins];
}

/** The visitor's choice on the identity provider's page: one of its sample visitors, or cancel, or a provider error. */
export type SignInChoice = { visitor: string } | { cancel: true } | { error: true };

/** The visitor acts on the identity provider's page; the provider sends them back to the integration's callback. */
export async function chooseOnProvider(context: AuthContext, signIn: SignInRequest, choice: SignInChoice): Promise<AuthOutcome> {
  const form = new URLSearchParams('visitor' in choice ? { visitor: choice.visitor } : { action: 'cancel' in choice ? 'cancel' : 'error' });
  const answer = await context.transport.request('POST', signIn.authorizeUrl, form.toString());
  context.transport.hop({ step: 'identity-provider', method: 'POST', url: signIn.authorizeUrl, status: answer.status });
  let redirect: unknown;
  try {
    redirect = (JSON.parse(answer.body) as { redirect?: unknown }).redirect;
  } catch {
    redirect = undefined;
  }
  if (answer.status >= 400 || typeof redirect !== 'string') {
    return { kind: 'failed', step: 'identity-provider', status: answer.status, body: answer.body, message: `The identity provider answered ${answer.status}: ${answerText(answer)}` };
  }
  return follow(context, redirect, 0);
}

/** Follows one redirect: to the integration's endpoint, to an identity provider, or back to the site. */
async function follow(context: AuthContext, url: string, hops: number): Promise<AuthOutcome> {
  if (hops >= MAX_HOPS) return { kind: 'failed', step: 'callback', message: `More than ${MAX_HOPS} redirects: the last went to ${url}.` };
  if (!URL.canParse(url)) return { kind: 'failed', step: 'callback', message: `The integration redirected to "${url}", which is not a URL.` };
  const path = sitePathOf(context.site, url);
  if (path !== undefined) return arrive(context, url, path);
  if (isEndpoint(url)) {
    const answer = await context.transport.request('GET', url);
    if (isRedirect(answer)) return follow(context, new URL(locationOf(answer)!, url).href, hops + 1);
    return {
      kind: 'failed',
      step: 'callback',
      status: answer.status,
      body: answer.body,
      message: `The integration's callback ${new URL(url).pathname} answered ${answer.status}${answer.body ? `: ${answerText(answer)}` : ''} instead of sending the visitor back to the site.`,
    };
  }
  return openProvider(context, url);
}

/** The browser lands on the identity provider's authorize page: the mock provider describes its sign-in page. */
async function openProvider(context: AuthContext, url: string): Promise<AuthOutcome> {
  const origin = new URL(url).origin;
  if (idpEndpointOf(url) !== 'authorize') {
    return { kind: 'failed', step: 'identity-provider', message: `The integration sent the visitor to ${url}, which kitbench's identity provider does not know as an authorize page (a path ending in /authorize).` };
  }
  context.transport.trust(origin, configuredClient(context.environment.siteInstallation?.configuration));
  let answer: FlowAnswer;
  try {
    answer = await context.transport.request('GET', url);
  } catch (error) {
    context.transport.hop({ step: 'identity-provider', method: 'GET', url, error: String(error) });
    return { kind: 'failed', step: 'identity-provider', message: `The identity provider at ${origin} did not answer: ${error instanceof Error ? error.message : String(error)}` };
  }
  context.transport.hop({ step: 'identity-provider', method: 'GET', url, status: answer.status });
  let signIn: SignInRequest | undefined;
  try {
    const data = JSON.parse(answer.body) as SignInRequest;
    if (data.kind === 'kitbench-sign-in') signIn = data;
  } catch {
    signIn = undefined;
  }
  if (answer.status >= 400 || !signIn) {
    return { kind: 'failed', step: 'identity-provider', status: answer.status, body: answer.body, message: `The identity provider refused the sign-in request (${answer.status}): ${answerText(answer)}` };
  }
  return { kind: 'identity-provider', signIn };
}

/**
 * Back on the site: the token in `?jwt_token=` is checked as the platform checks it (also for a visitor who opens
 * such a link themselves).
 */
export function arriveOnSite(context: AuthContext, url: string): Promise<AuthOutcome> {
  return arrive(context, url, sitePathOf(context.site, url) ?? '');
}

async function arrive(context: AuthContext, url: string, path: string): Promise<AuthOutcome> {
  const token = new URL(url).searchParams.get(VISITOR_TOKEN_PARAM);
  context.transport.hop({ step: 'site', method: 'GET', url, status: 200 });
  if (token === null) {
    return { kind: 'failed', step: 'site', message: `The integration sent the visitor back to the site (${url}) without a ${VISITOR_TOKEN_PARAM} parameter.` };
  }
  const check = await checkVisitorToken(token, context.environment.signingSecrets.siteInstallation);
  if (!check.ok) return { kind: 'refused', problem: check.problem, message: check.message, path, token };
  return { kind: 'signed-in', token, claims: check.claims, path, expiresAt: check.expiresAt };
}

/**
 * Signing out: the site forgets the visitor's token (the platform's `~gitbook/auth/logout`), and asks the integration
 * (`fetch_visitor_authentication` with `action: 'logout'`); a redirect to the provider's logout page is followed, as
 * the visitor's browser would, and the provider sends them back. An integration that answers anything else (most
 * answer their sign-in redirect) just ends the site's session.
 */
export async function signOut(context: AuthContext, path: string): Promise<AuthOutcome> {
  const event = visitorAuthenticationEvent(context.environment, context.site, { location: locationFor(path), action: 'logout' });
  const answer = await context.transport.dispatch(event);
  const target = isRedirect(answer) ? locationOf(answer)! : undefined;
  if (!target || idpEndpointOf(target) !== 'logout') {
    const why = target ? `it answered a redirect to ${target}, not to a logout page` : `it answered ${answer.status}`;
    return { kind: 'signed-out', path, note: `The integration does not sign out at the identity provider (${why}): only the site's session ended.` };
  }
  context.transport.trust(new URL(target).origin);
  const logout = await context.transport.request('GET', target);
  context.transport.hop({ step: 'identity-provider', method: 'GET', url: target, status: logout.status, location: locationOf(logout) });
  const back = isRedirect(logout) ? new URL(locationOf(logout)!, target).href : undefined;
  const backPath = back ? sitePathOf(context.site, back) : undefined;
  if (back && backPath !== undefined) context.transport.hop({ step: 'site', method: 'GET', url: back, status: 200 });
  return { kind: 'signed-out', path: backPath ?? path, note: backPath === undefined ? `The identity provider signed the visitor out and answered ${logout.status}.` : undefined };
}
