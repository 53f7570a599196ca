#!/usr/bin/env node
/**
 * Generates the type declarations of `@service/runtime`, `@service/runtime/jsx-runtime` and `@service/api` from the
 * runtime's own source (src/core), with TypeScript's `tsc --declaration --emitDeclarationOnly` (TypeScript 7 has no
 * JS API), into `types/`, laid out as packages:
 *
 *   types/@service/core/...                 the emitted declarations of src/core (runtime, api, contentkit, ...)
 *   types/@service/runtime/index.d.ts       export * from '../core/runtime/index'
 *   types/@service/runtime/jsx-runtime.d.ts export * from '../core/runtime/jsx-runtime'
 *   types/@service/api/index.d.ts           export * from '../core/api/index'
 *   types/@gitbook/{runtime,api}/...         the same modules under the platform's package names; @gitbook/api
 *                                           with exactly the names the package exports (gitbookApiFacade)
 *   types/@service/core/api/platform-types.d.ts  the API package's own types (scripts/typings-api.mjs)
 *   types/@service/core/platform/runtime/*  the platform runtime's own declarations (scripts/typings-runtime.mjs)
 *
 * What the platform's packages declare, the facades take from them: every type the API package declares and every
 * export of the platform runtime is the platform's own declaration; kitbench's declarations add only the names the
 * platform lacks (ServiceAPI, RuntimeEvent, getIntegrationPublicURL, ...) and the few listed in KITBENCH_WINS, where
 * kitbench's is the platform's and more. JSX element props are either's (typings-runtime.mjs, jsxFacade). So the
 * editor shows no error the platform's packages would not give (scripts/typings-compare.mjs measures it).
 *
 * The script editor serves each file as `file:///node_modules/<path under types/>` (src/sandbox/runtime-typings.ts);
 * an author's own `tsc` uses the same files through `paths` (see the README). The output is committed, so a clean
 * clone runs `vitest` and `vite build` without generating; `vite build` regenerates it (vite.config.ts) and
 * src/sandbox/runtime-typings.test.ts fails when the committed files are stale.
 *
 * Usage: node scripts/typings.mjs [--out DIR]   (default DIR: types/ at the repository root)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { declaredNames, exportedNames, gitbookApiFacade, PLATFORM_TYPES, platformReexport, trimmedPlatformTypes } from './typings-api.mjs';
import { jsxFacade, PLATFORM_RUNTIME, platformRuntimeDeclarations } from './typings-runtime.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

/** Entry modules of the packages, relative to src/core. */
const ENTRIES = ['runtime/index.ts', 'runtime/jsx-runtime.ts', 'api/index.ts'];

/** Folder under types/ of the platform runtime's declarations as the package has them: the editor's `@gitbook/runtime`. */
const PLATFORM_RUNTIME_EXACT = '@gitbook/runtime/src';

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** The package facades that do not depend on the generated names: path under types/ to its text. */
const FACADES = {
  '@service/runtime/package.json': json({ name: '@service/runtime', private: true, types: 'index.d.ts' }),
  '@service/api/package.json': json({ name: '@service/api', private: true, types: 'index.d.ts' }),
  // The platform's names for the same modules (src/core/runtime/module-names.ts): a script importing them is typed alike.
  // The platform runtime's own declarations, without kitbench's spec additions (PLATFORM_RUNTIME_EXACT).
  '@gitbook/runtime/index.d.ts': "export * from './src/index';\n",
  '@gitbook/runtime/jsx-runtime.d.ts': "export * from '../../@service/runtime/jsx-runtime';\n",
  '@gitbook/runtime/jsx-dev-runtime.d.ts': "export * from '../../@service/runtime/jsx-runtime';\n",
  '@gitbook/runtime/package.json': json({ name: '@gitbook/runtime', private: true, types: 'index.d.ts' }),
  '@gitbook/api/package.json': json({ name: '@gitbook/api', private: true, types: 'index.d.ts' }),
  'README.md':
    '# Generated: do not edit\n\nType declarations of `@service/runtime` and `@service/api` (and the same under `@gitbook/*`), generated\nfrom `src/core` and from the platform\'s own packages by `node scripts/typings.mjs`. See the README ("Types for your own tsc").\n',
};

/**
 * Names both kitbench and the platform's runtime export where kitbench's declaration stays, with why: each is the
 * platform's and more, so it gives no error the platform's would not.
 */
export const KITBENCH_WINS = {
  Logger: "`Logger(name)` as the platform's, plus the newer runtime's `Logger.for(name)` and `warn`",
};

/** `export { a, b } from 'x'` (or `export type`), one name a line; nothing when `names` is empty. */
const reexport = (keyword, names, from, comment) =>
  names.length ? `// ${comment}\nexport ${keyword}{\n${names.map((name) => `  ${name},`).join('\n')}\n} from '${from}';\n` : '';

/**
 * `@service/runtime/index.d.ts`: kitbench's runtime (its additions), shadowed by the platform runtime's every export
 * (but KITBENCH_WINS), and by the API package's declaration of a name kitbench's runtime re-exports from its API
 * module (ContentKitContext, ...).
 */
