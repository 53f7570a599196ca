import { delay, HttpResponse, http, type RequestHandler } from 'msw';

/**
 * The mock OAuth provider (spec: OAuth flow of an integration; DESIGN.md: token exchange). It plays whatever provider
 * a script names, recognised by what the request is rather than where it goes (any origin but the app's own and
 * kitbench's own hosts): an authorize request carries `response_type=code` and `redirect_uri` in its query (as
 * `createOAuthHandler` sends them) or has a path ending in `/authorize`; a token request is a form-encoded POST
 * whose `code` or `refresh_token` this provider issued, or to a path ending in `/token` or `/access_token`. A mocks
 * file (`kitbench.mocks.ts`) or `app.mock(...)` answering the same URL comes first. In record mode (`kitbench dev
 * --record`) it plays only the exchanges it started: a token request whose code or refresh token it never issued
 * (the script's own exchange with a third party) is left to the real service, and recorded like any other request.
 *
 * - `GET  {authorize}?client_id&redirect_uri&scope&prompt&state`: the consent request as JSON (the consent screen
 *   shows it), or 400 when it is malformed (no client_id, no redirect_uri).
 * - `POST {authorize}` (form `decision=approve|deny`, same query): `{ redirect }`, the URL the provider sends the
 *   user back to: `redirect_uri?code=...&state=...` or `redirect_uri?error=...&state=...`.
 * - `POST {token}` (form-encoded `grant_type=authorization_code` with code, client_id, client_secret, redirect_uri,
 *   or `grant_type=refresh_token` with refresh_token): `{ ok: true, access_token, token_type, scope, expires_in,
 *   refresh_token }` (`ok` as Slack-style providers send it), or an OAuth error JSON with 400/401/500.
 */

/** How the provider behaves; the Installation panel lets the user pick it. */
export type OAuthProviderBehaviour = 'approve' | 'deny' | 'error' | 'reject' | 'slow' | 'short-lived';

/** Each behaviour and what it does, for the picker. */
export const oauthProviderBehaviours: { value: OAuthProviderBehaviour; label: string }[] = [
  { value: 'approve', label: 'Approve: issue a code and a token' },
  { value: 'deny', label: 'Deny: answer access_denied' },
  { value: 'error', label: 'Error: answer server_error' },
  { value: 'reject', label: 'Reject the code at the token endpoint (400)' },
  { value: 'slow', label: 'Slow: take 1.2 s for each answer' },
  { value: 'short-lived', label: 'Short-lived tokens: expire in 5 s (getOAuthToken refreshes them)' },
];

/** What the consent screen shows. */
export interface ConsentRequest {
  provider: string;
  authorizeURL: string;
  client_id: string;
  redirect_uri: string;
  scopes: string[];
  prompt: string | null;
  state: string | null;
  response_type: string | null;
}

// Below the script's 2 s call limit: slow enough to see every loading state, fast enough for the exchange to finish.
const SLOW_MS = 1200;
const issuedCodes = new Map<string, { clientId: string; redirectUri: string; scope: string }>();
const issuedRefreshTokens = new Map<string, { clientId: string; scope: string }>();
let behaviour: OAuthProviderBehaviour = 'approve';
let recordMode = false;

/**
 * Record mode (`kitbench dev --record`, src/ui/network/record.ts): the token endpoint answers only the codes and
 * refresh tokens this provider issued, from its own consent page; any other token request goes to the real service.
 * Outside record mode nothing reaches the network, so the provider answers every token request (helpfully: which
 * variable is unset, which code is unknown).
 */
export function setOAuthProviderRecordMode(on: boolean): void {
  recordMode = on;
}

/** The provider's current behaviour. */
export function getOAuthProviderBehaviour(): OAuthProviderBehaviour {
  return behaviour;
}

/** Changes how the provider answers from the next request on. */
export function setOAuthProviderBehaviour(next: OAuthProviderBehaviour): void {
  behaviour = next;
}

const AUTHORIZE_PATH = /\/authorize$/;
const TOKEN_PATH = /\/(access_)?token$/;
// kitbench's own fake hosts (the public endpoint, the API, the content endpoint) are never a provider.
const OWN_HOSTS = /(^|\.)kitbench\.local$/;

function foreign(url: URL): boolean {
  const own = typeof location === 'undefined' ? undefined : location.origin;
  return url.origin !== own && !OWN_HOSTS.test(url.hostname);
}

/** An authorize request: by its query (what createOAuthHandler sends) or by its path. */
function authorizeUrl(request: Request): URL | undefined {
  const url = new URL(request.url);
  if (!foreign(url)) return undefined;
  const byQuery = url.searchParams.get('response_type') === 'code' && url.searchParams.has('redirect_uri');
  return byQuery || AUTHORIZE_PATH.test(url.pathname) ? url : undefined;
}

