import { defineConfig } from 'vite';
import { declarations } from './scripts/declarations-plugin.ts';

/**
 * `kitbench/playwright`, built for Node: `dist-playwright/index.mjs` (`index.cjs` for a CommonJS project, where
 * Playwright's loader requires it), the fixtures and the `kitbench dev` server they start in each worker, plus the
 * declarations (`index.d.ts`). `@playwright/test` stays an import: it is the project's own (a peer dependency),
 * one copy with the runner's. The playground it serves is the package's `dist/`, found by walking up.
 */
export default defineConfig({
  plugins: [declarations('src/playwright/index.ts')],
  publicDir: false,
  ssr: { noExternal: true, external: ['@playwright/test', 'esbuild', 'fsevents'] },
  build: {
    ssr: true,
    outDir: 'dist-playwright',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: {
      input: { index: 'src/playwright/index.ts' },
      output: [
        { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs', format: 'es' },
        { entryFileNames: '[name].cjs', chunkFileNames: 'chunks/[name]-[hash].cjs', format: 'cjs' },
      ],
    },
  },
});
