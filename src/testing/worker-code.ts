import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

let sourceBuild: Promise<string> | undefined;

// Built package: `worker.mjs` sits beside `index.mjs`. From source (this repository's own tests): bundle
// `worker.ts` once per process with esbuild, which is a dependency anyway (it bundles the author's folder).
async function workerFromSource(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./worker.ts', import.meta.url))],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/**
 * The process's Node options for the worker, without `--input-type`: a worker inherits them, and a process started
 * as `node --input-type=module -e …` (a launcher, kitbench dev run so) gives a worker started from a file
 * ERR_INPUT_TYPE_NOT_ALLOWED.
 */
function workerExecArgv(): string[] {
  const args: string[] = [];
  for (let index = 0; index < process.execArgv.length; index++) {
    const arg = process.execArgv[index];
    if (arg === '--input-type') index += 1;
    else if (!arg.startsWith('--input-type=')) args.push(arg);
  }
  return args;
}

/** Starts a fresh worker thread running the harness's worker (see worker.ts). */
export async function startWorker(): Promise<Worker> {
  // Beside this module, or one folder up should the bundler have put this module in a shared chunk.
  for (const candidate of ['./worker.mjs', '../worker.mjs']) {
    const built = new URL(candidate, import.meta.url);
    if (built.protocol === 'file:' && existsSync(fileURLToPath(built))) return new Worker(built, { execArgv: workerExecArgv() });
  }
  sourceBuild ??= workerFromSource();
  return new Worker(await sourceBuild, { eval: true, execArgv: workerExecArgv() });
}
