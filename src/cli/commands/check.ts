/**
 * `kitbench check [folder]`: what `gitbook check` does before publishing (bundle the script as the platform does
 * and load it in workerd with the platform's compatibility date and flags), and then some: each handler the manifest
 * implies runs once in workerd (a render of each block, the fetch handler, each event handler with a default event)
 * and in kitbench's worker engine, so what works in kitbench and fails on the platform (or the reverse) says so, at
 * the author's file and line, in the platform's words. miniflare loads only here (never for `validate`).
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { noManifestMessage, pickManifestFile } from '../../core/workspace/manifest-file.ts';
import type { LoadOptions, TestApp } from '../../testing/index.ts';
import { bundleForWorkerd, PLATFORM_COMPATIBILITY_DATE, PLATFORM_COMPATIBILITY_FLAGS } from '../../workerd/bundle.ts';
import { type Finding, LIMITS, nodeImportFindings, scanSources, sizeFindings } from '../../workerd/differences.ts';
import { type CliIO, EXIT, UsageError } from '../io.ts';
import { runValidate } from './validate.ts';

/** Help of `kitbench check`. */
export const CHECK_HELP = `Usage: kitbench check [folder] [--format text|json]

Checks that the integration in the folder (default: the current one) would run on the platform, as the
platform's \`gitbook check\` does and further: validates the manifest, bundles the script as the platform
bundles it, loads it in workerd (Cloudflare's runtime, through miniflare) with the platform's compatibility
date (${PLATFORM_COMPATIBILITY_DATE}) and flags (${PLATFORM_COMPATIBILITY_FLAGS.join(', ')}), and runs each handler the manifest
implies once, in workerd and in kitbench's own engine: a render of each block, the fetch handler, each
event handler with a default event. The mocked platform answers the script's requests.

Fails (exit 1) on what the platform would refuse: a manifest error, a bundle error, a script that does
not load in workerd (I/O in the global scope, a missing module), a handler that fails in workerd but not
in kitbench (code generated from strings: eval, new Function), a bundle above Workers' size limit.
Warns about what works in one engine and not the other: node:* built-ins, process/Buffer, caches,
HTMLRewriter, scheduler, navigator, DOM globals, subrequests per call above ${LIMITS.subrequestsWarn}, a handler that fails
in both engines with a default event (it may need an installation).

Needs miniflare (an optional dependency of kitbench: npm install miniflare).
Exit codes: 0 no error (warnings allowed), 1 an error, 2 usage error or unreadable folder.
`;

