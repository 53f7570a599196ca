/**
 * The script bundled as the platform's CLI bundles it (`gitbook dev` / `gitbook check`: esbuild, platform neutral,
 * ES module, `worker`/`browser` conditions, `node:*` and `cloudflare:*` external, `MODE` defined, `.raw.js` as text)
 * into one ES module for workerd, with kitbench's engine (engine-worker.ts) around it. The runtime modules
 * (`@gitbook/runtime`, `@service/runtime`, their JSX runtime, the API) are kitbench's own, as in every engine.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { parse } from 'yaml';
import * as api from '../core/api/index';
import * as runtime from '../core/runtime/index';
import * as jsxRuntime from '../core/runtime/jsx-runtime';
import { RUNTIME_ALIASES } from '../core/runtime/module-names';
import { pickManifestFile } from '../core/workspace/manifest-file';
import { confinePlugin } from '../bundle/confine';
import { textImportsPlugin } from '../bundle/plugins';
import { BUNDLE_FILE_NAME } from '../bundle/types';

/** The platform CLI's miniflare settings (packages/cli/src/dev.ts `getMiniflareOptions`). */
export const PLATFORM_COMPATIBILITY_DATE = '2025-05-25';
export const PLATFORM_COMPATIBILITY_FLAGS = ['nodejs_compat'];

/** A bundle for workerd: the module's code, its source map (sources relative to the folder) and what went in. */
export interface WorkerdBundle {
  ok: true;
  code: string;
  map: string;
  /** Folder-relative paths of the author's own files in the bundle. */
  inputs: string[];
  /** `node:*` modules the script imports (workerd gives them under nodejs_compat). */
  nodeImports: { specifier: string; file: string }[];
  entry: string;
}

export interface WorkerdBundleProblem {
  ok: false;
  problems: { message: string; file?: string; line?: number; column?: number }[];
}

const NAMESPACES: Record<string, Record<string, unknown>> = {
  '@service/runtime': runtime as Record<string, unknown>,
  '@service/runtime/jsx-runtime': jsxRuntime as Record<string, unknown>,
  '@service/api': api as Record<string, unknown>,
};

/** Where the engine's module is: built beside kitbench/testing, or (this repository) its source. */
export function enginePath(): string {
  const here = fileURLToPath(import.meta.url);
  const dir = path.dirname(here);
  // From source (this repository's tests) the source itself, never a build that may be older.
  if (here.endsWith('.ts') && existsSync(path.join(dir, 'engine-worker.ts'))) return path.join(dir, 'engine-worker.ts');
  const candidates = [
    // Beside kitbench/testing (dist-testing/, or its chunks/).
    path.join(dir, 'workerd-engine.mjs'),
    path.join(dir, '..', 'workerd-engine.mjs'),
    // The CLI (dist-cli/, dist-cli/assets/) uses the one built with kitbench/testing.
    path.join(dir, '..', 'dist-testing', 'workerd-engine.mjs'),
    path.join(dir, '..', '..', 'dist-testing', 'workerd-engine.mjs'),
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`kitbench: the workerd engine is not built (looked for ${candidates[0]}). Run \`npm run build:testing\` in kitbench.`);
  return found;
}

let engineText: Promise<string> | undefined;

/** The engine as one self-contained ES module (bundled once per process), so the author's build never resolves into kitbench's files. */
function engineModule(): Promise<string> {
  engineText ??= esbuild
    .build({ entryPoints: [enginePath()], bundle: true, write: false, format: 'esm', platform: 'neutral', target: 'es2020', logLevel: 'silent', external: ['node:*'] })
    .then((result) => result.outputFiles[0].text);
  return engineText;
}

const ENGINE = 'kitbench-engine';

/** The manifest's `script` (folder-relative), or undefined. */
export function manifestScript(root: string): string | undefined {
  const file = pickManifestFile((name) => existsSync(path.join(root, name))).file;
  if (!file) return undefined;
  try {
    const script = (parse(readFileSync(path.join(root, file), 'utf8')) as { script?: unknown } | null)?.script;
    return typeof script === 'string' && script.trim() ? script.trim().replace(/^\.\//, '') : undefined;
  } catch {
    return undefined;
  }
}

/** A module re-exporting one runtime namespace from the engine, so the script and the engine share one instance. */
function reexport(specifier: string): string {
  const names = Object.keys(NAMESPACES[specifier]).filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name));
  const lines = [`import { modules } from ${JSON.stringify(ENGINE)};`, `const m = modules[${JSON.stringify(specifier)}];`];
  for (const name of names) lines.push(`export const ${name} = m.${name};`);
  if ('default' in NAMESPACES[specifier]) lines.push('export default m.default;');
  return lines.join('\n');
}

