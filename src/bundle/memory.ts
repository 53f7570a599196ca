/**
 * Bundling a folder held in memory (the browser's workspace): a virtual file system over `BundleInput.files`.
 * Relative imports resolve as Node and TypeScript would (extensions, `index.*`, `./x.js` naming `x.ts`), case exact;
 * an npm import is one clear problem, since in the browser only the folder's own files exist.
 */
import type { Plugin } from 'esbuild';
import { type Esbuild, runBundle } from './build';
import { isTextImport, runtimeExternalsPlugin, textImportsPlugin } from './plugins';
import type { BundleInput, BundleResult } from './types';
import { findMocksFile } from '../core/mocks/file';
import { MOCKS_BUNDLE_FILE_NAME, mocksExternalsPlugin, withMocks } from './mocks';

/** The extensions a relative import may leave out, in the order they are tried. */
export const RESOLVE_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.json'];

const NAMESPACE = 'kitbench-folder';

const LOADERS: Record<string, 'ts' | 'tsx' | 'js' | 'jsx' | 'json' | 'text'> = {
  ts: 'ts',
  mts: 'ts',
  cts: 'ts',
  tsx: 'tsx',
  js: 'js',
  mjs: 'js',
  cjs: 'js',
  jsx: 'jsx',
  json: 'json',
};

/** Bundles the in-memory folder with the given esbuild (esbuild-wasm in the worker, native esbuild in tests). */
export async function bundleInMemory(esbuild: Esbuild, input: BundleInput): Promise<BundleResult> {
  const script = await bundleEntryInMemory(esbuild, input);
  return withMocks(script, findMocksFile(Object.keys(input.files)), (entry) => bundleEntryInMemory(esbuild, { files: input.files, entry }, true));
}

/** One entry of the in-memory folder; `mocks`: the mocks file, with MSW external. */
function bundleEntryInMemory(esbuild: Esbuild, input: BundleInput, mocks = false): Promise<BundleResult> {
  const files = input.files;
  const entry = normalize(input.entry);
  if (!(entry in files)) {
    return Promise.resolve({
      ok: false,
      problems: [{ message: `The entry script ${entry} does not exist: add it, or point the manifest's \`script\` at your entry file.`, file: input.manifestFile ?? 'service-manifest.yaml' }],
      durationMs: 0,
    });
  }
  return runBundle(esbuild, {
    entry,
    entryPoints: [`${NAMESPACE}:${entry}`],
    outfile: mocks ? `/${MOCKS_BUNDLE_FILE_NAME}` : BUNDLE_OUT,
    plugins: [
      ...(mocks ? [mocksExternalsPlugin()] : []),
      runtimeExternalsPlugin(),
      textImportsPlugin(),
      folderPlugin(files),
    ],
    relative: (path) => (path.startsWith(`${NAMESPACE}:`) ? path.slice(NAMESPACE.length + 1) : path),
    // esbuild names modules with their namespace (`No matching export in "kitbench-folder:src/utils.ts"`).
    explain: (problem) => ({ ...problem, message: problem.message.replaceAll(`${NAMESPACE}:`, '') }),
  });
}

// An absolute output path at the root: esbuild-wasm's working directory in the browser is `/`.
const BUNDLE_OUT = '/kitbench-bundle.js';

/** The virtual file system: resolves every import from the folder's files and loads them by extension. */
function folderPlugin(files: Record<string, string>): Plugin {
  return {
    name: 'kitbench-folder',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({ path: args.path.slice(NAMESPACE.length + 1), namespace: NAMESPACE }));
      build.onResolve({ filter: /.*/ }, (args) => {
        const importer = args.importer.startsWith(`${NAMESPACE}:`) ? args.importer.slice(NAMESPACE.length + 1) : args.importer;
        if (args.path.startsWith('node:')) return { errors: [{ text: nodeModuleText(args.path) }] };
        if (isBare(args.path)) return { errors: [npmProblem(args.path)] };
        const wanted = args.path.startsWith('/') ? normalize(args.path) : join(dirname(importer), args.path);
        const found = candidates(wanted).find((path) => path in files);
        if (found) return { path: found, namespace: NAMESPACE };
        return { errors: [{ text: missingText(args.path, wanted, files) }] };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const contents = files[args.path];
        if (contents === undefined) return { errors: [{ text: `${args.path} is not in the folder` }] };
        const extension = /\.([^./]+)$/.exec(args.path)?.[1] ?? '';
        const loader = isTextImport(args.path, args.suffix) ? 'text' : (LOADERS[extension] ?? 'text');
        return { contents, loader, resolveDir: dirname(args.path) };
      });
    },
  };
}

/** The browser's answer to an npm import: the package's name and the command that can serve it. */
function npmProblem(specifier: string) {
  const packageName = packageNameOf(specifier);
  return {
    text: `"${packageName}" is an npm package; in the browser kitbench bundles only your folder's files. Run \`npx kitbench dev <folder>\` to use packages from node_modules.`,
    detail: { packageName },
  };
}

/** Node's own modules exist neither on the platform nor in kitbench: integrations run in a Web Worker. */
export function nodeModuleText(specifier: string): string {
  return `"${specifier}" is a Node.js module; an integration runs in a Web Worker, as on the platform, where Node's modules do not exist.`;
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function isBare(specifier: string): boolean {
  return !specifier.startsWith('.') && !specifier.startsWith('/');
}

/** Every path an import may mean, in the order Node and TypeScript try them. */
function candidates(wanted: string): string[] {
  const list = [wanted, ...RESOLVE_EXTENSIONS.map((extension) => wanted + extension)];
  // TypeScript's ESM style: `./utils.js` names `utils.ts` (and `.jsx` a `.tsx`, `.mjs` a `.mts`).
  const swapped = /\.(m|c)?js(x?)$/.exec(wanted);
  if (swapped) list.push(`${wanted.slice(0, -swapped[0].length)}.${swapped[1] ?? ''}ts${swapped[2]}`);
  list.push(...RESOLVE_EXTENSIONS.map((extension) => `${wanted}/index${extension}`));
  return list.map(normalize);
}

function missingText(specifier: string, wanted: string, files: Record<string, string>): string {
  const tried = RESOLVE_EXTENSIONS.map((extension) => `${specifier}${extension}`).concat(`${specifier}/index.ts`);
  const lower = new Set(candidates(wanted).map((path) => path.toLowerCase()));
  const nearly = Object.keys(files).find((path) => lower.has(path.toLowerCase()));
  const hint = nearly ? `; ${nearly} differs only in case (imports are case-sensitive)` : '';
  return `cannot find ${specifier} (looked for ${tried.join(', ')}, ...${hint})`;
}

function normalize(path: string): string {
  const out: string[] = [];
  for (const part of path.replace(/\\/g, '/').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

function dirname(path: string): string {
  const index = path.lastIndexOf('/');
  return index < 0 ? '' : path.slice(0, index);
}

function join(dir: string, path: string): string {
  return normalize(dir ? `${dir}/${path}` : path);
}
