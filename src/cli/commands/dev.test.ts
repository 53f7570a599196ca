import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DevServer } from '../../dev/server.ts';
import { copyFixture, fakeDist } from '../../dev/test-folder.ts';
import { type CliIO, EXIT } from '../io.ts';
import { runDev } from './dev.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function memoryIO(cwd = process.cwd()): CliIO & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, stdout: (text) => out.push(text), stderr: (text) => err.push(text), readFile: async () => new Uint8Array(), cwd, now: () => 0 };
}

/** A copy of the dev fixture, a stand-in playground build and an IO that keeps what is printed; removed after the test. */
async function devFolder() {
  const copy = await copyFixture();
  cleanups.push(copy.remove);
  const dist = await fakeDist();
  cleanups.push(dist.remove);
  return { copy, dist, io: memoryIO(copy.folder) };
}

describe('kitbench dev', () => {
  it('prints a banner with the folder and URL, serves until stopped, and exits 0', async () => {
    const { copy, dist, io } = await devFolder();
    let stop!: () => void;
    let listening!: (server: DevServer) => void;
    const started = new Promise<DevServer>((resolve) => (listening = resolve));
    const exit = runDev(['--port', '0'], io, { stop: new Promise<void>((resolve) => (stop = resolve)), env: { KITBENCH_DIST: dist.dir }, onListening: listening });
    const server = await started;
    expect((await fetch(`${server.url}__kitbench/project`)).status).toBe(200);
    await server.firstBuild;
    stop();
    expect(await exit).toBe(EXIT.ok);
    const output = io.out.join('');
    expect(output).toContain(`kitbench dev · ${copy.folder}`);
    expect(output).toContain(`playground  ${server.url}`);
    expect(output).toMatch(/✓ bundled src\/index\.tsx/);
    // The banner comes first, then one line per build.
    expect(output.indexOf('Ctrl+C to stop')).toBeLessThan(output.indexOf('✓ bundled'));
    expect(output).toContain('kitbench dev stopped.');
  });

  it('Ctrl+C closes the server and exits 0 even while a library of its own would exit at once (miniflare during a workerd check)', async () => {
    const { dist, io } = await devFolder();
    // The test runner's own signal listeners stay out of this; miniflare's exit hook is played by one that exits 130.
    const theirs = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
    process.removeAllListeners('SIGINT');
    process.removeAllListeners('SIGTERM');
    const exitHook = () => process.exit(130);
    process.on('SIGINT', exitHook);
    const realExit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    cleanups.push(async () => {
      process.removeAllListeners('SIGINT');
      process.removeAllListeners('SIGTERM');
      for (const listener of theirs.SIGINT) process.on('SIGINT', listener);
      for (const listener of theirs.SIGTERM) process.on('SIGTERM', listener);
      realExit.mockRestore();
    });
    let listening!: (server: DevServer) => void;
    const started = new Promise<DevServer>((resolve) => (listening = resolve));
    const exit = runDev(['--port', '0'], io, { env: { KITBENCH_DIST: dist.dir }, onListening: listening });
    const server = await started;
    await server.firstBuild;
    process.emit('SIGINT');
    expect(await exit).toBe(EXIT.ok);
    expect(io.out.join('')).toContain('kitbench dev stopped.');
    expect(realExit).not.toHaveBeenCalled();
    // and once stopped, an exit is an exit again
    expect(process.exit).toBe(realExit);
    expect(process.listeners('SIGINT')).toEqual([exitHook]);
  });

  it('a second Ctrl+C while the server closes exits at once (130)', async () => {
    const { dist, io } = await devFolder();
    const theirs = process.listeners('SIGINT');
    process.removeAllListeners('SIGINT');
    const realExit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    let listening!: (server: DevServer) => void;
    const started = new Promise<DevServer>((resolve) => (listening = resolve));
    const exit = runDev(['--port', '0'], io, { env: { KITBENCH_DIST: dist.dir }, onListening: listening });
    const server = await started;
    await server.firstBuild;
    // the close never ends (a check that hangs): the first Ctrl+C waits for it, the second does not
    const close = server.close;
    let finish!: () => void;
    server.close = () => new Promise<void>((resolve) => (finish = () => void close.call(server).then(resolve)));
    cleanups.push(async () => {
      process.removeAllListeners('SIGINT');
      for (const listener of theirs) process.on('SIGINT', listener);
      realExit.mockRestore();
    });
    process.emit('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(realExit).not.toHaveBeenCalled();
    process.emit('SIGINT');
    expect(realExit).toHaveBeenCalledWith(130);
    finish();
    expect(await exit).toBe(EXIT.ok);
  });

  it('exits 2 with a clear message for a busy port, a missing folder, a bad port and a missing build', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => busy.close(resolve)));
    const dist = await fakeDist();
    cleanups.push(dist.remove);
    const env = { KITBENCH_DIST: dist.dir };

    const port = String((busy.address() as AddressInfo).port);
    const inUse = memoryIO();
    expect(await runDev(['--port', port], inUse, { env })).toBe(EXIT.usage);
    expect(inUse.err.join('')).toContain(`port ${port} on 127.0.0.1 is already in use. Stop what runs there or pass --port N.`);

    const noFolder = memoryIO();
    expect(await runDev(['does/not/exist'], noFolder, { env })).toBe(EXIT.usage);
    expect(noFolder.err.join('')).toMatch(/does\/not\/exist is not a folder/);

    const badPort = memoryIO();
    expect(await runDev(['--port', 'eighty'], badPort, { env })).toBe(EXIT.usage);
    expect(badPort.err.join('')).toContain('--port must be a port number');

    const noBuild = memoryIO();
    expect(await runDev([], noBuild, { env: { KITBENCH_DIST: '/nonexistent/dist' } })).toBe(EXIT.usage);
    expect(noBuild.err.join('')).toMatch(/The playground is not built .*: run npm run build in /);
  });

  it('on a non-loopback host, warns and prints the address with its token; without it the server answers 401', async () => {
    const { dist, io } = await devFolder();
    let stop!: () => void;
    let listening!: (server: DevServer) => void;
    const started = new Promise<DevServer>((resolve) => (listening = resolve));
    const exit = runDev(['--port', '0', '--host', '0.0.0.0'], io, { stop: new Promise<void>((resolve) => (stop = resolve)), env: { KITBENCH_DIST: dist.dir }, onListening: listening });
    const server = await started;
    await server.firstBuild;
    const output = io.out.join('');
    expect(output).toContain('! 0.0.0.0 is reachable from other machines');
    expect(output).toMatch(new RegExp(`playground  http://0\\.0\\.0\\.0:${server.port}/\\?token=[\\w-]{32}`));
    expect((await fetch(`http://127.0.0.1:${server.port}/__kitbench/project`)).status).toBe(401);
    stop();
    expect(await exit).toBe(EXIT.ok);
  });
});

