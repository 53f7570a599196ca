/**
 * The page's side of the bundler worker (bundle.worker.ts). Requests pile up while the author types; only the newest
 * matters, so one bundle runs at a time and every request that was waiting or running resolves with the newest result.
 */
import type { BundleRequest, BundleResponse } from './bundle.worker';
import type { BundleInput, BundleResult } from './types';

/** Bundles in-memory folders with esbuild-wasm in a same-origin worker. */
export interface BrowserBundler {
  /** Resolves with the bundle of `input`, or of a newer input given before this one finished. */
  bundle(input: BundleInput): Promise<BundleResult>;
  /** Stops the worker; later calls start a new one. */
  dispose(): void;
}

type Resolve = (result: BundleResult) => void;

/** Creates the bundler; its worker (and esbuild's wasm) start on the first request. */
export function createBrowserBundler(): BrowserBundler {
  let worker: Worker | undefined;
  let counter = 0;
  let running: { id: number; waiting: Resolve[] } | undefined;
  let queued: { input: BundleInput; waiting: Resolve[] } | undefined;

  function ensureWorker(): Worker {
    if (worker) return worker;
    worker = new Worker(new URL('./bundle.worker.ts', import.meta.url), { type: 'module', name: 'kitbench-bundler' });
    worker.onmessage = (event: MessageEvent<BundleResponse>) => {
      if (event.data.id === running?.id) finish(event.data.result);
    };
    worker.onerror = (event) => {
      // The worker script itself failed to load or crashed: answer now (never hang) and start afresh next time.
      event.preventDefault();
      worker?.terminate();
      worker = undefined;
      finish({ ok: false, problems: [{ message: `The bundler stopped: ${event.message || 'its worker failed to load'}. Reload the page to try again.` }], durationMs: 0 });
    };
    return worker;
  }

  function run(input: BundleInput, waiting: Resolve[]) {
    counter += 1;
    running = { id: counter, waiting };
    ensureWorker().postMessage({ id: counter, input } satisfies BundleRequest);
  }

  function finish(result: BundleResult) {
    const done = running;
    running = undefined;
    if (queued) {
      // A newer folder arrived: the result just made is stale; everyone waits for the newest.
      const next = queued;
      queued = undefined;
      run(next.input, [...(done?.waiting ?? []), ...next.waiting]);
      return;
    }
    for (const resolve of done?.waiting ?? []) resolve(result);
  }

  return {
    bundle(input) {
      return new Promise((resolve) => {
        if (running) queued = { input, waiting: [...(queued?.waiting ?? []), resolve] };
        else run(input, [resolve]);
      });
    },
    dispose() {
      worker?.terminate();
      worker = undefined;
      const waiting = [...(running?.waiting ?? []), ...(queued?.waiting ?? [])];
      running = undefined;
      queued = undefined;
      for (const resolve of waiting) resolve({ ok: false, problems: [{ message: 'The bundler was stopped.' }], durationMs: 0 });
    },
  };
}
