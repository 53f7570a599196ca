import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BundleResult } from '../bundle/types.ts';
import { MOCKS_FILE_MAX_BYTES, RECORDED_BODY_MAX_BYTES, writtenBytes } from '../core/mocks/size.ts';
import { SAMPLE_JWT, sampleToken } from '../core/mocks/secret-samples.ts';
import type { KeepRule, RecordFetchAnswer, RecordState } from './record-protocol.ts';
import type { RecordOptions } from './record.ts';
import { type DevServer, startDevServer } from './server.ts';
import { SNAPSHOT_LIMITS } from './snapshot.ts';
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

/** The script's request through record mode: the answer, and the recording made of it once the answer went out. */
const proxied = async (server: DevServer, request: { method: string; url: string; headers?: Record<string, string>; keep?: KeepRule[] }) => {
  const reply = await fetch(`${server.url}__kitbench/record/fetch`, { method: 'POST', body: JSON.stringify({ headers: {}, ...request }) });
  const answer = (await reply.json()) as RecordFetchAnswer;
  const state = (await (await fetch(`${server.url}__kitbench/record`)).json()) as RecordState;
  return { ...answer, recording: answer.recorded ? state.recordings.at(-1) : undefined };
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
    expect(recording.redacted.map((redaction) => `${redaction.where} (${redaction.why})`)).toEqual([
      'request header authorization (credential header)',
      'query parameter api_key (secret-named parameter)',
      'response header set-cookie (cookies)',
      'response body › links.access_token (secret-named field)',
    ]);
    expect(recording.scope).toEqual({ host: new URL(api.origin).host, path: '/issues/42' });
    expect(JSON.stringify(recording)).not.toMatch(/live-token|k-123|tok_live|session=abc/);
    expect(lines.join('\n')).toContain(`recorded GET ${api.origin}/issues/42?api_key=REDACTED&expand=1 → 200`);
    expect(lines.join('\n')).not.toContain('k-123');

    // Listed for review (a reload of the page finds them), nothing written to the folder; then dropped on request.
    const state = (await (await fetch(`${server.url}__kitbench/record`)).json()) as RecordState;
    expect(state).toMatchObject({ enabled: true, recordings: [{ id: recording.id, status: 200 }] });
    expect((await fetch(`${server.url}__kitbench/record?id=${recording.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(((await (await fetch(`${server.url}__kitbench/record`)).json()) as RecordState).recordings).toEqual([]);
  });

  it('redacts values by format, lets the author keep one (put back from memory), and remembers it for the next recording', async () => {
    const github = sampleToken('GitHub classic token');
    const api: Server = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Debug-Token': github });
      res.end(JSON.stringify({ name: 'Ada', profile_note: SAMPLE_JWT, build: { hint: sampleToken('Stripe test key') } }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => api.close(resolve)));
    const origin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    const { server, lines } = await start({ allowLoopback: true });

    const first = (await proxied(server, { method: 'GET', url: `${origin}/me` })).recording!;
    expect(first.redacted.map((redaction) => `${redaction.where} (${redaction.why})`)).toEqual([
      'response header x-debug-token (credential header)',
      'response body › profile_note (JWT)',
      'response body › build.hint (Stripe key)',
    ]);
    expect(JSON.stringify(first)).not.toMatch(/eyJ|sk_test|ghp_/);
    expect(lines.join('\n')).not.toMatch(/eyJ|sk_test|ghp_/);

    // The author keeps build.hint: the server puts it back from the exchange it holds; the JWT stays redacted.
    const keep: KeepRule[] = [{ ...first.scope, method: 'GET', place: 'response body › build.hint' }];
    const reply = await fetch(`${server.url}__kitbench/record/redact`, { method: 'POST', body: JSON.stringify({ keep }) });
    const again = ((await reply.json()) as RecordState).recordings[0];
    expect(JSON.parse(again.body)).toEqual({ name: 'Ada', profile_note: 'REDACTED', build: { hint: sampleToken('Stripe test key') } });
    expect(again.redacted.find((redaction) => redaction.where === 'response body › build.hint')).toMatchObject({ kept: true });
    // The next recording of the same request, sent with the page's keep choices, keeps it from the start.
    const next = (await proxied(server, { method: 'GET', url: `${origin}/me`, keep })).recording!;
    expect(JSON.parse(next.body).build.hint).toBe(sampleToken('Stripe test key'));
    expect((await fetch(`${server.url}__kitbench/record/redact`, { method: 'POST', body: '{"keep":[{"host":1}]}' })).status).toBe(400);
  });

  it('hands the script a 5 MB answer whole and records it cut to fit the mocks file, with a note', async () => {
    const issues = Array.from({ length: 20_000 }, (_, index) => ({ id: index, title: `Issue ${index}: ${'a long title '.repeat(18)}` }));
    const big = JSON.stringify({ issues });
    const api: Server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(big));
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => api.close(resolve)));
    const { server } = await start({ allowLoopback: true });
    const answer = await proxied(server, { method: 'GET', url: `http://127.0.0.1:${(api.address() as AddressInfo).port}/issues` });
    expect(answer.response?.body).toBe(big);
    const recording = answer.recording!;
    expect(writtenBytes(JSON.parse(recording.body))).toBeLessThanOrEqual(RECORDED_BODY_MAX_BYTES);
    expect(recording.note).toMatch(/^The response body was 5\.\d MB; .* the first [\d,]+ of 20,000 items of `issues`\.$/);
  });

  it('refuses an answer over 50 MB and lists it as not recorded, as it does an answer that is not text', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    const api: Server = createServer((req, res) => {
      if (req.url === '/logo.png') return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      res.writeHead(200, { 'Content-Type': 'application/json' });
      // 51 MB, a megabyte at a time (kitbench dev hangs up at 50).
      let sent = 0;
      const pump = () => {
        while (sent < 51) {
          sent += 1;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => {
      api.closeAllConnections();
      return new Promise((resolve) => api.close(resolve));
    });
    const origin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    const { server, lines } = await start({ allowLoopback: true });
    const big = await proxied(server, { method: 'GET', url: `${origin}/export?api_key=k-123` });
    expect(big.response).toBeUndefined();
    expect(big.error).toBe(`Not recorded: the answer to GET ${origin}/export?api_key=REDACTED is over 50 MB, the most kitbench dev takes of one answer.`);
    const image = await proxied(server, { method: 'GET', url: `${origin}/logo.png` });
    expect(image.response?.status).toBe(200);
    const state = (await (await fetch(`${server.url}__kitbench/record`)).json()) as RecordState;
    expect(state.recordings).toEqual([]);
    expect(state.notRecorded?.map((entry) => `${entry.method} ${entry.url}: ${entry.reason}`)).toEqual([
      `GET ${origin}/export?api_key=REDACTED: the answer is over 50 MB, the most kitbench dev takes of one answer; the script's fetch failed`,
      `GET ${origin}/logo.png: the answer is image/png, not text: a mock holds text (the script got it)`,
    ]);
    expect(lines.join('\n')).toContain(`not recorded: GET ${origin}/export?api_key=REDACTED (the answer is over 50 MB`);
    // Dismissed like a recording, by id.
    await fetch(`${server.url}__kitbench/record?id=${state.notRecorded?.[0].id}`, { method: 'DELETE' });
    const after = (await (await fetch(`${server.url}__kitbench/record`)).json()) as RecordState;
    expect(after.notRecorded?.map((entry) => entry.url)).toEqual([`${origin}/logo.png`]);
  });

  it('records requests sent together, each once, a quick one while a large one is still being redacted', async () => {
    const big = JSON.stringify({ issues: Array.from({ length: 12_000 }, (_, id) => ({ id, title: `Issue ${id}: ${'a long title '.repeat(18)}` })) });
    const api: Server = createServer((req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(req.url === '/big' ? big : '{"title":"small"}'));
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => api.close(resolve)));
    const origin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    const { server } = await start({ allowLoopback: true });
    const send = (path: string) => fetch(`${server.url}__kitbench/record/fetch`, { method: 'POST', body: JSON.stringify({ method: 'GET', url: `${origin}${path}`, headers: {} }) });
    await send('/big');
    // The large recording is being made now; these answers go out meanwhile and are recorded after it.
    const answers = await Promise.all(['/a', '/b', '/c'].map(send));
    expect(await Promise.all(answers.map(async (reply) => ((await reply.json()) as RecordFetchAnswer).recorded))).toEqual([true, true, true]);
    const state = (await (await fetch(`${server.url}__kitbench/record`)).json()) as RecordState;
    expect(state.recordings.map((recording) => new URL(recording.url).pathname).sort()).toEqual(['/a', '/b', '/big', '/c']);
  });

  it('writes mocks files no bigger than the page opens', () => {
    expect(MOCKS_FILE_MAX_BYTES).toBe(SNAPSHOT_LIMITS.fileBytes);
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
    expect(await (await fetch(`${plain.server.url}__kitbench/record`)).json()).toEqual({ enabled: false, recordings: [], notRecorded: [] });
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
