/**
 * `kitbench dev`'s workerd check: the checks `kitbench check` runs (the script bundled as the platform bundles it,
 * loaded in workerd with the platform's settings, each handler run once there and in kitbench's engine), run on the
 * folder after it builds, so that what would fail on the platform shows in the playground's Problems before the
 * author publishes. It runs beside the preview, never in its way: after the bundle has gone to the page, debounced
 * (a burst of saves is one check), one at a time, and a check overtaken by a newer change is not reported.
 */
import type { CheckEvent, CheckFinding } from './protocol.ts';

/** What one check found, or why no check can run here (said once; no check is tried again). */
export type CheckOutcome = { findings: CheckFinding[] } | { unavailable: string };

/** Runs the workerd check on a folder. */
export type CheckRunner = (folder: string) => Promise<CheckOutcome>;

/** `check()` says this first when the manifest does not validate (src/cli/commands/check.ts). */
const INVALID_MANIFEST = 'the manifest is invalid:';

/**
 * The workerd check as `kitbench check` runs it; `unavailable` when miniflare (an optional dependency) is not
 * installed. A manifest that does not validate is the manifest editor's to report (Problems lists its diagnostics):
 * here it is one line saying the check waits for it.
 */
export const runWorkerdCheck: CheckRunner = async (folder) => {
  const { loadMiniflare } = await import('../workerd/host.ts');
  try {
    await loadMiniflare();
  } catch (error) {
    return { unavailable: error instanceof Error ? error.message.replace(/^kitbench: /, '') : String(error) };
  }
  const { check } = await import('../cli/commands/check.ts');
  const { findings } = await check(folder);
  return {
    findings: findings.map((finding) =>
      finding.message.startsWith(INVALID_MANIFEST)
        ? { severity: 'info' as const, message: 'The workerd check runs once the manifest validates (its problems are listed here).' }
        : finding,
    ),
  };
};

export interface WorkerdCheckerOptions {
  folder: string;
  run: CheckRunner;
  /** Sends the event to every open page. */
  publish: (event: CheckEvent) => void;
  /** One line per check for the terminal. */
  log?: (line: string) => void;
  /** Quiet time after the last build before checking (ms). */
  debounceMs?: number;
}

export interface WorkerdChecker {
  /** A check soon (after the quiet time), or again once the one running ends. */
  schedule(): void;
  /** The last event sent, for a page that connects later. */
  latest(): CheckEvent | undefined;
  /** Stops: no check starts after this; resolves once the running one has ended. */
  close(): Promise<void>;
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

function where(finding: CheckFinding): string {
  return finding.file ? `${finding.file}${finding.line ? `:${finding.line}` : ''}: ` : '';
}

/** Schedules and runs the workerd check of one folder, publishing what it finds. */
export function createWorkerdChecker(options: WorkerdCheckerOptions): WorkerdChecker {
  const { folder, run, publish, log = () => {}, debounceMs = 500 } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let unavailable = false;
  let last: CheckEvent | undefined;
  let shown: CheckFinding[] = [];

  const send = (event: CheckEvent) => {
    last = event;
    publish(event);
  };

  const start = () => {
    timer = undefined;
    if (closed || unavailable) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      // The last findings stay shown while the next check runs (a save does not blank Problems for seconds).
      send({ state: 'checking', findings: shown });
      let outcome: CheckOutcome;
      try {
        outcome = await run(folder);
      } catch (error) {
        // The checker's own failure is not the script's: a warning that the check did not run, the preview unaffected.
        outcome = { findings: [{ severity: 'warning', message: `The workerd check could not run: ${error instanceof Error ? error.message : String(error)}` }] };
      }
      running = undefined;
      if (closed) return;
      if ('unavailable' in outcome) {
        unavailable = true;
        log(`! workerd check unavailable: ${outcome.unavailable}`);
        send({ state: 'unavailable', findings: [{ severity: 'info', message: `The workerd check is unavailable: ${outcome.unavailable}` }] });
        return;
      }
      // A change came in while this ran: its findings are already old; the next check reports.
      if (again) {
        again = false;
        schedule();
        return;
      }
      const errors = outcome.findings.filter((finding) => finding.severity === 'error');
      const warnings = outcome.findings.filter((finding) => finding.severity === 'warning');
      if (errors.length) log(`✗ workerd check: ${where(errors[0])}${errors[0].message.split('\n')[0]}${errors.length > 1 ? ` (and ${count(errors.length - 1, 'more error')})` : ''}`);
      else log(`✓ workerd check passed${warnings.length ? ` with ${count(warnings.length, 'warning')}` : ''}`);
      shown = outcome.findings;
      send({ state: 'done', findings: outcome.findings });
    })();
  };

  const schedule = () => {
    if (closed || unavailable) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(start, debounceMs);
  };

  return {
    schedule,
    latest: () => last,
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
