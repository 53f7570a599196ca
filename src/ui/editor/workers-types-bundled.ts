/**
 * The copy of `@cloudflare/workers-types` kitbench is built with (its root `index.d.ts`, the declarations
 * `types: ["@cloudflare/workers-types"]` reads): a chunk of its own, which environment-typings.ts imports only when a
 * folder's settings name the package and the folder has no copy installed.
 */
export { default as workersTypes } from '@cloudflare/workers-types/index.d.ts?raw';
