import wasmURL from 'esbuild-wasm/esbuild.wasm?url';
import example from 'virtual:kitbench-example-bundle';
import type { BundleInput, BundleResult } from '../../bundle/types';

/**
 * The bundle of the untouched first-visit example, made at build time (vite.config.ts, exampleBundle: the browser
 * bundler's own code on native esbuild, the same version as esbuild-wasm). The first run of a newcomer's example
 * needs no esbuild.wasm (14 MB to fetch and compile): the Preview shows its blocks sooner. Answers undefined for any
 * other folder, and for the example once a file or the entry changed.
 */
export function prebuiltBundle(input: BundleInput): BundleResult | undefined {
  if (input.entry !== example.input.entry) return undefined;
  const names = Object.keys(input.files);
  const same = names.length === Object.keys(example.input.files).length && names.every((name) => input.files[name] === example.input.files[name]);
  return same ? (example.result as BundleResult) : undefined;
}

let prefetched = false;

/**
 * After a prebuilt first run, the first edit needs esbuild.wasm: fetch it into the HTTP cache while the page is
 * idle (a low-priority prefetch, nothing compiled), so that edit only waits for the compile.
 */
export function prefetchBundler(): void {
  if (prefetched || typeof document === 'undefined') return;
  prefetched = true;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = wasmURL;
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}
