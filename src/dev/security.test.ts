// Issue 20: each attack on a real `kitbench dev` server over a temp folder fails with a clear message, and nothing
// outside the folder is read, written or deleted. A second temp folder ("outside") stands for the rest of the disk.
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BundleResult } from '../bundle/types.ts';
import type { DevProject, FilesEvent, ProblemEvent, ProxyAnswer } from './protocol.ts';
import { safeMessage } from './paths.ts';
import { type DevServer, type DevServerOptions, startDevServer } from './server.ts';
import { copyFixture, fakeDist, readEvents } from './test-folder.ts';
import { watchFolder } from './watch.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const SECRET = 'hunter2-do-not-leak';

/** A folder outside the integration, with a file the attacks aim at. */
async function outside(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'kitbench-outside-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  await writeFile(join(dir, 'outside.txt'), `outside text ${SECRET}`);
  return dir;
}

async function start(prepare?: (folder: string) => Promise<void>, extra: Partial<DevServerOptions> = {}) {
  const copy = await copyFixture();
  cleanups.push(copy.remove);
  await prepare?.(copy.folder);
  const dist = await fakeDist();
  cleanups.push(dist.remove);
  const lines: string[] = [];
  const server = await startDevServer({ folder: copy.folder, distDir: dist.dir, port: 0, host: '127.0.0.1', log: (line) => lines.push(line), ...extra });
  cleanups.push(() => server.close());
  await server.firstBuild;
  return { server, folder: copy.folder, lines };
}

function events(server: DevServer, client = 'tab-a') {
  const stream = readEvents(`${server.url}__kitbench/events?client=${client}`);
  cleanups.push(() => stream.close());
  return stream;
}

const put = (server: DevServer, path: string, body: string) =>
  fetch(`${server.url}__kitbench/files?path=${encodeURIComponent(path)}&client=attacker`, { method: 'PUT', body });
const del = (server: DevServer, path: string) => fetch(`${server.url}__kitbench/files?path=${encodeURIComponent(path)}&client=attacker`, { method: 'DELETE' });
const project = async (server: DevServer) => (await fetch(`${server.url}__kitbench/project`)).text();

/** Writes a source file, then waits for its `files` event: every event before it is in `seen`. */
async function sentinel(folder: string, stream: ReturnType<typeof events>, seen: string[], timeoutMs = 5000) {
  // Named to sort first: a batch over the cap sends its first files (sorted) and names the rest in a note.
  const name = `0-sentinel-${Math.random().toString(36).slice(2)}.ts`;
  await writeFile(join(folder, name), 'export const sentinel = 1;\n');
  for (;;) {
    const event = await stream.next<FilesEvent>('files', () => true, timeoutMs);
    seen.push(JSON.stringify(event));
    if (name in event.changed) return;
  }
}

