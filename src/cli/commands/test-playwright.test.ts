import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliIO } from '../io';
import { findSpecFiles, generatedConfig, outcomesOf, ownPlaywrightConfig, reporterArgs, runSpecs } from './test-playwright';

const folders: string[] = [];
function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'kitbench-specs-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(folder, name, '..'), { recursive: true });
    writeFileSync(join(folder, name), text);
  }
  return folder;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('findSpecFiles', () => {
  it("finds the folder's *.kitbench.spec files, not its Node tests, node_modules or hidden folders", () => {
    const folder = folderWith({
      'flow.kitbench.spec.ts': '',
      'tests/dark.kitbench.spec.tsx': '',
      'tests/more.kitbench.spec.mjs': '',
      'counter.kitbench.test.ts': '',
      'other.spec.ts': '',
      'node_modules/pkg/x.kitbench.spec.ts': '',
      '.cache/y.kitbench.spec.ts': '',
    });
    expect(findSpecFiles(folder).map((file) => file.slice(folder.length + 1))).toEqual(['flow.kitbench.spec.ts', 'tests/dark.kitbench.spec.tsx', 'tests/more.kitbench.spec.mjs']);
  });
});

describe('generatedConfig', () => {
  it('is a module Playwright loads from anywhere: the folder as testDir, only kitbench specs, the README browser', async () => {
    const folder = folderWith({});
    const file = join(folder, 'config.mjs');
    writeFileSync(file, generatedConfig('/work/my-integration', '/work/my-integration/node_modules/.cache/kitbench/test-results'));
    const config = (await import(pathToFileURL(file).href)).default;
    expect(config.testDir).toBe('/work/my-integration');
    expect(config.testMatch.test('flow.kitbench.spec.ts')).toBe(true);
    expect(config.testMatch.test('flow.kitbench.test.ts')).toBe(false);
    // the reporters are the command line's (reporterArgs), so the author's own ones can join kitbench's
    expect(config.reporter).toBeUndefined();
    expect(config.use.viewport).toEqual({ width: 1440, height: 900 });
    expect(config.use.launchOptions.args).toContain('--disable-gpu');
  });

});

describe('reporterArgs', () => {
  it("keeps the author's reporters after -- beside kitbench's own report, in either spelling", () => {
    expect(reporterArgs(['--grep', 'dark', '--reporter=json'], '/w/r.mjs', true)).toEqual(['--grep', 'dark', '--reporter=json,/w/r.mjs']);
    expect(reporterArgs(['--reporter', 'junit,line', '-x'], '/w/r.mjs', true)).toEqual(['-x', '--reporter=junit,line,/w/r.mjs']);
  });

  it('shows the list when kitbench prints text, nothing of Playwright when it prints JSON', () => {
    expect(reporterArgs([], '/w/r.mjs', true)).toEqual(['--reporter=list,/w/r.mjs']);
    expect(reporterArgs(['--headed'], '/w/r.mjs', false)).toEqual(['--headed', '--reporter=/w/r.mjs']);
  });
});

describe('ownPlaywrightConfig', () => {
  it("uses the folder's own playwright.config when it has one", () => {
    expect(ownPlaywrightConfig(folderWith({ 'playwright.config.ts': '' }))).toMatch(/playwright\.config\.ts$/);
    expect(ownPlaywrightConfig(folderWith({}))).toBeUndefined();
  });
});

