import { ExposableError } from './errors';
import type { RuntimeContext } from './types';

/**
 * The credentials stored under the installation's configuration (spec: OAuth flow, step 4): the installation update
 * `extractCredentials` returns, as wide as the platform's `RequestUpdateIntegrationInstallation` (its runtime's
 * return type), so an author's function typed with the API package's type fits.
 */
export interface OAuthCredentials {
  // biome-ignore lint/suspicious/noExplicitAny: the provider's and the author's fields
  configuration?: { oauth_credentials?: { access_token: string; [key: string]: any }; [key: string]: any };
  externalIds?: string[];
  // biome-ignore lint/suspicious/noExplicitAny: the API package's other update fields (space_selection, ...)
  [key: string]: any;
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
export interface OAuthConfig<TOAuthResponse = OAuthTokenResponse> {
  clientId: string;
  clientSecret: string;
  authorizeURL: string;
  accessTokenURL: string;
  /** Defaults to the installation's public endpoint plus `/oauth`. */
  redirectURL?: string;
  scopes?: string[];
  prompt?: string;
  /** Turns the provider's answer into the installation update (typed by the handler's type parameter, as on the platform). */
  extractCredentials?: (response: TOAuthResponse) => Promise<OAuthCredentials> | OAuthCredentials;
}

/**
 * Thrown when the token exchange fails; carries the provider's response. An ExposableError (502: the provider's
 * answer was unusable), so the callback answers `{ error }` with the provider's words, which the Installation panel
 * shows, rather than a bare `Internal server error`.
 */
export class OAuthExchangeError extends ExposableError {
  readonly response: OAuthTokenResponse;
  constructor(reason: string, response: OAuthTokenResponse) {
    super(`${reason}: ${JSON.stringify(response)}`, 502);
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
export function createOAuthHandler<TOAuthResponse = OAuthTokenResponse>(
  config: OAuthConfig<TOAuthResponse>,
  // The platform's `{ replace }` (replace or merge the configuration): kitbench's flow stores what `extractCredentials` gives.
  _options: { replace?: boolean } = {},
): (request: Request, context: RuntimeContext) => Promise<Response> {
  const extract = (config.extractCredentials as ((response: OAuthTokenResponse) => Promise<OAuthCredentials> | OAuthCredentials) | undefined) ?? defaultExtractCredentials;
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

/** The OAuth credentials an installation keeps (`configuration.oauth_credentials`), as the platform's runtime types them. */
export interface OAuthConfiguration {
  access_token: string;
  refresh_token?: string;
  expires_at?: string | number;
}

/** A token endpoint's answer, as the platform's runtime reads it. */
export interface OAuthResponse {
  ok?: boolean;
  access_token: string;
  refresh_token?: string;
  expires_in: number;
}

/**
 * The platform runtime's default `extractCredentials`: `{ configuration: { oauth_credentials: { access_token,
 * expires_at, refresh_token? } } }`. Throws when the answer has no `access_token`, and (spec) when `response.ok` is false.
 */
export function defaultOAuthExtractCredentials(response: OAuthResponse): OAuthCredentials {
  if (response.ok === false || !response.access_token) {
    const message = 'Failed to retrieve access_token from response';
    console.error(`[oauth] ${message} ${JSON.stringify(response, null, 2)} `);
    throw new Error(message);
  }
  return {
    configuration: {
      oauth_credentials: {
        access_token: response.access_token,
        expires_at: Date.now() + response.expires_in * 1000,
        ...(response.refresh_token ? { refresh_token: response.refresh_token } : {}),
      },
    },
  };
}

/**
 * The access token of `credentials`, refreshed first when it expires within 10 seconds (as the platform's runtime
 * does): a `refresh_token` grant at `accessTokenURL`, the new credentials saved on the installation through the API.
 */
export async function getOAuthToken(
  credentials: OAuthConfiguration,
  config: {
    accessTokenURL: string | ((installation: NonNullable<RuntimeContext['environment']['installation']>) => string);
    clientId: string;
    clientSecret: string;
    extractCredentials?: (response: OAuthResponse) => Promise<OAuthCredentials> | OAuthCredentials;
  },
  context: RuntimeContext,
): Promise<string> {
  const { extractCredentials = defaultOAuthExtractCredentials } = config;
  if (!credentials.expires_at || new Date(credentials.expires_at).getTime() - Date.now() > 10000) return credentials.access_token;
  if (!credentials.refresh_token) {
    throw new Error(`No refresh token available to refresh the OAuth token, expired at ${credentials.expires_at}`);
  }
  const params = new URLSearchParams();
  params.set('client_id', config.clientId);
  params.set('client_secret', config.clientSecret);
  params.set('grant_type', 'refresh_token');
  params.set('refresh_token', credentials.refresh_token);
  const accessTokenURL = typeof config.accessTokenURL === 'function' ? config.accessTokenURL(context.environment.installation!) : config.accessTokenURL;
  const response = await fetch(accessTokenURL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: params.toString(),
  });
  if (!response.ok) throw new Error(`Failed to exchange code for access token ${await response.text()}`);
  const creds = await extractCredentials((await response.json()) as OAuthResponse);
  const accessToken = (creds.configuration?.oauth_credentials as OAuthConfiguration | undefined)?.access_token;
  if (!accessToken) throw new Error('Failed to retrieve access_token from OAuth response');
  await context.api.integrations.updateIntegrationInstallation(context.environment.integration.name, context.environment.installation!.id, {
    configuration: { ...context.environment.installation?.configuration, ...creds.configuration },
  });
  return accessToken;
}
