/**
 * The HTTP API client: `context.api` is an instance of `ServiceAPI` over `environment.apiEndpoint`, authenticated
 * with `environment.apiTokens.installation`. Methods mirror the platform's generated client (`api.spaces.getSpaceById`,
 * `api.integrations.updateIntegrationInstallation`, ...): each resolves `{ data, status, headers }` and rejects with
 * a `ServiceAPIError` carrying the HTTP status and the API's message.
 */
import type { IntegrationInstallation, IntegrationSiteInstallation, IntegrationSpaceInstallation } from './installations';
/**
 * The endpoint a client built without one talks to. The platform's client defaults to its production API; kitbench's
 * is the mocked API, so `new GitBookAPI({ authToken })` works offline too.
 */
export declare const GITBOOK_DEFAULT_ENDPOINT = "https://api.kitbench.local";
/** Options of `new ServiceAPI(...)`. */
export interface ServiceAPIOptions {
    /**
     * The API's origin, `environment.apiEndpoint` (e.g. `https://api.kitbench.local`): as the platform's client does,
     * requests go below `{endpoint}/v1` (an endpoint that already ends in `/v1` is used as it is).
     */
    endpoint: string;
    /** Sent as `Authorization: Bearer <authToken>`. */
    authToken?: string;
    /** Sent as `User-Agent` where the runtime allows it. */
    userAgent?: string;
    /** The fetch to use; the global one by default (in the sandbox, the bridged fetch the Network panel records). */
    fetch?: typeof fetch;
}
/** A successful API answer. */
export interface ApiResponse<T> {
    data: T;
    status: number;
    headers: Headers;
}
/** One request, as `api.request()` takes it. */
export interface ApiRequest {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    /** Path below the endpoint, e.g. `/spaces/space_1`. */
    path: string;
    query?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
}
/** A space, as the API returns it. */
export interface Space {
    id: string;
    title: string;
    visibility: string;
    urls: {
        app: string;
        published?: string;
    };
}
/** A page of a space (`listPages` returns the tree; `getPageById` adds `markdown`). */
export interface RevisionPage {
    id: string;
    title: string;
    path: string;
    kind: 'sheet' | 'group';
    description?: string;
    pages?: RevisionPage[];
    markdown?: string;
}
/** A failed API call, as the platform's client reports it: `code` is the HTTP status, `errorMessage` the API's own words. */
export declare class GitBookAPIError extends Error {
    readonly response: Response;
    readonly code: number;
    readonly errorMessage: string;
    constructor(errorMessage: string, response: Response);
}
/** kitbench's name for the same error (a `GitBookAPIError`), with its message naming the method and path. */
export declare class ServiceAPIError extends GitBookAPIError {
    constructor(message: string, code: number, response?: Response, errorMessage?: string);
}
type Json = Record<string, unknown>;
/** The platform's API client. */
export declare class ServiceAPI {
    readonly endpoint: string;
    private readonly authToken;
    private readonly userAgent;
    private readonly fetcher;
    constructor(options: ServiceAPIOptions);
    /** Sends one request and parses the JSON answer; rejects with a ServiceAPIError on any non-2xx status. */
    request<T = unknown>({ method, path, query, body }: ApiRequest): Promise<ApiResponse<T>>;
    /** Installations of this integration. */
    readonly integrations: {
        queueIntegrationTask: (integration: string, body: {
            task: unknown;
            schedule?: number;
        }) => Promise<ApiResponse<void>>;
        getIntegrationInstallationById: (integration: string, installationId: string) => Promise<ApiResponse<IntegrationInstallation>>;
        updateIntegrationInstallation: (integration: string, installationId: string, body: {
            configuration?: Json;
            externalIds?: string[];
        }) => Promise<ApiResponse<IntegrationInstallation>>;
        getIntegrationSpaceInstallation: (integration: string, installationId: string, spaceId: string) => Promise<ApiResponse<IntegrationSpaceInstallation>>;
        updateIntegrationSpaceInstallation: (integration: string, installationId: string, spaceId: string, body: {
            configuration?: Json;
            externalIds?: string[];
        }) => Promise<ApiResponse<IntegrationSpaceInstallation>>;
        getIntegrationSiteInstallation: (integration: string, installationId: string, siteId: string) => Promise<ApiResponse<IntegrationSiteInstallation>>;
        updateIntegrationSiteInstallation: (integration: string, installationId: string, siteId: string, body: {
            configuration?: Json;
            externalIds?: string[];
        }) => Promise<ApiResponse<IntegrationSiteInstallation>>;
    };
    /** Spaces and their content. */
    readonly spaces: {
        getSpaceById: (spaceId: string) => Promise<ApiResponse<Space>>;
        listPages: (spaceId: string) => Promise<ApiResponse<{
            pages: RevisionPage[];
        }>>;
        getPageById: (spaceId: string, pageId: string) => Promise<ApiResponse<RevisionPage>>;
        getPageByPath: (spaceId: string, pagePath: string) => Promise<ApiResponse<RevisionPage>>;
    };
}
/** Options of `new GitBookAPI(...)`, as the platform's client takes them. */
export interface GitBookAPIOptions {
    /** The API's origin; the mocked API (GITBOOK_DEFAULT_ENDPOINT) when absent. */
    endpoint?: string;
    authToken?: string;
    userAgent?: string;
    /** Sends the requests instead of the global `fetch`. */
    serviceBinding?: {
        fetch: typeof fetch;
    };
}
/** The client under the platform's published name: `new GitBookAPI({ authToken, endpoint })`. */
export declare class GitBookAPI extends ServiceAPI {
    constructor(options?: GitBookAPIOptions);
}
export {};
