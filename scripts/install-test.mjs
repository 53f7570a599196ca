// The install test (issue 36): kitbench installed as an author installs it, into a fresh project outside this
// repository, from a git URL (a clone of this worktree's HEAD, as `git+file://`) and from a packed tarball (`npm pack`
// of this worktree). In each: `kitbench init` writes a visitor-authentication integration, `kitbench check` passes
// it, its own `npm test` passes (its unit test and its Playwright spec), and `kitbench dev` serves the playground on it
// with its editor (checked in Chromium). Slow (real npm installs, a full build for each), so not part of `npm test`
// unless KITBENCH_INSTALL_TEST=1; `npm run test:install` runs it alone, `-- git` or `-- tarball` one path only.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';

const repo = resolve(import.meta.dirname, '..');
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['git', 'tarball'];
const keep = process.env.KITBENCH_INSTALL_KEEP === '1';
const playwrightVersion = JSON.parse(await readFile(join(repo, 'node_modules/@playwright/test/package.json'), 'utf8')).version;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const timings = [];

/** Runs a command; resolves with its output, rejects naming it (and its output) when it fails. */
function run(command, args, cwd, { env = process.env, quiet = false } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolvePromise(output);
      else reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${code}:\n${quiet ? output.slice(-4000) : output}`));
    });
  });
}

async function step(name, action) {
  const started = performance.now();
  process.stdout.write(`  ${name} … `);
  try {
    const result = await action();
    const ms = performance.now() - started;
    timings.push([name, ms]);
    console.log(seconds(ms));
    return result;
  } catch (error) {
    console.log('FAILED');
    throw error;
  }
}

// No npm_* variables of a surrounding `npm run`: the project's npm must behave as when an author types it.
const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== 'INIT_CWD'));

/** `kitbench dev` on the folder until the page shows it, connected, with its editor; then stopped. */
async function devShowsEditor(project, folder) {
  // the installed bin itself, not through npx: Ctrl+C (SIGINT) must reach kitbench dev, which npx does not pass on
  const bin = join(project, 'node_modules', '.bin', 'kitbench');
  const child = spawn(bin, ['dev', folder, '--port', '0'], { cwd: project, env: cleanEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise((resolveUrl, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const found = /playground\s+(http:\/\/\S+)/.exec(output);
      if (found) resolveUrl(found[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('close', (code) => reject(new Error(`kitbench dev exited ${code} before serving:\n${output}`)));
  });
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
  const browser = await chromium.launch({ executablePath, args: process.getuid?.() === 0 ? ['--no-sandbox'] : [] });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    const connection = page.getByRole('status', { name: 'Dev server connection' });
    await connection.filter({ hasText: 'Connected' }).waitFor({ timeout: 60_000 });
    await page.getByText(`kitbench dev · ${folder}`).waitFor({ timeout: 10_000 });
    // the editor: Monaco's text area, named after what it edits
    await page.getByRole('textbox', { name: /Script editor|Manifest editor/ }).first().waitFor({ timeout: 60_000 });
  } finally {
    await browser.close();
    child.kill('SIGINT');
    await new Promise((resolveClose) => (child.exitCode === null ? child.on('close', resolveClose) : resolveClose()));
  }
}

/** One install path: a fresh project, kitbench from `source`, then init, validate, npm test and dev in it. */
async function tryPath(name, work, source) {
  console.log(`\n── ${name}: npm install --save-dev ${source}`);
  const project = join(work, `project-${name}`);
  await run('mkdir', ['-p', project], work);
  await run('npm', ['init', '-y'], project, { env: cleanEnv });
  await step('npm install kitbench and @playwright/test', () =>
    run('npm', ['install', '--save-dev', '--no-audit', '--no-fund', source, `@playwright/test@${playwrightVersion}`], project, { env: cleanEnv, quiet: true }),
  );
  await step('kitbench init sign-in --kind visitor-auth', () => run('npx', ['--no-install', 'kitbench', 'init', 'sign-in', '--kind', 'visitor-auth', '--yes'], project, { env: cleanEnv }));
  const folder = join(project, 'sign-in');
  // the installed bin's quick path (dist-cli/quick.cjs), with nothing but what the package itself installed
  await step('kitbench validate', async () => {
    const output = await run('npx', ['--no-install', 'kitbench', 'validate', 'sign-in'], project, { env: cleanEnv });
    if (!/is valid/.test(output)) throw new Error(`kitbench validate did not say the new integration is valid:\n${output}`);
  });
  await step('npm run check (kitbench check: the manifest, and the script in workerd)', () => run('npm', ['run', 'check'], folder, { env: cleanEnv }));
  // npm test failing still lets kitbench dev be tried: the report names every step that failed
  const tested = await step('npm test (kitbench test: unit + Playwright)', async () => {
    const output = await run('npm', ['test'], folder, { env: cleanEnv });
    if (!/\b2 passed, 0 failed\b/.test(output)) throw new Error(`npm test in the new integration did not pass its unit test and its spec:\n${output}`);
  }).then(
    () => undefined,
    (error) => error,
  );
  await step('kitbench dev: the page and its editor', () => devShowsEditor(project, 'sign-in'));
  if (tested) throw tested;
}

const started = performance.now();
const work = await mkdtemp(join(tmpdir(), 'kitbench-install-'));
let failed = false;
for (const name of paths) {
  try {
    if (name === 'git') {
      const clone = join(work, 'kitbench-clone');
      await step('git clone of HEAD', () => run('git', ['clone', '--quiet', '--no-local', repo, clone], work));
      await tryPath('git', work, `git+file://${clone}`);
    } else if (name === 'tarball') {
      // KITBENCH_INSTALL_TARBALL: a tarball packed already (a rerun), instead of packing again
      if (process.env.KITBENCH_INSTALL_TARBALL) await run('cp', [resolve(process.env.KITBENCH_INSTALL_TARBALL), work], work);
      else await step('npm pack (prepare builds everything)', () => run('npm', ['pack', '--pack-destination', work], repo, { env: cleanEnv, quiet: true }));
      // the build's own output shares stdout with npm's: the tarball is found by its name, not parsed from it
      const tarball = join(work, (await readdir(work)).find((name) => /^kitbench-.*\.tgz$/.test(name)) ?? 'kitbench.tgz');
      await tryPath('tarball', work, tarball);
    } else {
      throw new Error(`unknown install path "${name}": git or tarball`);
    }
  } catch (error) {
    // one path failing still lets the other be tried
    failed = true;
    console.error(`\n${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
if (keep) console.log(`\nkept ${work}`);
else await rm(work, { recursive: true, force: true });
console.log(`\n── install test: ${failed ? 'FAILED' : 'passed'} in ${seconds(performance.now() - started)} ──`);
for (const [name, ms] of timings) console.log(`  ${name.padEnd(46)} ${seconds(ms)}`);
process.exitCode = failed ? 1 : 0;
