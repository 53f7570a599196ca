import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckEvent } from './protocol.ts';
import { startDevServer } from './server.ts';
import { copyFixture, fakeDist, readEvents } from './test-folder.ts';
import { type CheckOutcome, createWorkerdChecker, runWorkerdCheck } from './workerd-check.ts';

// `kitbench dev`'s workerd check: what `kitbench check` finds, run after each build beside the preview (debounced,
// one at a time, an overtaken check not reported) and sent to the pages as `check` events.
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  vi.doUnmock('../workerd/host.ts');
  vi.resetModules();
});

const fixture = (name: string) => fileURLToPath(new URL(`../workerd/__fixtures__/${name}`, import.meta.url));

/** A runner the test settles by hand, counting its calls. */
function manualRunner() {
  const calls: { folder: string; settle: (outcome: CheckOutcome) => void; fail: (error: Error) => void }[] = [];
  const started: (() => void)[] = [];
  return {
    calls,
    run: (folder: string) =>
      new Promise<CheckOutcome>((settle, fail) => {
        calls.push({ folder, settle, fail });
        for (const wake of started.splice(0)) wake();
      }),
    /** Resolves once the runner has been called `n` times. */
    calledTimes: (n: number) =>
      new Promise<void>((resolve) => {
        const test = () => (calls.length >= n ? resolve() : started.push(test));
        test();
      }),
  };
}

function checker(run: (folder: string) => Promise<CheckOutcome>, debounceMs = 10) {
  const events: CheckEvent[] = [];
  const lines: string[] = [];
  const published = new Set<() => void>();
  const instance = createWorkerdChecker({
    folder: '/folder',
    run,
    debounceMs,
    publish: (event) => {
      events.push(event);
      for (const wake of published) wake();
    },
    log: (line) => lines.push(line),
  });
  cleanups.push(() => instance.close());
  const until = (test: (event: CheckEvent) => boolean) =>
    new Promise<CheckEvent>((resolve) => {
      const look = () => {
        const found = events.find(test);
        if (found) {
          published.delete(look);
          resolve(found);
        }
      };
      published.add(look);
      look();
    });
  return { instance, events, lines, until };
}

const finding = { severity: 'error' as const, message: 'render of block "formula" fails in workerd: Error: Disallowed operation called within global scope.', file: 'src/index.jsx', line: 4, column: 15 };

describe('the workerd checker', () => {
  it('checks once for a burst of builds, says it is checking, then sends the findings and a line for the terminal', async () => {
    const runner = manualRunner();
    const { instance, events, lines, until } = checker(runner.run);
    instance.schedule();
    instance.schedule();
    instance.schedule();
    await runner.calledTimes(1);
    expect(events).toEqual([{ state: 'checking', findings: [] }]);
    runner.calls[0].settle({ findings: [finding] });
    expect(await until((event) => event.state === 'done')).toEqual({ state: 'done', findings: [finding] });
    expect(runner.calls).toHaveLength(1);
    expect(runner.calls[0].folder).toBe('/folder');
    expect(instance.latest()).toEqual({ state: 'done', findings: [finding] });
    expect(lines).toEqual(['✗ workerd check: src/index.jsx:4: render of block "formula" fails in workerd: Error: Disallowed operation called within global scope.']);
  });

  it('a change during a check: that check is not reported (it is already old), the next one is, and keeps the last findings while checking', async () => {
    const runner = manualRunner();
    const { instance, events, until } = checker(runner.run);
    instance.schedule();
    await runner.calledTimes(1);
    runner.calls[0].settle({ findings: [finding] });
    await until((event) => event.state === 'done');
    instance.schedule();
    await runner.calledTimes(2);
    // The second check runs; the author saves again meanwhile.
    instance.schedule();
    runner.calls[1].settle({ findings: [finding] });
    await runner.calledTimes(3);
    runner.calls[2].settle({ findings: [] });
    await until((event) => event.state === 'done' && event.findings.length === 0);
    expect(events.map((event) => `${event.state}:${event.findings.length}`)).toEqual(['checking:0', 'done:1', 'checking:1', 'checking:1', 'done:0']);
  });

  it('says once, as info, that the check is unavailable and why, and never tries again', async () => {
    const runner = manualRunner();
    const { instance, events, lines, until } = checker(runner.run);
    instance.schedule();
    await runner.calledTimes(1);
    runner.calls[0].settle({ unavailable: 'the workerd engine needs miniflare, an optional dependency of kitbench that is not installed. Run `npm install miniflare`.' });
    const said = await until((event) => event.state === 'unavailable');
    expect(said.findings).toEqual([{ severity: 'info', message: expect.stringMatching(/^The workerd check is unavailable: the workerd engine needs miniflare.*npm install miniflare/) }]);
    instance.schedule();
    instance.schedule();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runner.calls).toHaveLength(1);
    expect(events.filter((event) => event.state === 'unavailable')).toHaveLength(1);
    expect(lines).toEqual([expect.stringContaining('! workerd check unavailable: the workerd engine needs miniflare')]);
  });

  it('a checker that fails is a warning that the check did not run, not the script\'s error', async () => {
    const runner = manualRunner();
    const { instance, until } = checker(runner.run);
    instance.schedule();
    await runner.calledTimes(1);
    runner.calls[0].fail(new Error('esbuild service stopped'));
    expect((await until((event) => event.state === 'done')).findings).toEqual([{ severity: 'warning', message: 'The workerd check could not run: esbuild service stopped' }]);
  });

  it('closed, it starts no check', async () => {
    const runner = manualRunner();
    const { instance } = checker(runner.run, 20);
    instance.schedule();
    await instance.close();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(runner.calls).toHaveLength(0);
  });
});

