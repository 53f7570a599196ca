import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { noManifestMessage, pickManifestFile } from '../../core/workspace/manifest-file.ts';
import { type CliIO, EXIT, UsageError } from '../io.ts';
import { findSpecFiles, runSpecs } from './test-playwright.ts';
import { findFiles } from './find-files.ts';
import { takeEngine, withEngine } from '../../workerd/engine-option.ts';

/** Help of `kitbench test`. */
export const TEST_HELP = `Usage: kitbench test [folder] [--format text|json] [--engine worker|workerd] [--update-snapshots] [-- playwright options]

Runs the integration's *.kitbench.test.ts files (also .tsx, .js, .mjs) found in the folder (the one with its
manifest: service-manifest.yaml, or gitbook-manifest.yaml as the platform's CLI names it), with Node's test
runner, each against kitbench/testing: the script bundled as \`kitbench dev\` does, in a worker with the
playground's time limits, the platform mocked. --engine workerd runs the script in workerd instead
(Cloudflare's runtime, the platform's own, through miniflare: an optional dependency), bundled as the
platform bundles it; loadIntegration's \`engine\` option overrides it per test. A folder whose
package.json has its own runner (vitest, jest) runs the files with it instead.

Its *.kitbench.spec.ts files (kitbench/playwright) run with the folder's own Playwright (@playwright/test),
with its playwright.config.ts if it has one, else with kitbench's defaults: Debian's Chromium at
/usr/bin/chromium where installed (--no-sandbox as root), Playwright's own browser elsewhere.
--update-snapshots writes the screenshots the specs take as their new baselines; what follows -- goes to
Playwright as it is (-- --grep "dark", -- --headed, -- -x).

Prints each test and a summary (N passed, N failed); --format json prints one JSON document instead:
{ folder, passed, failed, skipped, tests: [{ name, file, status, durationMs, error, output }], output: [{ file,
stream, text }] } (output: what the tests printed, console.* included: a spec's with its test, a unit test's by file).
Reporters named after -- (-- --reporter=junit) run beside kitbench's own.
Exit codes: 0 all passed, 1 a test failed or none ran, 2 usage error or unreadable folder.
`;

/** The test files of a folder: `*.kitbench.test.{ts,tsx,mts,js,jsx,mjs}`, outside node_modules and hidden folders. */
export function findTestFiles(folder: string): string[] {
  return findFiles(folder, /\.kitbench\.test\.(m?[jt]s|[jt]sx)$/);
}

/** The folder's own test runner, when its package.json depends on one and it is installed. */
export function ownRunner(folder: string): { name: string; bin: string; args: string[] } | undefined {
  const manifest = join(folder, 'package.json');
  if (!existsSync(manifest)) return undefined;
  let pkg: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  try {
    pkg = JSON.parse(readFileSync(manifest, 'utf8'));
  } catch {
    return undefined;
  }
  const declared = { ...pkg.dependencies, ...pkg.devDependencies };
  for (const [name, args] of [['vitest', ['run']], ['jest', []]] as const) {
    const bin = join(folder, 'node_modules', '.bin', name);
    if (name in declared && existsSync(bin)) return { name, bin, args: [...args] };
  }
  return undefined;
}

/**
 * The built `kitbench/testing` of this kitbench: `dist-testing/index.mjs` in the package folder, found by walking up
 * from this module (it sits in dist-cli/, dist-cli/assets/ or, from source, src/cli/commands/).
 */
export function locateHarness(): string | undefined {
  if (!import.meta.url.startsWith('file:')) return undefined;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let level = 0; level < 5; level++) {
    const candidate = join(dir, 'dist-testing', 'index.mjs');
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  return undefined;
}

/**
 * Bundles one test file to an ES module that Node runs as is: TypeScript and JSX compiled, its own imports
 * bundled, `kitbench/testing` left to the built harness, and `import.meta.url` still the original file's (so
 * `new URL('.', import.meta.url)` finds the integration's folder).
 */
async function bundleTest(file: string, harness: string, outDir: string): Promise<string> {
  const { build } = await import('esbuild');
  const outfile = join(outDir, `${basename(file).replace(/\.[^.]+$/, '')}.mjs`);
  const original = pathToFileURL(file).href;
  await build({
    entryPoints: [file],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    jsx: 'automatic',
    jsxImportSource: '@service/runtime',
    logLevel: 'silent',
    define: { 'import.meta.url': JSON.stringify(original) },
    // CommonJS packages bundled into an ES module still call require() for Node's own modules.
    banner: { js: `import { createRequire as __kitbenchRequire } from 'node:module'; const require = __kitbenchRequire(${JSON.stringify(original)});` },
    plugins: [
      {
        name: 'kitbench-testing',
        setup(on) {
          on.onResolve({ filter: /^kitbench\/testing$/ }, () => ({ path: pathToFileURL(harness).href, external: true }));
        },
      },
    ],
  });
  return outfile;
}

