import { defineConfig } from 'vite';
import { precompiledManifestSchema } from './scripts/precompiled-schema-plugin.ts';

// `kitbench validate` and `kitbench schema` alone (src/cli/quick.ts), as CommonJS: bin/kitbench.cjs requires it, so
// Node's ES module loader never starts (~7 ms of a run) and nothing of the other commands is read. Built after
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
    // Compressed, its names kept (a stack trace still reads), in ASCII (non-ASCII characters escaped): less for Node to
    // read, decode and scan on every run.
    minify: true,
    rollupOptions: { output: { entryFileNames: 'quick.cjs', format: 'cjs', minify: { mangle: false, compress: true }, charset: 'ascii' } },
  },
});
