import { createHmac } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../../package.json';
import type { CliIO } from '../io';
import { runWebhook, runWebhookWith, signWebhook } from './webhook';

const SECRET = 'whsec_cli_test';
let dir: string;

function capture(now = Date.now()) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = {
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    readFile: async (path) => new Uint8Array(await readFile(path)),
    cwd: dir,
    now: () => now,
  };
  return { io, out: () => out.join(''), err: () => err.join('') };
}

/** A real receiver on 127.0.0.1 whose answer to each request is chosen by the test. */
interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}
let server: Server;
let url: string;
let received: Received[] = [];
let answer: (index: number, res: ServerResponse) => void = (_, res) => res.end();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kitbench-webhook-'));
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      answer(received.length, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
});
afterEach(() => {
  received = [];
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const instantSleeps = () => {
  const delays: number[] = [];
  return { delays, sleep: async (ms: number) => void delays.push(ms) };
};

describe('webhook send against a real HTTP server', () => {
  it('fails twice with 500, waits ~1 s then ~2 s, and delivers on attempt 3', async () => {
    answer = (n, res) => {
      res.statusCode = n <= 2 ? 500 : 200;
      res.end(n <= 2 ? 'boom' : '{"received":true}');
    };
    const { io, out } = capture();
    const { delays, sleep } = instantSleeps();
    const code = await runWebhookWith(['send', '--url', url, '--secret', SECRET, '--event', 'page_feedback'], io, { sleep });
    expect(code).toBe(0);
    expect(received).toHaveLength(3);
    expect(delays[0]).toBeGreaterThanOrEqual(1000);
    expect(delays[0]).toBeLessThanOrEqual(1100);
    expect(delays[1]).toBeGreaterThanOrEqual(2000);
    expect(delays[1]).toBeLessThanOrEqual(2200);
    const lines = out().trim().split('\n');
    expect(lines[1]).toMatch(/^attempt 1: 500 Internal Server Error → retrying in 1\d{3} ms$/);
    expect(lines[2]).toMatch(/^attempt 2 after 1\d{3} ms: 500 Internal Server Error → retrying in 2\d{3} ms$/);
    expect(lines[3]).toMatch(/^attempt 3 after 2\d{3} ms: 200 OK → delivered$/);
    expect(lines[4]).toBe('delivered after 3 attempts');
    // the same body and eventId every time, each correctly signed over the raw bytes
    const bodies = new Set(received.map((r) => r.body));
    expect(bodies.size).toBe(1);
    const payload = JSON.parse(received[0].body);
    expect(payload.type).toBe('page_feedback');
    expect(lines[0]).toContain(payload.eventId);
    for (const request of received) {
      expect(request.headers['content-type']).toBe('application/json');
      const header = String(request.headers['x-service-signature']);
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
      expect(v1).toBe(createHmac('sha256', SECRET).update(`${t}.${request.body}`).digest('hex'));
    }
  });

  it('names itself in User-Agent and shows a 429’s Retry-After on the attempt', async () => {
    answer = (n, res) => {
      res.statusCode = n === 1 ? 429 : 200;
      if (n === 1) res.setHeader('Retry-After', '3');
      res.end();
    };
    const { io, out } = capture();
    const { sleep } = instantSleeps();
    expect(await runWebhookWith(['send', '--url', url, '--secret', SECRET, '--event', 'site_view'], io, { sleep })).toBe(0);
    expect(received.map((r) => r.headers['user-agent'])).toEqual([`kitbench-webhooks/${packageJson.version}`, `kitbench-webhooks/${packageJson.version}`]);
    expect(out()).toMatch(/attempt 1: 429 Too Many Requests \(receiver asks Retry-After: 3 s\) → retrying in 1\d{3} ms/);

    received = [];
    const json = capture();
    await runWebhookWith(['send', '--url', url, '--secret', SECRET, '--event', 'site_view', '--format', 'json'], json.io, { sleep });
    expect(JSON.parse(json.out()).attempts[0]).toMatchObject({ attempt: 1, status: 429, retryAfter: '3' });
  });

  it('makes one attempt on a 400, exit 1, with the JSON document of CONTRACT.md', async () => {
    answer = (_, res) => {
      res.statusCode = 400;
      res.end('{"error":"bad"}');
    };
    const { io, out } = capture();
    const { delays, sleep } = instantSleeps();
    const code = await runWebhookWith(
      ['send', '--url', url, '--secret', SECRET, '--event', 'site_view', '--format', 'json'],
      io,
      { sleep },
    );
    expect(code).toBe(1);
    expect(delays).toEqual([]);
    const document = JSON.parse(out());
    expect(document).toEqual({
      eventId: JSON.parse(received[0].body).eventId,
      delivered: false,
      attempts: [{ attempt: 1, status: 400, delayMs: 0 }],
    });
  });

  it('times out a receiver that never answers, retries 3 times, then exits 1', async () => {
    answer = () => {}; // never answers
    const { io, out } = capture();
    const { delays, sleep } = instantSleeps();
    const code = await runWebhookWith(
      ['send', '--url', url, '--secret', SECRET, '--event', 'space_content_updated', '--timeout', '150', '--format', 'json'],
      io,
      { sleep },
    );
    expect(code).toBe(1);
    expect(received).toHaveLength(4);
    expect(delays).toHaveLength(3);
    const document = JSON.parse(out());
    expect(document.attempts).toHaveLength(4);
    expect(document.attempts[0]).toEqual({ attempt: 1, error: 'time-out: no response within 150 ms', delayMs: 0 });
    expect(document.delivered).toBe(false);
  });

  it('retries a refused connection as a network error', async () => {
    // a port that was free a moment ago: nothing listens there
    const spare = createServer();
    await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
    const port = (spare.address() as AddressInfo).port;
    await new Promise((resolve) => spare.close(resolve));
    const { io, out } = capture();
    const { sleep } = instantSleeps();
    const code = await runWebhookWith(
      ['send', '--url', `http://127.0.0.1:${port}/hooks`, '--secret', SECRET, '--event', 'site_view', '--format', 'json'],
      io,
      { sleep },
    );
    expect(code).toBe(1);
    const document = JSON.parse(out());
    expect(document.attempts).toHaveLength(4);
    expect(document.attempts[0].error).toMatch(/^network error: .*ECONNREFUSED/);
  });

  it('sends a payload file verbatim', async () => {
    answer = (_, res) => res.end('ok');
    const file = join(dir, 'payload.json');
    const raw = '{ "eventId": "evt_file",  "type": "site_view" }\n';
    await writeFile(file, raw);
    const { io } = capture();
    const code = await runWebhook(['send', '--url', url, '--secret', SECRET, '--event', 'site_view', '--payload-file', file], io);
    expect(code).toBe(0);
    expect(received[0].body).toBe(raw);
  });
});

describe('webhook sign and verify', () => {
  it('prints t=<T>,v1=<hex hmac of "<T>.<raw body>">', async () => {
    const file = join(dir, 'body.json');
    await writeFile(file, '{"eventId":"evt_1"}');
    const { io, out } = capture();
    expect(await runWebhook(['sign', '--secret', 'whsec_test', '--body-file', file, '--timestamp', '1700000000'], io)).toBe(0);
    expect(out()).toBe('t=1700000000,v1=e5d7e0bf889a38c38767b47b28f8d24b766e8a958515f0f2056f461e17ca73af\n');
  });

  it('verifies a good signature (exit 0) and rejects a tampered body (exit 1, reason on stderr)', async () => {
    const file = join(dir, 'verify.json');
    await writeFile(file, '{"eventId":"evt_2"}');
    const header = signWebhook('{"eventId":"evt_2"}', SECRET, 1_700_000_000);
    const ok = capture(1_700_000_000_000);
    expect(await runWebhook(['verify', '--secret', SECRET, '--signature', header, '--body-file', file], ok.io)).toBe(0);

    await writeFile(file, '{"eventId": "evt_2"}');
    const bad = capture(1_700_000_000_000);
    expect(await runWebhook(['verify', '--secret', SECRET, '--signature', header, '--body-file', file], bad.io)).toBe(1);
    expect(bad.err()).toContain('mismatch');
  });

  it.each([
    ['t=1700000000', 'missing-signature'],
    ['v1=abcd', 'missing-timestamp'],
    ['', 'missing-header'],
  ])('rejects the header %j as %s', async (header, reason) => {
    const file = join(dir, 'verify2.json');
    await writeFile(file, '{}');
    const { io, err } = capture(1_700_000_000_000);
    expect(await runWebhook(['verify', '--secret', SECRET, '--signature', header, '--body-file', file], io)).toBe(1);
    expect(err()).toContain(reason);
  });

  it('rejects an old timestamp unless --tolerance 0', async () => {
    const file = join(dir, 'old.json');
    await writeFile(file, '{}');
    const header = signWebhook('{}', SECRET, 1_700_000_000);
    const args = ['verify', '--secret', SECRET, '--signature', header, '--body-file', file, '--now', '1700000301'];
    const strict = capture();
    expect(await runWebhook(args, strict.io)).toBe(1);
    expect(strict.err()).toContain('outside the tolerance of 300 s');
    expect(await runWebhook([...args, '--tolerance', '0'], capture().io)).toBe(0);
  });
});

describe('webhook usage errors exit 2', () => {
  it.each([
    [[]],
    [['frobnicate']],
    [['sign', '--body-file', 'x']],
    [['sign', '--secret', 's', '--body-file', 'x', '--timestamp', 'soon']],
    [['send', '--url', 'ftp://x', '--secret', 's', '--event', 'site_view']],
    [['send', '--url', 'http://x', '--secret', 's', '--event', 'page_view']],
    [['send', '--url', 'http://x', '--secret', 's', '--event', 'site_view', '--format', 'yaml']],
    [['verify', '--secret', 's', '--body-file', 'x']],
    [['sign', '--secret', 's', '--body-file', 'x', '--bogus', '1']],
  ])('%j', async (argv) => {
    const { io, err } = capture();
    expect(await runWebhook(argv, io)).toBe(2);
    expect(err()).toContain('Usage:');
  });

  it('exits 2 on an unreadable file', async () => {
    const { io, err } = capture();
    expect(await runWebhook(['sign', '--secret', 's', '--body-file', join(dir, 'missing.json')], io)).toBe(2);
    expect(err()).toContain('cannot read');
    expect(err()).toContain('ENOENT');
  });
});

describe('webhook help', () => {
  it('prints the usage for a subcommand’s --help, exit 0', async () => {
    const { io, out } = capture();
    expect(await runWebhook(['send', '--help'], io)).toBe(0);
    expect(out()).toContain('kitbench webhook send   --url URL');
  });
});
