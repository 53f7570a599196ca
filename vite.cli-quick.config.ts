import { defineConfig } from 'vite';
import { precompiledManifestSchema } from './scripts/precompiled-schema-plugin.ts';

// `kitbench validate` and `kitbench schema` alone (src/cli/quick.ts), as CommonJS: bin/kitbench.cjs loads it through
// v8-compile-cache, so V8 compiles it once and keeps the code, and Node's ES module loader never starts. Built after
// vite.cli.config.ts, into the same folder.
export default defineConfig({
  plugins: [precompiledManifestSchema()],
  publicDir: false,
  ssr: { noExternal: ['yaml', /^ajv\/dist\/runtime\//] },
  build: {
    ssr: 'src/cli/quick.ts',
    outDir: 'dist-cli',
    emptyOutDir: false,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'quick.cjs', format: 'cjs' } },
  },
});
