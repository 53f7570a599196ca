/// <reference types="vitest/config" />
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { cjsBundle } from './scripts/cjs-bundle-plugin.ts';
import { precompiledManifestSchema } from './scripts/precompiled-schema-plugin.ts';
import { sandboxCjs } from './scripts/sandbox-cjs-plugin.ts';
import { generatedTypings } from './scripts/typings-plugin.ts';
import { appCsp, cspMetaTag } from './src/csp.ts';
import { DEV_PRELOAD_MARK } from './src/dev/protocol.ts';

/** The files a chunk needs before it runs: itself and its static imports, and their style sheets. */
function chunkClosure(bundle: Rolldown.OutputBundle, entry: string) {
  const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
  const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(entry));
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const chunk = chunks.find((candidate) => candidate.fileName === fileName);
    for (const css of chunk?.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of chunk?.imports ?? []) visit(imported);
  };
  if (start) visit(start.fileName);
  const size = (fileName: string) => chunks.find((chunk) => chunk.fileName === fileName)?.code.length ?? 0;
  // Largest first: the longest downloads go out first.
  return { found: start !== undefined, files: [...files].sort((a, b) => size(b) - size(a)), styles: [...styles] };
}

/**
 * The manifest editor is what a newcomer touches first and Monaco is the app's largest chunk: the built index.html
 * asks for the editor chunk and everything it imports at once (modulepreload, fetched and compiled off the main
 * thread in parallel with the app shell), instead of after the shell has run and imported it (docs/performance.md).
 * Largest first: over HTTP/1.1 a browser opens six connections to a host and hands them out in document order, so
 * Monaco's two big chunks (the longest downloads) go out in the first round after the shell's own few files.
 *
 * `kitbench dev`'s chunk (src/ui/dev/) is what the first render waits for under `kitbench dev`: its links are written
 * inside a comment (DEV_PRELOAD_MARK) that only `kitbench dev` turns into links (src/dev/static.ts markIndexHtml),
 * ahead of the shell, so `npm start` never fetches it and `kitbench dev` does not ask for it after the editor's chunks.
 */
function preloadChunks(entries: { editor: string; dev: string }): Plugin {
  let base = '/';
  const tagsOf = (html: string, { files, styles }: ReturnType<typeof chunkClosure>, data: string) =>
    [
      ...files.filter((file) => !html.includes(file)).map((file) => `<link rel="modulepreload" crossorigin data-preload="${data}" href="${base}${file}">`),
      ...styles.filter((file) => !html.includes(file)).map((file) => `<link rel="preload" as="style" crossorigin data-preload="${data}" href="${base}${file}">`),
    ].join('\n    ');
  return {
    name: 'kitbench-preload-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const editor = chunkClosure(ctx.bundle ?? {}, entries.editor);
        if (!editor.found) return html;
        const dev = chunkClosure(ctx.bundle ?? {}, entries.dev);
        const devTags = dev.found ? tagsOf(html, dev, 'dev') : '';
        const withDev = devTags ? html.replace(/(\n\s*)(<script type="module")/, `$1<!--${DEV_PRELOAD_MARK}\n    ${devTags}\n    -->$1$2`) : html;
        return withDev.replace(/\n\s*<\/head>/, `\n    ${tagsOf(withDev, editor, 'editor')}\n  </head>`);
      },
    },
  };
}

const gzipAsync = promisify(gzip);

/**
 * `npm start` serves the build with `vite preview`, which gzips every file again on every request (about 4 MB of
 * JavaScript on a cold start: on a busy 2-core machine the editor's chunks took ~400 ms to arrive over loopback) and
 * tells the browser to revalidate each one on every visit (`no-cache`). The build writes a gzip copy next to each
 * script and style sheet of assets/ (level 9, once), and the preview server answers with it; Vite names everything
 * under assets/ by its content's hash, so those files are cached for good. index.html and the service worker are
 * not. docs/performance.md.
 */
