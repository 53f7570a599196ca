/**
 * The workspace's mocks file (issue 22): `kitbench.mocks.ts` beside `service-manifest.yaml`, default-exporting an
 * array of MSW request handlers that answer the script's outbound `fetch` before it reaches the network. The same
 * file runs in the playground's sandbox worker, under `kitbench dev` and in `kitbench/testing`.
 */

/** The file names looked for, in order (folder-relative). */
export const MOCKS_FILES = ['kitbench.mocks.ts', 'kitbench.mocks.js'] as const;

/** The name a new mocks file gets. */
export const MOCKS_FILE = MOCKS_FILES[0];

/**
 * The specifiers a mocks file may import MSW under: `msw` itself, or `kitbench/mocks` (the same exports). Both stay
 * `require()` calls in its bundle; every host hands in its own copy of MSW.
 */
export const MOCK_SPECIFIERS = ['msw', 'kitbench/mocks'] as const;

/** The mocks file of a folder, given its file names (undefined when it has none). */
export function findMocksFile(names: Iterable<string>): string | undefined {
  const present = new Set(names);
  return MOCKS_FILES.find((name) => present.has(name));
}

/** A compiled mocks file, run beside the script's bundle: CommonJS whose default export is the handler array. */
export interface MocksBundle {
  /** The mocks file's folder-relative path. */
  file: string;
  code: string;
  map: string;
}

/** Why a mocks module's default export cannot be used as handlers, or undefined when it can. */
export function handlersProblem(exported: unknown, file: string): string | undefined {
  if (!Array.isArray(exported)) {
    return `${file} must default-export an array of MSW request handlers (export default [http.get(...)]), not ${exported === undefined ? 'nothing' : typeof exported}.`;
  }
  const bad = exported.findIndex((item) => typeof item !== 'object' || item === null || typeof (item as { run?: unknown }).run !== 'function');
  if (bad >= 0) return `${file}: item ${bad} of the default export is not an MSW request handler (make it with http.get(...), http.post(...), ...).`;
  return undefined;
}

/** The text a failed script fetch carries: the URL, and how to answer it with a mock. */
export function unmockedFetchMessage(method: string, url: string, reason: string): string {
  return `${reason} (${method} ${url}). Nothing in ${MOCKS_FILE} answers it: add a mock with "Mock this response" in the Network panel, or a handler in ${MOCKS_FILE}.`;
}
