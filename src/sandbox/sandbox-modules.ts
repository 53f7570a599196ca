import mswRuntime from './msw-runtime.ts?cjs-bundle';

/**
 * The modules the sandbox worker runs besides the author's bundle: the core runtime (dispatcher, JSX runtime,
 * envelope, ...), `@service/api` and worker-main.ts, keyed by their path under src/, as CommonJS transpiled at build
 * time (scripts/sandbox-cjs-plugin.ts). The worker's tiny CommonJS loader runs them, the same in dev and in a build.
 */
const transpiled = import.meta.glob<string>(
  [
    '../core/runtime/*.ts',
    '!../core/runtime/*.test.ts',
    '!../core/runtime/{environment,load,transpile,sample-events,test-environment}.ts',
    // `@service/api` (engineer B's room): whatever lands there ships to the worker.
    '../core/api/*.ts',
    '!../core/api/*.test.ts',
    // `{ $state: key }` bindings, resolved by the dispatcher where the platform resolves them.
    '../core/contentkit/bindings.ts',
    // Action outcomes, applied by the call runner between an action and its render (`actionRender`).
    '../core/contentkit/actions.ts',
    // Tree limits: the worker cuts a huge render before it is copied to the page.
    '../core/contentkit/cap.ts',
    // The mocks file (issue 22): MSW itself comes pre-bundled (prebuiltSandboxModules).
    '../core/mocks/file.ts',
    '../core/mocks/answer.ts',
    './worker-mocks.ts',
    './worker-main.ts',
    './nested-workers.ts',
    './log-channel.ts',
    // The limit of one request answered by the mocks file (the host times the rest).
    './time-limit.ts',
  ],
  { query: '?sandbox-cjs', import: 'default', eager: true },
);

/** The worker's entry module id. */
export const SANDBOX_ENTRY = 'sandbox/worker-main.ts';

/** Module id (path under src/) to its CommonJS code. */
export const sandboxTranspiled: Record<string, string> = Object.fromEntries(
  Object.entries(transpiled).map(([path, source]) => [path.startsWith('../') ? path.slice(3) : `sandbox/${path.slice(2)}`, source]),
);

/**
 * Modules that reach the worker already bundled (CommonJS, never transpiled): MSW for the mocks file, evaluated only
 * when the folder has one.
 */
export const prebuiltSandboxModules: Record<string, string> = { 'sandbox/msw-runtime.ts': mswRuntime };

/** Every module the worker loads, by id: kitbench's own, transpiled, and the pre-bundled ones. */
export const sandboxModules: Record<string, string> = { ...sandboxTranspiled, ...prebuiltSandboxModules };
