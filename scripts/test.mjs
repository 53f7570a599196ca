// `npm test`: the type check and lint in one lane while the production build runs in another (neither needs the
// other), then the unit tests alone (some run a real tsc or worker against a time limit: they keep the machine to
// themselves, as before), then the end-to-end journeys against the build. Each stage is an npm script of its own
// (`npm run typecheck`, …), run here unchanged. When two lanes run at once, each stage's output is printed whole,
// under its name, when it ends, so they never interleave; a stage alone prints as it runs. The first failure is named
// at the end and sets the exit code; no later phase starts after one (the journeys would test a build that is not the
// code, or none).
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/** Phases run one after the other; the lanes of a phase run at once, each lane's stages in order. */
const phases = [[['typecheck', 'lint'], ['build']], [['unit']], [['e2e']]];
// The install test (real npm installs and a full build for each path: minutes) only when asked for.
if (process.env.KITBENCH_INSTALL_TEST === '1') phases.push([['test:install']]);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// Piped output loses colours: keep them when the run itself is on a terminal (and the caller did not turn them off).
const env = process.stdout.isTTY && !process.env.NO_COLOR ? { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } : process.env;
const results = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs `npm run <script>`; `buffered` keeps its output and prints it in one piece when it ends. */
function runScript(script, { buffered }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { env, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks = [];
    if (buffered) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => chunks.push(chunk));
    const finish = (code) => {
      const result = { script, code, ms: performance.now() - started };
      results.push(result);
      if (buffered) {
        process.stdout.write(`\n── ${script}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(result.ms)} ──\n`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve(result);
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/** A lane's stages one after the other, stopping at the first that fails. */
async function runLane(scripts, buffered) {
  for (const script of scripts) {
    if (!buffered) console.log(`\n── ${script} ──`);
    if ((await runScript(script, { buffered })).code !== 0) return false;
  }
  return true;
}

const started = performance.now();
console.log(`npm test: ${phases.map((lanes) => lanes.map((lane) => lane.join(' → ')).join(' ‖ ')).join(', then ')}`);
for (const lanes of phases) {
  const passed = (await Promise.all(lanes.map((lane) => runLane(lane, lanes.length > 1)))).every(Boolean);
  if (!passed) break;
}

const failed = results.find((result) => result.code !== 0);
console.log(`\n── npm test: ${failed ? 'FAILED' : 'passed'} in ${seconds(performance.now() - started)} ──`);
for (const { script, code, ms } of results) console.log(`  ${script.padEnd(10)} ${(code === 0 ? 'passed' : `FAILED (exit ${code})`).padEnd(16)} ${seconds(ms)}`);
const ran = new Set(results.map((result) => result.script));
for (const script of phases.flat(2).filter((name) => !ran.has(name))) console.log(`  ${script.padEnd(10)} not run: an earlier stage failed`);
process.exitCode = failed ? failed.code || 1 : 0;
