/**
 * The sources the sandbox worker runs besides the author's script: the core runtime (dispatcher, JSX runtime,
 * envelope, ...) and worker-main.ts, as raw TypeScript keyed by their path under src/. They are transpiled like the
 * script and loaded by the worker's tiny CommonJS loader, which works the same in dev and in a production build.
 */
const raw = import.meta.glob<string>(
  [
    '../core/runtime/*.ts',
    '!../core/runtime/*.test.ts',
    '!../core/runtime/{environment,load,transpile,sample-events,test-environment}.ts',
    './worker-main.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** The worker's entry module id. */
export const SANDBOX_ENTRY = 'sandbox/worker-main.ts';

/** Module id (path under src/) to TypeScript source. */
export const sandboxSources: Record<string, string> = Object.fromEntries(
  Object.entries(raw).map(([path, source]) => [path.startsWith('../') ? path.slice(3) : `sandbox/${path.slice(2)}`, source]),
);