function servedAssets(): Plugin {
  let assets = '/assets/';
  let outDir = 'dist';
  const COMPRESSIBLE = /\.(js|css)$/;
  const IMMUTABLE = 'public, max-age=31536000, immutable';
  return {
    name: 'kitbench-served-assets',
    configResolved(config) {
      assets = `${config.base}${config.build.assetsDir}/`;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => COMPRESSIBLE.test(fileName))
          .map(async (fileName) => {
            const path = join(dir, fileName);
            // zlib's thread pool, not the main thread: the copies are made in parallel, beside rolldown's own work.
            await writeFile(`${path}.gz`, await gzipAsync(await readFile(path), { level: 9 }));
          }),
      );
    },
    configurePreviewServer(server) {
      const root = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0];
        if (!url?.startsWith(assets)) return next();
        res.setHeader('Cache-Control', IMMUTABLE);
        const file = join(root, decodeURIComponent(url.slice(server.config.base.length)));
        if (!COMPRESSIBLE.test(url) || !/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) || !file.startsWith(root) || !existsSync(`${file}.gz`)) return next();
        res.writeHead(200, {
          'Content-Type': url.endsWith('.css') ? 'text/css' : 'text/javascript',
          'Content-Encoding': 'gzip',
          Vary: 'Accept-Encoding',
          'Cache-Control': IMMUTABLE,
          ...server.config.preview.headers,
        });
        if (req.method === 'HEAD') res.end();
        else createReadStream(`${file}.gz`).pipe(res);
      });
    },
  };
}

const EXAMPLE_BUNDLE = 'virtual:kitbench-example-bundle';

/**
 * The first-visit example's bundle, made at build time by the browser bundler's own code (src/bundle/memory.ts) on
 * native esbuild, the same version as esbuild-wasm: the first run of the untouched example skips fetching and
 * compiling 14 MB of esbuild.wasm (src/ui/script/prebuilt.ts; docs/performance.md). Any other folder, or the
 * example once edited, is bundled in the browser as before.
 */
function exampleBundle(): Plugin {
  const scriptPath = fileURLToPath(new URL('./src/examples/counter/src/index.tsx', import.meta.url));
  const memoryPath = fileURLToPath(new URL('./src/bundle/memory.ts', import.meta.url));
  return {
    name: 'kitbench-example-bundle',
    // Filtered by rolldown itself: no JavaScript call for each of the build's other modules.
    resolveId: { filter: { id: /^virtual:kitbench-example-bundle$/ }, handler: () => `\0${EXAMPLE_BUNDLE}` },
    load: {
      filter: { id: /^\0virtual:kitbench-example-bundle$/ },
      async handler() {
        const esbuild = await import('esbuild');
        // memory.ts and its imports as one ES module for Node (it takes esbuild as an argument: nothing to resolve).
        const built = await esbuild.build({ entryPoints: [memoryPath], bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'silent' });
        const { bundleInMemory } = await import(`data:text/javascript;base64,${Buffer.from(built.outputFiles[0].text).toString('base64')}`);
        this.addWatchFile(scriptPath);
        const input = { files: { 'src/index.tsx': readFileSync(scriptPath, 'utf8') }, entry: 'src/index.tsx' };
        const result = await bundleInMemory(esbuild, input);
        if (!result.ok) this.error(`the example's script does not bundle: ${JSON.stringify(result.problems)}`);
        // Without the build's own timing: it changed the shell chunk's content, so every build renamed every chunk
        // (a warm visit after a rebuild fetched all of them again).
        return `export default ${JSON.stringify({ input, result: { ...result, durationMs: 0 } })};`;
      },
    },
  };
}

/**
 * Rolldown's PLUGIN_TIMINGS note counts the time Vite's own hooks spend inside JavaScript: mostly its worker plugin,
 * which runs each worker's whole build (the TypeScript and YAML workers) inside one `load` call, and on a crowded
 * machine the workers' own builds too. Not actionable here, and a newcomer reads it as a warning on every `npm
 * start`; kitbench's own plugins are filtered by id (scripts/sandbox-cjs-plugin.ts), so rolldown no longer calls
 * into JavaScript for each module.
 */
const QUIET_CHECKS = { bundlerTimings: false };

/**
 * Everything the app's entry imports statically is one chunk: left to itself the bundler cut it into ~20 files (each
 * small module the shell shares with a lazy panel got its own), and over HTTP/1.1 (six connections to a host) a
 * cold load fetched them in four rounds before the editor's chunks went out (docs/performance.md). The browser
 * bundler's client stays out: the bundler bench page (src/bundle/bench/) imports it and must not load, or start, the
 * app.
 */
