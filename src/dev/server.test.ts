import { readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BundleResult } from '../bundle/types.ts';
import { DEV_SUPERSEDED_HEADER, type DevProject, type FilesEvent, type PackageTypes, type ProblemEvent } from './protocol.ts';
import { type DevServer, startDevServer } from './server.ts';
import { watchFolder } from './watch.ts';
import { copyFixture, fakeDist, readEvents } from './test-folder.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A dev server on an ephemeral port over a temp copy of the fixture (the real Node bundler). */
async function start(prepare?: (folder: string) => Promise<void>): Promise<{ server: DevServer; folder: string; lines: string[] }> {
  const copy = await copyFixture();
  cleanups.push(copy.remove);
  await prepare?.(copy.folder);
  const dist = await fakeDist();
  cleanups.push(dist.remove);
  const lines: string[] = [];
  const server = await startDevServer({ folder: copy.folder, distDir: dist.dir, port: 0, host: '127.0.0.1', log: (line) => lines.push(line) });
  cleanups.push(() => server.close());
  await server.firstBuild;
  return { server, folder: copy.folder, lines };
}

function events(server: DevServer, client = 'tab-a') {
  const stream = readEvents(`${server.url}__kitbench/events?client=${client}`);
  cleanups.push(() => stream.close());
  return stream;
}

const put = (server: DevServer, path: string, body: string, client = 'tab-a') =>
  fetch(`${server.url}__kitbench/files?path=${encodeURIComponent(path)}&client=${client}`, { method: 'PUT', body });