/** A token request's form, when the request is one: by its path, or by a code or refresh token issued here. */
async function tokenForm(request: Request): Promise<URLSearchParams | undefined> {
  const url = new URL(request.url);
  if (!foreign(url)) return undefined;
  const byPath = TOKEN_PATH.test(url.pathname);
  if (!byPath && !(request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) return undefined;
  // A clone: the request goes on to the other handlers (and the network) when it is not for this provider.
  const form = new URLSearchParams(await request.clone().text());
  const ours = issuedCodes.has(form.get('code') ?? '') || issuedRefreshTokens.has(form.get('refresh_token') ?? '');
  return ours || (byPath && !recordMode) ? form : undefined;
}

const cors = { 'Access-Control-Allow-Origin': '*' };

function oauthError(status: number, error: string, description: string) {
  return HttpResponse.json({ error, error_description: description }, { status, headers: cors });
}

/** A client id a script passes when its secret is unset: `undefined` turned into text, or nothing. */
function isBlank(value: string | null): boolean {
  return value === null || value.trim() === '' || value === 'undefined' || value === 'null';
}

function consentOf(url: URL): ConsentRequest | { error: string } {
  const clientId = url.searchParams.get('client_id');
  const redirectUri = url.searchParams.get('redirect_uri');
  if (isBlank(clientId)) return { error: 'client_id is missing: the integration sent no client id (is CLIENT_ID set?).' };
  if (isBlank(redirectUri)) return { error: 'redirect_uri is missing.' };
  return {
    provider: url.host,
    authorizeURL: url.toString(),
    client_id: clientId!,
    redirect_uri: redirectUri!,
    scopes: (url.searchParams.get('scope') ?? '').split(/[\s,]+/).filter(Boolean),
    prompt: url.searchParams.get('prompt'),
    state: url.searchParams.get('state'),
    response_type: url.searchParams.get('response_type'),
  };
}

function redirectWith(consent: ConsentRequest, params: Record<string, string>): string {
  const target = new URL(consent.redirect_uri);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  if (consent.state) target.searchParams.set('state', consent.state);
  return target.toString();
}

function randomToken(prefix: string): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `${prefix}_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** A token answer: a fresh access token and refresh token (5 s of life with `short-lived`, else an hour). */
function tokens(clientId: string, scope: string) {
  const refreshToken = randomToken('ref');
  issuedRefreshTokens.set(refreshToken, { clientId, scope });
  const expiresIn = behaviour === 'short-lived' ? 5 : 3600;
  return HttpResponse.json(
    { ok: true, access_token: randomToken('tok'), token_type: 'Bearer', scope, expires_in: expiresIn, refresh_token: refreshToken },
    { headers: cors },
  );
}

export const oauthProviderHandlers: RequestHandler[] = [
  http.get('*', async ({ request }) => {
    const url = authorizeUrl(request);
    if (!url) return undefined;
    if (behaviour === 'slow') await delay(SLOW_MS);
    const consent = consentOf(url);
    if ('error' in consent) return oauthError(400, 'invalid_request', consent.error);
    return HttpResponse.json(consent, { headers: cors });
  }),

  http.post('*', async ({ request }) => {
    const url = authorizeUrl(request);
    if (!url) return undefined;
    if (behaviour === 'slow') await delay(SLOW_MS);
    const consent = consentOf(url);
    if ('error' in consent) return oauthError(400, 'invalid_request', consent.error);
    const decision = new URLSearchParams(await request.text()).get('decision');
    if (behaviour === 'error') {
      return HttpResponse.json(
        { redirect: redirectWith(consent, { error: 'server_error', error_description: 'The provider failed to authorize the request.' }) },
        { headers: cors },
      );
    }
    if (decision !== 'approve' || behaviour === 'deny') {
      return HttpResponse.json(
        { redirect: redirectWith(consent, { error: 'access_denied', error_description: 'The user denied access.' }) },
        { headers: cors },
      );
    }
    const code = randomToken('code');
    issuedCodes.set(code, { clientId: consent.client_id, redirectUri: consent.redirect_uri, scope: consent.scopes.join(' ') });
    return HttpResponse.json({ redirect: redirectWith(consent, { code }) }, { headers: cors });
  }),

  http.post('*', async ({ request }) => {
    const form = await tokenForm(request);
    if (!form) return undefined;
    if (behaviour === 'slow') await delay(SLOW_MS);
    const grant = form.get('grant_type');
    if (grant !== 'authorization_code' && grant !== 'refresh_token') {
      return oauthError(400, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token.');
    }
    if (isBlank(form.get('client_id')) || isBlank(form.get('client_secret'))) {
      return oauthError(401, 'invalid_client', 'client_id and client_secret are required (are CLIENT_ID and CLIENT_SECRET set?).');
    }
    if (behaviour === 'error') return oauthError(500, 'server_error', 'The provider failed to issue a token.');
    if (grant === 'refresh_token') {
      const refreshToken = form.get('refresh_token') ?? '';
      const issued = issuedRefreshTokens.get(refreshToken);
      issuedRefreshTokens.delete(refreshToken); // rotated: a refresh token is used once
      if (behaviour === 'reject' || !issued) return oauthError(400, 'invalid_grant', 'The refresh token is invalid or was already used.');
      return tokens(issued.clientId, issued.scope);
    }
    const code = form.get('code') ?? '';
    const issued = issuedCodes.get(code);
    issuedCodes.delete(code); // codes are single use
    if (behaviour === 'reject' || !issued) return oauthError(400, 'invalid_grant', 'The authorization code is invalid or was already used.');
    if (issued.clientId !== form.get('client_id') || issued.redirectUri !== form.get('redirect_uri')) {
      return oauthError(400, 'invalid_grant', 'client_id or redirect_uri differ from the authorization request.');
    }
    return tokens(issued.clientId, issued.scope);
  }),
];
