import { getResponse, http, type RequestHandler } from 'msw';
import { API_ENDPOINT, PUBLIC_CONTENT_ORIGIN, PUBLIC_ENDPOINT_ORIGIN } from '../core/runtime/environment';
import { headersToObject } from '../core/runtime/response';
import { handlers } from '../mock/handlers';
import { handleApi, handlePublicEndpoint, type PlatformBackend } from '../mock/platform';
import type { SerializedRequest, SerializedResponse } from '../sandbox/types';

/** Whether requests the mocked platform does not answer may reach the network. */
export type NetworkPolicy = 'mock-only' | 'allow';

/** @internal The platform one test integration talks to: the playground's MSW handlers, resolved without patching `fetch`. */
export interface TestPlatform {
  /** Answers a request as the platform (public endpoint, HTTP API, OAuth provider, webhook receivers) would. */
  handle(request: Request): Promise<Response>;
  /** The same for a request the script's worker sent. */
  handleSerialized(request: SerializedRequest): Promise<SerializedResponse>;
  /**
   * Calls `listener` with a copy of every request this platform answers (the script's, the harness's own), before
   * it is answered; returns the unsubscribe. The differential suite (oracle/) compares what each runtime sends.
   */
  observe(listener: (request: Request) => void): () => void;
}

/**
 * @internal The platform of one integration. Its public endpoint and HTTP API come first, bound to this integration's
 * backend (the shared handlers read the playground's one connected script; a test process may load several),
 * then the shared handlers: the OAuth provider and the mock webhook receivers. `extra` are the test's own
 * receivers. MSW's `getResponse` resolves a request against them without intercepting the process's `fetch`,
 * so the author's own mocks (their own MSW server, nock) are left alone.
 */
export function createTestPlatform(backend: PlatformBackend, extra: () => RequestHandler[], network: NetworkPolicy): TestPlatform {
  const own: RequestHandler[] = [
    http.all(`${PUBLIC_ENDPOINT_ORIGIN}/*`, ({ request }) => handlePublicEndpoint(request, backend)),
    http.all(`${API_ENDPOINT}/*`, ({ request }) => handleApi(request, backend)),
    // `publicContentEndpoint` (webframes such as mermaid's) reaches the fetch handler too, as in the playground.
    http.all(`${PUBLIC_CONTENT_ORIGIN}/*`, ({ request }) => handlePublicEndpoint(request, backend)),
  ];

  const observers = new Set<(request: Request) => void>();

  async function handle(request: Request): Promise<Response> {
    for (const observer of observers) observer(request.clone());
    const answered = await getResponse([...own, ...extra(), ...handlers], request);
    // A mock that calls passthrough() lets the request go on as if nothing matched.
    if (answered && answered.headers.get('x-msw-intention') !== 'passthrough') return answered;
    if (network === 'allow') return fetch(request);
    throw new TypeError(
      `kitbench/testing: nothing answers ${request.method} ${request.url}. The mocked platform serves the HTTP API ` +
        `(${API_ENDPOINT}), the public endpoint, OAuth providers and webhook receivers; to reach other hosts, ` +
        "add a handler to kitbench.mocks.ts (or app.mock(http.get(...)) in the test), or pass { network: 'allow' } to loadIntegration.",
    );
  }

  return {
    handle,
    observe(listener) {
      observers.add(listener);
      return () => observers.delete(listener);
    },
    async handleSerialized(data) {
      const hasBody = data.body !== undefined && data.method !== 'GET' && data.method !== 'HEAD';
      const response = await handle(new Request(data.url, { method: data.method, headers: data.headers, body: hasBody ? data.body : undefined }));
      return { status: response.status, statusText: response.statusText, headers: headersToObject(response.headers), body: await response.text() };
    },
  };
}
