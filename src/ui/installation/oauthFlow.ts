import type { ConsentRequest } from '../../mock/oauth-provider';

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
export async function beginOAuth(startUrl: string): Promise<ConsentRequest> {
  const response = await request(startUrl, { headers: { Accept: 'application/json' } }, "The integration's OAuth endpoint");
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

/** The configuration the OAuth callback stored: at least `oauth_credentials.access_token`. */
export type OAuthConfiguration = Record<string, unknown> & { oauth_credentials: { access_token: string } };

/**
 * Steps 2–4: the provider's redirect reaches the callback (`{publicEndpoint}/oauth?code&state`), whose handler
 * exchanges the code at `accessTokenURL` and answers the credentials `extractCredentials` returned.
 */
export async function completeOAuth(redirect: string): Promise<OAuthConfiguration> {
  const back = new URL(redirect);
  const providerError = back.searchParams.get('error');
  const response = await request(redirect, { headers: { Accept: 'application/json' } }, 'The OAuth callback');
  const text = await bodyText(response);
  if (providerError) {
    const description = back.searchParams.get('error_description');
    const reason = providerError === 'access_denied' ? 'Access was denied' : 'The provider reported an error';
    throw new OAuthFlowError(`${reason} (${providerError}${description ? `: ${description}` : ''}). Nothing was stored.`);
  }
  if (!response.ok) throw new OAuthFlowError(`The token exchange failed: the callback answered ${response.status}${text ? `: ${excerpt(text)}` : ''}`);
  let configuration: unknown;
  try {
    configuration = (JSON.parse(text) as { configuration?: unknown }).configuration;
  } catch {
    configuration = undefined;
  }
  const credentials = (configuration as { oauth_credentials?: { access_token?: unknown } } | undefined)?.oauth_credentials;
  if (typeof credentials?.access_token !== 'string' || credentials.access_token === '') {
    throw new OAuthFlowError(`The callback answered without configuration.oauth_credentials.access_token: ${excerpt(text) || '(empty body)'}`);
  }
  return configuration as OAuthConfiguration;
}