describe('kitbench dev --no-check', () => {
  it('says in the banner that the workerd check is off and how to run it, and --help names the flag', async () => {
    const { dist, io } = await devFolder();
    let stop!: () => void;
    let listening!: (server: DevServer) => void;
    const started = new Promise<DevServer>((resolve) => (listening = resolve));
    const exit = runDev(['--port', '0', '--no-check'], io, { stop: new Promise<void>((resolve) => (stop = resolve)), env: { KITBENCH_DIST: dist.dir }, onListening: listening });
    await (await started).firstBuild;
    stop();
    expect(await exit).toBe(EXIT.ok);
    const output = io.out.join('');
    expect(output).toContain('checking    off (--no-check): kitbench check runs the script in workerd');
    expect(output).not.toContain('after each build, what kitbench check finds');
    const help = memoryIO();
    expect(await runDev(['--help'], help)).toBe(EXIT.ok);
    expect(help.out.join('')).toContain('--no-check  no workerd check after each build');
  });
});

describe('kitbench dev --record', () => {
  it('says it records in the banner, and --record-local needs --record', async () => {
    const copy = await copyFixture();
    cleanups.push(copy.remove);
    const dist = await fakeDist();
    cleanups.push(dist.remove);
    const env = { KITBENCH_DIST: dist.dir };
    const alone = memoryIO(copy.folder);
    expect(await runDev(['--record-local'], alone, { env })).toBe(EXIT.usage);
    expect(alone.err.join('')).toContain('--record-local goes with --record');

    const io = memoryIO(copy.folder);
    let stop!: () => void;
    let listening!: (server: DevServer) => void;
    const started = new Promise<DevServer>((resolve) => (listening = resolve));
    const exit = runDev(['--port', '0', '--record'], io, { stop: new Promise<void>((resolve) => (stop = resolve)), env, onListening: listening });
    const server = await started;
    expect(await (await fetch(`${server.url}__kitbench/record`)).json()).toEqual({ enabled: true, recordings: [], notRecorded: [] });
    await server.firstBuild;
    stop();
    expect(await exit).toBe(EXIT.ok);
    expect(io.out.join('')).toContain('recording   real responses');
  });
});
