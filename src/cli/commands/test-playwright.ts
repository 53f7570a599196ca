import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { KITBENCH_TEST_TIMEOUT_MS, KITBENCH_VIEWPORT, kitbenchLaunchOptions, SPEC_FILE_PATTERN } from '../../playwright/defaults';
import type { CliIO } from '../io';
import { findFiles } from './find-files';

/** One test's outcome, as `kitbench test` reports it (text summary and `--format json`). */
export interface SpecOutcome {
  name: string;
  file?: string;
  status: 'passed' | 'failed' | 'skipped';
  durationMs?: number;
  error?: string;
  /** What the test printed (its `console.*` in the spec, stdout then stderr), from its last attempt. */
  output?: string;
}

/** The folder's Playwright spec files (`*.kitbench.spec.ts` …), outside node_modules and hidden folders. */
export function findSpecFiles(folder: string): string[] {
  return findFiles(folder, SPEC_FILE_PATTERN);
}

/** The folder's own Playwright config, if it has one: `npx kitbench test` then runs with it. */
export function ownPlaywrightConfig(folder: string): string | undefined {
  return ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((ext) => join(folder, `playwright.config.${ext}`)).find((path) => existsSync(path));
}

/** Playwright's command line in the folder's own `@playwright/test` (kitbench/playwright's peer dependency). */
export function locatePlaywright(folder: string): string | undefined {
  try {
    return createRequire(join(folder, 'package.json')).resolve('@playwright/test/cli');
  } catch {
    return undefined;
  }
}

/**
 * The config `kitbench test` runs a folder's specs with when it has none: its `*.kitbench.spec.ts` files, the
 * browser of kitbench's README (kitbenchLaunchOptions), 1440×900, the failures' artifacts in `outputDir` (screenshot
 * baselines stay beside the specs, where Playwright puts them). Plain data: it imports nothing, so it loads from anywhere.
 * Its reporters are set on the command line (see reporterArgs), kitbench's own report among them.
 */
export function generatedConfig(folder: string, outputDir: string): string {
  const config = {
    testDir: folder,
    testIgnore: ['**/node_modules/**'],
    outputDir,
    forbidOnly: !!process.env.CI,
    timeout: KITBENCH_TEST_TIMEOUT_MS,
    use: { viewport: KITBENCH_VIEWPORT, launchOptions: kitbenchLaunchOptions() },
  };
  return `// Written by kitbench test for ${folder}.\nexport default { ...${JSON.stringify(config, null, 2)}, testMatch: ${SPEC_FILE_PATTERN} };\n`;
}

/**
 * kitbench's own reporter, a module Playwright loads by path: the parts of Playwright's JSON report that outcomesOf
 * reads (a suite per file, one per describe, each test's attempts), written to the file `KITBENCH_REPORT_FILE`
 * names. A reporter of its own rather than Playwright's `json`, so that the author's reporters, `json` included,
 * keep their own outputs (`PLAYWRIGHT_JSON_OUTPUT_FILE`, stdout) beside it.
 */
