import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/**
 * `kitbench/testing`, built for Node: `dist-testing/index.mjs` (the harness; `index.cjs` for `require`) and
 * `dist-testing/worker.mjs` (its worker thread, found beside it at run time), dependencies bundled but esbuild,
 * plus the declarations (`index.d.ts`) emitted by tsc from the same source, so the types ship with it.
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
      // Declarations are emitted despite type errors; those are `npm run typecheck`'s to report, not the build's.
      const result = spawnSync(process.execPath, [
        join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
        '--ignoreConfig',
        join(root, 'src', 'testing', 'index.ts'),
        '--declaration',
        '--emitDeclarationOnly',
        '--stripInternal',
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
      ], { encoding: 'utf8' });
      if (!existsSync(join(outDir, 'types', 'testing', 'index.d.ts'))) {
        throw new Error(`kitbench/testing: tsc emitted no declarations.\n${result.stdout}${result.stderr}${result.error ?? ''}`);
      }
      if (result.status !== 0) this.warn(`type errors while emitting the declarations (npm run typecheck lists them):\n${result.stdout}`);
      withExplicitExtensions(join(outDir, 'types'));
      writeFileSync(join(outDir, 'index.d.ts'), "export * from './types/testing/index.js';\n");
    },
  };
}

/**
 * The emitted declarations keep the source's specifiers (`./app`, `./limits.ts`); an author's tsc with
 * `moduleResolution: nodenext` needs `./app.js` in an ES package. Rewritten to what both nodenext and bundler accept.
 */
function withExplicitExtensions(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      withExplicitExtensions(path);
      continue;
    }
    if (!name.endsWith('.d.ts')) continue;
    const text = readFileSync(path, 'utf8').replace(/(from |import\()(['"])(\.{1,2}\/[^'"]*)\2/g, (whole, lead: string, quote: string, specifier: string) => {
      const bare = specifier.replace(/\.(ts|js)$/, '');
      const target = resolve(dirname(path), bare);
      if (existsSync(`${target}.d.ts`)) return `${lead}${quote}${bare}.js${quote}`;
      if (existsSync(join(target, 'index.d.ts'))) return `${lead}${quote}${bare}/index.js${quote}`;
      return whole;
    });
    writeFileSync(path, text);
  }
}

export default defineConfig({
  plugins: [declarations()],
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
      input: { index: 'src/testing/index.ts', worker: 'src/testing/worker.ts' },
      // ES modules for Node's runner and Vitest; CommonJS too, for Jest (which requires test dependencies).
      output: [
        { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs', format: 'es' },
        { entryFileNames: '[name].cjs', chunkFileNames: 'chunks/[name]-[hash].cjs', format: 'cjs' },
      ],
    },
  },
});
