import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { KITBENCH_VIEWPORT, kitbenchLaunchOptions, SPEC_FILE_PATTERN } from '../../playwright/defaults';
import type { CliIO } from '../io';
import { findFiles } from './find-files';

/** One test's outcome, as `kitbench test` reports it (text summary and `--format json`). */
export interface SpecOutcome {
  name: string;
  file?: string;
  status: 'passed' | 'failed' | 'skipped';
  durationMs?: number;
  error?: string;
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
 */
export function generatedConfig(folder: string, outputDir: string, reportFile: string, text: boolean): string {
  const config = {
    testDir: folder,
    testIgnore: ['**/node_modules/**'],
    outputDir,
    forbidOnly: !!process.env.CI,
    reporter: [...(text ? [['list']] : []), ['json', { outputFile: reportFile }]],
    use: { viewport: KITBENCH_VIEWPORT, launchOptions: kitbenchLaunchOptions() },
  };
  return `// Written by kitbench test for ${folder}.\nexport default { ...${JSON.stringify(config, null, 2)}, testMatch: ${SPEC_FILE_PATTERN} };\n`;
}

interface ReportResult {
  status?: string;
  duration?: number;
  error?: { message?: string; stack?: string };
  errors?: { message?: string }[];
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
  const own = ownPlaywrightConfig(folder);
  let config = own;
  if (!config) {
    config = join(work, 'playwright.config.mjs');
    // Failures' screenshots, diffs and traces outlive the run, where the folder's watcher does not look.
    writeFileSync(config, generatedConfig(folder, join(folder, 'node_modules', '.cache', 'kitbench', 'test-results'), reportFile, options.text));
  }
  const args = [cli, 'test', '--config', config, ...(options.updateSnapshots ? ['--update-snapshots'] : []), ...(options.args ?? [])];
  // The folder's own config keeps its reporters but for kitbench's: the list to read, the JSON to count.
  if (own) args.push(`--reporter=${options.text ? 'list,' : ''}json`, ...specs.map((spec) => relative(folder, spec).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // A run started from a Playwright worker (kitbench's own suite) must not take that worker's settings.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(TEST_WORKER_INDEX|TEST_PARALLEL_INDEX|PW_TEST_|PLAYWRIGHT_JSON_OUTPUT_)/.test(name)));
  env.PLAYWRIGHT_JSON_OUTPUT_FILE = reportFile;
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