export const REPORTER_MODULE = `// Written by kitbench test.
import { writeFileSync } from 'node:fs';
export default class KitbenchReport {
  suites = new Map();
  tests = new Map();
  errors = [];
  printsToStdio() {
    return false;
  }
  onError(error) {
    this.errors.push({ message: error.message ?? String(error.value ?? error) });
  }
  onBegin(config, suite) {
    this.root = suite;
  }
  entryOf(test) {
    let entry = this.tests.get(test.id);
    if (entry) return entry;
    const [, , , ...path] = test.titlePath();
    const title = path.pop();
    const file = test.location.file;
    let suite = this.suites.get(file);
    if (!suite) this.suites.set(file, (suite = { title: file, file, specs: [], suites: [] }));
    for (const name of path) {
      let inner = suite.suites.find((candidate) => candidate.title === name);
      if (!inner) suite.suites.push((inner = { title: name, specs: [], suites: [] }));
      suite = inner;
    }
    entry = { test, results: [] };
    suite.specs.push({ title, file, tests: [entry] });
    this.tests.set(test.id, entry);
    return entry;
  }
  onTestEnd(test, result) {
    const entry = this.entryOf(test);
    const text = (chunks) => chunks.map((chunk) => (typeof chunk === 'string' ? chunk : chunk.toString())).join('');
    entry.results.push({ status: result.status, duration: result.duration, error: result.error ? { message: result.error.message ?? '' } : undefined, stdout: text(result.stdout), stderr: text(result.stderr) });
  }
  onEnd() {
    // A test that never ran (the run stopped at -x / --max-failures) gets no onTestEnd from recent Playwright
    // versions: it is still a test of the run, skipped.
    for (const test of this.root?.allTests() ?? []) this.entryOf(test);
    for (const entry of this.tests.values()) {
      entry.status = entry.results.length === 0 ? 'skipped' : entry.test.outcome();
      delete entry.test;
    }
    writeFileSync(process.env.KITBENCH_REPORT_FILE, JSON.stringify({ suites: [...this.suites.values()], errors: this.errors }));
  }
}
`;

/**
 * Playwright's `--reporter` for a run: the reporters the author named after `--` (`--reporter=junit`,
 * `--reporter json`), else the list when kitbench prints text; kitbench's own report always last. Returns the
 * other arguments unchanged.
 */
export function reporterArgs(args: readonly string[], ownReport: string, text: boolean): string[] {
  const rest: string[] = [];
  const named: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg.startsWith('--reporter=')) named.push(...arg.slice('--reporter='.length).split(','));
    else if (arg === '--reporter' && index + 1 < args.length) named.push(...args[++index].split(','));
    else rest.push(arg);
  }
  const reporters = [...(named.length ? named.filter(Boolean) : text ? ['list'] : []), ownReport];
  return [...rest, `--reporter=${reporters.join(',')}`];
}

interface ReportResult {
  status?: string;
  duration?: number;
  error?: { message?: string; stack?: string };
  errors?: { message?: string }[];
  /** kitbench's own report: what the attempt printed. */
  stdout?: string;
  stderr?: string;
}
interface ReportTest {
  status?: 'expected' | 'unexpected' | 'flaky' | 'skipped';
  results?: ReportResult[];
}
interface ReportSpec {
  title: string;
  file?: string;
  tests?: ReportTest[];
}
interface ReportSuite {
  title: string;
  file?: string;
  specs?: ReportSpec[];
  suites?: ReportSuite[];
}
/** The parts of Playwright's JSON report that `kitbench test` reads. */
export interface PlaywrightReport {
  suites?: ReportSuite[];
  errors?: { message?: string }[];
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes in Playwright's messages
const ANSI = /\u001b\[[0-9;]*m/g;

/** The outcomes of a Playwright JSON report, one per test (a test's retries count once), named `describe › test`. */
export function outcomesOf(report: PlaywrightReport, folder: string): SpecOutcome[] {
  const outcomes: SpecOutcome[] = [];
  const visit = (suite: ReportSuite, titles: string[], file: string | undefined) => {
    // The file's own suite is titled with its path: not part of a test's name.
    const here = suite.file && suite.title === suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        const last = results.at(-1);
        const status = test.status === 'skipped' ? 'skipped' : test.status === 'unexpected' ? 'failed' : 'passed';
        const message = last?.error?.message ?? last?.errors?.[0]?.message;
        outcomes.push({
          name: [...here, spec.title].filter(Boolean).join(' › '),
          file: spec.file ?? file ? relativeTo(folder, spec.file ?? file!) : undefined,
          status,
          durationMs: results.reduce((sum, result) => sum + (result.duration ?? 0), 0),
          error: status === 'failed' ? (message ?? 'failed').replace(ANSI, '') : undefined,
          ...(last?.stdout || last?.stderr ? { output: `${last.stdout ?? ''}${last.stderr ?? ''}` } : {}),
        });
      }
    }
    for (const inner of suite.suites ?? []) visit(inner, here, suite.file ?? file);
  };
  for (const suite of report.suites ?? []) visit(suite, [], suite.file);
  return outcomes;
}

