import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFileName, exportTest } from '../../core/test-export/export';
import { exportCallsTest } from '../../core/test-export/export-calls';
import { loadIntegration } from '../../testing/index';
import type { CliIO } from '../io';
import { findTestFiles, ownRunner, runTest, withoutEval } from './test';

const root = fileURLToPath(new URL('../../../', import.meta.url));
// The harness as the package ships it, built once for these tests (inside the repository: it imports node_modules).
const built = join(root, 'node_modules', '.cache', `kitbench-testing-${process.pid}`);
const harness = join(built, 'index.mjs');

function capture(cwd = root): { io: CliIO; out: () => string } {
  const chunks: string[] = [];
  const io: CliIO = { stdout: (t) => chunks.push(t), stderr: (t) => chunks.push(t), cwd, readFile: async () => new Uint8Array(), now: () => 0 };
  return { io, out: () => chunks.join('') };
}

function counterProject(tests: Record<string, string>, from = 'src/examples/counter'): string {
  const folder = mkdtempSync(join(tmpdir(), 'kitbench-test-cmd-'));
  cpSync(join(root, from), folder, { recursive: true });
  for (const [name, text] of Object.entries(tests)) {
    mkdirSync(join(folder, name, '..'), { recursive: true });
    writeFileSync(join(folder, name), text);
  }
  return folder;
}

const PASSING = `import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadIntegration } from 'kitbench/testing';

test('Add counts up', async () => {
  const app = await loadIntegration('./');
  const block = await app.insert('counter', { props: { start: 2 } });
  await block.press('Add');
  const text: string = block.text();
  assert.match(text, /Count: 3/);
});
`;

const FAILING = `import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadIntegration } from 'kitbench/testing';

test('Remove counts up (it does not)', async () => {
  const app = await loadIntegration(new URL('..', import.meta.url));
  const block = await app.insert('counter');
  await block.press('Remove');
  assert.equal(block.text(), 'Count: 1 Add Remove Reset');
});
`;

beforeAll(() => {
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.testing.config.ts', '--outDir', built, '--logLevel', 'error'], { cwd: root });
}, 60_000);
afterAll(() => rmSync(built, { recursive: true, force: true }));

describe('kitbench test', () => {
  it('runs the folder’s *.kitbench.test.ts files with Node’s runner and sums them up', async () => {
    const folder = counterProject({ 'counter.kitbench.test.ts': PASSING });
    const { io, out } = capture();
    expect(await runTest([folder], io, { harness })).toBe(0);
    expect(out()).toContain('✔ Add counts up');
    expect(out()).toMatch(/\n1 passed, 0 failed\n$/);
  }, 30_000);

  it('exits 1 and shows the expected and the rendered text when a test fails', async () => {
    const folder = counterProject({ 'counter.kitbench.test.ts': PASSING, 'tests/remove.kitbench.test.ts': FAILING });
    const { io, out } = capture(folder);
    expect(await runTest([], io, { harness })).toBe(1);
    expect(out()).toContain("+ 'Count: -1 Add Remove Reset'");
    expect(out()).toContain("- 'Count: 1 Add Remove Reset'");
    expect(out()).toContain('tests/remove.kitbench.test.ts:9');
    expect(out()).toMatch(/\n1 passed, 1 failed\n$/);
  }, 30_000);

  it('prints one JSON document with --format json, with what the tests printed', async () => {
    const folder = counterProject({
      'counter.kitbench.test.ts': PASSING.replace("await block.press('Add');", "await block.press('Add');\n  console.log('pressed Add');\n  console.error('a warning of mine');"),
      'tests/remove.kitbench.test.ts': FAILING,
    });
    const { io, out } = capture();
    expect(await runTest([folder, '--format', 'json'], io, { harness })).toBe(1);
    const report = JSON.parse(out());
    expect(report).toMatchObject({ folder, passed: 1, failed: 1, skipped: 0 });
    expect(report.tests).toEqual([
      { name: 'Add counts up', file: 'counter.kitbench.test.ts', status: 'passed', durationMs: expect.any(Number) },
      {
        name: 'Remove counts up (it does not)',
        file: 'tests/remove.kitbench.test.ts',
        status: 'failed',
        durationMs: expect.any(Number),
        error: expect.stringContaining("+ 'Count: -1 Add Remove Reset'"),
      },
    ]);
    expect(report.output).toEqual(
      expect.arrayContaining([
        { file: 'counter.kitbench.test.ts', stream: 'stdout', text: 'pressed Add\n' },
        { file: 'counter.kitbench.test.ts', stream: 'stderr', text: 'a warning of mine\n' },
      ]),
    );
  }, 30_000);

  it('runs a folder whose manifest has the platform CLI’s name, gitbook-manifest.yaml', async () => {
    const folder = counterProject({ 'counter.kitbench.test.ts': PASSING });
    renameSync(join(folder, 'service-manifest.yaml'), join(folder, 'gitbook-manifest.yaml'));
    const { io, out } = capture();
    expect(await runTest([folder], io, { harness })).toBe(0);
    expect(out()).toMatch(/\n1 passed, 0 failed\n$/);
  }, 30_000);

  it('exits 2 on a folder with neither manifest, naming both names, before running anything', async () => {
    const folder = counterProject({ 'counter.kitbench.test.ts': PASSING });
    rmSync(join(folder, 'service-manifest.yaml'));
    const { io, out } = capture();
    expect(await runTest([folder], io, { harness })).toBe(2);
    expect(out()).toBe(
      `kitbench test: No manifest in ${folder}: kitbench looks for service-manifest.yaml (the spec's name) or gitbook-manifest.yaml (the name the platform's CLI uses). Pass the integration's folder.\n`,
    );
  });

  it('says so when the folder has no test files, and names a file that does not compile', async () => {
    const empty = counterProject({});
    const first = capture();
    expect(await runTest([empty], first.io, { harness })).toBe(1);
    expect(first.out()).toContain(`no *.kitbench.test.ts files in ${empty}`);
    const broken = counterProject({ 'broken.kitbench.test.ts': 'import { test } from "node:test";\ntest("x", () => {\n' });
    const second = capture();
    expect(await runTest([broken], second.io, { harness })).toBe(1);
    expect(second.out()).toContain('broken.kitbench.test.ts:3 did not compile');
  });
});