describe('1. secrets stay on disk', () => {
  it('never sends .env*, .npmrc, keys or id_* in the snapshot, in any letter case; .env values reach only `env`, named by the manifest', async () => {
    const { server } = await start(async (folder) => {
      await writeFile(join(folder, '.env'), `API_TOKEN=${SECRET}-token\nUNUSED=${SECRET}-unused\n`);
      await writeFile(join(folder, '.env.local'), `LOCAL=${SECRET}-local\n`);
      await writeFile(join(folder, '.ENV.Production'), `X=${SECRET}\n`);
      await writeFile(join(folder, '.npmrc'), `//registry.npmjs.org/:_authToken=${SECRET}\n`);
      await writeFile(join(folder, 'id_rsa'), `-----BEGIN OPENSSH PRIVATE KEY----- ${SECRET}`);
      await writeFile(join(folder, 'server.PEM'), SECRET);
      await mkdir(join(folder, 'certs'));
      await writeFile(join(folder, 'certs/tls.key'), SECRET);
      await writeFile(join(folder, 'certs/tls.crt'), SECRET);
      await mkdir(join(folder, '.ssh'));
      await writeFile(join(folder, '.ssh/config'), SECRET);
      const manifest = await readFile(join(folder, 'service-manifest.yaml'), 'utf8');
      await writeFile(join(folder, 'service-manifest.yaml'), `${manifest}secrets:\n  API_TOKEN: \${{ env.API_TOKEN }}\n`);
    });
    const text = await project(server);
    const snapshot = JSON.parse(text) as DevProject;
    // The one value the manifest names is there for the Environment panel, and nowhere else.
    expect(snapshot.env).toEqual({ API_TOKEN: `${SECRET}-token` });
    const { env: _env, ...rest } = snapshot;
    expect(JSON.stringify(rest)).not.toContain(SECRET);
    expect(text.split(SECRET).length - 1).toBe(1);
    expect(Object.keys(snapshot.sources).some((path) => /env|npmrc|id_rsa|pem|key|crt|ssh/i.test(path))).toBe(false);
    expect(snapshot.assets.map((asset) => asset.path)).toEqual([]);
    expect(snapshot.withheld).toEqual(expect.arrayContaining(['.env', '.env.local', '.ENV.Production', '.npmrc', 'id_rsa', 'server.PEM', 'certs/tls.key', 'certs/tls.crt', '.ssh/config']));
    expect(snapshot.notes[0]).toMatch(/^Kept on disk, never sent to the page, shared or exported \(secrets: .*\): .*\.env/);
  });

  it('gives a secret named by 1Password reference the .env value of its own name, and only that', async () => {
    const { server } = await start(async (folder) => {
      await writeFile(join(folder, '.env'), `CLIENT_ID=${SECRET}-client\nUNUSED=${SECRET}-unused\n`);
      const manifest = await readFile(join(folder, 'service-manifest.yaml'), 'utf8');
      await writeFile(join(folder, 'service-manifest.yaml'), `${manifest}secrets:\n  CLIENT_ID: \${{ "op://vault/item/CLIENT_ID" }}\n`);
    });
    const snapshot = JSON.parse(await project(server)) as DevProject;
    expect(snapshot.env).toEqual({ CLIENT_ID: `${SECRET}-client` });
  });

  it('never sends a secret over the event stream when it changes on disk, and refuses to write one', async () => {
    const { server, folder, lines } = await start();
    const stream = events(server);
    await stream.next('bundle');
    await writeFile(join(folder, '.env'), `TOKEN=${SECRET}\n`);
    await writeFile(join(folder, '.Npmrc'), SECRET);
    await writeFile(join(folder, 'id_ed25519'), SECRET);
    const seen: string[] = [];
    await sentinel(folder, stream, seen);
    expect(seen.join('\n')).not.toContain(SECRET);
    expect(lines.join('\n')).not.toContain(SECRET);
    const refused = await put(server, '.env', 'TOKEN=overwritten');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/secrets file \(\.env\*\), which kitbench dev never reads nor writes/);
    expect(await readFile(join(folder, '.env'), 'utf8')).toBe(`TOKEN=${SECRET}\n`);
  });
});

describe('2. the bundler stays in the folder', () => {
  const bundleOf = async (source: string, prepare?: (folder: string) => Promise<void>) => {
    const { server } = await start(async (folder) => {
      await prepare?.(folder);
      await writeFile(join(folder, 'src/index.tsx'), source);
    });
    const stream = events(server);
    return stream.next<BundleResult>('bundle');
  };

  it.each([
    ['an absolute path', "import text from '/etc/passwd?raw';"],
    ['a path up out of the folder', "import text from '../../../../../../../../etc/passwd?raw';"],
  ])('refuses %s with the import and the rule named, and bundles nothing of it', async (_name, line) => {
    const result = await bundleOf(`${line}\nexport default text;\n`);
    expect(result.ok).toBe(false);
    const text = JSON.stringify(result);
    expect(text).not.toContain('root:x:0:0');
    expect(!result.ok && result.problems[0]).toMatchObject({
      file: 'src/index.tsx',
      line: 1,
      message: expect.stringMatching(/"\/etc\/passwd\?raw"|"\.\.\/.*passwd\?raw"/),
    });
    expect(!result.ok && result.problems[0].message).toContain('a script may import only files inside its integration folder and packages installed in node_modules');
  });

  it('refuses a file outside reached by a relative path or through a symlink inside the folder, and a secret inside', async () => {
    const away = await outside();
    for (const [source, prepare] of [
      [`import text from '${join(away, 'outside.txt')}?raw'; export default text;`, undefined],
      ["import text from './link.txt?raw'; export default text;", (folder: string) => symlink(join(away, 'outside.txt'), join(folder, 'src/link.txt'))],
      ["import text from './away/outside.txt?raw'; export default text;", (folder: string) => symlink(away, join(folder, 'src/away'), 'dir')],
      ["import text from '../.env?raw'; export default text;", (folder: string) => writeFile(join(folder, '.env'), `T=${SECRET}`)],
    ] as const) {
      const result = await bundleOf(source, prepare);
      expect(result.ok, source).toBe(false);
      expect(JSON.stringify(result)).not.toContain(SECRET);
      expect(!result.ok && result.problems[0].message).toMatch(/never bundled: a script may import only files inside its integration folder/);
    }
  });

  it("refuses an entry (the manifest's script) outside the folder", async () => {
    const away = await outside();
    await writeFile(join(away, 'entry.ts'), `export default '${SECRET}';`);
    const { server } = await start(async (folder) => {
      const manifest = await readFile(join(folder, 'service-manifest.yaml'), 'utf8');
      await writeFile(join(folder, 'service-manifest.yaml'), manifest.replace('script: src/index.tsx', `script: ../${away.split('/').pop()}/entry.ts`));
    });
    const result = await events(server).next<BundleResult>('bundle');
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).not.toContain(SECRET);
    expect(!result.ok && result.problems[0].message).toMatch(/outside the integration folder, never bundled/);
  });

  it('still bundles the folder and the packages of its node_modules (linked, as npm link does)', async () => {
    const result = await bundleOf(
      "import { Router } from 'itty-router'; import text from './greeting.ts?raw'; export default { Router, text };",
    );
    expect(result.ok).toBe(true);
  });
});

