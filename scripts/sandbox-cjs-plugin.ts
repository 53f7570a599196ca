import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { transpileScript } from '../src/core/runtime/transpile.ts';

const SUFFIX = '?sandbox-cjs';
/** Rolldown matches it itself: without a filter it calls the hook (JavaScript) for every module of the build. */
const ID = /\?sandbox-cjs$/;

/**
 * `import.meta.glob('…', { query: '?sandbox-cjs' })`: a kitbench module of the sandbox worker (src/sandbox/
 * sandbox-modules.ts), transpiled to CommonJS at build time with the same transpiler the page would use
 * (src/core/runtime/transpile.ts). The page then hands the worker ready code instead of starting a transpiler
 * worker and transpiling the runtime on every visit (it was on the path to the Preview's first render). Same in
 * `vite dev`, the build and Vitest.
 */
export function sandboxCjs(): Plugin {
  return {
    name: 'kitbench-sandbox-cjs',
    enforce: 'pre',
    load: {
      filter: { id: ID },
      handler(id) {
        const file = id.slice(0, -SUFFIX.length);
        this.addWatchFile(file);
        const result = transpileScript(readFileSync(file, 'utf8'), file);
        if (!result.ok) this.error(`${file}:${result.error.line ?? 0}: ${result.error.message}`);
        return `export default ${JSON.stringify(result.code)};`;
      },
    },
  };
}