describe('an exported timeline', () => {
  it('runs unchanged with kitbench test, and fails with the expected and the rendered text once the template breaks', async () => {
    const recorder = await loadIntegration(join(root, 'src/examples/counter'));
    const block = await recorder.insert('counter', { props: { start: 2 } });
    await block.press('Add');
    await block.press('Add');
    await block.press('Reset');
    await recorder.close();
    const folder = counterProject({ [exportFileName('counter')]: exportTest({ componentId: 'counter', title: 'Counter', timeline: block.timeline }) });
    const passing = capture();
    expect(await runTest([folder], passing.io, { harness })).toBe(0);
    expect(passing.out()).toContain('✔ Counter: Add, Add, Reset');

    const script = join(folder, 'src/index.tsx');
    writeFileSync(script, readFileSync(script, 'utf8').replace("count: element.state.count + 1", "count: element.state.count + 2"));
    const failing = capture();
    expect(await runTest([folder], failing.io, { harness })).toBe(1);
    expect(failing.out()).toContain("+ 'Count: 4 Add Remove Reset'");
    expect(failing.out()).toContain("- 'Count: 3 Add Remove Reset'");
    expect(failing.out()).toMatch(/\n0 passed, 1 failed\n$/);
  }, 30_000);
});

describe('an exported form session', () => {
  it('replays fills of every kind of field and passes', async () => {
    const recorder = await loadIntegration(join(root, 'src/testing/__fixtures__/controls'));
    const block = await recorder.insert('form');
    await block.fill('UI', true);
    await block.fill('Notify me', true);
    await block.fill('Pro', true);
    await block.fill('Snippet', 'let b = 2;');
    await block.press('Summarize');
    await recorder.close();
    const text = exportTest({ componentId: 'form', timeline: block.timeline });
    const folder = counterProject({ [exportFileName('form')]: text }, 'src/testing/__fixtures__/controls');
    const run = capture();
    expect(await runTest([folder], run.io, { harness })).toBe(0);
    expect(run.out()).toContain('✔ form: UI, Notify me, Pro, Snippet, Summarize');
  }, 30_000);
});

describe('exported events and requests', () => {
  it('run unchanged with kitbench test', async () => {
    const recorder = await loadIntegration(join(root, 'src/examples/counter'));
    const endpoint = recorder.environment.integration.urls.publicEndpoint;
    const sent = [
      { method: 'POST', url: `${endpoint}/v1`, headers: { 'content-type': 'application/json' }, body: '{"ping":1}' },
      { method: 'GET', url: `${endpoint}/projects` },
    ];
    const requests = [];
    for (const request of sent) {
      const response = await recorder.fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
      requests.push({ request, response: { status: response.status, headers: { 'content-type': response.headers.get('content-type') ?? '' }, body: await response.text() } });
    }
    const event = { type: 'space_content_updated', spaceId: 's1' };
    const events = [{ event, result: { ok: true as const, value: await recorder.dispatch(event.type, { spaceId: 's1' }) } }];
    await recorder.close();
    const folder = counterProject({ 'calls.kitbench.test.ts': exportCallsTest({ name: 'Team Counter', events, requests }) });
    const run = capture();
    expect(await runTest([folder], run.io, { harness })).toBe(0);
    expect(run.out()).toContain('✔ Team Counter: 1 event and 2 requests');
  }, 30_000);
});

describe('findTestFiles and ownRunner', () => {
  it('finds test files anywhere but node_modules and hidden folders', () => {
    const folder = counterProject({ 'a.kitbench.test.ts': '', 'src/b.kitbench.test.tsx': '', 'node_modules/x/c.kitbench.test.ts': '', '.cache/d.kitbench.test.ts': '', 'e.test.ts': '' });
    expect(findTestFiles(folder).map((file) => file.slice(folder.length + 1))).toEqual(['a.kitbench.test.ts', 'src/b.kitbench.test.tsx']);
  });

  it('keeps Node flags for the test processes but not an -e launcher’s script', () => {
    expect(withoutEval(['--input-type=module', '-e', 'await main()', '--enable-source-maps', '--eval=x', '-p', '1', '--max-old-space-size=512'])).toEqual([
      '--enable-source-maps',
      '--max-old-space-size=512',
    ]);
  });

  it('uses the folder’s own runner only when package.json declares it and it is installed', () => {
    const folder = counterProject({ 'package.json': JSON.stringify({ devDependencies: { vitest: '^4.0.0' } }) });
    expect(ownRunner(folder)).toBeUndefined();
    mkdirSync(join(folder, 'node_modules/.bin'), { recursive: true });
    writeFileSync(join(folder, 'node_modules/.bin/vitest'), '');
    expect(ownRunner(folder)).toMatchObject({ name: 'vitest', args: ['run'] });
  });
});
