/**
 * MSW as the sandbox worker sees it: the exports a mocks file may import from `msw` or `kitbench/mocks`, and the
 * `getResponse` the worker answers the script's fetch with. Shipped to the worker pre-bundled (sandbox-modules.ts,
 * `?cjs-bundle`): the worker's loader runs only CommonJS text.
 */
export { bypass, delay, getResponse, HttpResponse, http, passthrough } from 'msw';
