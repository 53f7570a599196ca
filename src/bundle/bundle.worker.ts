/// <reference lib="webworker" />
/**
 * The browser's bundler: esbuild-wasm in a same-origin module worker, started once from the wasm that the app's own
 * build serves (no CDN). It bundles one in-memory folder per request; it never runs the author's code.
 */
import * as esbuild from 'esbuild-wasm/esm/browser.js';
import wasmURL from 'esbuild-wasm/esbuild.wasm?url';
import { bundleInMemory } from './memory';
import type { BundleInput, BundleResult } from './types';

/** One folder to bundle. */
export interface BundleRequest {
  id: number;
  input: BundleInput;
}

/** The request's result. */
export interface BundleResponse {
  id: number;
  result: BundleResult;
}

// Fetching and compiling 14 MB of wasm takes a second or two; a server that never answers must not hang the page.
const INIT_TIMEOUT_MS = 30_000;

let ready: Promise<void> | undefined;

/** Starts esbuild once; a failure stays the answer for every later request (the page reload is the retry). */
function start(): Promise<void> {
  if (typeof WebAssembly !== 'object') return Promise.reject(new Error('this browser has no WebAssembly'));
  ready ??= Promise.race([
    // esbuild's own (nested) worker where the browser allows one: with `worker: false` every message to the wasm
    // goes through setTimeout (clamped to 4 ms once nested): a 30-file folder took about twice as long (A/B in Chromium).
    esbuild.initialize({ wasmURL, worker: typeof Worker === 'function' }),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`esbuild.wasm did not load within ${INIT_TIMEOUT_MS / 1000} s`)), INIT_TIMEOUT_MS)),
  ]);
  return ready;
}

async function handle({ input }: BundleRequest): Promise<BundleResult> {
  const started = performance.now();
  try {
    await start();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      problems: [{ message: `The bundler could not start (${reason}). Reload the page; if it keeps failing, run \`npx kitbench dev <folder>\`, which bundles in Node.` }],
      durationMs: performance.now() - started,
    };
  }
  return bundleInMemory(esbuild, input);
}

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = async (event: MessageEvent<BundleRequest>) => {
  let result: BundleResult;
  try {
    result = await handle(event.data);
  } catch (error) {
    // Every request gets an answer: the page never waits on a bundle that failed in an unexpected way.
    result = { ok: false, problems: [{ message: `The bundler failed: ${error instanceof Error ? error.message : String(error)}` }], durationMs: 0 };
  }
  scope.postMessage({ id: event.data.id, result } satisfies BundleResponse);
};
