import { ExposableError } from './errors';
import { Logger } from './logger';
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
 * The token endpoint's JSON answer, as `extractCredentials` receives it (the platform's runtime passes the parsed
 * body as it is). Open, so an author reads the provider's own fields (`response.team.id`) without casts.
 */
export interface OAuthTokenResponse {
  ok?: boolean;
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  // biome-ignore lint/suspicious/noExplicitAny: the provider decides these fields
  [field: string]: any;
}

/** The installation a function-valued `authorizeURL` / `accessTokenURL` is given. */
type OAuthInstallation = NonNullable<RuntimeContext['environment']['installation']>;

/** `createOAuthHandler()` options (spec: OAuth handler; the platform's runtime `OAuthConfig`). */
export interface OAuthConfig<TOAuthResponse = OAuthTokenResponse> {
  /** A fixed redirect URL, for providers that accept only one. Default: the request's URL without its query. */
  redirectURL?: string;
  clientId: string;
  clientSecret: string;
  /** The provider's authorize URL, or a function of the installation (a per-tenant provider). */
  authorizeURL: string | ((installation: OAuthInstallation) => string);
  /** The provider's token URL, or a function of the installation (read from the API, by the state's installation). */
  accessTokenURL: string | ((installation: OAuthInstallation) => string);
  scopes?: string[];
  prompt?: string;
  /** Turns the provider's answer into the installation update (typed by the handler's type parameter, as on the platform). */
  extractCredentials?: (response: TOAuthResponse) => Promise<OAuthCredentials> | OAuthCredentials;
}

/**
 * Kept for scripts written against earlier kitbench versions, which threw it when the exchange failed. The handler
 * now fails as the platform's does: a plain `Error` (`Failed to exchange code for access token ...`), answered 500.
 */
export class OAuthExchangeError extends ExposableError {
  readonly response: OAuthTokenResponse;
  constructor(reason: string, response: OAuthTokenResponse) {
    super(`${reason}: ${JSON.stringify(response)}`, 502);
    this.name = 'OAuthExchangeError';
    this.response = response;
  }
}

/** The `state` the handler sends the provider and reads back: which installation (and space or site) to save on. */
export interface OAuthState {
  installationId: string;
  spaceId?: string;
  siteId?: string;
}

const logger = Logger('oauth');
const HTML_CLOSE = `
                <p>You can close this window now.</p>
                <script>
                    window.close();
                </script>
                `;

/**
 * Says in the Console what the platform would not: the provider is being sent an empty client id or secret (the
 * answer stays the platform's, a redirect or a failed exchange; Problems names the unset variable).
 */
function warnUnconfigured(config: { clientId?: unknown; clientSecret?: unknown }, step: string): void {
  const missing = (['clientId', 'clientSecret'] as const).filter((key) => typeof config[key] !== 'string' || config[key] === '');
  if (missing.length === 0) return;
  logger.warn(
    `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} ${String(config[missing[0]]) || 'empty'}: ${step} with ` +
      `${missing.map((key) => (key === 'clientId' ? 'client_id' : 'client_secret')).join(' and ')}=${String(config[missing[0]])}, as the platform would. ` +
      "Set the environment variable behind the manifest's secret your script passes (e.g. `environment.secrets.CLIENT_ID`).",
  );
}

/**
 * The OAuth handler, as the platform's runtime plays it (spec: OAuth flow). Without `code` it redirects (302) to
 * `authorizeURL` with `client_id`, `redirect_uri` (the request's URL without its query, or `redirectURL`),
 * `response_type=code`, the JSON `state` `{ installationId, spaceId? | siteId? }`, `scope` (joined with `%20`) and
 * `prompt`. With `code` it exchanges it at `accessTokenURL` (form-encoded POST), passes the JSON answer to
 * `extractCredentials` (default: `defaultOAuthExtractCredentials`, which keeps `refresh_token` and `expires_at`),
 * saves the result through the API on the installation, space installation or site installation the state names
 * (`{ replace: false }` merges it over the saved configuration) and answers an HTML page that closes the window.
 */
