import { INSTALLATION_LEVEL_HEADER } from '../../core/runtime/installation-level';
import type { ConsentRequest } from '../../mock/oauth-provider';

/** Where the button sits: an account-scope button asks the installation's own endpoint, a site-scope one its space's. */
export type OAuthLevel = 'installation' | 'space';

/** The headers of a request to the integration's endpoint at that level (see INSTALLATION_LEVEL_HEADER). */
function levelHeaders(level: OAuthLevel): Record<string, string> {
  return level === 'installation' ? { [INSTALLATION_LEVEL_HEADER]: 'installation' } : {};
}

/**
 * The OAuth connection, step by step (spec: OAuth flow of an integration). Every request goes through the page, so
 * the mocked platform runs the script's handler and the mock provider answers, and the Network panel shows it all.
 * Every failure is an `OAuthFlowError` whose message is what the user reads at the button.
 */
export class OAuthFlowError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OAuthFlowError';
  }
}

async function request(url: string, init: RequestInit | undefined, what: string): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw new OAuthFlowError(`${what} (${url}) did not answer: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function bodyText(response: Response): Promise<string> {
  return response.text().catch(() => '');
}

/** A body as a message shows it: long ones cut. */
function excerpt(text: string): string {
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

function providerMessage(text: string): string {
  try {
    const data = JSON.parse(text) as { error?: string; error_description?: string };
    if (data.error) return data.error_description ? `${data.error}: ${data.error_description}` : data.error;
  } catch {
    // not JSON: show it as it is
  }
  return text;
}

async function readConsent(response: Response): Promise<ConsentRequest> {
  const text = await bodyText(response);
  if (!response.ok) throw new OAuthFlowError(`The provider refused the authorization request (${response.status}): ${excerpt(providerMessage(text))}`);
  try {
    return JSON.parse(text) as ConsentRequest;
  } catch {
    throw new OAuthFlowError(
      `The provider's authorize page (${response.url}) answered ${response.status} with something other than kitbench's consent request: ${excerpt(text) || '(empty body)'}`,
    );
  }
}

/**
 * Step 1: asks the script's OAuth handler (no `code` yet) where to send the user; it redirects to `authorizeURL`
 * with client_id, redirect_uri, scope, prompt and state, which the mock provider describes for the consent screen.
 */
export async function beginOAuth(startUrl: string, level: OAuthLevel = 'space'): Promise<ConsentRequest> {
  const response = await request(startUrl, { headers: { Accept: 'application/json', ...levelHeaders(level) } }, "The integration's OAuth endpoint");
  if (response.redirected) return readConsent(response);
  const location = response.headers.get('Location');
  if (response.status >= 300 && response.status < 400 && location) {
    return readConsent(await request(location, { headers: { Accept: 'application/json' } }, 'The provider'));
  }
  const text = await bodyText(response);
  if (!response.ok) throw new OAuthFlowError(`The OAuth handler answered ${response.status}${text ? `: ${excerpt(text)}` : ''}`);
  throw new OAuthFlowError(
    `The OAuth handler answered ${response.status} instead of redirecting to the provider. Does the script route ${new URL(startUrl).pathname} to createOAuthHandler()?`,
  );
}

/** Step 2: the user's decision on the consent screen; the provider answers where it sends the user back. */
export async function decideConsent(consent: ConsentRequest, decision: 'approve' | 'deny'): Promise<string> {
  const response = await request(
    consent.authorizeURL,
    { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ decision }).toString() },
    'The provider',
  );
  const text = await bodyText(response);
  if (!response.ok) throw new OAuthFlowError(`The provider failed (${response.status}): ${excerpt(providerMessage(text))}`);
  const redirect = (JSON.parse(text) as { redirect?: unknown }).redirect;
  if (typeof redirect !== 'string') throw new OAuthFlowError('The provider did not say where to return.');
  return redirect;
}

/**
 * Steps 2–4: the provider's redirect reaches the callback (`{publicEndpoint}/oauth?code&state`), whose handler
 * exchanges the code at `accessTokenURL` and saves the credentials on the installation through the API (as the
 * platform's `createOAuthHandler` does), then answers a page that closes the window. Resolves once it answered 2xx;
 * what it saved is the workspace's installation (the caller checks it is there).
 */
export async function completeOAuth(redirect: string, level: OAuthLevel = 'space'): Promise<void> {
  const back = new URL(redirect);
  const providerError = back.searchParams.get('error');
  if (providerError) {
    const description = back.searchParams.get('error_description');
    const reason = providerError === 'access_denied' ? 'Access was denied' : 'The provider reported an error';
    throw new OAuthFlowError(`${reason} (${providerError}${description ? `: ${description}` : ''}). Nothing was stored.`);
  }
  const response = await request(redirect, { headers: levelHeaders(level) }, 'The OAuth callback');
  const text = await bodyText(response);
  if (!response.ok) {
    const console = response.status === 500 ? ' The error is in the Console.' : '';
    throw new OAuthFlowError(`The token exchange failed: the callback answered ${response.status}${text ? `: ${excerpt(text)}` : ''}.${console}`);
  }
}