const OPTIONS = { format: { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;

/** One handler run once in both engines. */
export interface CheckStep {
  what: string;
  workerd: { ok: boolean; message?: string; file?: string; line?: number; column?: number };
  worker?: { ok: boolean; message?: string };
}

type Testing = { loadIntegration(folder: string, options?: LoadOptions): Promise<TestApp> };

/** kitbench/testing: its source (this repository), else the built harness (an install: dist-testing/). */
async function testingModule(): Promise<Testing> {
  const source = new URL('../../testing/index.ts', import.meta.url);
  if (import.meta.url.endsWith('.ts') && source.protocol === 'file:' && existsSync(fileURLToPath(source))) {
    return (await import(/* @vite-ignore */ source.href)) as Testing;
  }
  const { locateHarness } = await import('./test.ts');
  const harness = locateHarness();
  if (!harness) throw new Error('kitbench/testing is not built: run `npm run build:testing` in the kitbench folder.');
  return (await import(/* @vite-ignore */ pathToFileURL(harness).href)) as Testing;
}

/** workerd's words when it refuses what other engines allow. */
const PLATFORM_REFUSAL = /Disallowed operation called within global scope|Code generation from strings disallowed|No such module "node:/;

// The file part is lazy: `(src/index.jsx:4:14)` is file src/index.jsx, line 4, column 14 (not file `src/index.jsx:4`).
const LOCATED = /\(([^()\s]+?):(\d+)(?::(\d+))?\)\s*$/;

/** A harness error's message split from the ` (src/x.ts:3:9)` it ends with. */
function located(error: unknown): { message: string; file?: string; line?: number; column?: number } {
  const text = error instanceof Error ? error.message : String(error);
  const first = text.split('\n')[0].replace(/^kitbench\/testing: /, '');
  const where = LOCATED.exec(first);
  if (!where) return { message: first };
  return { message: first.slice(0, where.index).trim(), file: where[1], line: Number(where[2]), column: where[3] ? Number(where[3]) : undefined };
}

async function attempt(run: () => Promise<unknown>): Promise<CheckStep['workerd']> {
  try {
    await run();
    return { ok: true };
  } catch (error) {
    return { ok: false, ...located(error) };
  }
}

/** The fetch handler at `/`: a 5xx is a failure, named by the script's error in the Console. */
async function fetchRoot(app: TestApp): Promise<void> {
  const before = app.logs.length;
  const response = await app.fetch('/');
  if (response.status < 500) return;
  const logged = app.logs.slice(before).find((entry) => entry.level === 'error');
  const where = logged?.file ? ` (${logged.file}:${logged.line ?? '?'}${logged.column ? `:${logged.column}` : ''})` : '';
  throw new Error(`${logged?.message ?? `the fetch handler answered ${response.status}`}${where}`);
}

/** Each handler the manifest implies, as steps: a block render each, the fetch handler, each event handler. */
function stepsOf(app: TestApp, summary: { componentIds: string[]; eventNames: string[]; hasFetch: boolean } | undefined, manifest: Record<string, unknown>) {
  const blocks = Array.isArray(manifest.blocks) ? (manifest.blocks as { id?: unknown }[]).map((block) => String(block?.id)).filter((id) => id !== 'undefined') : [];
  const steps: { what: string; run: (on: TestApp) => Promise<unknown> }[] = [];
  for (const id of blocks) steps.push({ what: `render of block "${id}"`, run: (on) => on.insert(id) });
  if (summary?.hasFetch) steps.push({ what: 'the fetch handler (GET /)', run: fetchRoot });
  for (const type of summary?.eventNames ?? []) steps.push({ what: `the "${type}" event handler (a default event)`, run: (on) => on.dispatch(type) });
  void app;
  return steps;
}

function summaryOf(app: TestApp) {
  // The harness's host (WorkerHost / WorkerdHost): its summary and, in workerd, the subrequests the busiest call made.
  const host = (app as unknown as { parts: { host: { summary?: { componentIds: string[]; eventNames: string[]; hasFetch: boolean }; maxSubrequests?: number } } }).parts.host;
  return host;
}

/** Runs the whole check; `findings` in order, `steps` the handlers exercised. */
export async function check(folder: string): Promise<{ findings: Finding[]; steps: CheckStep[]; bundle?: { bytes: number; gzipBytes: number } }> {
  const findings: Finding[] = [];
  const steps: CheckStep[] = [];
  // miniflare and the harness take a second to import on a 2-core machine: loaded while the manifest and bundle are checked.
  const miniflareName = 'miniflare';
  const warming = Promise.all([testingModule(), import(/* @vite-ignore */ miniflareName)]).catch(() => undefined);
  // 1. The manifest, as `kitbench validate` reports it.
  let validateOut = '';
  const quiet: CliIO = { stdout: (text) => (validateOut += text), stderr: (text) => (validateOut += text), readFile: async (file) => new Uint8Array(await (await import('node:fs/promises')).readFile(file)), cwd: folder, now: Date.now };
  if ((await runValidate([folder], quiet)) !== EXIT.ok) {
    findings.push({ severity: 'error', message: `the manifest is invalid:\n${validateOut.trimEnd()}` });
    return { findings, steps };
  }
  // 2. The bundle, as the platform builds it.
  const bundled = await bundleForWorkerd(folder);
  if (!bundled.ok) {
    for (const problem of bundled.problems) findings.push({ severity: 'error', ...problem, message: `does not bundle: ${problem.message}` });
    return { findings, steps };
  }
  const size = sizeFindings(bundled.code);
  findings.push(...size.findings, ...nodeImportFindings(bundled.nodeImports), ...scanSources(folder, bundled.inputs));
  const bundle = { bytes: Buffer.byteLength(bundled.code), gzipBytes: size.gzipBytes };
  // 3. Loaded in workerd, and in kitbench's worker engine beside it.
  await warming;
  const testing = await testingModule();
  const options = { timeoutMs: 5000, onLog: () => {} } satisfies LoadOptions;
  // Both engines start together; kitbench's refuses node:* imports, so it is left out then.
  let twinProblem: ReturnType<typeof located> | undefined;
  const twin = bundled.nodeImports.length
    ? Promise.resolve(undefined)
    : testing.loadIntegration(folder, { ...options, engine: 'worker' }).catch((error: unknown) => {
        const problem = located(error);
        // A bundle's problems follow its first line: all of them, on one line.
        const whole = (error instanceof Error ? error.message : String(error)).replace(/^kitbench\/testing: /, '').split('\n').map((line) => line.trim()).join(' ');
        twinProblem = problem.file ? { ...problem, message: problem.message.replace(/^the script did not load: /, '') } : { message: whole };
        return undefined;
      });
  let workerd: TestApp;
  try {
    workerd = await testing.loadIntegration(folder, { ...options, engine: 'workerd' });
  } catch (error) {
    await (await twin)?.close();
    const problem = located(error);
    findings.unshift({ severity: 'error', ...problem, message: `does not load in workerd: ${problem.message.replace(/^the script did not load: /, '')}` });
    return { findings, steps, bundle };
  }
  const worker = await twin;
  // What workerd loads and kitbench's engine does not (top-level await: kitbench bundles CommonJS) works when
  // published, but the playground and kitbench/testing cannot run it.
  if (!worker && twinProblem) {
    findings.push({ severity: 'warning', ...twinProblem, message: `the script loads in workerd but not in kitbench's engine, so the playground and kitbench/testing cannot run it: ${twinProblem.message}` });
  }
  try {
    const manifest = (workerd as unknown as { parts: { manifest: Record<string, unknown> } }).parts.manifest;
    for (const step of stepsOf(workerd, summaryOf(workerd).summary, manifest)) {
      const inWorkerd = await attempt(() => step.run(workerd));
      const inWorker = worker ? await attempt(() => step.run(worker)) : undefined;
      steps.push({ what: step.what, workerd: inWorkerd, worker: inWorker });
      if (inWorkerd.ok && inWorker && !inWorker.ok) {
        findings.push({ severity: 'warning', message: `${step.what} runs in workerd but fails in kitbench's engine: ${inWorker.message}` });
      } else if (!inWorkerd.ok) {
        // workerd's own refusals fail the check whatever kitbench's engine did (that one may fail for another reason).
        const both = inWorker !== undefined && !inWorker.ok && !PLATFORM_REFUSAL.test(inWorkerd.message ?? '');
        findings.push({
          severity: both ? 'warning' : 'error',
          message: both
            ? `${step.what} fails in both engines with a default event (it may need an installation or other input: cover it with kitbench test): ${inWorkerd.message}`
            : `${step.what} fails in workerd${inWorker ? ' (it runs in kitbench)' : ''}: ${inWorkerd.message}`,
          file: inWorkerd.file,
          line: inWorkerd.line,
          column: inWorkerd.column,
        });
      }
    }
    const subrequests = summaryOf(workerd).maxSubrequests ?? 0;
    if (subrequests > LIMITS.subrequestsWarn) {
      findings.push({ severity: 'warning', message: `one call made ${subrequests} requests: above Workers' free-plan limit of ${LIMITS.subrequestsWarn} subrequests per invocation.` });
    }
  } finally {
    await Promise.all([workerd.close(), worker?.close()]);
  }
  return { findings, steps, bundle };
}

function where(finding: Finding): string {
  return finding.file ? `${finding.file}${finding.line ? `:${finding.line}` : ''}${finding.line && finding.column ? `:${finding.column}` : ''}: ` : '';
}

/** `kitbench check [folder]`: exit 1 when an error is found. */
export async function runCheck(argv: string[], io: CliIO): Promise<number> {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (parsed.values.help) {
    io.stdout(CHECK_HELP);
    return EXIT.ok;
  }
  const format = parsed.values.format ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be text or json, not "${format}"`);
  if (parsed.positionals.length > 1) throw new UsageError(`expected at most one folder, got ${parsed.positionals.length}`);
  const folder = resolve(io.cwd, parsed.positionals[0] ?? '.');
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    io.stderr(`kitbench check: ${folder} is not a folder. Pass the integration's folder (the one with its manifest).\n`);
    return EXIT.usage;
  }
  if (!pickManifestFile((name) => existsSync(resolve(folder, name))).file) {
    io.stderr(`kitbench check: ${noManifestMessage(folder, "Pass the integration's folder.")}\n`);
    return EXIT.usage;
  }
  let result: Awaited<ReturnType<typeof check>>;
  try {
    result = await check(folder);
  } catch (error) {
    io.stderr(`kitbench check: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.usage;
  }
  const errors = result.findings.filter((finding) => finding.severity === 'error');
  const warnings = result.findings.filter((finding) => finding.severity === 'warning');
  if (format === 'json') {
    io.stdout(`${JSON.stringify({ folder, ok: errors.length === 0, compatibilityDate: PLATFORM_COMPATIBILITY_DATE, compatibilityFlags: PLATFORM_COMPATIBILITY_FLAGS, ...result }, null, 2)}\n`);
    return errors.length ? EXIT.failed : EXIT.ok;
  }
  const lines = [`kitbench check ${folder} (workerd, compatibility date ${PLATFORM_COMPATIBILITY_DATE}, flags ${PLATFORM_COMPATIBILITY_FLAGS.join(', ')})`];
  if (result.bundle) lines.push(`  bundle: ${(result.bundle.bytes / 1024).toFixed(0)} KB, ${(result.bundle.gzipBytes / 1024).toFixed(0)} KB compressed`);
  for (const step of result.steps) lines.push(`  ${step.workerd.ok ? 'ok  ' : 'FAIL'} ${step.what}`);
  for (const finding of errors) lines.push(`error: ${where(finding)}${finding.message}`);
  for (const finding of warnings) lines.push(`warning: ${where(finding)}${finding.message}`);
  lines.push(errors.length ? `${errors.length} error${errors.length === 1 ? '' : 's'}, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}: would fail on the platform.` : `passed${warnings.length ? ` with ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : ''}.`);
  (errors.length ? io.stderr : io.stdout)(`${lines.join('\n')}\n`);
  return errors.length ? EXIT.failed : EXIT.ok;
}
