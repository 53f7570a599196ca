/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cjsBundle } from './scripts/cjs-bundle-plugin.ts';
import { generatedTypings } from './scripts/typings-plugin.ts';
import { appCsp, cspMetaTag } from './src/csp.ts';

const monacoEsm = fileURLToPath(new URL('./node_modules/monaco-editor/esm/vs/', import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    generatedTypings(),
    // MSW for the sandbox worker, as CommonJS text (src/sandbox/msw-runtime.ts, issue 22).
    cjsBundle(),
    // The app's CSP as a meta tag in the built index.html only: the dev server's HMR needs inline scripts and eval.
    { name: 'kitbench-csp', apply: 'build', transformIndexHtml: (html) => html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${cspMetaTag()}`) },
  ],
  resolve: {
    alias: [
      // monaco-editor >= 0.56 has an exports map; deep imports written for older versions
      // (monaco-worker-manager imports `monaco-editor/esm/vs/...`) would resolve to a doubled path.
      { find: /^monaco-editor\/esm\/vs\//, replacement: monacoEsm },
    ],
  },
  worker: { format: 'es' },
  // esbuild-wasm's browser API (the bundler worker) is ESM; its esbuild.wasm is imported with `?url` and emitted as an asset.
  optimizeDeps: {
    // Everything the app and its workers import lazily: otherwise the dev server re-optimizes and reloads mid-session.
    include: ['monaco-editor/editor/editor.worker', 'monaco-yaml/yaml.worker.js', 'monaco-editor/language/typescript/ts.worker', 'sucrase', 'esbuild-wasm/esm/browser.js'],
  },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 5173, strictPort: true, host: '127.0.0.1', headers: { 'Content-Security-Policy': appCsp() } },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 8000,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        // A page for `npm run bench` that times the browser bundler alone (src/bundle/bench/).
        'bundle-bench': fileURLToPath(new URL('./src/bundle/bench/index.html', import.meta.url)),
      },
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'oracle/**/*.test.ts'],
    // An author's `*.kitbench.test.ts` runs under `kitbench test` (node:test), never under kitbench's own Vitest.
    exclude: ['**/node_modules/**', '**/*.kitbench.test.*'],
    environment: 'node',
  },
});
