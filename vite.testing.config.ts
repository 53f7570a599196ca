import { defineConfig } from 'vite';
import { declarations } from './scripts/declarations-plugin.ts';

/**
 * `kitbench/testing`, built for Node: `dist-testing/index.mjs` (the harness; `index.cjs` for `require`) and
 * `dist-testing/worker.mjs` (its worker thread, found beside it at run time), dependencies bundled but esbuild,
 * plus the declarations (`index.d.ts`) emitted by tsc from the same source, so the types ship with it.
 */
export default defineConfig({
  plugins: [declarations('src/testing/index.ts')],
  publicDir: false,
  // Everything but esbuild (a native binary, and a dependency of the package anyway) is bundled in: the harness
  // runs in an author's project, where kitbench's dev dependencies (msw among them) are not installed.
  ssr: { noExternal: true, external: ['esbuild'] },
  build: {
    ssr: true,
    outDir: 'dist-testing',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: {
      input: { index: 'src/testing/index.ts', worker: 'src/testing/worker.ts', 'workerd-engine': 'src/workerd/engine-worker.ts' },
      // ES modules for Node's runner and Vitest; CommonJS too, for Jest (which requires test dependencies).
      output: [
        { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs', format: 'es' },
        { entryFileNames: '[name].cjs', chunkFileNames: 'chunks/[name]-[hash].cjs', format: 'cjs' },
      ],
    },
  },
});