describe('the workerd check as kitbench dev runs it', () => {
  it('finds I/O in the global scope at the file and line, in workerd\'s words', async () => {
    const outcome = await runWorkerdCheck(fixture('global-io'));
    expect(outcome).toEqual({
      findings: expect.arrayContaining([
        expect.objectContaining({ severity: 'error', file: 'src/index.jsx', line: 4, message: expect.stringContaining('Disallowed operation called within global scope') }),
      ]),
    });
  }, 60_000);

  it('leaves a manifest that does not validate to the manifest\'s own problems: one line saying the check waits for it', async () => {
    const copy = await copyFixture(fixture('global-io'));
    cleanups.push(copy.remove);
    await writeFile(join(copy.folder, 'service-manifest.yaml'), 'name: check-global-io\nscript: src/index.jsx\nblocks: 3\n');
    expect(await runWorkerdCheck(copy.folder)).toEqual({
      findings: [{ severity: 'info', message: 'The workerd check runs once the manifest validates (its problems are listed here).' }],
    });
  }, 60_000);

  it('without miniflare: unavailable, with the reason and what to do', async () => {
    vi.doMock('../workerd/host.ts', () => ({
      loadMiniflare: () => Promise.reject(new Error("kitbench: the workerd engine needs miniflare, an optional dependency of kitbench that is not installed (Cannot find package 'miniflare'). Run `npm install miniflare`.")),
    }));
    vi.resetModules();
    const { runWorkerdCheck: run } = await import('./workerd-check.ts');
    expect(await run(fixture('global-io'))).toEqual({ unavailable: expect.stringMatching(/^the workerd engine needs miniflare.*Run `npm install miniflare`\.$/) });
  });
});

describe('kitbench dev sends the check to the pages', () => {
  it('after the first build and after a change on disk; a page that connects later gets the last one', async () => {
    const copy = await copyFixture();
    cleanups.push(copy.remove);
    const dist = await fakeDist();
    cleanups.push(dist.remove);
    const checked: string[] = [];
    // The check reads the folder as it is when it runs: here, whether the greeting file says "global".
    const workerdCheck = async (folder: string): Promise<CheckOutcome> => {
      const { readFile } = await import('node:fs/promises');
      const text = await readFile(join(folder, 'src/greeting.ts'), 'utf8');
      checked.push(text);
      return { findings: text.includes('global') ? [{ ...finding, file: 'src/greeting.ts', line: 1 }] : [] };
    };
    const server = await startDevServer({ folder: copy.folder, distDir: dist.dir, port: 0, host: '127.0.0.1', log: () => {}, workerdCheck, checkDebounceMs: 10 });
    cleanups.push(() => server.close());
    const stream = readEvents(`${server.url}__kitbench/events?client=tab-a`);
    cleanups.push(() => stream.close());
    await server.firstBuild;
    // The bundle first: the preview never waits for the check.
    await stream.next('bundle');
    expect(await stream.next<CheckEvent>('check', (event) => event.state === 'done', 15_000)).toEqual({ state: 'done', findings: [] });

    await writeFile(join(copy.folder, 'src/greeting.ts'), "export const GREETING = await fetch('https://global.example');\n");
    const found = await stream.next<CheckEvent>('check', (event) => event.state === 'done', 15_000);
    expect(found.findings).toEqual([expect.objectContaining({ severity: 'error', file: 'src/greeting.ts', line: 1 })]);

    const late = readEvents(`${server.url}__kitbench/events?client=tab-b`);
    cleanups.push(() => late.close());
    expect(await late.next<CheckEvent>('check')).toEqual(found);
    expect(checked.length).toBeGreaterThanOrEqual(2);
  }, 30_000);
});
