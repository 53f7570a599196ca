import standaloneCode from 'ajv/dist/standalone/index.js';
import { defineConfig, type Plugin } from 'vite';
import { manifestSchema } from './src/core/manifest/schema.ts';
import { createManifestAjv } from './src/core/manifest/schema-validator.ts';

const SCHEMA_VALIDATOR = '/src/core/manifest/schema-validator.ts';

/**
 * Replaces the schema-validator module with Ajv's standalone code, generated here at build time: the CLI then
 * neither loads Ajv nor compiles the schema on each run (together about 80 ms of a `kitbench validate`).
 * Vitest and the web app keep compiling at load time, from the same schema and the same Ajv options.
 */
export function precompiledManifestSchema(): Plugin {
  return {
    name: 'kitbench:precompiled-manifest-schema',
    enforce: 'pre',
    load(id) {
      if (!id.replaceAll('\\', '/').endsWith(SCHEMA_VALIDATOR)) return null;
      const ajv = createManifestAjv(true);
      const code = standaloneCode(ajv, ajv.compile(manifestSchema));
      const name = /export default (\w+)/.exec(code)?.[1];
      if (!name) throw new Error('Ajv standalone code has no default export: update vite.cli.config.ts');
      return `${code}\nexport const checkSchema = ${name};\n`;
    },
  };
}

// The CLI is the same core as the app, bundled for Node. Dependencies stay external (node_modules).
export default defineConfig({
  plugins: [precompiledManifestSchema()],
  // bundled rather than resolved from node_modules at each start: one file loads faster than yaml's many modules
  ssr: { noExternal: ['yaml', /^ajv\/dist\/runtime\//] },
  build: {
    ssr: 'src/cli/main.ts',
    outDir: 'dist-cli',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'kitbench.mjs', format: 'es' } },
  },
});
