import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/**
 * `kitbench/testing`, built for Node: `dist-testing/index.mjs` (the harness) and `dist-testing/worker.mjs` (its
 * worker thread, found beside index.mjs at run time), dependencies external (node_modules), plus the declarations
 * (`index.d.ts`) emitted by tsc from the same source, so the types ship with it.
 */
function declarations(): Plugin {
  let outDir = 'dist-testing';
  return {
    name: 'kitbench-testing-declarations',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const root = import.meta.dirname;
      // TypeScript 7 has no JS API: run its CLI. `--ignoreConfig`: the repository's tsconfig is the app's (noEmit).
      execFileSync(process.execPath, [
        join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
        '--ignoreConfig',
        join(root, 'src', 'testing', 'index.ts'),
        '--declaration',
        '--emitDeclarationOnly',
        '--outDir',
        join(outDir, 'types'),
        '--rootDir',
        join(root, 'src'),
        '--target',
        'es2022',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        '--allowImportingTsExtensions',
        '--jsx',
        'react-jsx',
        '--strict',
        '--skipLibCheck',
        '--types',
        'node',
        '--lib',
        'es2023,dom,dom.iterable',
      ]);
      writeFileSync(join(outDir, 'index.d.ts'), "export * from './types/testing/index';\n");
    },
  };
}

export default defineConfig({
  plugins: [declarations()],
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist-testing',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: {
      input: { index: 'src/testing/index.ts', worker: 'src/testing/worker.ts' },
      output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs', format: 'es' },
    },
  },
});
