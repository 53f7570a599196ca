/**
 * The HTTP API client: `context.api` is an instance of `ServiceAPI` over `environment.apiEndpoint`, authenticated
 * with `environment.apiTokens.installation`. Methods mirror the platform's generated client (`api.spaces.getSpaceById`,
 * `api.integrations.updateIntegrationInstallation`, ...): each resolves `{ data, status, headers }` and rejects with
 * a `ServiceAPIError` carrying the HTTP status and the API's message.
 */
import type { Api as PlatformApi } from '@gitbook/api';
import { API_METHODS } from './generated-client';

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
  /** Values are sent as the platform's client sends them: arrays as repeated keys, `undefined` left out. */
  query?: Record<string, unknown>;
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
  /** The API's page type (`kind` is its deprecated name). */
  type?: 'document' | 'group';
  /** The page's slug in its parent. */
  slug?: string;
  urls?: { app: string };
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

/**
 * kitbench's name for the same error, kept for scripts that test `instanceof ServiceAPIError`: it IS a
 * GitBookAPIError, named and worded as the platform's (`GitBook API failed with [404] <url>: <message>`).
 */
export class ServiceAPIError extends GitBookAPIError {
  constructor(errorMessage: string, code: number, response?: Response) {
    super(errorMessage, response ?? new Response(null, { status: code }));
  }
}

/** The query of a generated method: values are sent as the platform's client sends them (arrays as repeated keys). */
export type ApiQuery = Record<string, unknown>;

type ApiTable = typeof API_METHODS;
type ApiEntry = ApiTable[keyof ApiTable][number];

/** A method of the platform's surface kitbench types loosely: the platform's positional arguments, in its order. */
// biome-ignore lint/suspicious/noExplicitAny: the platform's argument and answer types are not generated
export type ApiMethod = (...args: any[]) => Promise<ApiResponse<any>>;
/** A streaming method (`streamAskInSite`, ...): iterates the server-sent events' JSON data. */
// biome-ignore lint/suspicious/noExplicitAny: as ApiMethod
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

/** Splits a generated entry's flags: the body's and the query's argument index, unparsed answer, stream. */
function flagsOf(flags: string) {
  const body = /b(\d+)/.exec(flags);
  const query = /q(\d+)/.exec(flags);
  return { body: body ? Number(body[1]) : -1, query: query ? Number(query[1]) : -1, raw: flags.includes('v'), stream: flags.includes('s') };
}

/** The request one generated method sends for `args`. */
function requestOf(entry: ApiEntry, args: unknown[]): ApiRequest & { raw: boolean } {
  const [, method, template, flags] = entry;
  const { body, query, raw } = flagsOf(flags);
  return {
    method: method as ApiRequest['method'],
    path: template.replace(/\{(\d+)\}/g, (_, index: string) => encodeURIComponent(String(args[Number(index)]))),
    body: body >= 0 ? args[body] : undefined,
    query: query >= 0 && typeof args[query] === 'object' && args[query] !== null ? (args[query] as ApiQuery) : undefined,
    raw,
  };
}

/** Reads server-sent events (`event:` / `data:` blocks) until `done`, as the platform's client does. */
async function* serverSentEvents(response: Response): AsyncGenerator<unknown> {
  const text = await response.text();
  for (const block of text.split(/\r?\n\r?\n/)) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (event === 'done') return;
    if (data.length === 0) continue;
    const parsed = JSON.parse(data.join('\n')) as { error?: { message?: string } };
    if (event === 'error') throw new Error(parsed.error?.message ?? 'The stream failed.');
    yield parsed;
  }
}

/** The namespaces, built from the generated table in the constructor. */
export interface ServiceAPI extends ApiNamespaces {}

