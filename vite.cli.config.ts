import { defineConfig } from 'vite';
import { precompiledManifestSchema } from './scripts/precompiled-schema-plugin.ts';

// The CLI is the same core as the app, bundled for Node. Dependencies stay external (node_modules).
export default defineConfig({
  plugins: [precompiledManifestSchema()],
  // public/ (the service workers, the icon) is the playground's: `kitbench dev` serves it from dist/, not from here
  publicDir: false,
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
