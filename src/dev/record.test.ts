import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BundleResult } from '../bundle/types.ts';
import type { RecordFetchAnswer, RecordState } from './record-protocol.ts';
import type { RecordOptions } from './record.ts';
import { type DevServer, startDevServer } from './server.ts';
import { copyFixture, fakeDist, readEvents } from './test-folder.ts';

// Record mode (issue 22) against a local HTTP server standing in for the third party.
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The stand-in: an issue tracker that wants a bearer token and sets a session cookie. */
async function thirdParty(): Promise<{ origin: string; seen: { authorization?: string }[] }> {
  const seen: { authorization?: string }[] = [];
  const server: Server = createServer((req, res) => {
    seen.push({ authorization: req.headers.authorization });
    if (req.headers.authorization !== 'Bearer live-token') {
      res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":"unauthorized"}');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'session=abc; HttpOnly', 'X-Request-Id': 'r-1' });
    res.end(JSON.stringify({ key: 'PROJ-42', title: 'Crash on save', links: { access_token: 'tok_live' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

async function start(record?: RecordOptions): Promise<{ server: DevServer; folder: string; lines: string[] }> {
  const copy = await copyFixture();
  cleanups.push(copy.remove);
  const dist = await fakeDist();
  cleanups.push(dist.remove);
  const lines: string[] = [];
  const server = await startDevServer({ folder: copy.folder, distDir: dist.dir, port: 0, host: '127.0.0.1', log: (line) => lines.push(line), record });
  cleanups.push(() => server.close());
  await server.firstBuild;
  return { server, folder: copy.folder, lines };
}

const proxied = async (server: DevServer, request: { method: string; url: string; headers?: Record<string, string> }) => {
  const reply = await fetch(`${server.url}__kitbench/record/fetch`, { method: 'POST', body: JSON.stringify({ headers: {}, ...request }) });
  return (await reply.json()) as RecordFetchAnswer;
};

describe('kitbench dev --record', () => {
  it('performs the request from Node, hands the script the real response and keeps it redacted for review', async () => {
    const api = await thirdParty();
    const { server, lines } = await start({ allowLoopback: true });
    const answer = await proxied(server, { method: 'GET', url: `${api.origin}/issues/42?api_key=k-123&expand=1`, headers: { Authorization: 'Bearer live-token' } });
    // The script gets the service's real answer: it needs it to work.
    expect(api.seen).toEqual([{ authorization: 'Bearer live-token' }]);
    expect(answer.response?.status).toBe(200);
    expect(JSON.parse(answer.response?.body ?? '{}').links.access_token).toBe('tok_live');
    // The recording has no credential left.
    const recording = answer.recording!;
    expect(recording.url).toBe(`${api.origin}/issues/42?api_key=REDACTED&expand=1`);
    expect(JSON.parse(recording.body)).toEqual({ key: 'PROJ-42', title: 'Crash on save', links: { access_token: 'REDACTED' } });
    expect(recording.redacted).toEqual(['request header Authorization', 'query parameter api_key', 'response header set-cookie', 'body field access_token']);
    expect(JSON.stringify(recording)).not.toMatch(/live-token|k-123|tok_live|session=abc/);
    expect(lines.join('\n')).toContain(`recorded GET ${api.origin}/issues/42?api_key=REDACTED&expand=1 → 200`);
    expect(lines.join('\n')).not.toContain('k-123');

    // Listed for review (a reload of the page finds them), nothing written to the folder; then dropped on request.
    const state = (await (await fetch(`${server.url}__kitbench/record`)).json()) as RecordState;
    expect(state).toMatchObject({ enabled: true, recordings: [{ id: recording.id, status: 200 }] });
    expect((await fetch(`${server.url}__kitbench/record?id=${recording.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(((await (await fetch(`${server.url}__kitbench/record`)).json()) as RecordState).recordings).toEqual([]);
  });

  it('records error responses too, and says why a request did not go out', async () => {
    const api = await thirdParty();
    const { server } = await start({ allowLoopback: true });
    const denied = await proxied(server, { method: 'GET', url: `${api.origin}/issues/1` });
    expect(denied.recording).toMatchObject({ status: 401, body: '{"error":"unauthorized"}' });
    const unreachable = await proxied(server, { method: 'GET', url: 'http://127.0.0.1:1/nothing' });
    expect(unreachable.error).toMatch(/failed: .*ECONNREFUSED/);
    expect((await proxied(server, { method: 'GET', url: server.url })).error).toContain('may not fetch the playground itself');
  });

  it('refuses this machine’s other ports unless --record-local, and is off without --record', async () => {
    const api = await thirdParty();
    const { server } = await start({});
    expect((await proxied(server, { method: 'GET', url: `${api.origin}/issues/42` })).error).toContain('addresses on this machine');
    const plain = await start();
    expect(await (await fetch(`${plain.server.url}__kitbench/record`)).json()).toEqual({ enabled: false, recordings: [] });
    expect((await fetch(`${plain.server.url}__kitbench/record/fetch`, { method: 'POST', body: '{}' })).status).toBe(409);
  });

  it('checks every redirect hop: a recorded service cannot lead Node to another port of this machine', async () => {
    const local = await thirdParty();
    const redirector: Server = createServer((_req, res) => res.writeHead(302, { Location: `${local.origin}/issues/42` }).end());
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => redirector.close(resolve)));
    const { server } = await start({ allowLoopback: true });
    const answer = await proxied(server, { method: 'GET', url: `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/start` });
    expect(answer.error).toMatch(/^Redirect 1 refused: .*this machine/);
    expect(local.seen).toEqual([]);
    expect(answer.recording).toBeUndefined();
  });

  it('pushes a new bundle when only the mocks file changes', async () => {
    const { server, folder } = await start();
    const stream = readEvents(`${server.url}__kitbench/events?client=tab-a`);
    cleanups.push(async () => stream.close());
    await stream.next<BundleResult>('bundle');
    await writeFile(join(folder, 'kitbench.mocks.ts'), "import { http, HttpResponse } from 'msw';\nexport default [http.get('https://x.example/a', () => HttpResponse.json({}))];\n");
    const next = await stream.next<BundleResult>('bundle');
    expect(next.ok && next.mocks?.file).toBe('kitbench.mocks.ts');
  });
});
