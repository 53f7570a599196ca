import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

// `kitbench dev` as a child process on a port of its own, from the shared builds (`npm run build`: dist/ and
// dist-cli/); KITBENCH_OUT and KITBENCH_CLI_OUT name other build folders, as the suite's other journeys do.
const repo = resolve(import.meta.dirname, '..');
const webBuild = resolve(repo, process.env.KITBENCH_OUT ?? 'dist');
const cliBuild = resolve(repo, process.env.KITBENCH_CLI_OUT ?? 'dist-cli', 'kitbench.mjs');

export interface DevServer {
  url: string;
  /** Everything the server printed so far. */
  output(): string;
  /** Ctrl+C; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Starts `kitbench dev <folder> --port <port> [...args]` and resolves once its banner names the URL. */
export function startDevServer(folder: string, port: number, args: string[] = []): Promise<DevServer> {
  const url = `http://127.0.0.1:${port}/`;
  let output = '';
  const launcher = 'const { main } = await import(process.argv[1]); process.exitCode = await main(process.argv.slice(2));';
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', launcher, cliBuild, 'dev', folder, '--port', String(port), ...args], {
    env: { ...process.env, KITBENCH_DIST: webBuild },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: DevServer = {
    url,
    output: () => output,
    stop() {
      if (child.exitCode !== null) return Promise.resolve(child.exitCode);
      const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
      child.kill('SIGINT');
      return exited;
    },
  };
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`kitbench dev did not start within 20 s:\n${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`playground  ${url}`)) {
        clearTimeout(timer);
        resolvePromise(server);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`kitbench dev exited with ${code}:\n${output}`)));
  });
}