const SHELL_CHUNK = {
  name: 'index',
  tags: ['$initial' as const],
  test: (id: string) => !/[\\/]src[\\/]bundle[\\/](bench[\\/]|browser\.ts$)/.test(id),
  // Or the bundler's client, left out above, comes back in as a dependency of the shell's modules that import it.
  includeDependenciesRecursively: false,
};

/** Every unit test file; an author's `*.kitbench.test.ts` runs under `kitbench test` (node:test), never under Vitest. */
const UNIT_TESTS = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'oracle/**/*.test.ts'];
const NEVER_UNIT = ['**/node_modules/**', '**/*.kitbench.test.*'];
/**
 * The files that get their modules fresh (`test.projects` below): the page's own, whose state lives at module level,
 * and engines.test.ts, which imports other test files to run their tests again under KITBENCH_ENGINE=workerd (a
 * shared module cache would hand it those files already run, with none of their tests, and its variable would stay
 * set for the next file).
 */
const APP_TESTS = ['src/ui/**/*.test.{ts,tsx}', 'src/mock/**/*.test.ts', 'src/sandbox/**/*.test.ts', 'src/bundle/**/*.test.ts', 'src/*.test.ts', 'src/workerd/engines.test.ts'];

const monacoEsm = fileURLToPath(new URL('./node_modules/monaco-editor/esm/vs/', import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    // The manifest schema's check as Ajv's standalone code: no schema compile on the editor's path (nor in the
    // validation worker), no Ajv in the page.
    precompiledManifestSchema(),
    generatedTypings(),
    // MSW for the sandbox worker, as CommonJS text (src/sandbox/msw-runtime.ts, issue 22).
    cjsBundle(),
    // The sandbox worker's own modules, transpiled at build time (src/sandbox/sandbox-modules.ts).
    sandboxCjs(),
    preloadChunks({ editor: '/src/ui/editor/CodeEditor.tsx', dev: '/src/ui/dev/index.ts' }),
    exampleBundle(),
    servedAssets(),
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
  worker: { format: 'es', plugins: () => [precompiledManifestSchema()], rolldownOptions: { checks: QUIET_CHECKS } },
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
    modulePreload: { polyfill: false },
    // Vite's table gzips every output again (the 14 MB esbuild.wasm too) only to print its size: the figures that
    // matter are the bench's (scripts/bench/manifest.mjs) and the served copies (servedAssets).
    reportCompressedSize: false,
    rolldownOptions: {
      checks: QUIET_CHECKS,
      output: { codeSplitting: { groups: [SHELL_CHUNK] } },
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        // A page for `npm run bench` that times the browser bundler alone (src/bundle/bench/).
        'bundle-bench': fileURLToPath(new URL('./src/bundle/bench/index.html', import.meta.url)),
      },
    },
  },
  test: {
    environment: 'node',
    // Vitest leaves a core free by default (one worker on two cores): most of a file's time is its import, which
    // waits on nothing, so two workers on two cores finish the unit stage in about 4 min instead of 6.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A test's own expectations bound it; this only catches a hang. Vitest's 5 s failed real bundles and worker
    // starts on a loaded machine (a first `npm test` beside other work is the case the suite is for).
    testTimeout: 30_000,
    // Two projects, by whether a test file may share its worker's modules with the files before it (issue 37).
    // - `app`: the page's modules (the shell, its stores, the mocked platform, the sandbox and bundler clients) keep
    //   state at module level, one app per page by design; each of their test files gets its modules fresh (so does
    //   engines.test.ts, above).
    // - `node`: the CLI, the core, the runtime, the testing harness, workerd and the scripts build what they use
    //   per call. Their files share one module cache per worker (`isolate: false`): the same heavy imports
    //   (TypeScript, the bundler, the validator, workerd's) are loaded once per worker instead of once per file.
    //   Measured with one core kept busy: the unit stage took 408 s isolated, 213 s with no file isolated.
    projects: [
      { extends: true, test: { name: 'app', include: APP_TESTS, exclude: NEVER_UNIT, isolate: true } },
      { extends: true, test: { name: 'node', include: UNIT_TESTS, exclude: [...NEVER_UNIT, ...APP_TESTS], isolate: false } },
    ],
  },
});
