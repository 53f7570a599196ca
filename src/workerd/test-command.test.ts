import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIO } from '../cli/io';
import { main } from '../cli/main';
import { runTest } from '../cli/commands/test';

// `kitbench test --engine workerd` as an author runs it: their test files unchanged, the script in workerd.
const root = fileURLToPath(new URL('../../', import.meta.url));
// The harness as the package ships it (with dist-testing/workerd-engine.mjs), built once for these tests.
const built = join(root, 'node_modules', '.cache', `kitbench-engine-testing-${process.pid}`);
const harness = join(built, 'index.mjs');

beforeAll(() => {
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.testing.config.ts', '--outDir', built, '--logLevel', 'error'], { cwd: root });
}, 120_000);
afterAll(() => rmSync(built, { recursive: true, force: true }));

function capture(): { io: CliIO; out: () => string } {
  const chunks: string[] = [];
  const io: CliIO = { stdout: (t) => chunks.push(t), stderr: (t) => chunks.push(t), cwd: root, readFile: async () => new Uint8Array(), now: () => 0 };
  return { io, out: () => chunks.join('') };
}

// The counter example with its block and a test, plus a block that compiles code from a string: workerd refuses it.
function project(): string {
  const folder = mkdtempSync(join(tmpdir(), 'kitbench-engine-cmd-'));
  cpSync(join(root, 'src/examples/counter'), folder, { recursive: true });
  writeFileSync(
    join(folder, 'counter.kitbench.test.ts'),
    `import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadIntegration } from 'kitbench/testing';

test('Add counts up', async () => {
  const app = await loadIntegration('./');
  const block = await app.insert('counter', { props: { start: 2 } });
  await block.press('Add');
  assert.match(block.text(), /Count: 3/);
  await app.close();
});
`,
  );
  return folder;
}

describe('kitbench test --engine workerd', () => {
  it('runs the author\'s tests unchanged with the script in workerd', async () => {
    const folder = project();
    const { io, out } = capture();
    expect(await runTest([folder, '--engine', 'workerd'], io, { harness })).toBe(0);
    expect(out()).toContain('✔ Add counts up');
    expect(out()).toMatch(/\n1 passed, 0 failed\n$/);
    expect(process.env.KITBENCH_ENGINE).toBeUndefined();
  }, 120_000);

  it('runs them in workerd indeed: a block that compiles code from a string passes in the worker engine and fails in workerd', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'kitbench-engine-cmd-'));
    cpSync(join(root, 'src/workerd/__fixtures__/codegen'), folder, { recursive: true });
    writeFileSync(
      join(folder, 'formula.kitbench.test.ts'),
      `import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadIntegration } from 'kitbench/testing';

test('the formula block shows 42', async () => {
  const app = await loadIntegration('./');
  try {
    const block = await app.insert('formula');
    assert.equal(block.text(), 'Twice 21 is 42');
  } finally {
    await app.close();
  }
});
`,
    );
    const inWorker = capture();
    expect(await runTest([folder], inWorker.io, { harness })).toBe(0);
    const inWorkerd = capture();
    expect(await runTest([folder, '--engine', 'workerd'], inWorkerd.io, { harness })).toBe(1);
    expect(inWorkerd.out()).toContain('EvalError: Code generation from strings disallowed for this context');
    expect(inWorkerd.out()).toMatch(/0 passed, 1 failed/);
  }, 120_000);

  it('says which engines there are', async () => {
    const { io, out } = capture();
    expect(await main(['test', '--engine', 'deno'], io)).toBe(2);
    expect(out()).toContain('--engine must be worker or workerd, not "deno"');
  });
});
