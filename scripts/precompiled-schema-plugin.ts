import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { manifestSchema } from '../src/core/manifest/schema.ts';
import { createManifestAjv } from '../src/core/manifest/schema-validator.ts';

/**
 * Replaces the schema-validator module with Ajv's standalone code, generated at build time from the same schema and
 * the same Ajv options: nothing loads Ajv or compiles the schema when it runs. In the CLI that was about 80 ms of a
 * `kitbench validate`; in the web app the compile ran at the editor chunk's evaluation, on the main thread between
 * Monaco's evaluation and the editor's creation (130–190 ms of a cold start on a 2-core machine, traced;
 * docs/performance.md), and again in the validation worker. Vitest keeps compiling at load time
 * (src/cli/precompiled-schema.test.ts checks that both judge alike).
 */
export function precompiledManifestSchema(): Plugin {
  return {
    name: 'kitbench:precompiled-manifest-schema',
    enforce: 'pre',
    // Builds only: Vitest (and `npm run dev`) compile at load time, which the test below compares against.
    apply: 'build',
    // Filtered by the bundler itself: no JavaScript call for each of the build's other modules.
    load: {
      filter: { id: /[\\/]src[\\/]core[\\/]manifest[\\/]schema-validator\.ts$/ },
      handler() {
        const ajv = createManifestAjv(true);
        const code = standaloneCode(ajv, ajv.compile(manifestSchema));
        const name = /export default (\w+)/.exec(code)?.[1];
        if (!name) throw new Error('Ajv standalone code has no default export: update scripts/precompiled-schema-plugin.ts');
        return `${code}\nexport const checkSchema = ${name};\n`;
      },
    },
  };
}
