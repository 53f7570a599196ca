#!/usr/bin/env node
/**
 * Type-checks an integration folder twice with the same compiler options, once against kitbench's declarations
 * (types/@gitbook/*, what the script editor and an author's `paths` use) and once against the platform's own
 * packages (node_modules/@gitbook/runtime's source and @gitbook/api's dist, the pinned devDependencies), and names the
 * errors only kitbench's declarations give: each is an error in the editor that the platform would not show.
 *
 * Errors are compared by file, line and code: the same mistake in the author's code gives the same code at the same
 * line against both, whatever the type names in its message. Errors inside the packages themselves are not counted.
 *
 * Usage: node scripts/typings-compare.mjs <folder>...   (exit 1 when some folder has a kitbench-only error)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc');

/**
 * Where each module name resolves, per side. `@service/*` are the spec's names for the same modules: on kitbench's
 * side they are kitbench's own facades (the platform's declarations and the spec's additions, `space_view`), while
 * `@gitbook/*` are the platform's declarations only.
 */
function modulePaths(side) {
  // KITBENCH_TYPES: another types/ folder to measure (e.g. an earlier commit's), instead of this checkout's
  const kitbench = (path) => [join(process.env.KITBENCH_TYPES ?? join(repo, 'types'), path)];
  const reference = (path) => [join(repo, 'node_modules', path)];
  const runtime = side === 'kitbench' ? kitbench('@gitbook/runtime/index.d.ts') : reference('@gitbook/runtime/src/index.ts');
  const jsx = side === 'kitbench' ? kitbench('@gitbook/runtime/jsx-runtime.d.ts') : reference('@gitbook/runtime/src/contentkit-jsx.ts');
  const api = side === 'kitbench' ? kitbench('@gitbook/api/index.d.ts') : reference('@gitbook/api/dist/index.d.ts');
  return {
    '@gitbook/runtime': runtime,
    '@gitbook/runtime/jsx-runtime': jsx,
    '@gitbook/runtime/jsx-dev-runtime': jsx,
    '@gitbook/api': api,
    '@service/runtime': side === 'kitbench' ? kitbench('@service/runtime/index.d.ts') : runtime,
    '@service/runtime/jsx-runtime': side === 'kitbench' ? kitbench('@service/runtime/jsx-runtime.d.ts') : jsx,
    '@service/runtime/jsx-dev-runtime': side === 'kitbench' ? kitbench('@service/runtime/jsx-runtime.d.ts') : jsx,
    '@service/api': side === 'kitbench' ? kitbench('@service/api/index.d.ts') : api,
  };
}

/**
 * The script editor's options (src/sandbox/runtime-typings.ts SCRIPT_COMPILER_OPTIONS) with `strict`, the most a
 * folder's tsconfig may turn on (the editor takes the folder's own: src/ui/editor/compiler-settings.ts), JSX through
 * the runtime's jsx-runtime. Packages the folder has not installed resolve from kitbench's own node_modules when there.
 */
export const COMPILER_OPTIONS = {
  target: 'es2022',
  module: 'esnext',
  moduleResolution: 'bundler',
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  lib: ['es2022', 'dom', 'dom.iterable'],
  types: [],
  jsx: 'react-jsx',
  jsxImportSource: '@gitbook/runtime',
  resolveJsonModule: true,
  esModuleInterop: true,
  allowSyntheticDefaultImports: true,
};

/** One tsc error: `file` relative to the folder, 1-based `line`, `code` like `TS2339`. */
function parse(output, folder) {
  const errors = [];
  for (const line of output.split('\n')) {
    const m = /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/.exec(line.trim());
    if (!m) continue;
    const file = relative(folder, resolve(repo, m[1])).split('\\').join('/');
    if (file.startsWith('..') || file.includes('node_modules/')) continue;
    errors.push({ file, line: Number(m[2]), column: Number(m[3]), code: m[4], message: m[5] });
  }
  return errors;
}

/** The tsc errors of `folder` against one side's declarations. */
export function typecheck(folder, side, scratch) {
  const config = {
    compilerOptions: {
      ...COMPILER_OPTIONS,
      paths: { ...modulePaths(side), '*': [join(folder, 'node_modules', '*'), join(repo, 'node_modules', '*')] },
    },
    include: [join(folder, '**', '*.ts'), join(folder, '**', '*.tsx'), join(folder, '**', '*.mts')],
    exclude: [join(folder, '**', 'node_modules'), join(folder, '**', 'dist')],
  };
  const file = join(scratch, `${basename(folder)}-${side}.json`);
  writeFileSync(file, JSON.stringify(config));
  try {
    execFileSync(process.execPath, [tsc, '-p', file, '--pretty', 'false'], { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return [];
  } catch (error) {
    return parse(`${error.stdout ?? ''}`, folder);
  }
}

const key = (error) => `${error.file}:${error.line}:${error.code}`;

/** The errors of `kitbench` that `reference` does not also give (by file, line and code). */
export function onlyIn(kitbench, reference) {
  const seen = new Set(reference.map(key));
  return kitbench.filter((error) => !seen.has(key(error)));
}

/** Both sides' errors of one folder, and the ones only kitbench's declarations give. */
export function compareFolder(folder) {
  const scratch = mkdtempSync(join(tmpdir(), 'kitbench-typings-compare-'));
  try {
    const kitbench = typecheck(folder, 'kitbench', scratch);
    const reference = typecheck(folder, 'reference', scratch);
    return { folder, kitbench, reference, kitbenchOnly: onlyIn(kitbench, reference) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The integration folders under `dir` (those with a manifest), or `dir` itself when it is one. */
export function integrationFolders(dir) {
  const isIntegration = (path) => ['gitbook-manifest.yaml', 'service-manifest.yaml'].some((name) => existsSync(join(path, name)));
  if (isIntegration(dir)) return [dir];
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isDirectory() && isIntegration(path))
    .sort();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const folders = process.argv.slice(2).flatMap((arg) => integrationFolders(resolve(arg)));
  if (folders.length === 0) {
    console.error('Usage: node scripts/typings-compare.mjs <integration folder or folder of them>...');
    process.exit(2);
  }
  let total = 0;
  let withErrors = 0;
  for (const folder of folders) {
    const { kitbench, reference, kitbenchOnly } = compareFolder(folder);
    total += kitbenchOnly.length;
    if (kitbenchOnly.length) withErrors++;
    console.log(`${basename(folder)}: ${kitbenchOnly.length} kitbench-only (kitbench ${kitbench.length}, reference ${reference.length})`);
    for (const e of kitbenchOnly) console.log(`  ${e.file}:${e.line}:${e.column} ${e.code} ${e.message}`);
  }
  console.log(`\n${total} kitbench-only errors in ${withErrors} of ${folders.length} integrations`);
  process.exit(total ? 1 : 0);
}
