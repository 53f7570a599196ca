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
export const GITBOOK_DEFAULT_ENDPOINT = 'https://api.kitbench.local';

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
  urls: { app: string; published?: string };
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
export class GitBookAPIError extends Error {
  readonly response: Response;
  readonly code: number;
  readonly errorMessage: string;
  constructor(errorMessage: string, response: Response) {
    super(`GitBook API failed with [${response.status}] ${response.url}: ${errorMessage}`);
    this.name = 'GitBookAPIError';
    this.response = response;
    this.code = response.status;
    this.errorMessage = errorMessage;
  }
}

/** kitbench's name for the same error (a `GitBookAPIError`), with its message naming the method and path. */
export class ServiceAPIError extends GitBookAPIError {
  constructor(message: string, code: number, response?: Response, errorMessage?: string) {
    super(errorMessage ?? message, response ?? new Response(null, { status: code }));
    this.message = message;
    this.name = 'ServiceAPIError';
  }
}

type Json = Record<string, unknown>;
const seg = encodeURIComponent;

/** The platform's API client. */
export class ServiceAPI {
  readonly endpoint: string;
  private readonly authToken: string | undefined;
  private readonly userAgent: string | undefined;
  private readonly fetcher: typeof fetch | undefined;

  constructor(options: ServiceAPIOptions) {
    const origin = options.endpoint.replace(/\/+$/, '');
    this.endpoint = /\/v1$/.test(origin) ? origin : `${origin}/v1`;
    this.authToken = options.authToken;
    this.userAgent = options.userAgent;
    this.fetcher = options.fetch;
  }

  /** Sends one request and parses the JSON answer; rejects with a ServiceAPIError on any non-2xx status. */
  async request<T = unknown>({ method = 'GET', path, query, body }: ApiRequest): Promise<ApiResponse<T>> {
    const url = new URL(`${this.endpoint}${path.startsWith('/') ? path : `/${path}`}`);
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.authToken) headers.authorization = `Bearer ${this.authToken}`;
    if (this.userAgent) headers['user-agent'] = this.userAgent;
    if (body !== undefined) headers['content-type'] = 'application/json';
    // Looked up at call time: the sandbox installs its bridged fetch after this module loads.
    const send = this.fetcher ?? globalThis.fetch;
    const response = await send(url.toString(), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // a non-JSON body stays text
    }
    if (!response.ok) {
      const message = (parsed as { error?: { message?: unknown } } | undefined)?.error?.message;
      const said = typeof message === 'string' ? message : text || response.statusText;
      throw new ServiceAPIError(`${method} ${url.pathname} failed with ${response.status}: ${said}`, response.status, response, said);
    }
    return { data: parsed as T, status: response.status, headers: response.headers };
  }

  /** Installations of this integration. */
  readonly integrations = {
    queueIntegrationTask: (integration: string, body: { task: unknown; schedule?: number }) =>
      this.request<void>({ method: 'POST', path: `/integrations/${seg(integration)}/tasks`, body }),
    getIntegrationInstallationById: (integration: string, installationId: string) =>
      this.request<IntegrationInstallation>({ path: `/integrations/${seg(integration)}/installations/${seg(installationId)}` }),
    updateIntegrationInstallation: (integration: string, installationId: string, body: { configuration?: Json; externalIds?: string[] }) =>
      this.request<IntegrationInstallation>({ method: 'PATCH', path: `/integrations/${seg(integration)}/installations/${seg(installationId)}`, body }),
    getIntegrationSpaceInstallation: (integration: string, installationId: string, spaceId: string) =>
      this.request<IntegrationSpaceInstallation>({
        path: `/integrations/${seg(integration)}/installations/${seg(installationId)}/spaces/${seg(spaceId)}`,
      }),
    updateIntegrationSpaceInstallation: (
      integration: string,
      installationId: string,
      spaceId: string,
      body: { configuration?: Json; externalIds?: string[] },
    ) =>
      this.request<IntegrationSpaceInstallation>({
        method: 'PATCH',
        path: `/integrations/${seg(integration)}/installations/${seg(installationId)}/spaces/${seg(spaceId)}`,
        body,
      }),
    getIntegrationSiteInstallation: (integration: string, installationId: string, siteId: string) =>
      this.request<IntegrationSiteInstallation>({
        path: `/integrations/${seg(integration)}/installations/${seg(installationId)}/sites/${seg(siteId)}`,
      }),
    updateIntegrationSiteInstallation: (
      integration: string,
      installationId: string,
      siteId: string,
      body: { configuration?: Json; externalIds?: string[] },
    ) =>
      this.request<IntegrationSiteInstallation>({
        method: 'PATCH',
        path: `/integrations/${seg(integration)}/installations/${seg(installationId)}/sites/${seg(siteId)}`,
        body,
      }),
  };

  /** Spaces and their content. */
  readonly spaces = {
    getSpaceById: (spaceId: string) => this.request<Space>({ path: `/spaces/${seg(spaceId)}` }),
    listPages: (spaceId: string) => this.request<{ pages: RevisionPage[] }>({ path: `/spaces/${seg(spaceId)}/content/pages` }),
    getPageById: (spaceId: string, pageId: string) =>
      this.request<RevisionPage>({ path: `/spaces/${seg(spaceId)}/content/page/${seg(pageId)}` }),
    getPageByPath: (spaceId: string, pagePath: string) =>
      this.request<RevisionPage>({ path: `/spaces/${seg(spaceId)}/content/path/${seg(pagePath)}` }),
  };
}

/** Options of `new GitBookAPI(...)`, as the platform's client takes them. */
export interface GitBookAPIOptions {
  /** The API's origin; the mocked API (GITBOOK_DEFAULT_ENDPOINT) when absent. */
  endpoint?: string;
  authToken?: string;
  userAgent?: string;
  /** Sends the requests instead of the global `fetch`. */
  serviceBinding?: { fetch: typeof fetch };
}

/** The client under the platform's published name: `new GitBookAPI({ authToken, endpoint })`. */
export class GitBookAPI extends ServiceAPI {
  constructor(options: GitBookAPIOptions = {}) {
    const { endpoint = GITBOOK_DEFAULT_ENDPOINT, authToken, userAgent, serviceBinding } = options;
    super({ endpoint, authToken, userAgent, fetch: serviceBinding ? (input, init) => serviceBinding.fetch(input, init) : undefined });
  }
}
