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
 * The token-exchange response as `extractCredentials` receives it: the provider's parsed body (JSON, or form-encoded
 * fields) with the HTTP outcome beside it, so both `response.ok` and `response.access_token` read naturally.
 */
export interface OAuthTokenResponse {
    ok: boolean;
    status: number;
    statusText: string;
    /** The provider's fields, e.g. `access_token`: whatever it sent, so an author reads them without casts. */
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
export declare class OAuthExchangeError extends ExposableError {
    readonly response: OAuthTokenResponse;
    constructor(reason: string, response: OAuthTokenResponse);
}
/** Reads the provider's answer: JSON, or form-encoded fields (some providers still send those). */
export declare function readTokenResponse(response: Response): Promise<OAuthTokenResponse>;
/** The default `extractCredentials`: throws (with the response) when `response.ok` is false, else reads `access_token`. */
export declare function defaultExtractCredentials(response: OAuthTokenResponse): OAuthCredentials;
/**
 * The OAuth handler (spec: OAuth flow; DESIGN.md: callback is `GET {publicEndpoint}/oauth?code=...&state=...`).
 * Without `code` it redirects (302) to `authorizeURL`; with `code` it exchanges it at `accessTokenURL` (form-encoded
 * POST) and answers 200 with the credentials as JSON, which the playground stores in the installation's
 * configuration. A provider `error` parameter answers 400.
 */
export declare function createOAuthHandler<TOAuthResponse = OAuthTokenResponse>(config: OAuthConfig<TOAuthResponse>, _options?: {
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
export declare function getOAuthToken(credentials: OAuthConfiguration, config: {
    accessTokenURL: string | ((installation: NonNullable<RuntimeContext['environment']['installation']>) => string);
    clientId: string;
    clientSecret: string;
    extractCredentials?: (response: OAuthResponse) => Promise<OAuthCredentials> | OAuthCredentials;
}, context: RuntimeContext): Promise<string>;
