import { http, type RequestHandler } from 'msw';
import { API_ENDPOINT, PUBLIC_CONTENT_ORIGIN, PUBLIC_ENDPOINT_ORIGIN } from '../core/runtime/environment';
import { decodeEnvelope, encodeEnvelope, fetchEvent } from '../core/runtime/envelope';
import { INSTALLATION_LEVEL_HEADER } from '../core/runtime/installation-level';
import { deserializeResponse, headersToObject } from '../core/runtime/response';
import { networkLog } from '../sandbox/network-log';
import { answerApi } from './api';
import { loadApiSpec } from './api-spec';
import { connectedBackend, type PlatformBackend } from './platform-backend';

/**
 * The mocked platform, in two parts:
 *
 * 1. The installation's public endpoint, `https://integrations.kitbench.local/{installationId}` and every path below
 *    it (the platform's `POST {publicEndpoint}/v1`, `/v1/...`, and the OAuth callback `/oauth`). Each request is
 *    wrapped in the `multipart/form-data` envelope (`event`, `environment`, `fetch-body`) exactly as the platform
 *    does, handed to the running script, and the script's Response is returned. Failures: 503 when no script runs,
 *    504 when the handler exceeds its time limit, 500 when it throws (JSON `{ "error": { "code", "message" } }`).
 *
 *    The public content endpoint, `https://content.kitbench.local/integrations/{name}` and below, is handled the
 *    same way (the request URL is kept, so the handler sees the content URL). A webframe on either endpoint is served
 *    by kitbench's own service worker (src/mock/endpoint-frames.ts), through the same function.
 *
 * 2. The HTTP API at `https://api.kitbench.local/v1` (`environment.apiEndpoint`), behind `context.api`: the
 *    installation, its space and the space's pages, the task queue (paths in src/mock/api.ts).
 */

export { connectPlatform, type PlatformBackend } from './platform-backend';

// The API's document is read as soon as the mocked platform is (the browser's mock starts after the app is idle;
// kitbench/testing's with the harness), so a script's first API call does not wait for it. A failure is said by
// that first call.
void loadApiSpec().catch(() => undefined);

const errorResponse = (status: number, code: string | number, message: string) =>
  Response.json({ error: { code, message } }, { status });

/** Handles one request to the public endpoint, without MSW (the MSW handler below calls this). */
export async function handlePublicEndpoint(request: Request, using: PlatformBackend | undefined = connectedBackend()): Promise<Response> {
  if (!using) return errorResponse(503, 'no-script', 'No integration script is running in the playground.');
  // The installation's own endpoint (an account-scope OAuth button): the platform's environment there has no space.
  const level = request.headers.get(INSTALLATION_LEVEL_HEADER);
  const environment = (level === 'installation' && using.installationEnvironment) || using.environment;
  if (level !== null) {
    const headers = new Headers(request.headers);
    headers.delete(INSTALLATION_LEVEL_HEADER);
    request = new Request(request, { headers });
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const raw = hasBody ? new Uint8Array(await request.arrayBuffer()) : undefined;
  const envelope = await encodeEnvelope({
    event: fetchEvent({ method: request.method, url: request.url, headers: headersToObject(request.headers) }, environment.installation?.id),
    environment,
    fetchBody: raw && raw.byteLength > 0 ? raw : undefined,
  });
  // The Network panel shows the envelope as the integration receives it (decoded from the bytes just built).
  const decoded = await decodeEnvelope(envelope.contentType, envelope.body);
  const entry = networkLog.start(
    'endpoint',
    { method: request.method, url: request.url, headers: headersToObject(request.headers), body: raw ? new TextDecoder().decode(raw) : undefined },
    {
      event: decoded.event,
      environment: decoded.environment,
      fetchBody: decoded.fetchBody ? new TextDecoder().decode(decoded.fetchBody) : undefined,
      contentType: envelope.contentType,
    },
  );
  const result = await using.dispatchEnvelope(envelope);
  let response: Response;
  if (result.ok) {
    response = deserializeResponse(result.value);
    networkLog.finish(entry, { response: result.value });
  } else {
    const status = result.error.kind === 'timeout' ? 504 : 500;
    response = errorResponse(status, result.error.kind, result.error.message);
    networkLog.finish(entry, { response: { status, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ error: { code: result.error.kind, message: result.error.message } }) } });
  }
  return response;
}

/** Handles one request to the HTTP API, without MSW (see src/mock/api.ts for its paths). */
export function handleApi(request: Request, using: PlatformBackend | undefined = connectedBackend()): Promise<Response> {
  return answerApi(request, using);
}

/** The MSW handlers of the mocked platform. */
export const platformHandlers: RequestHandler[] = [
  http.all(`${PUBLIC_ENDPOINT_ORIGIN}/*`, ({ request }) => handlePublicEndpoint(request)),
  http.all(`${API_ENDPOINT}/*`, ({ request }) => handleApi(request)),
  // `integration.urls.publicContentEndpoint` (the platform's cookie-less origin for the integration's own pages, e.g.
  // webframes): on the platform it reaches the `fetch` handler too, with the URL as requested.
  http.all(`${PUBLIC_CONTENT_ORIGIN}/*`, ({ request }) => handlePublicEndpoint(request)),
];