export function createOAuthHandler<TOAuthResponse = OAuthTokenResponse>(
  config: OAuthConfig<TOAuthResponse>,
  options: {
    /** Replace the saved configuration with the credentials (default), or merge them over it (`false`). */
    replace?: boolean;
  } = {},
): (request: Request, context: RuntimeContext) => Promise<Response> {
  const extract = (config.extractCredentials ?? defaultOAuthExtractCredentials) as (response: unknown) => Promise<OAuthCredentials> | OAuthCredentials;
  const { replace = true } = options;
  return async (request, { api, environment }) => {
    const url = new URL(request.url);
    const code = url.searchParams.get('code');
    let redirectUri = config.redirectURL;
    if (!redirectUri) {
      const bare = new URL(request.url);
      bare.search = '';
      redirectUri = bare.toString();
    }

    if (!code) {
      if (!environment.installation) {
        logger.error('Cannot initiate OAuth flow without an installation');
        return new Response(JSON.stringify({ error: 'Cannot initiate OAuth flow without an installation' }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      warnUnconfigured(config, 'the provider is asked to authorize');
      const authorizeURL = typeof config.authorizeURL === 'function' ? config.authorizeURL(environment.installation) : config.authorizeURL;
      const redirectTo = new URL(authorizeURL);
      redirectTo.searchParams.set('client_id', String(config.clientId));
      redirectTo.searchParams.set('redirect_uri', redirectUri);
      redirectTo.searchParams.set('response_type', 'code');
      const state: OAuthState = {
        installationId: environment.installation.id,
        ...(environment.spaceInstallation?.space ? { spaceId: environment.spaceInstallation.space } : {}),
        ...(environment.siteInstallation?.site ? { siteId: environment.siteInstallation.site } : {}),
      };
      redirectTo.searchParams.set('state', JSON.stringify(state));
      if (config.scopes?.length) redirectTo.searchParams.set('scope', 'SCOPE_PLACEHOLDER');
      if (config.prompt) redirectTo.searchParams.set('prompt', config.prompt);
      // The platform's encoding: scopes joined with %20 (the query's own encoding would give `+`).
      return Response.redirect(redirectTo.toString().replace('SCOPE_PLACEHOLDER', config.scopes?.join('%20') ?? ''));
    }

    const rawState = url.searchParams.get('state');
    if (!rawState) throw new Error('Missing state parameter in OAuth callback');
    const state = JSON.parse(rawState) as OAuthState;
    const integration = environment.integration.name;
    let installation: OAuthInstallation | null = null;
    let accessTokenURL: string;
    if (typeof config.accessTokenURL === 'function') {
      installation = (await api.integrations.getIntegrationInstallationById(integration, state.installationId)).data as unknown as OAuthInstallation;
      accessTokenURL = config.accessTokenURL(installation);
    } else {
      accessTokenURL = config.accessTokenURL;
    }
    warnUnconfigured(config, 'the code is exchanged');
    const params = new URLSearchParams();
    params.set('client_id', String(config.clientId));
    params.set('client_secret', String(config.clientSecret));
    params.set('code', code);
    params.set('redirect_uri', redirectUri);
    params.set('grant_type', 'authorization_code');
    const response = await fetch(accessTokenURL, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: params.toString(),
    });
    if (!response.ok) throw new Error(`Failed to exchange code for access token ${await response.text()}`);
    const credentials = await extract(await response.json());
    // Fields beside `configuration` (externalIds, ...) are saved too.
    const { configuration: credentialsConfiguration, ...rest } = credentials;
    let existing: Record<string, unknown> = {};
    if (state.spaceId) {
      if (!replace) existing = (await api.integrations.getIntegrationSpaceInstallation(integration, state.installationId, state.spaceId)).data.configuration as Record<string, unknown>;
      await api.integrations.updateIntegrationSpaceInstallation(integration, state.installationId, state.spaceId, {
        configuration: { ...existing, ...credentialsConfiguration },
        ...rest,
      });
    } else if (state.siteId) {
      if (!replace) existing = (await api.integrations.getIntegrationSiteInstallation(integration, state.installationId, state.siteId)).data.configuration as Record<string, unknown>;
      await api.integrations.updateIntegrationSiteInstallation(integration, state.installationId, state.siteId, {
        configuration: { ...existing, ...credentialsConfiguration },
        ...rest,
      });
    } else {
      if (!replace) {
        installation ??= (await api.integrations.getIntegrationInstallationById(integration, state.installationId)).data as unknown as OAuthInstallation;
        existing = installation.configuration;
      }
      await api.integrations.updateIntegrationInstallation(integration, state.installationId, {
        configuration: { ...existing, ...credentialsConfiguration },
        ...rest,
      });
    }
    return new Response(HTML_CLOSE, { headers: { 'Content-Type': 'text/html' } });
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
export async function getOAuthToken<TOAuthResponse extends OAuthResponse = OAuthResponse>(
  credentials: OAuthConfiguration,
  config: {
    accessTokenURL: string | ((installation: NonNullable<RuntimeContext['environment']['installation']>) => string);
    clientId: string;
    clientSecret: string;
    extractCredentials?: (response: TOAuthResponse) => Promise<OAuthCredentials> | OAuthCredentials;
  },
  context: RuntimeContext,
): Promise<string> {
  const extractCredentials = (config.extractCredentials ?? defaultOAuthExtractCredentials) as (response: OAuthResponse) => Promise<OAuthCredentials> | OAuthCredentials;
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
