// The built playground as `kitbench dev` serves it: gzip copies, caching and revalidation, as `npm start` does.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markIndexHtml, serveStatic } from './static';

const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
let dist: string;
let server: Server;
let port: number;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'kitbench-static-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><head><title>kitbench</title></head><body></body></html>');
  await writeFile(join(dist, 'assets/index-AbCd1234.js'), SCRIPT);
  await writeFile(join(dist, 'assets/index-AbCd1234.js.gz'), gzipSync(SCRIPT));
  await writeFile(join(dist, 'assets/esbuild-AbCd1234.wasm'), new Uint8Array([0, 97, 115, 109]));
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = createServer((req, res) => void serveStatic(req, res, dist, 'team-notify'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dist, { recursive: true, force: true });
});

/** A raw request (no client-side decoding): status, headers and the bytes as sent. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('kitbench dev serves the build', () => {
  it("sends a script's gzip copy to a browser that takes gzip, with its length and the coding", async () => {
    const answer = await get('/assets/index-AbCd1234.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
    expect(answer.body.byteLength).toBeLessThan(SCRIPT.length / 10);
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that does not take gzip, or refuses it with q=0', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br, gzip;q=0' }] as Record<string, string>[]) {
      const answer = await get('/assets/index-AbCd1234.js', headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.body.toString()).toBe(SCRIPT);
      expect(Number(answer.headers['content-length'])).toBe(SCRIPT.length);
    }
  });

  it('caches hashed assets for good, and revalidates what is not hashed', async () => {
    expect((await get('/assets/index-AbCd1234.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/esbuild-AbCd1234.wasm')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 without a body when the stored copy is current, per representation', async () => {
    for (const headers of [{ 'accept-encoding': 'gzip' }, {}] as Record<string, string>[]) {
      const first = await get('/assets/index-AbCd1234.js', headers);
      const again = await get('/assets/index-AbCd1234.js', { ...headers, 'if-none-match': String(first.headers.etag) });
      expect(again.status).toBe(304);
      expect(again.body.byteLength).toBe(0);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const zipped = await get('/assets/index-AbCd1234.js', { 'accept-encoding': 'gzip' });
    // The gzip copy's validator does not stand for the plain file.
    expect((await get('/assets/index-AbCd1234.js', { 'if-none-match': String(zipped.headers.etag) })).status).toBe(200);
  });

  it('revalidates the page: 304 while unchanged, the marked page again once it changes', async () => {
    const first = await get('/');
    expect(first.body.toString()).toContain('<meta name="kitbench-dev" content="team-notify">');
    expect(Number(first.headers['content-length'])).toBe(first.body.byteLength);
    expect(first.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const again = await get('/some/app/route', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    await writeFile(join(dist, 'index.html'), '<!doctype html><html><head><title>kitbench 2</title></head><body></body></html>');
    const rebuilt = await get('/', { 'if-none-match': String(first.headers.etag) });
    expect(rebuilt.status).toBe(200);
    expect(rebuilt.body.toString()).toContain('kitbench 2');
    const icon = await get('/favicon.svg');
    expect((await get('/favicon.svg', { 'if-none-match': String(icon.headers.etag) })).status).toBe(304);
  });

  it('answers HEAD with the headers a GET would get, and no body', async () => {
    const head = await get('/assets/index-AbCd1234.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    const full = await get('/assets/index-AbCd1234.js', { 'accept-encoding': 'gzip' });
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.headers['content-encoding']).toBe('gzip');
  });

  it('serves nothing outside the build, and names no absolute path', async () => {
    await writeFile(join(dist, '..', 'kitbench-static-outside.js'), 'secret');
    try {
      for (const path of ['/../kitbench-static-outside.js', '/assets/%2e%2e/%2e%2e/kitbench-static-outside.js', '/assets/..%2f..%2fkitbench-static-outside.js']) {
        const answer = await get(path, { 'accept-encoding': 'gzip' });
        expect(answer.body.toString()).not.toContain('secret');
        expect(answer.body.toString()).not.toContain(tmpdir());
      }
      const missing = await get('/assets/missing-AbCd1234.js');
      expect(missing.status).toBe(404);
      expect(missing.body.toString()).not.toContain(dist);
    } finally {
      await rm(join(dist, '..', 'kitbench-static-outside.js'), { force: true });
    }
  });
});

describe('the page kitbench dev serves', () => {
  const built = [
    '<!doctype html><html><head>',
    '    <title>kitbench</title>',
    '    <!--kitbench-dev-preload',
    '    <link rel="modulepreload" crossorigin data-preload="dev" href="/assets/dev-AbCd1234.js">',
    '    -->',
    '    <script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>',
    '    <link rel="modulepreload" crossorigin data-preload="editor" href="/assets/editor.api-AbCd1234.js">',
    '  </head><body></body></html>',
  ].join('\n');

  it('asks for what the first render waits for (the snapshot, the dev chunk) before the app and the editor', () => {
    const page = markIndexHtml(built, 'team-notify');
    expect(page).not.toContain('<!--');
    const order = ['rel="preload" as="fetch" crossorigin href="/__kitbench/project"', '/assets/dev-AbCd1234.js', '/assets/index-AbCd1234.js', '/assets/editor.api-AbCd1234.js'];
    const at = order.map((text) => page.indexOf(text));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(page).toContain('<meta name="kitbench-dev" content="team-notify">');
  });

  it('still asks for the snapshot first with a build that has no dev preloads', () => {
    const page = markIndexHtml(built.replace(/ *<!--[\s\S]*?-->\n/, ''), 'a "quoted" <name>');
    expect(page.indexOf('href="/__kitbench/project"')).toBeLessThan(page.indexOf('/assets/index-AbCd1234.js'));
    expect(page).toContain('content="a &quot;quoted&quot; &lt;name>"');
  });
});
