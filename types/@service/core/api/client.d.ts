/**
 * The HTTP API client: `context.api` is an instance of `ServiceAPI` over `environment.apiEndpoint`, authenticated
 * with `environment.apiTokens.installation`. Methods mirror the platform's generated client (`api.spaces.getSpaceById`,
 * `api.integrations.updateIntegrationInstallation`, ...): each resolves `{ data, status, headers }` and rejects with
 * a `ServiceAPIError` carrying the HTTP status and the API's message.
 */
import type { Api as PlatformApi } from './platform-types';
import { API_METHODS } from './generated-client';
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
    /** Values are sent as the platform's client sends them: arrays as repeated keys, `undefined` left out. */
    query?: Record<string, unknown>;
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
    /** The API's page type (`kind` is its deprecated name). */
    type?: 'document' | 'group';
    /** The page's slug in its parent. */
    slug?: string;
    urls?: {
        app: string;
    };
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
/**
 * kitbench's name for the same error, kept for scripts that test `instanceof ServiceAPIError`: it IS a
 * GitBookAPIError, named and worded as the platform's (`GitBook API failed with [404] <url>: <message>`).
 */
export declare class ServiceAPIError extends GitBookAPIError {
    constructor(errorMessage: string, code: number, response?: Response);
}
/** The query of a generated method: values are sent as the platform's client sends them (arrays as repeated keys). */
export type ApiQuery = Record<string, unknown>;
type ApiTable = typeof API_METHODS;
/** A method of the platform's surface kitbench types loosely: the platform's positional arguments, in its order. */
export type ApiMethod = (...args: any[]) => Promise<ApiResponse<any>>;
/** A streaming method (`streamAskInSite`, ...): iterates the server-sent events' JSON data. */
export type ApiStreamMethod = (...args: any[]) => AsyncIterable<any>;
/** One namespace of the generated surface: every method name of the platform's client, loosely typed. */
export type ApiNamespace<N extends keyof ApiTable> = {
    [E in ApiTable[N][number] as E[0]]: E[3] extends `${string}s` ? ApiStreamMethod : ApiMethod;
};
/**
 * The platform client's methods with the API package's own argument and answer types (its `Api` class, type-only:
 * in the generated declarations this import is kitbench's copy of the package's types, scripts/typings.mjs), so a
 * script reading `space.urls.published` or `installation.urls.app` is typed as on the platform.
 */
type PlatformMethods = Omit<PlatformApi<unknown>, 'baseUrl' | 'setSecurityData' | 'abortRequest' | 'request' | 'streamRequest'>;
/** Every namespace of the platform's client (`api.spaces`, `api.orgs`, `api.integrations`, ...), typed as the platform's. */
export type ApiNamespaces = {
    readonly [N in Exclude<keyof ApiTable, ''>]: N extends keyof PlatformMethods ? PlatformMethods[N] : ApiNamespace<N>;
};
/** The namespaces, built from the generated table in the constructor. */
export interface ServiceAPI extends ApiNamespaces {
}
/**
 * The platform's API client: every method of its published client, built from the table generated from it
 * (generated-client.ts, scripts/api-client.mjs), each sending its request below `{endpoint}/v1` with the token.
 */
export declare class ServiceAPI {
    readonly endpoint: string;
    /** As the platform's client: readable, e.g. to build another client with the same user agent. */
    readonly authToken: string | undefined;
    readonly userAgent: string;
    private readonly fetcher;
    constructor(options: ServiceAPIOptions);
    /** `GET /`: the API's own information (the platform client's one method outside a namespace). */
    readonly getApiInformation: PlatformMethods['getApiInformation'];
    /** Sends one request and parses the JSON answer; rejects with a ServiceAPIError on any non-2xx status. */
    request<T = unknown>({ method, path, query, body, raw }: ApiRequest & {
        raw?: boolean;
    }): Promise<ApiResponse<T>>;
    /** Sends one request of a streaming method and iterates its server-sent events' data. */
    stream({ method, path, query, body }: ApiRequest): AsyncGenerator<unknown>;
    /**
     * Sends one request; rejects with a ServiceAPIError (a GitBookAPIError) on a non-2xx status, as the platform's
     * client does: its message is `GitBook API failed with [<status>] <url>: <the API's message>`.
     */
    private send;
}
/** Options of `new GitBookAPI(...)`, as the platform's client takes them. */
export interface GitBookAPIOptions {
    /** The API's origin; the mocked API (GITBOOK_DEFAULT_ENDPOINT) when absent. */
    endpoint?: string;
    authToken?: string;
    userAgent?: string;
    /** Sends the requests instead of the global `fetch`. */
    serviceBinding?: GitBookAPIServiceBinding;
}
/** A service binding requests go through instead of the HTTP fetch (the platform's `GitBookAPIServiceBinding`). */
export interface GitBookAPIServiceBinding {
    fetch: typeof fetch;
}
/** The client under the platform's published name: `new GitBookAPI({ authToken, endpoint })`. */
export declare class GitBookAPI extends ServiceAPI {
    constructor(options?: GitBookAPIOptions);
    private readonly options;
    /** A client authenticated as one installation of an integration, with the token the API issues for it (as the platform's). */
    createInstallationClient(integrationName: string, installationId: string): Promise<GitBookAPI>;
}
export {};
