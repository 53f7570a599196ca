import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// `kitbench dev` as a child process on a port of its own, from the shared builds (`npm run build`: dist/ and
// dist-cli/); KITBENCH_OUT and KITBENCH_CLI_OUT name other build folders, as the suite's other journeys do.
const repo = resolve(import.meta.dirname, '..');
const webBuild = resolve(repo, process.env.KITBENCH_OUT ?? 'dist');
const cliBuild = resolve(repo, process.env.KITBENCH_CLI_OUT ?? 'dist-cli', 'kitbench.mjs');

export interface DevServer {
  /** The address the banner printed (the playground's, or what `ready` captured). */
  url: string;
  /** Everything the server printed so far. */
  output(): string;
  /** Ctrl+C; resolves with the exit code. */
  stop(): Promise<number | null>;
}

export interface DevServerOptions {
  /** 0 (the default) lets the server pick a free port; the banner names it. */
  port?: number;
  args?: string[];
  /** The banner line to wait for; its first group is the URL. Default: the `playground  http://…` line. */
  ready?: RegExp;
  /**
   * The workerd check after each build, as an author's `kitbench dev` runs it. Off unless a journey is about it
   * (e2e/workerd-check.spec.ts): each check starts workerd, a few seconds of CPU beside two journeys on two cores,
   * and no other journey looks at its findings.
   */
  check?: boolean;
}

/** Starts `kitbench dev <folder>` and resolves once its banner names the URL. */
export function startDevServer(folder: string, options: DevServerOptions = {}): Promise<DevServer> {
  const { port = 0, args = [], ready = /playground {2}(http:\/\/\S+)/, check = false } = options;
  let output = '';
  const launcher = 'const { main } = await import(process.argv[1]); process.exitCode = await main(process.argv.slice(2));';
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', launcher, cliBuild, 'dev', folder, '--port', String(port), ...(check ? [] : ['--no-check']), ...args], {
    env: { ...process.env, KITBENCH_DIST: webBuild },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => {
    if (child.exitCode !== null) return Promise.resolve(child.exitCode);
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    child.kill('SIGINT');
    return exited;
  };
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`kitbench dev did not start within 30 s:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = ready.exec(output);
      if (found) {
        clearTimeout(timer);
        resolvePromise({ url: found[1], output: () => output, stop });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`kitbench dev exited with ${code}:\n${output}`)));
  });
}

/**
 * A fresh copy of the `dev-project` fixture in a temporary folder, with itty-router linked into its node_modules as
 * `npm install` would put it. `remove()` deletes the temporary folder.
 */
export async function copyDevProject(prefix: string): Promise<{ folder: string; remove: () => Promise<void> }> {
  const folder = join(await mkdtemp(join(tmpdir(), `kitbench-e2e-${prefix}-`)), 'dev-project');
  await cp(resolve(repo, 'e2e/fixtures/dev-project'), folder, { recursive: true });
  await mkdir(join(folder, 'node_modules'));
  await symlink(resolve(repo, 'node_modules/itty-router'), join(folder, 'node_modules/itty-router'), 'dir');
  return { folder, remove: () => rm(resolve(folder, '..'), { recursive: true, force: true }) };
}

/** A fixture folder served by `kitbench dev`: its URL, its temporary copy, and `close()` (stops, then deletes it). */
export interface ServedFixture {
  url: string;
  folder: string;
  close(): Promise<void>;
}

/**
 * `kitbench dev` on a fresh copy of `e2e/fixtures/<fixture>` in a temporary folder; each package of `link` is linked
 * into its node_modules from this repository's, as `npm install` would put it, and each of `install` (our own fake
 * packages, `e2e/fixtures/packages/<name>`) is copied there.
 */
export async function serveFixture(
  fixture: string,
  { link = [], install = [], check = false }: { link?: string[]; install?: string[]; check?: boolean } = {},
): Promise<ServedFixture> {
  const name = fixture.split('/').pop() ?? fixture;
  const root = await mkdtemp(join(tmpdir(), `kitbench-e2e-${name}-`));
  const folder = join(root, name);
  await cp(resolve(repo, 'e2e/fixtures', fixture), folder, { recursive: true });
  if (link.length || install.length) await mkdir(join(folder, 'node_modules'));
  for (const pkg of link) await symlink(resolve(repo, 'node_modules', pkg), join(folder, 'node_modules', pkg), 'dir');
  for (const pkg of install) await cp(resolve(repo, 'e2e/fixtures/packages', pkg), join(folder, 'node_modules', pkg), { recursive: true });
  const server = await startDevServer(folder, { check });
  return {
    url: server.url,
    folder,
    async close() {
      await server.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}