describe('outcomesOf', () => {
  it('reads one outcome per test, named describe › test, with the last attempt’s error without colour codes and what it printed', () => {
    const report = {
      suites: [
        {
          title: 'flow.kitbench.spec.ts',
          file: 'flow.kitbench.spec.ts',
          specs: [{ title: 'draws the flow', file: 'flow.kitbench.spec.ts', tests: [{ status: 'expected' as const, results: [{ status: 'passed', duration: 1200, stdout: 'drew 3 steps\n', stderr: '' }] }] }],
          suites: [
            {
              title: 'dark theme',
              file: 'flow.kitbench.spec.ts',
              specs: [
                {
                  title: 'looks right',
                  file: 'flow.kitbench.spec.ts',
                  tests: [
                    {
                      status: 'unexpected' as const,
                      results: [
                        { status: 'failed', duration: 900, error: { message: 'first try' } },
                        { status: 'failed', duration: 800, error: { message: "\u001b[31mError: kitbench.insert('flow'): the block did not render.\u001b[39m" } },
                      ],
                    },
                  ],
                },
                { title: 'flaky one', file: 'flow.kitbench.spec.ts', tests: [{ status: 'flaky' as const, results: [{ status: 'failed', duration: 5 }, { status: 'passed', duration: 5 }] }] },
                { title: 'later', file: 'flow.kitbench.spec.ts', tests: [{ status: 'skipped' as const, results: [] }] },
              ],
            },
          ],
        },
      ],
    };
    expect(outcomesOf(report, '/work/f')).toEqual([
      { name: 'draws the flow', file: 'flow.kitbench.spec.ts', status: 'passed', durationMs: 1200, error: undefined, output: 'drew 3 steps\n' },
      { name: 'dark theme › looks right', file: 'flow.kitbench.spec.ts', status: 'failed', durationMs: 1700, error: "Error: kitbench.insert('flow'): the block did not render." },
      { name: 'dark theme › flaky one', file: 'flow.kitbench.spec.ts', status: 'passed', durationMs: 10, error: undefined },
      { name: 'dark theme › later', file: 'flow.kitbench.spec.ts', status: 'skipped', durationMs: 0, error: undefined },
    ]);
  });
});

describe('runSpecs', () => {
  it('names the missing peer dependency and the command that installs it', async () => {
    const folder = folderWith({ 'flow.kitbench.spec.ts': '' });
    const io: CliIO = { stdout: () => {}, stderr: () => {}, cwd: folder, readFile: async () => new Uint8Array(), now: () => 0 };
    const run = await runSpecs(folder, [join(folder, 'flow.kitbench.spec.ts')], io, { text: true, updateSnapshots: false });
    expect(run.outcomes).toEqual([]);
    expect(run.problem).toBe(`flow.kitbench.spec.ts needs Playwright: run npm install --save-dev @playwright/test in ${folder} (kitbench/playwright's peer dependency).`);
  });

  // A folder inside the repository (outside node_modules, which the config ignores) resolves @playwright/test from
  // kitbench's node_modules, as an author's project resolves its own; the specs use no page, so no browser starts.
  it("runs the author's reporters beside kitbench's count, and keeps what each test printed", async () => {
    const folder = join(import.meta.dirname, '../../..', `.kitbench-reporters-${process.pid}`);
    folders.push(folder);
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(folder, 'sum.kitbench.spec.ts'),
      `import { expect, test } from '@playwright/test';
test('adds', () => {
  console.log('adding 1 and 1');
  expect(1 + 1).toBe(2);
});
test.describe('in a group', () => {
  test('subtracts wrongly', () => {
    expect(2 - 1).toBe(0);
  });
});
`,
    );
    const junit = join(folder, 'results.xml');
    const chunks: string[] = [];
    const io: CliIO = { stdout: (text) => chunks.push(text), stderr: (text) => chunks.push(text), cwd: folder, readFile: async () => new Uint8Array(), now: () => 0 };
    const previous = process.env.PLAYWRIGHT_JUNIT_OUTPUT_FILE;
    process.env.PLAYWRIGHT_JUNIT_OUTPUT_FILE = junit;
    try {
      const run = await runSpecs(folder, [join(folder, 'sum.kitbench.spec.ts')], io, { text: true, updateSnapshots: false, args: ['--reporter=junit'] });
      expect(run.problem).toBeUndefined();
      expect(run.outcomes).toEqual([
        expect.objectContaining({ name: 'adds', file: 'sum.kitbench.spec.ts', status: 'passed', output: 'adding 1 and 1\n' }),
        expect.objectContaining({ name: 'in a group › subtracts wrongly', status: 'failed', error: expect.stringContaining('Expected: 0') }),
      ]);
      // Playwright's own JUnit report, where the author asked for it
      const xml = readFileSync(junit, 'utf8');
      expect(xml).toContain('<testcase name="adds"');
      expect(xml).toContain('<testcase name="in a group › subtracts wrongly"');
      // the named reporter replaced the list
      expect(chunks.join('')).not.toContain('✓');
    } finally {
      if (previous === undefined) delete process.env.PLAYWRIGHT_JUNIT_OUTPUT_FILE;
      else process.env.PLAYWRIGHT_JUNIT_OUTPUT_FILE = previous;
    }
  }, 120_000);
});
