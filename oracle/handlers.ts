/**
 * One raw event through both runtimes, beyond `ui_render`: the same envelope bytes (event, environment,
 * `fetch-body`) to the platform's reference runtime and to kitbench/testing, every outbound request answered by the
 * same mocked platform (the kitbench app's: its API, the test's own MSW handlers in front), and what each side
 * answered and sent, normalized for what legitimately differs between two runs (the time inside a JWT or an
 * `expires_at`).
 */
import { encodeEnvelope, newEventId } from '../src/core/runtime/envelope';
import { deserializeResponse, headersToObject } from '../src/core/runtime/response';
import { connectInstallationStore } from '../src/mock/installation-store';
import type { RuntimeEnvironment } from '../src/core/runtime/types';
import type { TestApp } from '../src/testing/index';
import { type ReferenceIntegration, sendReferenceRequest } from './reference';

/** A request a runtime sent, as compared: what the receiving side would act on. */
export interface SentRequest {
  method: string;
  url: string;
  authorization?: string;
  contentType?: string;
  body?: unknown;
}

/** What one runtime did with one event. */
export interface HandlerOutcome {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  requests: SentRequest[];
}

const JWT = /\beyJ[A-Za-z0-9_-]*\.eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+/g;
const TIME_KEYS = new Set(['iat', 'exp', 'nbf', 'expires_at', 'expiresAt']);

function decodeSegment(segment: string): unknown {
  return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
}

/** A JWT as compared: its header and claims, the time claims replaced (two runs sign at different moments). */
function jwtShape(token: string): string {
  const [header, payload] = token.split('.');
  return `<jwt ${JSON.stringify(decodeSegment(header))} ${JSON.stringify(normalize(decodeSegment(payload)))}>`;
}

/** A value as compared: JWTs decoded, times replaced by `<time>`, key order kept out of the way by compare.ts. */
export function normalize(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(JWT, (token) => jwtShape(token));
  if (Array.isArray(value)) return value.map(normalize);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, TIME_KEYS.has(key) && item !== undefined ? '<time>' : normalize(item)]));
  }
  return value;
}

/** A body as compared: JSON when it parses (then normalized), else the text normalized (a URL with a JWT in it). */
function bodyOf(text: string | undefined, contentType: string | null | undefined): unknown {
  if (text === undefined || text === '') return text === undefined ? undefined : '';
  if (contentType?.includes('application/x-www-form-urlencoded')) return normalize(Object.fromEntries(new URLSearchParams(text)));
  try {
    return normalize(JSON.parse(text));
  } catch {
    return normalize(text);
  }
}

async function sentRequest(request: Request): Promise<SentRequest> {
  const text = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
  const contentType = request.headers.get('content-type') ?? undefined;
  return {
    method: request.method,
    url: normalize(decodeURIComponent(request.url)) as string,
    ...(request.headers.has('authorization') ? { authorization: request.headers.get('authorization')! } : {}),
    ...(contentType ? { contentType: contentType.split(';')[0].toLowerCase() } : {}),
    ...(text ? { body: bodyOf(text, contentType) } : {}),
  };
}

/** An answer as compared; a body-less one (a redirect) has the body `null`, told apart from a text of `''`. */
function outcome(status: number, headers: Record<string, string>, text: string | null, requests: SentRequest[]): HandlerOutcome {
  const lower = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), normalize(decodeURIComponent(value)) as string]));
  return { status, headers: lower, body: text === null ? null : bodyOf(text, lower['content-type']), requests };
}

/** A handler that did not answer within the platform's limit, on either side. */
const TIMED_OUT = { status: 0, headers: {}, body: '(no answer within the time limit)' };

/** Options of one side-by-side run. */
export interface EventOptions {
  /** The request body of a `fetch` event (`fetch-body`). */
  fetchBody?: string;
  /** The environment both runtimes get, when not the app's own (the app's still answers the API). */
  environment?: RuntimeEnvironment;
  /** The reference's time limit (kitbench/testing's own is the app's, 2 s by default). */
  timeoutMs?: number;
}

/**
 * Sends `event` (completed with an `eventId` and the installation's id) to both runtimes with `app`'s environment.
 * The installation store is disconnected first, so a save one side makes (a PATCH) is answered, not kept: both
 * sides start from the same installation. Tasks either side queued are run (by kitbench) between the two.
 */
export async function bothRuntimes(
  reference: ReferenceIntegration,
  app: TestApp,
  event: Record<string, unknown>,
  options: EventOptions = {},
): Promise<{ reference: HandlerOutcome; kitbench: HandlerOutcome }> {
  const environment = options.environment ?? app.environment;
  connectInstallationStore(undefined, environment.apiTokens.installation);
  const full = { type: String(event.type), eventId: newEventId(), installationId: environment.installation?.id, ...event };
  const envelope = await encodeEnvelope({ event: full, environment, fetchBody: options.fetchBody === undefined ? undefined : new TextEncoder().encode(options.fetchBody) });

  const referenceSent: Promise<SentRequest>[] = [];
  // A fetch as the platform's (and kitbench's worker's) behaves: asynchronous, so a bad URL rejects rather than
  // throws, and a request nothing answers fails as `fetch failed: ...`, the words kitbench's worker uses.
  const platformFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    referenceSent.push(sentRequest(request.clone()));
    try {
      return await app.testPlatform.handle(request);
    } catch (error) {
      throw new TypeError(`fetch failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }) as typeof fetch;
  const endpoint = environment.integration.urls.publicEndpoint;
  const request = new Request(`${endpoint}/v1`, { method: 'POST', headers: { 'content-type': envelope.contentType }, body: envelope.body as Uint8Array<ArrayBuffer> });
  // The platform stops a handler past its limit, as kitbench does (2 s); the reference runtime alone would wait forever.
  const answer = await Promise.race([
    sendReferenceRequest(reference, request, platformFetch),
    new Promise<undefined>((resolve) => setTimeout(resolve, options.timeoutMs ?? 2000)),
  ]);
  const fromReference = answer
    ? outcome(answer.status, answer.headers, answer.nullBody ? null : answer.text, await Promise.all(referenceSent))
    : { ...TIMED_OUT, requests: await Promise.all(referenceSent) };
  await app.waitForTasks();

  const kitbenchSent: Promise<SentRequest>[] = [];
  const stop = app.testPlatform.observe((sent) => kitbenchSent.push(sentRequest(sent)));
  const result = await app.dispatchEnvelope(envelope);
  stop();
  const requests = await Promise.all(kitbenchSent);
  await app.waitForTasks();
  // kitbench's side as its platform sends it (src/mock/platform.ts): the Response built from the handler's answer,
  // so a header Fetch adds on the way (a text body's content-type) shows here as it would to the browser.
  const sent = result.ok ? deserializeResponse(result.value) : undefined;
  const fromKitbench = result.ok
    ? outcome(result.value.status, headersToObject(sent!.headers), sent!.body === null ? null : result.value.body, requests)
    : result.error.kind === 'timeout'
      ? { ...TIMED_OUT, requests }
      : { status: -1, headers: {}, body: `kitbench/testing failed: ${result.error.message}`, requests };
  return { reference: fromReference, kitbench: fromKitbench };
}
