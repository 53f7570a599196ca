/**
 * The bundler's contract (shared by the browser worker, `kitbench dev` in Node and `kitbench/testing`): a folder of
 * source files in, one CommonJS bundle with a source map out. The runtime modules stay external: the sandbox
 * worker (or the Node harness) hands them to the bundle's `require`.
 */

/** The module specifiers that always resolve to kitbench's own runtime (CONTRACT §5). */
export const RUNTIME_SPECIFIERS = ['@service/runtime', '@service/runtime/jsx-runtime', '@service/api'] as const;

/** A folder held in memory (the browser's workspace): text files by folder-relative path (`src/utils.ts`). */
export interface BundleInput {
  files: Record<string, string>;
  /** The entry's folder-relative path: the manifest's `script`. */
  entry: string;
  /** The manifest's file, named by a problem with the entry (default `service-manifest.yaml`). */
  manifestFile?: string;
}

/** Something that stopped (or may hurt) the bundle, at the author's own file and line (1-based line and column). */
export interface BundleProblem {
  message: string;
  file?: string;
  line?: number;
  column?: number;
  /** For an npm import the bundler cannot serve (in the browser): the package's name. */
  packageName?: string;
}

/** One bundle: CommonJS code (externals: RUNTIME_SPECIFIERS) and its source map (JSON text, sources relative to the folder). */
export interface Bundle {
  code: string;
  map: string;
  /** The entry's folder-relative path. */
  entry: string;
  /** Every folder file the bundle includes (folder-relative), for watching and for naming errors. */
  inputs: string[];
  warnings: BundleProblem[];
  durationMs: number;
  /** The folder's mocks file (`kitbench.mocks.ts`), bundled on its own: src/bundle/mocks.ts. */
  mocks?: import('../core/mocks/file').MocksBundle;
}

export type BundleResult = ({ ok: true } & Bundle) | { ok: false; problems: BundleProblem[]; durationMs: number };

/** The name the bundle is evaluated under (its `sourceURL`): stack frames in it are mapped back through the map. */
export const BUNDLE_FILE_NAME = 'kitbench-bundle.js';

/**
 * Bundles pushed from outside the page (`kitbench dev` bundles in Node with the folder's node_modules). When a
 * workspace has one, the playground runs these bundles instead of bundling in the browser.
 */
export interface ExternalBundles {
  latest(): BundleResult | undefined;
  /** Called on every new bundle. Returns unsubscribe. */
  subscribe(listener: () => void): () => void;
}
