import type { RuntimeContext } from './types';

/** The credentials stored under the installation's configuration (spec: OAuth flow, step 4). */
export interface OAuthCredentials {
  configuration: { oauth_credentials: { access_token: string; [key: string]: unknown }; [key: string]: unknown };
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
  extractCredentials?: (response: Response) => Promise<OAuthCredentials> | OAuthCredentials;
}

/** Thrown when the token exchange fails; carries the provider's response. */
export class OAuthExchangeError extends Error {
  readonly response: { status: number; statusText: string; body: string };
  constructor(response: { status: number; statusText: string; body: string }) {
    super(`Token exchange failed: ${response.status} ${response.statusText}`.trim() + (response.body ? `: ${response.body}` : ''));
    this.name = 'OAuthExchangeError';
    this.response = response;
  }
}

/** The default `extractCredentials`: reads `access_token` from a JSON (or form-encoded) token response. */
export async function defaultExtractCredentials(response: Response): Promise<OAuthCredentials> {
  const text = await response.text();
  if (!response.ok) throw new OAuthExchangeError({ status: response.status, statusText: response.statusText, body: text });
  let fields: Record<string, unknown>;
  try {
    fields = JSON.parse(text) as Record<string, unknown>;
  } catch {
    fields = Object.fromEntries(new URLSearchParams(text));
  }
  const accessToken = fields.access_token;
  if (typeof accessToken !== 'string' || accessToken === '') {
    throw new OAuthExchangeError({ status: response.status, statusText: 'no access_token in the response', body: text });
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
    const credentials = await extract(response);
    return Response.json(credentials);
  };
}