describe('kitbench dev server', () => {
  it('on a busy port rejects with EADDRINUSE and stops watching the folder, so the process can exit', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => busy.close(resolve)));
    const copy = await copyFixture();
    cleanups.push(copy.remove);
    const dist = await fakeDist();
    cleanups.push(dist.remove);
    let closed = false;
    const watch: typeof watchFolder = (...args) => {
      const watcher = watchFolder(...args);
      return {
        ...watcher,
        close: async () => {
          await watcher.close();
          closed = true;
        },
      };
    };
    const port = (busy.address() as AddressInfo).port;
    await expect(startDevServer({ folder: copy.folder, distDir: dist.dir, port, host: '127.0.0.1', log: () => {}, watch })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(closed).toBe(true);
  });

  it('starts, builds and says why when the watcher never finishes its first scan of the folder', async () => {
    const copy = await copyFixture();
    cleanups.push(copy.remove);
    const dist = await fakeDist();
    cleanups.push(dist.remove);
    // chokidar's `ready` that never came, as once seen under load
    const watch: typeof watchFolder = (...args) => ({ ...watchFolder(...args), ready: new Promise<void>(() => {}) });
    const lines: string[] = [];
    const server = await startDevServer({ folder: copy.folder, distDir: dist.dir, port: 0, host: '127.0.0.1', log: (line) => lines.push(line), watch, watchReadyMs: 50 });
    cleanups.push(() => server.close());
    expect(lines).toContain('… Still reading the folder to watch it: saves are seen once that is done. The first build runs now.');
    await server.firstBuild;
    const project = (await (await fetch(`${server.url}__kitbench/project`)).json()) as DevProject;
    expect(project.hasManifest).toBe(true);
  });

  it('serves a snapshot of the folder: manifest, sources, no node_modules', async () => {
    const { server } = await start();
    const project = (await (await fetch(`${server.url}__kitbench/project`)).json()) as DevProject;
    expect(project.hasManifest).toBe(true);
    expect(project.manifest).toContain('# Comments like these must survive');
    expect(Object.keys(project.sources).sort()).toEqual(['package.json', 'src/greeting.ts', 'src/index.tsx', 'src/router.ts']);
    expect(project.sources['src/greeting.ts']).toContain('Hello from disk');
  });

  it('serves the playground marked as dev mode, with wasm typed and app routes falling back to index.html', async () => {
    const { server, folder } = await start();
    const index = await fetch(server.url);
    expect(await index.text()).toContain(`<meta name="kitbench-dev" content="${folder.split('/').pop()}">`);
    expect((await fetch(`${server.url}assets/esbuild.wasm`)).headers.get('content-type')).toBe('application/wasm');
    expect((await fetch(`${server.url}mockServiceWorker.js`)).headers.get('content-type')).toContain('text/javascript');
    expect(await (await fetch(`${server.url}some/app/route`)).text()).toContain('kitbench-dev');
    expect((await fetch(`${server.url}assets/missing.js`)).status).toBe(404);
  });

  it('pushes the changed file and a new bundle after a save on disk, in well under a second', async () => {
    const { server, folder, lines } = await start();
    const stream = events(server);
    const first = await stream.next<BundleResult>('bundle');
    expect(first.ok).toBe(true);
    const saved = performance.now();
    await writeFile(join(folder, 'src/greeting.ts'), "export const GREETING = 'Saved on disk';\n");
    const files = await stream.next<FilesEvent>('files');
    expect(files.changed).toEqual({ 'src/greeting.ts': "export const GREETING = 'Saved on disk';\n" });
    const bundle = await stream.next<BundleResult>('bundle', (result) => result.ok && result.code.includes('Saved on disk'));
    expect(performance.now() - saved).toBeLessThan(1000);
    expect(bundle.ok && bundle.inputs).toContain('src/greeting.ts');
    expect(lines.some((line) => /✓ bundled src\/index\.tsx \(\d+ files\) in \d+ ms/.test(line))).toBe(true);
  });

  it('says nothing when stopped during a re-bundle: the bundler stopping with it is no failure', async () => {
    const copy = await copyFixture();
    cleanups.push(copy.remove);
    const dist = await fakeDist();
    cleanups.push(dist.remove);
    const lines: string[] = [];
    let builds = 0;
    let started!: () => void;
    const reBundling = new Promise<void>((resolve) => {
      started = resolve;
    });
    let stop!: () => void;
    const stopping = new Promise<void>((resolve) => {
      stop = resolve;
    });
    // The second build (the re-bundle after a save) ends as esbuild's does when Ctrl+C stops its service too.
    const bundle = async (): Promise<BundleResult> => {
      builds += 1;
      if (builds === 1) return { ok: true, code: '', map: '{}', entry: 'src/index.tsx', inputs: ['src/index.tsx'], warnings: [], durationMs: 1 };
      started();
      await stopping;
      return { ok: false, problems: [{ message: 'The bundler failed: The service was stopped' }], durationMs: 1 };
    };
    const server = await startDevServer({ folder: copy.folder, distDir: dist.dir, port: 0, host: '127.0.0.1', log: (line) => lines.push(line), bundle });
    await server.firstBuild;
    await writeFile(join(copy.folder, 'src/greeting.ts'), "export const GREETING = 'Saved';\n");
    await reBundling;
    // Ctrl+C: the server closes while the re-bundle runs, and the bundler ends then
    const closed = server.close();
    stop();
    await closed;
    expect(builds).toBe(2);
    expect(lines.filter((line) => line.startsWith('✗'))).toEqual([]);
  });

  it('writes a manifest edit back verbatim, comments kept; the echo goes to the other tabs, not back to the writer', async () => {
    const { server, folder } = await start();
    const writer = events(server, 'tab-a');
    const other = events(server, 'tab-b');
    await writer.next('bundle');
    await other.next('bundle');
    const before = await readFile(join(folder, 'service-manifest.yaml'), 'utf8');
    const edited = before.replace('title: Dev Project', 'title: Dev Project, renamed # a comment typed in the playground');
    const response = await put(server, 'service-manifest.yaml', edited, 'tab-a');
    expect(response.status).toBe(204);
    expect(await readFile(join(folder, 'service-manifest.yaml'), 'utf8')).toBe(edited);
    // Another tab on the same folder follows the edit.
    expect((await other.next<FilesEvent>('files')).changed).toEqual({ 'service-manifest.yaml': edited });
    // The writer's next event is a later change on disk alone: its own write never came back to it.
    await writeFile(join(folder, 'src/greeting.ts'), "export const GREETING = 'after';\n");
    const files = await writer.next<FilesEvent>('files');
    expect(Object.keys(files.changed)).toEqual(['src/greeting.ts']);
  });

  it('tells the other tabs about a file the playground deleted', async () => {
    const { server, folder } = await start();
    const writer = events(server, 'tab-a');
    const other = events(server, 'tab-b');
    await other.next('bundle');
    const response = await fetch(`${server.url}__kitbench/files?path=src%2Fgreeting.ts&client=tab-a`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    await expect(readFile(join(folder, 'src/greeting.ts'), 'utf8')).rejects.toThrow();
    expect((await other.next<FilesEvent>('files')).deleted).toEqual(['src/greeting.ts']);
    await writeFile(join(folder, 'src/router.ts'), 'export const router = { fetch: async () => "x" };\n');
    expect((await writer.next<FilesEvent>('files')).deleted).toEqual([]);
  });

  it("applies a tab's writes to a file in the order it numbered them: an older one arriving late is superseded", async () => {
    const { server, folder } = await start();
    const path = join(folder, 'src/greeting.ts');
    const numbered = (seq: number, body: string, client = 'tab-a') =>
      fetch(`${server.url}__kitbench/files?path=src%2Fgreeting.ts&client=${client}&seq=${seq}`, { method: 'PUT', body });
    expect((await numbered(2, 'export const newer = 2;\n')).headers.get(DEV_SUPERSEDED_HEADER)).toBeNull();
    const late = await numbered(1, 'export const older = 1;\n');
    expect([late.status, late.headers.get(DEV_SUPERSEDED_HEADER)]).toEqual([204, '1']);
    expect(await readFile(path, 'utf8')).toBe('export const newer = 2;\n');
    // another tab's write is its own order; a write at once with a short and a long text never mixes them
    await Promise.all([numbered(1, `${'x'.repeat(100_000)}\n`, 'tab-b'), numbered(3, 'short\n')]);
    expect(['short\n', `${'x'.repeat(100_000)}\n`]).toContain(await readFile(path, 'utf8'));
  });

  it('creates a new source file the playground adds, folders included', async () => {
    const { server, folder } = await start();
    expect((await put(server, 'src/lib/format.ts', 'export const x = 1;\n')).status).toBe(204);
    expect(await readFile(join(folder, 'src/lib/format.ts'), 'utf8')).toBe('export const x = 1;\n');
  });

  it('refuses to write outside the folder, into node_modules, or by absolute path', async () => {
    const { server, folder } = await start();
    for (const path of ['../escaped.ts', 'src/../../escaped.ts', '/tmp/escaped.ts', 'node_modules/itty-router/index.js', '.git/config', '']) {
      const response = await put(server, path, 'pwned');
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/^Not written: /);
    }
    await expect(readFile(join(folder, '..', 'escaped.ts'), 'utf8')).rejects.toThrow();
    expect(await readFile(join(folder, 'node_modules/itty-router/package.json'), 'utf8')).toContain('itty-router');
  });

  it('refuses folder requests from another origin or through a foreign host name (DNS rebinding)', async () => {
    const { server, folder } = await start();
    const { request } = await import('node:http');
    const ask = (method: string, headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const req = request(`${server.url}__kitbench/files?path=src/greeting.ts`, { method, headers }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end('pwned');
      });
    expect(await ask('PUT', { Origin: 'https://evil.example' })).toBe(403);
    expect(await ask('PUT', { Origin: 'null' })).toBe(403);
    expect(await ask('PUT', { Host: `evil.example:${server.port}` })).toBe(403);
    expect(await readFile(join(folder, 'src/greeting.ts'), 'utf8')).toContain('Hello from disk');
    expect(await ask('PUT', { Origin: server.url.slice(0, -1) })).toBe(204);
  });

  it('names a missing manifest and keeps answering; the problem clears once the file is back', async () => {
    let manifest = '';
    const { server, folder } = await start(async (dir) => {
      manifest = await readFile(join(dir, 'service-manifest.yaml'), 'utf8');
      await rm(join(dir, 'service-manifest.yaml'));
    });
    const stream = events(server);
    const { problem } = await stream.next<ProblemEvent>('problem');
    expect(problem?.message).toMatch(/^No manifest in .+: kitbench looks for service-manifest\.yaml \(the spec's name\) or gitbook-manifest\.yaml/);
    const project = (await (await fetch(`${server.url}__kitbench/project`)).json()) as DevProject;
    expect(project.hasManifest).toBe(false);
    await writeFile(join(folder, 'service-manifest.yaml'), manifest);
    expect(await stream.next<ProblemEvent>('problem', (event) => event.problem === null)).toEqual({ problem: null });
    expect((await stream.next<BundleResult>('bundle')).ok).toBe(true);
  });

  it('names a missing entry file and what to do', async () => {
    const { server } = await start(async (dir) => {
      const text = await readFile(join(dir, 'service-manifest.yaml'), 'utf8');
      await writeFile(join(dir, 'service-manifest.yaml'), text.replace('script: src/index.tsx', 'script: src/main.tsx'));
    });
    const { problem } = await events(server).next<ProblemEvent>('problem');
    expect(problem?.file).toBe('src/main.tsx');
    expect(problem?.message).toMatch(/The entry script src\/main\.tsx .* does not exist in .+\. Create it, or set script in service-manifest\.yaml/);
  });

  it('names an npm import that is not installed, with the install command, and recovers when the import goes', async () => {
    const { server, folder, lines } = await start(async (dir) => {
      await writeFile(join(dir, 'src/greeting.ts'), "import pad from 'left-pad-not-installed';\nexport const GREETING = pad('hi', 4);\n");
    });
    const stream = events(server);
    const { problem } = await stream.next<ProblemEvent>('problem');
    expect(problem?.packageName).toBe('left-pad-not-installed');
    expect(problem?.message).toContain('src/greeting.ts:1 imports "left-pad-not-installed", which is not installed');
    expect(problem?.message).toContain('Run npm install left-pad-not-installed in');
    expect(lines.at(-1)).toContain('left-pad-not-installed');
    expect((await fetch(`${server.url}__kitbench/project`)).status).toBe(200);
    await writeFile(join(folder, 'src/greeting.ts'), "export const GREETING = 'fixed';\n");
    await stream.next<ProblemEvent>('problem', (event) => event.problem === null);
  });

  it("answers the declarations of the folder's installed packages for the script editor, never a path out of node_modules", async () => {
    const { server, folder } = await start();
    const answer = await fetch(`${server.url}__kitbench/types?import=itty-router&import=${encodeURIComponent('../../etc/passwd')}&import=not-installed`);
    expect(answer.status).toBe(200);
    const body = await answer.text();
    const types = JSON.parse(body) as PackageTypes;
    expect(JSON.parse(types.files['itty-router/package.json'])).toEqual({ name: 'itty-router', types: expect.stringMatching(/\.d\.ts$/) });
    expect(Object.keys(types.files).every((path) => /\.d\.[cm]?ts$|\/package\.json$/.test(path))).toBe(true);
    expect(types.missing).toEqual(['../../etc/passwd', 'not-installed']);
    expect(body).not.toContain(folder);
    // another site's page cannot read them
    const foreign = await fetch(`${server.url}__kitbench/types?import=itty-router`, { headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
  });
});