function runtimeFacade(platformRuntimeNames, platformApiNames, kitbenchRuntimeNames) {
  const platform = [...platformRuntimeNames].filter((name) => !(name in KITBENCH_WINS)).sort();
  const fromApi = [...kitbenchRuntimeNames].filter((name) => !platformRuntimeNames.has(name) && platformApiNames.has(name)).sort();
  return [
    "// kitbench's runtime: what runs, and the names the platform's runtime does not have.\n",
    "export * from '../core/runtime/index';\n",
    reexport('', platform, '../core/platform/runtime/index', "The platform runtime's own declarations (generated from @gitbook/runtime)."),
    reexport('type ', fromApi, '../api/index', "The API package's declarations of the names kitbench's runtime re-exports."),
  ].join('');
}

/** Every file under `dir`, as paths relative to it (forward slashes), sorted. */
function listFiles(dir, base = dir) {
  let out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out = out.concat(listFiles(path, base));
    else out.push(relative(base, path).split('\\').join('/'));
  }
  return out.sort();
}

/** Generates the declarations into a fresh temporary folder; returns path (under types/) to text. */
export function generate() {
  const scratch = mkdtempSync(join(tmpdir(), 'kitbench-typings-'));
  try {
    const outDir = join(scratch, '@service', 'core');
    // The options the editor uses for scripts; `--ignoreConfig`: the repository's tsconfig is for the app.
    execFileSync(
      process.execPath,
      [
        tsc,
        '--ignoreConfig',
        ...ENTRIES.map((entry) => join(root, 'src', 'core', entry)),
        '--declaration',
        '--emitDeclarationOnly',
        '--outDir',
        outDir,
        '--rootDir',
        join(root, 'src', 'core'),
        '--target',
        'es2022',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        '--strict',
        '--skipLibCheck',
        '--lib',
        'es2022,dom,dom.iterable',
        '--types',
        '',
        '--newLine',
        'lf',
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const files = {};
    for (const path of listFiles(outDir)) files[`@service/core/${path}`] = readFileSync(join(outDir, path), 'utf8');
    // src/core may import the API package's types (`import type { Api } from '@gitbook/api'`, the pinned
    // devDependency): in the declarations that import is kitbench's copy of those types.
    for (const path of Object.keys(files)) {
      const from = relative(dirname(path), PLATFORM_TYPES.replace(/\.d\.ts$/, '')).split('\\').join('/');
      files[path] = files[path].replaceAll("from '@gitbook/api'", `from '${from.startsWith('.') ? from : `./${from}`}'`);
    }
    // The API package's own types: every type it declares is its own declaration in the facade.
    const platform = trimmedPlatformTypes().text;
    files[PLATFORM_TYPES] = platform;
    // The platform runtime's declarations, their `@gitbook/api` imports on the same facade.
    const runtime = platformRuntimeDeclarations('../../../api/index', '../../api/index');
    for (const [name, text] of Object.entries(runtime)) files[`${PLATFORM_RUNTIME}/${name}`] = text;
    for (const [name, text] of Object.entries(runtime.exact)) files[`${PLATFORM_RUNTIME_EXACT}/${name}`] = text;
    const runtimeDir = join(scratch, 'platform-runtime');
    mkdirSync(runtimeDir);
    for (const [name, text] of Object.entries(runtime)) writeFileSync(join(runtimeDir, name), text);
    const facades = { ...FACADES };
    facades['@service/api/index.d.ts'] = `export * from '../core/api/index';\n${platformReexport(platform, '../core/api/platform-types')}`;
    facades['@gitbook/api/index.d.ts'] = gitbookApiFacade('../../@service/api/index');
    facades['@service/runtime/index.d.ts'] = runtimeFacade(
      exportedNames(join(runtimeDir, 'index.d.ts')),
      new Set(declaredNames(platform)),
      exportedNames(join(outDir, 'runtime', 'index.d.ts')),
    );
    const elements = readFileSync(join(outDir, 'contentkit', 'elements.d.ts'), 'utf8');
    const kitbenchElements = [...new Set([...elements.matchAll(/^ {4}type: '(\w+)';$/gm)].map((m) => m[1]))];
    facades['@service/runtime/jsx-runtime.d.ts'] = jsxFacade(
      { kitbenchJsx: '../core/runtime/jsx-runtime', apiFacade: '../api/index', kitbenchElements: '../core/contentkit/elements' },
      kitbenchElements,
    );
    return { ...files, ...facades };
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
    throw new Error(`kitbench typings: tsc could not emit the runtime's declarations.\n${output || error.message}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The files currently in `dir` (path to text); empty when it does not exist. */
export function read(dir) {
  try {
    return Object.fromEntries(listFiles(dir).map((path) => [path, readFileSync(join(dir, path), 'utf8')]));
  } catch {
    return {};
  }
}

/** Writes `files` as the whole content of `dir`, unless it already holds exactly them; returns whether it wrote. */
export function write(dir, files) {
  const current = read(dir);
  const same =
    Object.keys(current).length === Object.keys(files).length && Object.entries(files).every(([path, text]) => current[path] === text);
  if (same) return false;
  // Built beside the target and swapped in with renames, so a concurrent reader never sees a half-written folder.
  const staging = `${dir}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(staging, path)), { recursive: true });
    writeFileSync(join(staging, path), text);
  }
  const old = `${dir}.old-${process.pid}`;
  try {
    renameSync(dir, old);
  } catch {
    // no previous output
  }
  renameSync(staging, dir);
  rmSync(old, { recursive: true, force: true });
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const outIndex = process.argv.indexOf('--out');
  const out = outIndex > 0 ? process.argv[outIndex + 1] : join(root, 'types');
  try {
    const wrote = write(out, generate());
    console.log(wrote ? `kitbench typings: wrote ${relative(process.cwd(), out) || out}` : 'kitbench typings: up to date');
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
