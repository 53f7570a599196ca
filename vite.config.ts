/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { generatedTypings } from './scripts/typings-plugin.ts';
import { appCsp, cspMetaTag } from './src/csp.ts';

/**
 * The manifest editor is what a newcomer touches first and Monaco is the app's largest chunk: the built index.html
 * asks for the editor chunk and everything it imports at once (modulepreload, fetched and compiled off the main
 * thread in parallel with the app shell), instead of after the shell has run and imported it (docs/performance.md).
 */
function preloadEditorChunk(entry: string): Plugin {
  let base = '/';
  return {
    name: 'kitbench-preload-editor',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((output) => output.type === 'chunk');
        const editor = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(entry));
        if (!editor) return html;
        const files = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          for (const css of chunk?.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const imported of chunk?.imports ?? []) visit(imported);
        };
        visit(editor.fileName);
        const tags = [
          ...[...files].filter((file) => !html.includes(file)).map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
          ...[...styles].filter((file) => !html.includes(file)).map((file) => `<link rel="preload" as="style" crossorigin href="${base}${file}">`),
        ];
        return html.replace(/\n\s*<\/head>/, `\n    ${tags.join('\n    ')}\n  </head>`);
      },
    },
  };
}

const monacoEsm = fileURLToPath(new URL('./node_modules/monaco-editor/esm/vs/', import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    generatedTypings(),
    preloadEditorChunk('/src/ui/editor/CodeEditor.tsx'),
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
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    // An author's `*.kitbench.test.ts` runs under `kitbench test` (node:test), never under kitbench's own Vitest.
    exclude: ['**/node_modules/**', '**/*.kitbench.test.*'],
    environment: 'node',
  },
});
