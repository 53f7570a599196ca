/**
 * The oracle: an integration folder bundled against the platform's published runtime (`@service/runtime` aliased to
 * `@gitbook/runtime`, `@service/api` to `@gitbook/api`) and called as the platform calls it: `fetch(request, env,
 * ctx)` with a multipart `POST {publicEndpoint}/v1` carrying the `event` and `environment` fields.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { parse } from 'yaml';

/** What the reference runtime's `createIntegration` returns. */
export interface ReferenceIntegration {
  fetch(request: Request, env: unknown, ctx: { waitUntil(promise: Promise<unknown>): void }): Promise<Response>;
}

/** The folder's manifest: `service-manifest.yaml`, or the platform CLI's `gitbook-manifest.yaml`. */
function manifestPath(folder: string): string {
  const spec = join(folder, 'service-manifest.yaml');
  return existsSync(spec) ? spec : join(folder, 'gitbook-manifest.yaml');
}

/**
 * Bundles `folder`'s manifest `script` with the reference runtime and imports it, with the platform CLI's build
 * settings (`gitbook dev`: worker/browser fields and conditions, `.raw.js` / `.raw.css` as text, `MODE`).
 */
export async function loadReference(folder: string): Promise<ReferenceIntegration> {
  const manifest = parse(readFileSync(manifestPath(folder), 'utf8')) as { script: string };
  const result = await build({
    entryPoints: [resolve(folder, manifest.script)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['worker', 'browser', 'module', 'jsnext', 'main'],
    conditions: ['worker', 'browser', 'import', 'production'],
    target: 'es2022',
    jsx: 'automatic',
    jsxImportSource: '@service/runtime',
    // The platform's worker global (`MODE`) and the module names real integrations use for the same runtime.
    define: { MODE: '"development"', 'process.env.NODE_ENV': '"development"' },
    external: ['node:*', 'cloudflare:*'],
    loader: { '.raw.js': 'text', '.raw.css': 'text' },
    alias: { '@service/runtime': '@gitbook/runtime', '@service/api': '@gitbook/api' },
    logLevel: 'silent',
  });
  const dir = mkdtempSync(join(tmpdir(), 'kitbench-oracle-'));
  const file = join(dir, 'reference.mjs');
  writeFileSync(file, result.outputFiles[0].text);
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: ReferenceIntegration };
  return module.default;
}

/** The platform's answer to one event: the HTTP status and the JSON (or text) body. */
export interface ReferenceAnswer {
  status: number;
  body: unknown;
}

/** The whole answer of the reference runtime to one envelope: status, headers, body text. */
export interface ReferenceResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** The Response had no body (`Response.redirect`): the platform sends neither a body nor a content-type. */
  nullBody: boolean;
}

/**
 * Sends one event to the reference integration as the platform does (a multipart `POST {publicEndpoint}/v1`), with
 * `fetch` routed to `platformFetch` (the same mocked platform kitbench's side talks to) for the duration of the
 * call, and everything it handed to `waitUntil` awaited.
 */
export async function sendReference(
  integration: ReferenceIntegration,
  event: Record<string, unknown>,
  environment: unknown,
  platformFetch: typeof fetch,
  fetchBody?: string,
): Promise<ReferenceResponse> {
  const form = new FormData();
  form.append('event', JSON.stringify(event));
  form.append('environment', JSON.stringify(environment));
  if (fetchBody !== undefined) form.append('fetch-body', fetchBody);
  const endpoint = (environment as { integration: { urls: { publicEndpoint: string } } }).integration.urls.publicEndpoint;
  return sendReferenceRequest(integration, new Request(`${endpoint}/v1`, { method: 'POST', body: form }), platformFetch);
}

// The reference code calls the global `fetch`: each call reaches the platform of the envelope it serves (an
// AsyncLocalStorage per call), so a handler still running after its time limit cannot reach another case's.
const currentFetch = new AsyncLocalStorage<typeof fetch>();
let routed = false;
function routeGlobalFetch() {
  if (routed) return;
  routed = true;
  const original = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => (currentFetch.getStore() ?? original)(input, init)) as typeof fetch;
}

/** Sends one ready envelope request (`POST {publicEndpoint}/v1`, multipart) to the reference integration. */
export async function sendReferenceRequest(integration: ReferenceIntegration, request: Request, platformFetch: typeof fetch): Promise<ReferenceResponse> {
  routeGlobalFetch();
  const originalLog = { log: console.log, debug: console.debug, info: console.info, warn: console.warn, error: console.error };
  // The reference logs every event; the comparison is about answers, so its lines are kept out of the test output.
  console.log = console.debug = console.info = console.warn = console.error = () => {};
  try {
    return await currentFetch.run(platformFetch, async () => {
      const pending: Promise<unknown>[] = [];
      const response = await integration.fetch(request, {}, { waitUntil: (promise) => pending.push(promise) });
      await Promise.allSettled(pending);
      return { status: response.status, headers: Object.fromEntries(response.headers), nullBody: response.body === null, text: await response.text() };
    });
  } finally {
    Object.assign(console, originalLog);
  }
}

/** The platform's answer to one event, as `ui_render` steps compare it: the HTTP status and the JSON (or text) body. */
export async function callReference(
  integration: ReferenceIntegration,
  event: Record<string, unknown>,
  environment: unknown,
  platformFetch: typeof fetch,
  fetchBody?: string,
): Promise<ReferenceAnswer> {
  const { status, text } = await sendReference(integration, event, environment, platformFetch, fetchBody);
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a text answer stays text
  }
  return { status, body };
}