describe('3. redirects are followed hop by hop, each checked', () => {
  /** A local HTTP server standing for a public site (`answer`) or for a service on this machine (counts its hits). */
  async function site(answer: (url: string) => { status: number; headers?: Record<string, string>; body?: string }) {
    const hits: string[] = [];
    const server: Server = createServer((req, res) => {
      hits.push(req.url ?? '');
      const { status, headers, body } = answer(req.url ?? '');
      res.writeHead(status, headers).end(body ?? '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
  }

  const proxied = async (server: DevServer, url: string, method = 'GET') =>
    (await (await fetch(`${server.url}__kitbench/fetch`, { method: 'POST', body: JSON.stringify({ method, url, headers: { authorization: 'Bearer s3' } }) })).json()) as ProxyAnswer;

  it('refuses a redirect to a service on this machine: the victim is never reached, both hops are reported', async () => {
    const victim = await site(() => ({ status: 200, body: SECRET }));
    const attacker = await site((url) => (url === '/ok' ? { status: 200, body: 'fine' } : { status: 302, headers: { location: `${victim.origin}/admin` } }));
    const { server } = await start(undefined, { proxyAllowOrigins: [attacker.origin] });
    const answer = await proxied(server, `${attacker.origin}/go`);
    expect(answer.hops.map((hop) => [hop.url, hop.status])).toEqual([
      [`${attacker.origin}/go`, 302],
      [`${victim.origin}/admin`, undefined],
    ]);
    expect(answer.error).toMatch(/^Redirect 1 refused: The script may not fetch http:\/\/127\.0\.0\.1:\d+: addresses on this machine/);
    expect(JSON.stringify(answer)).not.toContain(SECRET);
    expect(victim.hits).toEqual([]);
    // An allowed site still answers, and a redirect within it is followed.
    expect((await proxied(server, `${attacker.origin}/ok`)).hops.at(-1)).toMatchObject({ status: 200, body: 'fine' });
  });

  it.each([
    'http://localhost.:1/',
    'http://[::ffff:127.0.0.1]:1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://0x7f.1:1/',
    'file:///etc/passwd',
    'http://10.0.0.1/',
    'https://192.168.1.1/',
    'http://[fd00::1]/',
    'http://[::7f00:1]:1/',
  ])(
    'refuses %s before any connection',
    async (url) => {
      const { server } = await start();
      const answer = await proxied(server, url);
      expect(answer.hops).toHaveLength(1);
      expect(answer.error).toMatch(/may not fetch|Only http\(s\) URLs/);
    },
  );

  it('refuses a method a script may not send, and a request from another site', async () => {
    const { server } = await start();
    const connect = await (await fetch(`${server.url}__kitbench/fetch`, { method: 'POST', body: JSON.stringify({ method: 'CONNECT', url: 'https://example.com/', headers: {} }) })).json();
    expect((connect as ProxyAnswer).error).toMatch(/CONNECT is not a method a script may send/);
    const crossSite = await fetch(`${server.url}__kitbench/fetch`, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' }, body: '{}' });
    expect(crossSite.status).toBe(403);
    expect(((await crossSite.json()) as { error: string }).error).toBe('Requests from another site (cross-site) are refused.');
    expect((await fetch(`${server.url}__kitbench/project`, { headers: { 'sec-fetch-site': 'same-site' } })).status).toBe(403);
  });
});

describe('4. no write or delete through links, nor into .git or node_modules in any spelling', () => {
  it('refuses PUT and DELETE through a symlinked folder or file that leads outside; nothing outside changes', async () => {
    const away = await outside();
    const { server, folder } = await start(async (dir) => {
      await symlink(away, join(dir, 'away'), 'dir');
      await symlink(join(away, 'outside.txt'), join(dir, 'src/out.ts'));
    });
    for (const [response, reason] of [
      [await put(server, 'away/new.ts', 'pwned'), /leads outside the folder through a symbolic link/],
      [await put(server, 'away/outside.txt', 'pwned'), /leads outside the folder through a symbolic link/],
      [await put(server, 'src/out.ts', 'pwned'), /is a symbolic link/],
      [await del(server, 'away/outside.txt'), /leads outside the folder/],
      [await del(server, 'src/out.ts'), /is a symbolic link/],
    ] as const) {
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(reason);
    }
    expect(await readFile(join(away, 'outside.txt'), 'utf8')).toBe(`outside text ${SECRET}`);
    expect(await readdir(away)).toEqual(['outside.txt']);
    // The snapshot names the links it left out and never reads through them.
    const text = await project(server);
    expect(text).not.toContain(SECRET);
    expect((JSON.parse(text) as DevProject).notes.join(' ')).toMatch(/away was left out: it is a symbolic link/);
    expect(await stat(join(folder, 'src/out.ts'))).toBeTruthy();
  });

  it.each(['.GIT/hooks/pre-commit', '.git./hooks/pre-commit', '.git /config', 'Node_Modules/itty-router/index.js', 'src/NODE_MODULES/x.js', 'GIT~1/config', 'dist./x.js', 'a.ts:stream'])(
    'refuses %s',
    async (path) => {
      const { server, folder } = await start();
      const response = await put(server, path, 'pwned');
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/^Not written: .*(never writes|dot or a space|NTFS stream|short name)/);
      expect(existsSync(join(folder, path))).toBe(false);
    },
  );

  it('refuses a link inside the folder that leads into .git', async () => {
    const { server, folder } = await start(async (dir) => {
      await mkdir(join(dir, '.git/hooks'), { recursive: true });
      await symlink(join(dir, '.git/hooks'), join(dir, 'hooks'), 'dir');
    });
    const response = await put(server, 'hooks/pre-commit', '#!/bin/sh\necho pwned');
    expect(((await response.json()) as { error: string }).error).toMatch(/leads into \.git\/ through a symbolic link/);
    expect(await readdir(join(folder, '.git/hooks'))).toEqual([]);
  });

  it('does not follow a link in the watcher: a file written outside is never pushed', async () => {
    const away = await outside();
    const { server, folder } = await start(async (dir) => symlink(away, join(dir, 'away'), 'dir'));
    const stream = events(server);
    await stream.next('bundle');
    await writeFile(join(away, 'new.ts'), `export const x = '${SECRET}';`);
    const seen: string[] = [];
    await sentinel(folder, stream, seen);
    expect(seen.join('\n')).not.toContain(SECRET);
  });
});

describe('5. link loops and file-system errors never take the server down', () => {
  it('serves a folder with link loops, at start and mid-session, and keeps answering', async () => {
    const { server, folder, lines } = await start(async (dir) => {
      await symlink(join(dir, 'loop-b'), join(dir, 'loop-a'));
      await symlink(join(dir, 'loop-a'), join(dir, 'loop-b'));
      await symlink(dir, join(dir, 'src/self'), 'dir');
    });
    const stream = events(server);
    await stream.next('bundle');
    await symlink(join(folder, 'src'), join(folder, 'src/again'), 'dir');
    await symlink(join(folder, 'mid-b'), join(folder, 'mid-a'));
    await symlink(join(folder, 'mid-a'), join(folder, 'mid-b'));
    await sentinel(folder, stream, []);
    const snapshot = JSON.parse(await project(server)) as DevProject;
    expect(snapshot.notes.join(' ')).toMatch(/loop-a was left out: it is a symbolic link/);
    expect(snapshot.sources['src/index.tsx']).toBeDefined();
    expect(lines.join('\n')).not.toMatch(/ELOOP|at .*\.js:\d+/);
  });

  it('turns a watcher error into a problem in the page and a log line, without absolute paths; the server keeps running', async () => {
    let fail: (message: string) => void = () => {};
    const watch: typeof watchFolder = (folder, onBatch, delay, onError) => {
      fail = onError ?? fail;
      return watchFolder(folder, onBatch, delay, onError);
    };
    const { server, lines, folder } = await start(undefined, { watch });
    const stream = events(server);
    await stream.next('problem');
    fail('Watching src/deep failed: a symbolic link loops back on itself. Changes to it are not seen; the server keeps running.');
    const problem = await stream.next<ProblemEvent>('problem', (event) => event.problem !== null);
    expect(problem.problem).toMatchObject({ kind: 'file-system', message: expect.stringContaining('loops back on itself') });
    expect(lines.at(-1)).toContain('Watching src/deep failed');
    expect((await fetch(`${server.url}__kitbench/project`)).status).toBe(200);
    expect(safeMessage(Object.assign(new Error(`ELOOP: too many symbolic links, open '${folder}/src/x'`), { code: 'ELOOP', syscall: 'open' }), folder)).toBe(
      'a symbolic link loops back on itself',
    );
  });
});

describe('6. weaker points', () => {
  it('asks for a token on a non-loopback host: refused without it, a cookie once given', async () => {
    const { server } = await start(undefined, { host: '0.0.0.0' });
    expect(server.token).toMatch(/^[\w-]{32}$/);
    expect(server.url).toContain(`?token=${server.token}`);
    const base = `http://127.0.0.1:${server.port}`;
    for (const path of ['/', '/__kitbench/project', '/__kitbench/events']) {
      const refused = await fetch(`${base}${path}`);
      expect(refused.status).toBe(401);
      expect(await refused.text()).toMatch(/asks for its token: open the address kitbench dev printed/);
    }
    expect((await fetch(`${base}/?token=wrong`)).status).toBe(401);
    const given = await fetch(`${base}/?token=${server.token}`, { redirect: 'manual' });
    expect(given.status).toBe(302);
    expect(given.headers.get('location')).toBe('/');
    const cookie = given.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly; SameSite=Strict/);
    const allowed = await fetch(`${base}/__kitbench/project`, { headers: { cookie: cookie.split(';')[0] } });
    expect(allowed.status).toBe(200);
  });

  it('answers a write to a folder without its absolute path; frames the app nowhere', async () => {
    const { server, folder } = await start();
    const response = await put(server, 'src', 'x');
    const body = await response.text();
    expect(response.status).toBe(400);
    expect((JSON.parse(body) as { error: string }).error).toBe('Not written: "src" is not a file.');
    expect(body).not.toContain(folder);
    expect((await fetch(server.url)).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await fetch(`${server.url}__kitbench/project`)).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('coalesces and caps a burst of 3,000 changed files; caps a 50 MB file with a message', async () => {
    // A quiet time long enough that the whole burst is one batch (as on a busy machine), so the cap is met for sure.
    const { server, folder } = await start(undefined, { debounceMs: 1500 });
    const stream = events(server);
    await stream.next('bundle');
    await writeFile(join(folder, 'big.json'), Buffer.alloc(50 * 1024 * 1024, 0x20));
    await mkdir(join(folder, 'many'));
    await Promise.all(Array.from({ length: 3000 }, (_, index) => writeFile(join(folder, `many/f${index}.ts`), `export const n = ${index};\n`)));
    const seen: string[] = [];
    await sentinel(folder, stream, seen, 25_000);
    const files = seen.map((text) => JSON.parse(text) as FilesEvent);
    expect(files.length).toBeLessThan(20);
    expect(Math.max(...files.map((event) => Object.keys(event.changed).length))).toBeLessThanOrEqual(2000);
    expect(Math.max(...seen.map((text) => text.length))).toBeLessThan(9 * 1024 * 1024);
    const notes = files.flatMap((event) => event.notes ?? []).join(' ');
    expect(notes).toMatch(/big\.json was left out: 50\.0 MB is over the 1\.0 MB/);
    expect(notes).toMatch(/\d+ more changed files were not sent \(one update carries at most 2000 files and 8 MB\): reload the page to see them/);
  }, 30_000);

  it('says a binary manifest is not a text file and never overwrites it', async () => {
    const binary = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00]);
    const { server, folder } = await start((dir) => writeFile(join(dir, 'service-manifest.yaml'), binary));
    const stream = events(server);
    const problem = await stream.next<ProblemEvent>('problem');
    expect(problem.problem).toMatchObject({ kind: 'manifest-not-text', message: expect.stringMatching(/^service-manifest\.yaml is not a text file/) });
    const response = await put(server, 'service-manifest.yaml', 'name: overwritten\n');
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toMatch(/not a text file; kitbench does not overwrite it/);
    expect(new Uint8Array(await readFile(join(folder, 'service-manifest.yaml')))).toEqual(binary);
  });
});
