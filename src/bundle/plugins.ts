/**
 * esbuild plugins shared by every bundler (esbuild-wasm in the browser worker, native esbuild in Node): they use only
 * the plugin API, never the file system, so the same code serves both.
 */
import type { Plugin } from 'esbuild';
import { RUNTIME_ALIASES } from '../core/runtime/module-names';
import { RUNTIME_SPECIFIERS } from './types';

const exactly = (names: readonly string[]) => new RegExp(`^(${names.map((s) => s.replace(/[/.]/g, '\\$&')).join('|')})$`);
const runtimeFilter = exactly(RUNTIME_SPECIFIERS);
const aliasFilter = exactly(Object.keys(RUNTIME_ALIASES));

/**
 * `@service/runtime`, its JSX runtime and `@service/api` stay `require(...)` calls: the sandbox hands them in. The
 * platform's names for them (`@gitbook/runtime`, `@gitbook/runtime/jsx-runtime`, `@gitbook/api`) become the same
 * calls, even when the folder's node_modules holds the published packages: kitbench's runtime always answers.
 */
export function runtimeExternalsPlugin(): Plugin {
  return {
    name: 'kitbench-runtime-externals',
    setup(build) {
      build.onResolve({ filter: runtimeFilter }, (args) => ({ path: args.path, external: true }));
      build.onResolve({ filter: aliasFilter }, (args) => ({ path: RUNTIME_ALIASES[args.path], external: true }));
      // Any other `@service/...` is a typo of a runtime module, not an npm package to install.
      build.onResolve({ filter: /^@service\// }, (args) => ({
        errors: [{ text: `"${args.path}" is not a runtime module: kitbench provides ${RUNTIME_SPECIFIERS.join(', ')}.` }],
      }));
    },
  };
}

const RAW_SUFFIX = '?raw';

/** Whether a loaded module is a text import: a `?raw` suffix, or a file named `*.raw.js` (the platform's convention). */
export function isTextImport(path: string, suffix?: string): boolean {
  return suffix === RAW_SUFFIX || /\.raw\.js$/.test(path);
}

/**
 * Text imports: `import script from './script.raw.js'` and `import text from './page.html?raw'` give the file's text
 * as the default export. `read` returns the text of a resolved path on disk; without it, the plugin that loads the
 * files must load text imports itself (the in-memory folder does, saving one callback per file).
 */
export function textImportsPlugin(read?: (path: string) => Promise<string | undefined>): Plugin {
  return {
    name: 'kitbench-text-imports',
    setup(build) {
      build.onResolve({ filter: /\?raw$/ }, async (args) => {
        // Resolve the bare path through every other resolver (in-memory folder, node_modules), then mark it as text.
        const resolved = await build.resolve(args.path.slice(0, -RAW_SUFFIX.length), {
          kind: args.kind,
          importer: args.importer,
          namespace: args.namespace,
          resolveDir: args.resolveDir,
          pluginData: args.pluginData,
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        return { path: resolved.path, namespace: resolved.namespace, suffix: RAW_SUFFIX };
      });
      if (!read) return;
      build.onLoad({ filter: /.*/ }, async (args) => {
        if (!isTextImport(args.path, args.suffix)) return undefined;
        const contents = await read(args.path);
        if (contents === undefined) return { errors: [{ text: `cannot read ${args.path}` }] };
        return { contents, loader: 'text' };
      });
    },
  };
}
