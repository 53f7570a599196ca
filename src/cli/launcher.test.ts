// bin/kitbench.cjs, the `kitbench` command an author runs, on the built CLI (`npm test` builds before the unit
// tests): validate and schema go through the CommonJS quick build (dist-cli/quick.cjs) and must answer exactly as
// the whole CLI does; everything else reaches the whole CLI.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from './main.ts';
import type { CliIO } from './io.ts';

const repo = resolve(import.meta.dirname, '../..');
const launcher = join(repo, 'bin/kitbench.cjs');
const built = existsSync(join(repo, 'dist-cli/kitbench.mjs'));

const VALID = 'name: a\ntitle: A\ndescription: d\norganization: o\nvisibility: private\nscopes: [space:content:read]\n';
// non-ASCII text on the way through (the quick build is written in ASCII, its strings escaped)
const INVALID = 'name: a\ntitle: Café ✓\ndescription: “déjà vu”\norganization: o\nvisibility: secret\nscopes: [space:content:read]\n';

let dir: string;

/** bin/quick-loader.cjs, as the launcher and the build use it. */
interface QuickLoader {
  readCodeCache(quick: string): Buffer | undefined;
  loadQuick(quick: string, cachedData: Buffer | undefined): { exports: { main(argv: string[], io: CliIO): Promise<number> }; script: { cachedDataRejected?: boolean } };
}

function kitbench(args: string[], bin = launcher): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [bin, ...args], { cwd: dir }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? -1) : 0, stdout, stderr }),
    );
  });
}

/** What main.ts answers in this process, for the same arguments. */
async function inProcess(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = {
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    readFile: async (path) => new Uint8Array(await readFile(resolve(dir, path))),
    cwd: dir,
    now: () => Date.now(),
  };
  const code = await main(args, io);
  return { code, stdout: out.join(''), stderr: err.join('') };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kitbench-launcher-'));
  await writeFile(join(dir, 'valid.yaml'), VALID);
  await writeFile(join(dir, 'invalid.yaml'), INVALID);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe.skipIf(!built)('the kitbench command (bin/kitbench.cjs), on the build', () => {
  it('builds the quick path beside the whole CLI', () => {
    expect(existsSync(join(repo, 'dist-cli/quick.cjs'))).toBe(true);
  });

  it("builds V8's code cache for the quick path, which this Node takes; a cache it refuses only costs the compile", async () => {
    const { loadQuick, readCodeCache } = createRequire(import.meta.url)('../../bin/quick-loader.cjs') as QuickLoader;
    const quick = join(repo, 'dist-cli/quick.cjs');
    const cache = readCodeCache(quick);
    expect(cache?.length).toBeGreaterThan(100_000);
    expect(loadQuick(quick, cache).script.cachedDataRejected).toBe(false);
    // A cache from another Node (a tarball packed elsewhere) is refused by V8, and the build runs compiled as usual.
    const refused = loadQuick(quick, Buffer.from('a cache made by another V8'));
    expect(refused.script.cachedDataRejected).toBe(true);
    const out: string[] = [];
    const io: CliIO = { stdout: (text) => out.push(text), stderr: (text) => out.push(text), readFile: async (path) => new Uint8Array(await readFile(resolve(dir, path))), cwd: dir, now: () => Date.now() };
    expect(await refused.exports.main(['validate', 'valid.yaml'], io)).toBe(0);
    expect(out.join('')).toContain('valid.yaml is valid');
  });

  it('validates as the whole CLI does: a valid manifest, then one with an error at its line and column', async () => {
    const valid = await kitbench(['validate', 'valid.yaml']);
    expect(valid).toMatchObject({ code: 0, stdout: expect.stringContaining('valid.yaml is valid') });
    const invalid = await kitbench(['validate', 'invalid.yaml', '--format', 'json']);
    expect(invalid.code).toBe(1);
    const reference = await inProcess(['validate', 'invalid.yaml', '--format', 'json']);
    expect(JSON.parse(invalid.stdout)).toEqual(JSON.parse(reference.stdout));
    expect(invalid.stdout).toContain('"line": 5');
  });

  it('prints the same schema, and the same usage errors', async () => {
    const [schema, reference] = await Promise.all([kitbench(['schema']), inProcess(['schema'])]);
    expect(schema.code).toBe(0);
    expect(schema.stdout).toBe(reference.stdout);
    const missing = await kitbench(['validate']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe((await inProcess(['validate'])).stderr);
  });

  it('hands every other command to the whole CLI, and bin/kitbench.mjs runs the same launcher', async () => {
    const unknown = await kitbench(['deploy']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown command "deploy"');
    const help = await kitbench(['--help'], join(repo, 'bin/kitbench.mjs'));
    expect(help).toMatchObject({ code: 0, stdout: expect.stringContaining('Usage: kitbench <command>') });
    const viaMjs = await kitbench(['validate', 'valid.yaml'], join(repo, 'bin/kitbench.mjs'));
    expect(viaMjs.stdout).toContain('valid.yaml is valid');
  });

  it('started as create-kitbench, is kitbench init', async () => {
    const create = join(dir, 'create-kitbench');
    await symlink(launcher, create);
    const help = await kitbench(['--help'], create);
    expect(help).toMatchObject({ code: 0, stdout: expect.stringContaining('Usage: kitbench init') });
  });
});
