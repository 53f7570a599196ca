/**
 * The oracle: an integration folder bundled against the platform's published runtime (`@service/runtime` aliased to
 * `@gitbook/runtime`, `@service/api` to `@gitbook/api`) and called as the platform calls it: `fetch(request, env,
 * ctx)` with a multipart `POST {publicEndpoint}/v1` carrying the `event` and `environment` fields.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { parse } from 'yaml';

/** What the reference runtime's `createIntegration` returns. */
export interface ReferenceIntegration {
  fetch(request: Request, env: unknown, ctx: { waitUntil(promise: Promise<unknown>): void }): Promise<Response>;
}

/** Bundles `folder`'s manifest `script` with the reference runtime and imports it. */
export async function loadReference(folder: string): Promise<ReferenceIntegration> {
  const manifest = parse(readFileSync(join(folder, 'service-manifest.yaml'), 'utf8')) as { script: string };
  const result = await build({
    entryPoints: [resolve(folder, manifest.script)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    target: 'es2022',
    jsx: 'automatic',
    jsxImportSource: '@service/runtime',
    // The platform's worker global (`MODE`) and the module names real integrations use for the same runtime.
    define: { MODE: '"development"' },
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

/**
 * Sends one event to the reference integration as the platform does, with `fetch` routed to `platformFetch` (the
 * same mocked platform kitbench's side talks to) for the duration of the call.
 */
export async function callReference(
  integration: ReferenceIntegration,
  event: Record<string, unknown>,
  environment: unknown,
  platformFetch: typeof fetch,
  fetchBody?: string,
): Promise<ReferenceAnswer> {
  const form = new FormData();
  form.append('event', JSON.stringify(event));
  form.append('environment', JSON.stringify(environment));
  if (fetchBody !== undefined) form.append('fetch-body', fetchBody);
  const endpoint = (environment as { integration: { urls: { publicEndpoint: string } } }).integration.urls.publicEndpoint;
  const request = new Request(`${endpoint}/v1`, { method: 'POST', body: form });
  const pending: Promise<unknown>[] = [];
  const original = globalThis.fetch;
  const originalLog = { log: console.log, debug: console.debug, error: console.error };
  globalThis.fetch = platformFetch;
  // The reference logs every event; the comparison is about answers, so its lines are kept out of the test output.
  console.log = console.debug = console.error = () => {};
  try {
    const response = await integration.fetch(request, {}, { waitUntil: (promise) => pending.push(promise) });
    await Promise.allSettled(pending);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // a text answer stays text
    }
    return { status: response.status, body };
  } finally {
    globalThis.fetch = original;
    Object.assign(console, originalLog);
  }
}
