import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many of the slowest journeys the end of the run lists. */
const SHOWN = 10;

/**
 * Lists the slowest journeys when the run ends (issue 37), with their spec and line, so the next cut is where the time
 * is. Beside the `list` reporter (playwright.config.ts); retries count once, by their last attempt.
 */
export default class SlowestReporter implements Reporter {
  private readonly durations = new Map<string, { title: string; ms: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const where = `${test.location.file.split(/[\\/]e2e[\\/]/).pop()}:${test.location.line}`;
    this.durations.set(test.id, { title: `${where} › ${test.title}`, ms: result.duration });
  }

  onEnd(_result: FullResult): void {
    const slowest = [...this.durations.values()].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    if (slowest.length === 0) return;
    const lines = slowest.map(({ title, ms }) => `  ${`${(ms / 1000).toFixed(1)} s`.padStart(7)}  ${title.length > 150 ? `${title.slice(0, 149)}…` : title}`);
    process.stdout.write(`\nThe ${slowest.length} slowest journeys:\n${lines.join('\n')}\n`);
  }
}