function runtimePlugin(root: string, entry: string, engine: string): esbuild.Plugin {
  // `engine` is the engine's module text: a virtual module that imports nothing.
  const runtimeFilter = /^(@service\/runtime|@service\/runtime\/jsx-runtime|@service\/api|@gitbook\/runtime|@gitbook\/runtime\/jsx-runtime|@gitbook\/runtime\/jsx-dev-runtime|@gitbook\/api)$/;
  return {
    name: 'kitbench-workerd-engine',
    setup(build) {
      build.onResolve({ filter: /^kitbench-engine-entry$/ }, () => ({ path: 'entry', namespace: 'kitbench-engine' }));
      build.onResolve({ filter: new RegExp(`^${ENGINE}$`) }, () => ({ path: 'engine', namespace: 'kitbench-engine' }));
      build.onLoad({ filter: /^engine$/, namespace: 'kitbench-engine' }, () => ({ contents: engine, loader: 'js' }));
      build.onLoad({ filter: /^entry$/, namespace: 'kitbench-engine' }, () => ({
        contents: `import { serve } from ${JSON.stringify(ENGINE)};\nimport * as author from ${JSON.stringify(path.join(root, entry))};\nexport default serve(author);\n`,
        resolveDir: root,
        loader: 'js',
      }));
      build.onResolve({ filter: runtimeFilter }, (args) => ({ path: RUNTIME_ALIASES[args.path] ?? args.path, namespace: 'kitbench-runtime' }));
      build.onLoad({ filter: /.*/, namespace: 'kitbench-runtime' }, (args) => ({ contents: reexport(args.path), resolveDir: root, loader: 'js' }));
    },
  };
}

/** Bundles `root`'s script for workerd with the platform CLI's settings (mode `development`, as `gitbook check`). */
export async function bundleForWorkerd(root: string, entryOption?: string): Promise<WorkerdBundle | WorkerdBundleProblem> {
  const entry = entryOption ?? manifestScript(root) ?? ['src/index.tsx', 'src/index.ts', 'src/index.js'].find((file) => existsSync(path.join(root, file)));
  if (!entry) return { ok: false, problems: [{ message: `the manifest in ${root} names no \`script\`: add \`script: src/index.ts\`.` }] };
  if (!existsSync(path.join(root, entry))) return { ok: false, problems: [{ message: `the entry script ${entry} does not exist in ${root}.` }] };
  const engine = await engineModule();
  const outfile = path.join(root, BUNDLE_FILE_NAME);
  let result: esbuild.BuildResult<{ write: false; metafile: true; sourcemap: 'external'; outfile: string }>;
  try {
    result = await esbuild.build({
      entryPoints: ['kitbench-engine-entry'],
      absWorkingDir: root,
      outfile,
      write: false,
      metafile: true,
      bundle: true,
      platform: 'neutral',
      format: 'esm',
      target: 'es2020',
      sourcemap: 'external',
      mainFields: ['worker', 'browser', 'module', 'jsnext', 'main'],
      conditions: ['worker', 'browser', 'import', 'production'],
      resolveExtensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '.json'],
      define: { 'process.env.NODE_ENV': '"development"', MODE: '"development"' },
      external: ['node:*', 'cloudflare:*'],
      jsx: 'automatic',
      jsxImportSource: '@gitbook/runtime',
      loader: { '.raw.js': 'text', '.raw.css': 'text' },
      logLevel: 'silent',
      plugins: [runtimePlugin(root, entry, engine), confinePlugin(root), textImportsPlugin((file) => Promise.resolve(readFileSync(file, 'utf8')))],
    });
  } catch (error) {
    const errors = (error as { errors?: esbuild.Message[] }).errors ?? [];
    if (errors.length === 0) throw error;
    return {
      ok: false,
      problems: errors.map((message) => ({ message: message.text, file: message.location?.file, line: message.location?.line, column: message.location ? message.location.column + 1 : undefined })),
    };
  }
  const code = result.outputFiles.find((file) => file.path.endsWith('.js'))?.text ?? '';
  const mapFile = result.outputFiles.find((file) => file.path.endsWith('.map'))?.text ?? '{}';
  // kitbench's own engine sits outside the folder: its sources become absolute, so no stack frame counts them as the author's.
  const map = JSON.parse(mapFile) as { sources: string[] };
  map.sources = map.sources.map((source) => (source.startsWith('../') || source.includes('kitbench-engine:') || source.includes('kitbench-runtime:') ? path.resolve(root, source) : source));
  const own = (file: string) => !file.includes('node_modules/') && !file.startsWith('..') && !file.includes(':') && !path.isAbsolute(file);
  const inputs = Object.keys(result.metafile.inputs).filter(own);
  const nodeImports: WorkerdBundle['nodeImports'] = [];
  for (const [file, input] of Object.entries(result.metafile.inputs).filter(([file]) => !file.startsWith('kitbench-'))) {
    for (const imported of input.imports) if (imported.external && imported.path.startsWith('node:')) nodeImports.push({ specifier: imported.path, file });
  }
  return { ok: true, code: code.replace(/\n\/\/# sourceMappingURL=.*\n?$/, '\n'), map: JSON.stringify(map), inputs, nodeImports, entry };
}
