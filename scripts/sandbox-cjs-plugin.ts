import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { transpileScript } from '../src/core/runtime/transpile.ts';

const SUFFIX = '?sandbox-cjs';

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
    async load(id) {
      if (!id.endsWith(SUFFIX)) return undefined;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      const result = transpileScript(await readFile(file, 'utf8'), file);
      if (!result.ok) this.error(`${file}:${result.error.line ?? 0}: ${result.error.message}`);
      return `export default ${JSON.stringify(result.code)};`;
    },
  };
}
