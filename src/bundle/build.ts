/**
 * One bundle run, the same for every esbuild (native or wasm): the options the platform's bundles need and the
 * conversion of esbuild's output and messages into the bundler's contract (types.ts).
 */
import type { BuildFailure, BuildOptions, Message, Metafile, OutputFile, build } from 'esbuild';
import { BUNDLE_FILE_NAME, type BundleProblem, type BundleResult } from './types';

/** The part of esbuild's API a bundler needs: `esbuild` and `esbuild-wasm` both provide it. */
export interface Esbuild {
  build: typeof build;
}

/**
 * The globals the platform's CLI defines when it builds a script (`MODE`, declared by `@gitbook/runtime`, and
 * `process.env.NODE_ENV`), with the value of its development build (`gitbook dev`): kitbench is where an author
 * develops. Without them a script reading `MODE` fails with a ReferenceError that the platform never gives.
 */
export const BUILD_DEFINES = {
  MODE: JSON.stringify('development'),
  'process.env.NODE_ENV': JSON.stringify('development'),
};

/** The options every kitbench bundle uses (CommonJS for the sandbox's `require`, ES2022, the runtime's JSX). */
export const BASE_OPTIONS = {
  bundle: true,
  write: false,
  format: 'cjs',
  // The bundle runs in a Web Worker (or the Node harness, which provides the same globals).
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  jsxImportSource: '@service/runtime',
  sourcemap: 'external',
  sourcesContent: true,
  metafile: true,
  logLevel: 'silent',
  // `.ts` stays TypeScript (generics never parse as JSX); JSX only in `.tsx`/`.jsx`.
  loader: { '.json': 'json', '.txt': 'text', '.md': 'text', '.html': 'text', '.svg': 'text' },
  define: BUILD_DEFINES,
} satisfies BuildOptions;

/** What a run needs besides BASE_OPTIONS: where the folder is and how its paths read in problems and the map. */
export interface RunOptions extends BuildOptions {
  entry: string;
  /** Turns one of esbuild's paths (a location's file, a map source, a metafile input) into a folder-relative path. */
  relative(path: string): string | undefined;
  /** Rewrites a problem into the bundler's own words (missing packages, tsconfig). */
  explain?(problem: BundleProblem, message: Message): BundleProblem;
}

/** Runs esbuild once and answers a BundleResult: the bundle, or every error as a problem at its file and line. */
export async function runBundle(esbuild: Esbuild, { entry, relative, explain, ...options }: RunOptions): Promise<BundleResult> {
  const started = performance.now();
  const toProblems = (messages: Message[]) => messages.map((message) => toProblem(message, relative, explain));
  try {
    const result = await esbuild.build({ ...BASE_OPTIONS, ...options });
    const code = pick(result.outputFiles, '.js');
    const map = pick(result.outputFiles, '.map');
    if (result.errors.length > 0 || code === undefined || map === undefined) {
      return { ok: false, problems: dedupe(toProblems(result.errors)), durationMs: performance.now() - started };
    }
    return {
      ok: true,
      code,
      map: relativeMap(map, relative),
      entry,
      inputs: inputsOf(result.metafile, relative),
      // A package's own warnings (node_modules) are not the author's to fix; theirs and the tsconfig's are.
      warnings: dedupe(toProblems(result.warnings)).filter((warning) => !warning.file || !/(^|\/)node_modules\//.test(warning.file)),
      durationMs: performance.now() - started,
    };
  } catch (error) {
    const failure = error as Partial<BuildFailure>;
    const problems = Array.isArray(failure.errors)
      ? toProblems(failure.errors)
      : [{ message: `The bundler failed: ${error instanceof Error ? error.message : String(error)}` }];
    return { ok: false, problems: dedupe(problems), durationMs: performance.now() - started };
  }
}

function pick(files: OutputFile[] | undefined, extension: string): string | undefined {
  return files?.find((file) => file.path.endsWith(extension))?.text;
}

/** esbuild's message as a BundleProblem: its `location.column` is 0-based, ours 1-based. */
function toProblem(message: Message, relative: RunOptions['relative'], explain: RunOptions['explain']): BundleProblem {
  const location = message.location;
  const problem: BundleProblem = { message: message.text };
  if (location) {
    problem.file = relative(location.file) ?? location.file;
    problem.line = location.line;
    problem.column = location.column + 1;
  }
  const packageName = (message.detail as { packageName?: unknown } | undefined)?.packageName;
  if (typeof packageName === 'string') problem.packageName = packageName;
  return explain ? explain(problem, message) : problem;
}

/** The same missing package imported from three files is one problem per import site, but never one twice. */
function dedupe(problems: BundleProblem[]): BundleProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.file}:${problem.line}:${problem.column}:${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function relativeMap(map: string, relative: RunOptions['relative']): string {
  const parsed = JSON.parse(map) as { sources: string[]; file?: string };
  parsed.sources = parsed.sources.map((source) => relative(source) ?? source);
  parsed.file = BUNDLE_FILE_NAME;
  return JSON.stringify(parsed);
}

function inputsOf(metafile: Metafile | undefined, relative: RunOptions['relative']): string[] {
  const inputs = Object.keys(metafile?.inputs ?? {})
    .map((path) => relative(path)?.replace(/\?raw$/, ''))
    .filter((path): path is string => path !== undefined && !path.startsWith('node_modules/') && !path.includes('/node_modules/'));
  return [...new Set(inputs)].sort();
}

/** A problem as one line: `src/index.ts:3: cannot find ./utils (...)`, for logs and terminals. */
export function formatProblem(problem: BundleProblem): string {
  if (!problem.file) return problem.message;
  return `${problem.file}${problem.line ? `:${problem.line}` : ''}: ${problem.message}`;
}
