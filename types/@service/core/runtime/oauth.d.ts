import { ExposableError } from './errors';
import type { RuntimeContext } from './types';
/**
 * The credentials stored under the installation's configuration (spec: OAuth flow, step 4): the installation update
 * `extractCredentials` returns, as wide as the platform's `RequestUpdateIntegrationInstallation` (its runtime's
 * return type), so an author's function typed with the API package's type fits.
 */
export interface OAuthCredentials {
    configuration?: {
        oauth_credentials?: {
            access_token: string;
            [key: string]: any;
        };
        [key: string]: any;
    };
    externalIds?: string[];
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
export declare class OAuthExchangeError extends ExposableError {
    readonly response: OAuthTokenResponse;
    constructor(reason: string, response: OAuthTokenResponse);
}
/** The `state` the handler sends the provider and reads back: which installation (and space or site) to save on. */
export interface OAuthState {
    installationId: string;
    spaceId?: string;
    siteId?: string;
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
export declare function createOAuthHandler<TOAuthResponse = OAuthTokenResponse>(config: OAuthConfig<TOAuthResponse>, options?: {
    /** Replace the saved configuration with the credentials (default), or merge them over it (`false`). */
    replace?: boolean;
}): (request: Request, context: RuntimeContext) => Promise<Response>;
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
export declare function defaultOAuthExtractCredentials(response: OAuthResponse): OAuthCredentials;
/**
 * The access token of `credentials`, refreshed first when it expires within 10 seconds (as the platform's runtime
 * does): a `refresh_token` grant at `accessTokenURL`, the new credentials saved on the installation through the API.
 */
export declare function getOAuthToken<TOAuthResponse extends OAuthResponse = OAuthResponse>(credentials: OAuthConfiguration, config: {
    accessTokenURL: string | ((installation: NonNullable<RuntimeContext['environment']['installation']>) => string);
    clientId: string;
    clientSecret: string;
    extractCredentials?: (response: TOAuthResponse) => Promise<OAuthCredentials> | OAuthCredentials;
}, context: RuntimeContext): Promise<string>;
export {};
