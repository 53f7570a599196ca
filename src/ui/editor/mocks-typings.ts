/**
 * The editor's declarations of what a mocks file imports (`msw`, `kitbench/mocks`): the part of MSW's HTTP API a
 * mocks file uses, so `kitbench.mocks.ts` type-checks in the playground's editor, where no package is installed.
 * A folder with msw in its package.json gets MSW's own types under `kitbench dev` in the author's editor.
 */
export const MOCKS_TYPINGS = {
  filePath: 'file:///node_modules/@kitbench/mocks.d.ts',
  content: `declare module 'msw' {
  export type Path = string | RegExp;
  export type PathParams = Record<string, string | readonly string[] | undefined>;
  export interface ResolverInfo {
    request: Request;
    params: PathParams;
    cookies: Record<string, string>;
    requestId: string;
  }
  export type ResponseResolver = (info: ResolverInfo) => Response | undefined | void | Promise<Response | undefined | void>;
  /** An MSW request handler: a mocks file default-exports an array of them. */
  export interface RequestHandler {
    readonly info: { header: string; path?: Path; method?: string | RegExp };
    run(...args: unknown[]): Promise<unknown>;
  }
  export type HttpHandlerFactory = (path: Path, resolver: ResponseResolver, options?: { once?: boolean }) => RequestHandler;
  /** Handlers by method: http.get(url, resolver), http.post(...), ... */
  export const http: {
    all: HttpHandlerFactory;
    head: HttpHandlerFactory;
    get: HttpHandlerFactory;
    post: HttpHandlerFactory;
    put: HttpHandlerFactory;
    delete: HttpHandlerFactory;
    patch: HttpHandlerFactory;
    options: HttpHandlerFactory;
  };
  export class HttpResponse extends Response {
    constructor(body?: BodyInit | null, init?: ResponseInit);
    static text(body?: string, init?: ResponseInit): HttpResponse;
    static json(body?: unknown, init?: ResponseInit): HttpResponse;
    static xml(body?: string, init?: ResponseInit): HttpResponse;
    static html(body?: string, init?: ResponseInit): HttpResponse;
    static arrayBuffer(body?: ArrayBuffer, init?: ResponseInit): HttpResponse;
    static formData(body?: FormData, init?: ResponseInit): HttpResponse;
    static error(): HttpResponse;
  }
  /** Waits before answering: a realistic latency, ms, or 'infinite'. */
  export function delay(duration?: number | 'real' | 'infinite'): Promise<void>;
  /** Lets the request go on as if no mock matched. */
  export function passthrough(): HttpResponse;
  /** A request that no mock answers (to fetch the real resource from inside a handler). */
  export function bypass(input: string | URL | Request, init?: RequestInit): Request;
}
declare module 'kitbench/mocks' {
  export * from 'msw';
}
`,
};
