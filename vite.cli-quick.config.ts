import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { precompiledManifestSchema } from './scripts/precompiled-schema-plugin.ts';

/**
 * V8's code cache for the build (dist-cli/quick.v8, bin/quick-loader.cjs), made once the build is written, in a Node of
 * its own started as a user's `kitbench validate` is (no NODE_OPTIONS: V8 refuses a cache made under other flags).
 */
function quickCodeCache(): Plugin {
  return {
    name: 'kitbench-quick-code-cache',
    apply: 'build',
    closeBundle() {
      const script = fileURLToPath(new URL('./scripts/quick-code-cache.cjs', import.meta.url));
      const { NODE_OPTIONS: _, ...env } = process.env;
      const made = spawnSync(process.execPath, [script], { env, encoding: 'utf8' });
      // Without it `kitbench validate` works as before, only compiles its code on each run: say so, do not fail the build.
      if (made.status !== 0) this.warn(`the quick build's code cache was not made: ${made.stderr || made.error?.message}`);
    },
  };
}

// `kitbench validate` and `kitbench schema` alone (src/cli/quick.ts), as CommonJS: bin/kitbench.cjs loads it, so
// Node's ES module loader never starts (~7 ms of a run) and nothing of the other commands is read. Built after
// vite.cli.config.ts, into the same folder.
export default defineConfig({
  plugins: [precompiledManifestSchema(), quickCodeCache()],
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