/** One test's outcome, for `--format json`. */
interface TestOutcome {
  name: string;
  /** The test file, relative to the folder. */
  file?: string;
  status: 'passed' | 'failed' | 'skipped';
  durationMs?: number;
  error?: string;
  /** What a Playwright spec's test printed (a unit test's output is by file: the document's `output`). */
  output?: string;
}

type TestEvent = {
  name: string;
  file?: string;
  skip?: unknown;
  todo?: unknown;
  details?: { type?: string; duration_ms?: number; error?: Error & { cause?: unknown } };
};

/** Node flags without an inline script (`-e`, `--eval`, `-p`, `--print`, `--input-type`) and its value. */
export function withoutEval(flags: readonly string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < flags.length; index++) {
    const flag = flags[index];
    if (['-e', '--eval', '-p', '--print', '--input-type'].includes(flag)) index += 1;
    else if (!/^(--eval|--print|--input-type)=/.test(flag)) kept.push(flag);
  }
  return kept;
}

/** What a test file printed (`console.*`, process.stdout / stderr), for `--format json`: Node reports it by file. */
interface TestOutput {
  file?: string;
  stream: 'stdout' | 'stderr';
  text: string;
}

/** Runs the bundled files with Node's runner; in text mode its spec reporter streams to stdout as tests finish. */
async function runWithNode(files: Map<string, string>, folder: string, io: CliIO, text: boolean, output: TestOutput[] = []): Promise<TestOutcome[]> {
  const outcomes: TestOutcome[] = [];
  // Stack traces through the bundles point at the author's test files.
  const nodeOptions = process.env.NODE_OPTIONS ?? '';
  if (!nodeOptions.includes('--enable-source-maps')) process.env.NODE_OPTIONS = `${nodeOptions} --enable-source-maps`.trim();
  // Each file runs in a child `node` that inherits this process's flags: not an `-e` launcher's script (the child
  // would run the launcher, not the test).
  const inherited = process.execArgv;
  process.execArgv = withoutEval(inherited);
  const stream = run({ files: [...files.keys()], concurrency: 1 });
  stream.once('close', () => {
    process.execArgv = inherited;
  });
  // Tests only, not suites; a file that fails to load counts as one failure.
  const record = (event: TestEvent, failed: boolean) => {
    if (event.details?.type === 'suite') return;
    const status = failed ? 'failed' : event.skip !== undefined || event.todo !== undefined ? 'skipped' : 'passed';
    const cause = event.details?.error?.cause ?? event.details?.error;
    const error = failed ? (cause instanceof Error ? cause.message : String(cause)) : undefined;
    // Events name the bundle, or (source maps on) the author's own file.
    const file = event.file && (files.get(event.file) ?? (event.file.startsWith(folder) ? relative(folder, event.file) : undefined));
    outcomes.push({ name: event.name, file: file || undefined, status, durationMs: event.details?.duration_ms, error });
  };
  stream.on('test:pass', (event: TestEvent) => record(event, false));
  stream.on('test:fail', (event: TestEvent) => record(event, true));
  // What the tests print: the spec reporter shows it in text mode; the JSON document keeps it under `output`.
  const printed = (kind: TestOutput['stream']) => (event: { file?: string; message?: string }) => {
    const file = event.file && (files.get(event.file) ?? (event.file.startsWith(folder) ? relative(folder, event.file) : undefined));
    const last = output.at(-1);
    // Lines of one file and stream in a row make one entry.
    if (last && last.file === (file || undefined) && last.stream === kind) last.text += event.message ?? '';
    else output.push({ file: file || undefined, stream: kind, text: event.message ?? '' });
  };
  stream.on('test:stdout', printed('stdout'));
  stream.on('test:stderr', printed('stderr'));
  if (text) {
    for await (const chunk of stream.compose(new spec())) io.stdout(String(chunk));
  } else {
    for await (const _event of stream) {
      // drained: the outcomes come from the listeners above
    }
  }
  return outcomes;
}

function runOwn(runner: NonNullable<ReturnType<typeof ownRunner>>, folder: string, files: string[], io: CliIO): Promise<number> {
  io.stdout(`kitbench test: ${folder} has its own test runner (${runner.name}); running the tests with it.\n`);
  return new Promise((done) => {
    const child = spawn(runner.bin, [...runner.args, ...files.map((file) => relative(folder, file))], { cwd: folder, stdio: 'inherit' });
    child.on('error', (error) => {
      io.stderr(`kitbench test: could not start ${runner.name}: ${error.message}\n`);
      done(EXIT.usage);
    });
    child.on('exit', (code) => done(code === 0 ? EXIT.ok : EXIT.failed));
  });
}