/** The report's file paths are relative to the testDir (the folder) already; absolute ones are made so. */
function relativeTo(folder: string, file: string): string {
  return file.startsWith('/') ? relative(folder, file) : file;
}

/** Options of `runSpecs`. */
export interface SpecRunOptions {
  /** Text: Playwright's list reporter streams to stdout. JSON: nothing is printed, the outcomes are returned. */
  text: boolean;
  /** Write the screenshots a test takes as the new baselines (Playwright's `--update-snapshots`). */
  updateSnapshots: boolean;
  /** Playwright's own options, passed as they are (what followed `--`). */
  args?: string[];
}

/**
 * Runs the folder's spec files with its own Playwright: its config when it has one, else kitbench's (see
 * generatedConfig). Resolves with one outcome per test, and a problem when the run could not start or a file
 * could not load.
 */
export async function runSpecs(folder: string, specs: string[], io: CliIO, options: SpecRunOptions): Promise<{ outcomes: SpecOutcome[]; problem?: string }> {
  const cli = locatePlaywright(folder);
  if (!cli) {
    const names = specs.map((spec) => relative(folder, spec)).join(', ');
    return { outcomes: [], problem: `${names} ${specs.length === 1 ? 'needs' : 'need'} Playwright: run npm install --save-dev @playwright/test in ${folder} (kitbench/playwright's peer dependency).` };
  }
  const work = mkdtempSync(join(tmpdir(), 'kitbench-playwright-'));
  const reportFile = join(work, 'report.json');
  const reporter = join(work, 'kitbench-report.mjs');
  writeFileSync(reporter, REPORTER_MODULE);
  const own = ownPlaywrightConfig(folder);
  let config = own;
  if (!config) {
    config = join(work, 'playwright.config.mjs');
    // Failures' screenshots, diffs and traces outlive the run, where the folder's watcher does not look.
    writeFileSync(config, generatedConfig(folder, join(folder, 'node_modules', '.cache', 'kitbench', 'test-results')));
  }
  // The reporters: the author's (after `--`), else the list to read; kitbench's report to count, always.
  const args = [cli, 'test', '--config', config, ...(options.updateSnapshots ? ['--update-snapshots'] : []), ...reporterArgs(options.args ?? [], reporter, options.text)];
  // The folder's own config may match other specs: only the kitbench ones run.
  if (own) args.push(...specs.map((spec) => relative(folder, spec).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // A run started from a Playwright worker (kitbench's own suite) must not take that worker's settings.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(TEST_WORKER_INDEX|TEST_PARALLEL_INDEX|PW_TEST_)/.test(name)));
  env.KITBENCH_REPORT_FILE = reportFile;
  if (options.text) io.stdout(`\nkitbench test: ${specs.length} Playwright spec file${specs.length === 1 ? '' : 's'} (${own ? relative(folder, own) : "kitbench's defaults"})\n`);
  try {
    const code = await new Promise<number | null>((done, fail) => {
      const child = spawn(process.execPath, args, { cwd: folder, env, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (chunk: Buffer) => options.text && io.stdout(chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => options.text && io.stderr(chunk.toString()));
      child.on('error', fail);
      child.on('close', done);
    });
    if (!existsSync(reportFile)) return { outcomes: [], problem: `Playwright stopped (exit ${code}) before it reported: ${options.text ? 'see its output above' : 'run kitbench test without --format json to see why'}.` };
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as PlaywrightReport;
    // Errors outside any test (a spec that does not load, a config that throws) fail the run; `-x`'s note does not.
    const errors = (report.errors ?? [])
      .map((error) => (error.message ?? '').replace(ANSI, '').trim())
      .filter((message) => message && !message.startsWith('Testing stopped early'));
    return { outcomes: outcomesOf(report, folder), problem: errors.length ? errors.join('\n') : undefined };
  } catch (error) {
    return { outcomes: [], problem: `could not run Playwright (${cli}): ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
