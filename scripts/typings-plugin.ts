import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Regenerates types/ (the editor's `.d.ts` of `@service/runtime` and `@service/api`, scripts/typings.mjs) at the
 * start of every `vite build`, so a production build always serves declarations generated from the current source.
 * Not in `vite dev` or Vitest: there the committed types/ is used, and a test fails when it is stale.
 */
export function generatedTypings(): Plugin {
  return {
    name: 'kitbench-generated-typings',
    apply: 'build',
    buildStart() {
      execFileSync(process.execPath, [fileURLToPath(new URL('./typings.mjs', import.meta.url))], { stdio: 'inherit' });
    },
  };
}
