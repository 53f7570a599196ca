import type { RuntimeContext } from './types';

/** The credentials stored under the installation's configuration (spec: OAuth flow, step 4). */
export interface OAuthCredentials {
  // biome-ignore lint/suspicious/noExplicitAny: the provider's and the author's fields
  configuration: { oauth_credentials: { access_token: string; [key: string]: any }; [key: string]: any };
}

/**
 * The token-exchange response as `extractCredentials` receives it: the provider's parsed body (JSON, or form-encoded
 * fields) with the HTTP outcome beside it, so both `response.ok` and `response.access_token` read naturally.
 */
export interface OAuthTokenResponse {
  ok: boolean;
  status: number;
  statusText: string;
  /** The provider's fields, e.g. `access_token`: whatever it sent, so an author reads them without casts. */
  // biome-ignore lint/suspicious/noExplicitAny: the provider decides these fields
  [field: string]: any;
}

/** `createOAuthHandler()` options (spec: OAuth handler). */
export interface OAuthConfig {
  clientId: string;
  clientSecret: string;
  authorizeURL: string;
  accessTokenURL: string;
  /** Defaults to the installation's public endpoint plus `/oauth`. */
  redirectURL?: string;
  scopes?: string[];
  prompt?: string;
  extractCredentials?: (response: OAuthTokenResponse) => Promise<OAuthCredentials> | OAuthCredentials;
}

/** Thrown when the token exchange fails; carries the provider's response. */
export class OAuthExchangeError extends Error {
  readonly response: OAuthTokenResponse;
  constructor(reason: string, response: OAuthTokenResponse) {
    super(`${reason}: ${JSON.stringify(response)}`);
    this.name = 'OAuthExchangeError';
    this.response = response;
  }
}

/** Reads the provider's answer: JSON, or form-encoded fields (some providers still send those). */
export async function readTokenResponse(response: Response): Promise<OAuthTokenResponse> {
  const text = await response.text();
  let fields: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text);
    fields = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : { body: parsed };
  } catch {
    fields = text.includes('=') ? Object.fromEntries(new URLSearchParams(text)) : { body: text };
  }
  return { ...fields, ok: response.ok, status: response.status, statusText: response.statusText };
}

/** The default `extractCredentials`: throws (with the response) when `response.ok` is false, else reads `access_token`. */
export function defaultExtractCredentials(response: OAuthTokenResponse): OAuthCredentials {
  if (!response.ok) throw new OAuthExchangeError(`Token exchange failed with ${response.status} ${response.statusText}`.trim(), response);
  const accessToken = response.access_token;
  if (typeof accessToken !== 'string' || accessToken === '') {
    throw new OAuthExchangeError('The token response has no access_token', response);
  }
  return { configuration: { oauth_credentials: { access_token: accessToken } } };
}

/**
 * The OAuth handler (spec: OAuth flow; DESIGN.md: callback is `GET {publicEndpoint}/oauth?code=...&state=...`).
 * Without `code` it redirects (302) to `authorizeURL`; with `code` it exchanges it at `accessTokenURL` (form-encoded
 * POST) and answers 200 with the credentials as JSON, which the playground stores in the installation's
 * configuration. A provider `error` parameter answers 400.
 */
export function createOAuthHandler(config: OAuthConfig): (request: Request, context: RuntimeContext) => Promise<Response> {
  const extract = config.extractCredentials ?? defaultExtractCredentials;
  return async (request, context) => {
    // Usually the manifest's `secrets` are not set in the environment: say so, rather than send `client_id=undefined`.
    const missing = [!config.clientId && 'clientId', !config.clientSecret && 'clientSecret'].filter(Boolean);
    if (missing.length > 0) {
      return new Response(
        `OAuth is not configured: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} empty. Set the environment variables behind the manifest's secrets (for example CLIENT_ID and CLIENT_SECRET).`,
        { status: 500, headers: { 'Content-Type': 'text/plain' } },
      );
    }
    const url = new URL(request.url);
    const redirectUri = config.redirectURL ?? `${context.environment.integration.urls.publicEndpoint}/oauth`;
    const providerError = url.searchParams.get('error');
    if (providerError) {
      return new Response(`Authorization failed: ${providerError}`, { status: 400, headers: { 'Content-Type': 'text/plain' } });
    }
    const code = url.searchParams.get('code');
    if (!code) {
      const authorize = new URL(config.authorizeURL);
      authorize.searchParams.set('response_type', 'code');
      authorize.searchParams.set('client_id', config.clientId);
      authorize.searchParams.set('redirect_uri', redirectUri);
      if (config.scopes?.length) authorize.searchParams.set('scope', config.scopes.join(' '));
      if (config.prompt) authorize.searchParams.set('prompt', config.prompt);
      const state = url.searchParams.get('state') ?? context.environment.installation?.id;
      if (state) authorize.searchParams.set('state', state);
      return new Response(null, { status: 302, headers: { Location: authorize.toString() } });
    }
    const response = await fetch(config.accessTokenURL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: config.clientId,
        client_secret: config.clientSecret,
        redirect_uri: redirectUri,
      }).toString(),
    });
    const credentials = await extract(await readTokenResponse(response));
    return Response.json(credentials);
  };
}
