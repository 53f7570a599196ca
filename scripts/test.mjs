// `npm test`: the type check, lint and production build in one lane while the unit tests run in another (neither
// needs the other, and Vitest keeps one of two cores' worth of workers: the other lane fills the second core), then the
// end-to-end journeys against the build. Each stage is an npm script of its own (`npm run typecheck`, …), run here
// unchanged. A stage's output is printed whole, under its name, when it ends, so two lanes never interleave;
// the journeys print as they run. The first failure is named at the end and sets the exit code; the journeys do not
// start when an earlier stage failed (they would test a build that is not the code, or none).
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const lanes = [['typecheck', 'lint', 'build'], ['unit']];
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
async function runLane(scripts) {
  for (const script of scripts) if ((await runScript(script, { buffered: true })).code !== 0) return false;
  return true;
}

const started = performance.now();
console.log(`npm test: ${lanes.map((lane) => lane.join(' → ')).join('  ‖  ')}, then e2e`);
const passed = (await Promise.all(lanes.map(runLane))).every(Boolean);
if (passed) {
  console.log('\n── e2e ──');
  await runScript('e2e', { buffered: false });
}

const failed = results.find((result) => result.code !== 0);
console.log(`\n── npm test: ${failed ? 'FAILED' : 'passed'} in ${seconds(performance.now() - started)} ──`);
for (const { script, code, ms } of results) console.log(`  ${script.padEnd(10)} ${(code === 0 ? 'passed' : `FAILED (exit ${code})`).padEnd(16)} ${seconds(ms)}`);
const ran = new Set(results.map((result) => result.script));
for (const script of [...lanes.flat(), 'e2e'].filter((name) => !ran.has(name))) console.log(`  ${script.padEnd(10)} not run: an earlier stage failed`);
process.exitCode = failed ? failed.code || 1 : 0;
