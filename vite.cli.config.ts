import { defineConfig } from 'vite';

// The CLI is the same core as the app, bundled for Node. Dependencies stay external (node_modules).
export default defineConfig({
  build: {
    ssr: 'src/cli/main.ts',
    outDir: 'dist-cli',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'kitbench.mjs', format: 'es' } },
  },
});
