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
 *   types/@gitbook/{runtime,api}/...         the same modules under the platform's package names
 *   types/@service/core/api/platform-types.d.ts  the API package's own types (scripts/typings-api.mjs), which the
 *                                           api facades re-export where src/core/api has no same-named export
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
import { exportedNames, PLATFORM_TYPES, platformReexport, trimmedPlatformTypes } from './typings-api.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

/** Entry modules of the packages, relative to src/core. */
const ENTRIES = ['runtime/index.ts', 'runtime/jsx-runtime.ts', 'api/index.ts'];

/** The package facades: path under types/ to its text. */
const FACADES = {
  '@service/runtime/index.d.ts': "export * from '../core/runtime/index';\n",
  '@service/runtime/jsx-runtime.d.ts': "export * from '../core/runtime/jsx-runtime';\n",
  '@service/runtime/package.json': `${JSON.stringify({ name: '@service/runtime', private: true, types: 'index.d.ts' }, null, 2)}\n`,
  '@service/api/index.d.ts': "export * from '../core/api/index';\n",
  '@service/api/package.json': `${JSON.stringify({ name: '@service/api', private: true, types: 'index.d.ts' }, null, 2)}\n`,
  // The platform's names for the same modules (src/core/runtime/module-names.ts): a script importing them is typed alike.
  '@gitbook/runtime/index.d.ts': "export * from '../../@service/core/runtime/index';\n",
  '@gitbook/runtime/jsx-runtime.d.ts': "export * from '../../@service/core/runtime/jsx-runtime';\n",
  '@gitbook/runtime/jsx-dev-runtime.d.ts': "export * from '../../@service/core/runtime/jsx-runtime';\n",
  '@gitbook/runtime/package.json': `${JSON.stringify({ name: '@gitbook/runtime', private: true, types: 'index.d.ts' }, null, 2)}\n`,
  '@gitbook/api/index.d.ts': "export * from '../../@service/core/api/index';\n",
  '@gitbook/api/package.json': `${JSON.stringify({ name: '@gitbook/api', private: true, types: 'index.d.ts' }, null, 2)}\n`,
  'README.md':
    '# Generated: do not edit\n\nType declarations of `@service/runtime` and `@service/api`, generated from `src/core` by\n`node scripts/typings.mjs`. See the README ("Types for your own tsc").\n',
};

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
    // The API package's own types, re-exported by name where kitbench's API module has no export of that name.
    const platform = trimmedPlatformTypes().text;
    files[PLATFORM_TYPES] = platform;
    const kitbenchNames = exportedNames(join(outDir, 'api', 'index.d.ts'));
    const facades = { ...FACADES };
    facades['@service/api/index.d.ts'] += platformReexport(platform, kitbenchNames, '../core/api/platform-types');
    facades['@gitbook/api/index.d.ts'] += platformReexport(platform, kitbenchNames, '../../@service/core/api/platform-types');
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