const OPTIONS = {
  format: { type: 'string' },
  'update-snapshots': { type: 'boolean', short: 'u' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Options tests pass: the built harness to use. */
export interface TestRunOptions {
  harness?: string;
}

/** `kitbench test [folder]`: runs the folder's `*.kitbench.test.*` files; exit 1 when one fails or none ran. */
export async function runTest(argv: string[], io: CliIO, options: TestRunOptions = {}): Promise<number> {
  // --engine workerd: the tests' loadIntegration runs the script in workerd (src/workerd/engine-option.ts).
  const { engine, rest } = takeEngine(argv);
  return engine ? withEngine(engine, () => runTestIn(rest, io, options)) : runTestIn(rest, io, options);
}

async function runTestIn(argv: string[], io: CliIO, options: TestRunOptions): Promise<number> {
  // After `--`: Playwright's own options, for the spec files (`-- --grep frame`, `-- --headed`).
  const split = argv.indexOf('--');
  const ownArgs = split === -1 ? argv : argv.slice(0, split);
  const playwrightArgs = split === -1 ? [] : argv.slice(split + 1);
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>>;
  try {
    parsed = parseArgs({ args: ownArgs, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (parsed.values.help) {
    io.stdout(TEST_HELP);
    return EXIT.ok;
  }
  const format = parsed.values.format ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be text or json, not "${format}"`);
  const json = format === 'json';
  if (parsed.positionals.length > 1) throw new UsageError(`expected at most one folder, got ${parsed.positionals.length}`);
  const given = resolve(io.cwd, parsed.positionals[0] ?? '.');
  if (!existsSync(given) || !statSync(given).isDirectory()) {
    io.stderr(`kitbench test: ${given} is not a folder. Pass the integration's folder (the one with its manifest).\n`);
    return EXIT.usage;
  }
  // The real path: the test runner reports files by it (a /tmp that is a link, as on macOS, would not match).
  const folder = realpathSync(given);
  // The tests load the integration from this folder: without a manifest every one of them would fail the same way.
  const manifest = pickManifestFile((name) => existsSync(join(folder, name)));
  if (!manifest.file) {
    io.stderr(`kitbench test: ${noManifestMessage(folder, "Pass the integration's folder.")}\n`);
    return EXIT.usage;
  }
  if (manifest.note) io.stderr(`kitbench test: ${manifest.note}\n`);
  const files = findTestFiles(folder);
  // What the Node tests printed, kept for the JSON document (text mode shows it as it comes).
  const output: TestOutput[] = [];
  const finish = (outcomes: TestOutcome[], problem?: string): number => {
    const count = (status: TestOutcome['status']) => outcomes.filter((outcome) => outcome.status === status).length;
    const [passed, failed, skipped] = [count('passed'), count('failed') + (problem ? 1 : 0), count('skipped')];
    if (json) io.stdout(`${JSON.stringify({ folder, passed, failed, skipped, ...(problem ? { error: problem } : {}), tests: outcomes, output }, null, 2)}\n`);
    else io.stdout(`${outcomes.length ? '\n' : ''}${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
    return failed === 0 && passed > 0 ? EXIT.ok : EXIT.failed;
  };
  // The Playwright specs (kitbench/playwright) run after the Node tests; their outcomes join the same summary.
  const specs = findSpecFiles(folder);
  const withSpecs = async (outcomes: TestOutcome[]): Promise<number> => {
    const run = await runSpecs(folder, specs, io, { text: !json, updateSnapshots: parsed.values['update-snapshots'] === true, args: playwrightArgs });
    if (run.problem && !json) io.stderr(`kitbench test: ${run.problem}\n`);
    return finish([...outcomes, ...run.outcomes], run.problem);
  };
  if (files.length === 0 && specs.length) return withSpecs([]);
  if (files.length === 0) {
    const problem = `no *.kitbench.test.ts files in ${folder}. Write one with kitbench/testing (or a *.kitbench.spec.ts with kitbench/playwright), or export one from the Preview's timeline.`;
    io.stderr(`kitbench test: ${problem}\n`);
    return finish([], json ? problem : undefined);
  }
  const runner = ownRunner(folder);
  if (runner) {
    const code = await runOwn(runner, folder, files, io);
    return specs.length ? Math.max(code, await withSpecs([])) : code;
  }

  const harness = options.harness ?? locateHarness();
  if (!harness) {
    io.stderr('kitbench test: kitbench/testing is not built. Run `npm run build:testing` in the kitbench folder.\n');
    return EXIT.usage;
  }
  const outDir = mkdtempSync(join(tmpdir(), 'kitbench-test-'));
  const previous = process.cwd();
  try {
    // Each bundle, and the author's file it came from (relative to the folder).
    const bundled = new Map<string, string>();
    for (const file of files) {
      try {
        bundled.set(await bundleTest(file, harness, outDir), relative(folder, file));
      } catch (error) {
        const detail = (error as { errors?: { text: string; location?: { line: number } }[] }).errors?.[0];
        const problem = `${relative(folder, file)}${detail?.location ? `:${detail.location.line}` : ''} did not compile: ${detail?.text ?? String(error)}`;
        io.stderr(`kitbench test: ${problem}\n`);
        return finish([], problem);
      }
    }
    // The tests resolve relative paths (`loadIntegration('./')`) against the integration's folder.
    process.chdir(folder);
    const outcomes = await runWithNode(bundled, folder, io, !json, output);
    process.chdir(previous);
    return specs.length ? await withSpecs(outcomes) : finish(outcomes);
  } finally {
    process.chdir(previous);
    rmSync(outDir, { recursive: true, force: true });
  }
}