/**
 * The platform's API client: every method of its published client, built from the table generated from it
 * (generated-client.ts, scripts/api-client.mjs), each sending its request below `{endpoint}/v1` with the token.
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface above types the namespaces the constructor builds
export class ServiceAPI {
  readonly endpoint: string;
  /** As the platform's client: readable, e.g. to build another client with the same user agent. */
  readonly authToken: string | undefined;
  readonly userAgent: string;
  private readonly fetcher: typeof fetch | undefined;

  constructor(options: ServiceAPIOptions) {
    const origin = options.endpoint.replace(/\/+$/, '');
    this.endpoint = /\/v1$/.test(origin) ? origin : `${origin}/v1`;
    this.authToken = options.authToken;
    this.userAgent = options.userAgent ?? '';
    this.fetcher = options.fetch;
    const self = this as unknown as Record<string, unknown>;
    for (const [namespace, entries] of Object.entries(API_METHODS) as [string, readonly ApiEntry[]][]) {
      const target: Record<string, unknown> = namespace ? {} : self;
      for (const entry of entries) {
        target[entry[0]] = flagsOf(entry[3]).stream
          ? (...args: unknown[]) => this.stream(requestOf(entry, args))
          : (...args: unknown[]) => this.request(requestOf(entry, args));
      }
      if (namespace) self[namespace] = target;
    }
  }

  /** `GET /`: the API's own information (the platform client's one method outside a namespace). */
  declare readonly getApiInformation: PlatformMethods['getApiInformation'];

  /** Sends one request and parses the JSON answer; rejects with a ServiceAPIError on any non-2xx status. */
  async request<T = unknown>({ method = 'GET', path, query, body, raw }: ApiRequest & { raw?: boolean }): Promise<ApiResponse<T>> {
    const response = await this.send({ method, path, query, body });
    if (raw) return { data: null as T, status: response.status, headers: response.headers };
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // a non-JSON body stays text
    }
    return { data: parsed as T, status: response.status, headers: response.headers };
  }

  /** Sends one request of a streaming method and iterates its server-sent events' data. */
  async *stream({ method = 'GET', path, query, body }: ApiRequest): AsyncGenerator<unknown> {
    yield* serverSentEvents(await this.send({ method, path, query, body }));
  }

  /**
   * Sends one request; rejects with a ServiceAPIError (a GitBookAPIError) on a non-2xx status, as the platform's
   * client does: its message is `GitBook API failed with [<status>] <url>: <the API's message>`.
   */
  private async send({ method = 'GET', path, query, body }: ApiRequest): Promise<Response> {
    // The query as the platform's client writes it: encodeURIComponent, arrays as repeated keys, undefined left out.
    const search = Object.entries(query ?? {})
      .filter(([, value]) => value !== undefined)
      .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((item) => `${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`))
      .join('&');
    const url = `${this.endpoint}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.authToken) headers.authorization = `Bearer ${this.authToken}`;
    if (this.userAgent) headers['user-agent'] = this.userAgent;
    const sent = body === undefined || body === null ? undefined : JSON.stringify(body);
    if (sent !== undefined) headers['content-type'] = 'application/json';
    // Looked up at call time: the sandbox installs its bridged fetch after this module loads.
    const send = this.fetcher ?? globalThis.fetch;
    const response = await send(url, { method, headers, body: sent });
    if (response.ok) return response;
    // As the platform's client: the JSON body's `error.message`, else the status text.
    let said = response.statusText;
    try {
      said = ((await response.clone().json()) as { error?: { message?: string } } | undefined)?.error?.message || said;
    } catch {
      // not JSON: the status text
    }
    throw new ServiceAPIError(said, response.status, response);
  }
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
export class GitBookAPI extends ServiceAPI {
  constructor(options: GitBookAPIOptions = {}) {
    const { endpoint = GITBOOK_DEFAULT_ENDPOINT, authToken, userAgent, serviceBinding } = options;
    super({ endpoint, authToken, userAgent, fetch: serviceBinding ? (input, init) => serviceBinding.fetch(input, init) : undefined });
    this.options = options;
  }

  private readonly options: GitBookAPIOptions;

  /** A client authenticated as one installation of an integration, with the token the API issues for it (as the platform's). */
  async createInstallationClient(integrationName: string, installationId: string): Promise<GitBookAPI> {
    const { data } = await this.integrations.createIntegrationInstallationToken(integrationName, installationId);
    return new GitBookAPI({ ...this.options, authToken: (data as { token: string }).token });
  }
}
