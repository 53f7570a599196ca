import { execFile } from 'node:child_process';
import { access, cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './app-test';

// kitbench/playwright as an author gets it: the repository packed (`npm pack`: the `files` list, the `exports`
// map, the builds of `npm run build`), unpacked into a fresh project outside the repository as npm installs it,
// with the README's example folder (e2e/fixtures/flow-diagram: a block with a webframe, its spec asserting inside
// the frame and comparing screenshots in light and dark), run with `npx kitbench test`. Offline: the package's
// dependencies and the project's own @playwright/test are linked from this repository's node_modules, where npm
// install would fetch them.
const repo = resolve(import.meta.dirname, '..');
const run = promisify(execFile);

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let work: string;
let project: string;

/** `npx kitbench test` in the project: its exit code and everything it printed. */
async function kitbenchTest(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    // KITBENCH_OUT (a build of one's own, as the other journeys read it) serves the playground instead of the packed dist/.
    const env = process.env.KITBENCH_OUT ? { ...process.env, KITBENCH_DIST: resolve(repo, process.env.KITBENCH_OUT) } : process.env;
    const { stdout, stderr } = await run('npx', ['--no-install', 'kitbench', 'test', ...args], { cwd: project, env, timeout: 180_000 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

test.beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'kitbench-e2e-package-'));
  const { stdout } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: repo, timeout: 120_000 });
  const tarball = join(work, (JSON.parse(stdout) as { filename: string }[])[0].filename);

  project = join(work, 'flow-diagram');
  await cp(join(repo, 'e2e/fixtures/flow-diagram'), project, { recursive: true });
  const playwrightVersion = (JSON.parse(await readFile(join(repo, 'node_modules/@playwright/test/package.json'), 'utf8')) as { version: string }).version;
  await writeFile(
    join(project, 'package.json'),
    JSON.stringify({ name: 'flow-diagram', private: true, devDependencies: { '@playwright/test': playwrightVersion, kitbench: `file:${tarball}` } }, null, 2),
  );
  // As npm installs a tarball: its `package/` folder becomes node_modules/kitbench, its `bin` entries .bin links.
  const installed = join(project, 'node_modules', 'kitbench');
  await mkdir(installed, { recursive: true });
  await run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; bin: Record<string, string> };
  const linked = [...Object.keys(manifest.dependencies), '@playwright/test', 'playwright', 'playwright-core', 'typescript', '@types/node'];
  for (const name of linked) {
    await mkdir(join(project, 'node_modules', name, '..'), { recursive: true });
    await symlink(join(repo, 'node_modules', name), join(project, 'node_modules', name), 'dir');
  }
  await mkdir(join(project, 'node_modules', '.bin'));
  for (const [name, file] of Object.entries(manifest.bin)) await symlink(join('..', 'kitbench', file), join(project, 'node_modules', '.bin', name));
  await symlink(join('..', 'typescript', 'bin', 'tsc'), join(project, 'node_modules', '.bin', 'tsc'));
});

test.afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

test("the declarations docs/your-folder.md's \"Types for your own tsc\" points at are in the package", async () => {
  const readme = await readFile(join(repo, 'docs', 'your-folder.md'), 'utf8');
  const paths = [...readme.matchAll(/"<kitbench>\/(types\/[^"]+)"/g)].map((match) => match[1]);
  expect(paths.length).toBeGreaterThanOrEqual(3);
  for (const path of [...paths, ...paths.map((path) => path.replace('@service/', '@gitbook/'))]) {
    await expect(access(join(project, 'node_modules', 'kitbench', path)), path).resolves.toBeUndefined();
  }
});

test("the README's example type-checks against the package's declarations and passes with npx kitbench test", async () => {
  // The spec as an author's tsc sees it: `kitbench/playwright` resolved through the package's `exports` and types.
  await writeFile(
    join(project, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, noEmit: true, types: ['node'] }, files: ['flow-diagram.kitbench.spec.ts'] }),
  );
  await run('npx', ['--no-install', 'tsc', '-p', 'tsconfig.json'], { cwd: project, timeout: 60_000 }).catch((error: { stdout?: string }) => {
    throw new Error(`tsc failed on the example spec:\n${error.stdout}`);
  });

  const { code, output } = await kitbenchTest();
  expect(output).toContain('the flow is drawn in the frame, and Add step draws one more');
  expect(output).toContain('the block looks the same in light and dark');
  expect(output).toMatch(/\n2 passed, 0 failed\n/);
  expect(code, output).toBe(0);
});

test('a broken block fails the example with a message that names the error and the line', async () => {
  const entry = join(project, 'src/index.tsx');
  const source = await readFile(entry, 'utf8');
  // A render that reads a state key the block does not have: a TypeError the first time it renders.
  await writeFile(entry, source.replace("const steps = element.state.source.split('->').length;", 'const steps = (element.state as { steps?: string[] }).steps!.length;'));
  try {
    // `-- -x`: Playwright stops at the first failure (the second test would fail the same way).
    const { code, output } = await kitbenchTest('--', '-x');
    expect(output).toContain(
      "Error: kitbench.insert('flow'): the block did not render. The component threw an error: TypeError: Cannot read properties of undefined (reading 'length') (src/index.tsx:23",
    );
    expect(output).toMatch(/\n0 passed, 1 failed, 1 skipped\n/);
    expect(code).toBe(1);
  } finally {
    await writeFile(entry, source);
  }
});
