import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, dirname, join } from 'node:path';
import { bundleFolder } from '../bundle/node.ts';
import type { BundleResult } from '../bundle/types.ts';
import { MANIFEST_FILE } from '../core/workspace/folder.ts';
import { createEventHub } from './events.ts';
import { type FolderProblem, bundleFolderProblem, folderProblem } from './problems.ts';
import { DEV_EVENTS_URL, DEV_FILES_URL, DEV_PROJECT_URL, type FilesEvent, type ProblemEvent } from './protocol.ts';
import { writablePath } from './paths.ts';
import { classifyFile, readSnapshot } from './snapshot.ts';
import { createRecorder, type RecordOptions } from './record.ts';
import { serveStatic } from './static.ts';
import { type ChangeBatch, watchFolder } from './watch.ts';

/** Bundles the folder with its own node_modules (A1's `bundleFolder` by default). */
export type FolderBundler = (folder: string) => Promise<BundleResult>;

/** How to start `kitbench dev`'s server. */
export interface DevServerOptions {
  /** The integration's folder (absolute). */
  folder: string;
  /** The built playground (dist/). */
  distDir: string;
  port: number;
  host: string;
  bundle?: FolderBundler;
  /** One line per rebuild (the CLI prints them). */
  log?: (line: string) => void;
  /** Quiet time after a change before rebuilding (ms). */
  debounceMs?: number;
  /** Record mode (`--record`): the script's unmocked requests go out from Node and are kept for review (record.ts). */
  record?: RecordOptions;
}

/** A running dev server. */
export interface DevServer {
  url: string;
  port: number;
  /** Resolves when the first bundle (or folder problem) is known. */
  firstBuild: Promise<void>;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 5 * 1024 * 1024;

/** Starts the server: the playground, the folder's snapshot, its events and write-back, and the watcher. */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const { folder, distDir } = options;
  const bundle = options.bundle ?? ((dir: string) => bundleFolder(dir));
  const log = options.log ?? (() => {});
  const name = basename(folder);
  const hub = createEventHub();
  const recorder = createRecorder(options.record, log);
  // The last write (or deletion: null) each path got from a tab: a change on disk equal to it is that tab's own echo.
  const written = new Map<string, { text: string | null; client: string }>();
  let latestBundle: BundleResult | undefined;
  let latestProblem: FolderProblem | undefined;

  const setProblem = (problem: FolderProblem | undefined) => {
    if (JSON.stringify(problem) === JSON.stringify(latestProblem)) return;
    latestProblem = problem;
    hub.broadcast('problem', { problem: problem ?? null } satisfies ProblemEvent);
  };

  const buildOnce = async () => {
    const started = performance.now();
    const problem = await folderProblem(folder);
    if (problem) {
      setProblem(problem);
      log(`✗ ${problem.message}`);
      return;
    }
    let result: BundleResult;
    try {
      result = await bundle(folder);
    } catch (error) {
      const message = `The bundler failed: ${error instanceof Error ? error.message : String(error)}`;
      setProblem({ kind: 'bundler', message });
      log(`✗ ${message}`);
      return;
    }
    const packageProblem = bundleFolderProblem(folder, result);
    setProblem(packageProblem);
    const same = latestBundle?.ok && result.ok && latestBundle.code === result.code && latestBundle.map === result.map && latestBundle.mocks?.code === result.mocks?.code;
    latestBundle = result;
    // An unchanged bundle (a manifest edit, a README save) is not sent: the preview keeps running as it is.
    if (!same) hub.broadcast('bundle', result);
    const ms = Math.round(performance.now() - started);
    if (result.ok) log(`✓ bundled ${result.entry} (${result.inputs.length} files) in ${ms} ms${same ? ', unchanged' : ''}`);
    else {
      const first = result.problems[0];
      const at = first?.file ? `${first.file}${first.line ? `:${first.line}` : ''}: ` : '';
      log(`✗ ${packageProblem?.message ?? `${at}${first?.message ?? 'the bundle failed'}`}`);
    }
  };

  let building: Promise<void> | undefined;
  let again = false;
  const rebuild = (): Promise<void> => {
    if (building) {
      again = true;
      return building;
    }
    building = (async () => {
      do {
        again = false;
        await buildOnce();
      } while (again);
      building = undefined;
    })();
    return building;
  };

  const onBatch = async ({ changed, removed }: ChangeBatch) => {
    // One event per tab to leave out: the tab whose write a change echoes is not told of it; every other tab is.
    const events = new Map<string, FilesEvent>();
    const eventFor = (except: string) => {
      const event = events.get(except) ?? { changed: {}, deleted: [], assets: [] };
      events.set(except, event);
      return event;
    };
    for (const path of changed) {
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(await readFile(join(folder, path)));
      } catch {
        removed.push(path); // gone again before we read it
        continue;
      }
      const file = path === MANIFEST_FILE ? { kind: 'source' as const, text: new TextDecoder().decode(bytes) } : classifyFile(path, bytes);
      if (file.kind === 'source') {
        const write = written.get(path);
        eventFor(write?.text === file.text ? write.client : '').changed[path] = file.text;
      } else if (file.kind === 'asset') eventFor('').assets.push(file.asset);
    }
    for (const path of removed) {
      const write = written.get(path);
      eventFor(write && write.text === null ? write.client : '').deleted.push(path);
    }
    for (const [except, event] of events) hub.broadcast('files', event, except || undefined);
    await rebuild();
  };

  const watcher = watchFolder(folder, (batch) => void onBatch(batch), options.debounceMs ?? 50);

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/__kitbench/')) {
      const refused = foreignRequest(req, options.host);
      if (refused) return sendJson(res, 403, { error: refused });
    }
    if (url.pathname.startsWith('/__kitbench/') && (await recorder.handle(req, res, url))) return;
    if (url.pathname === DEV_PROJECT_URL && req.method === 'GET') {
      return sendJson(res, 200, await readSnapshot(folder));
    }
    if (url.pathname === DEV_EVENTS_URL && req.method === 'GET') {
      return hub.accept(req, res, url.searchParams.get('client') ?? '', (send) => {
        send('problem', { problem: latestProblem ?? null } satisfies ProblemEvent);
        if (latestBundle) send('bundle', latestBundle);
      });
    }
    if (url.pathname === DEV_FILES_URL && (req.method === 'PUT' || req.method === 'DELETE')) {
      const target = writablePath(folder, url.searchParams.get('path'));
      if (!target.ok) return sendJson(res, 400, { error: `Not written: ${target.reason}.` });
      const client = url.searchParams.get('client') ?? '';
      if (req.method === 'DELETE') {
        written.set(target.path, { text: null, client });
        await unlink(target.absolute).catch(() => undefined);
        res.writeHead(204).end();
        return;
      }
      const body = await readBody(req);
      if (body === undefined) return sendJson(res, 413, { error: `Not written: ${target.path} is over ${MAX_BODY_BYTES / 1024 / 1024} MB.` });
      written.set(target.path, { text: body, client });
      const current = await readFile(target.absolute, 'utf8').catch(() => undefined);
      if (current !== body) {
        await mkdir(dirname(target.absolute), { recursive: true });
        await writeFile(target.absolute, body, 'utf8');
      }
      res.writeHead(204).end();
      return;
    }
    if (url.pathname.startsWith('/__kitbench/')) return sendJson(res, 404, { error: `No ${req.method} ${url.pathname} here.` });
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { error: `${req.method} is not served.` });
    await serveStatic(req, res, distDir, name);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: error instanceof Error ? error.message : String(error) });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host;
  await watcher.ready;
  const firstBuild = rebuild();
  return {
    url: `http://${shownHost}:${port}/`,
    port,
    firstBuild,
    async close() {
      hub.close();
      await watcher.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await building;
    },
  };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why a request for the folder's files is refused: from a page of another origin (a PUT is preflighted anyway; this
 * also stops reads), or through a host name that is not this machine's (DNS rebinding).
 */
function foreignRequest(req: IncomingMessage, listenHost: string): string | undefined {
  const origin = req.headers.origin;
  if (origin && (!URL.canParse(origin) || new URL(origin).host !== req.headers.host)) return `Requests from ${origin} are refused.`;
  const hostname = URL.canParse(`http://${req.headers.host}`) ? new URL(`http://${req.headers.host}`).hostname : '';
  const allowed = LOOPBACK.has(hostname) || hostname === listenHost || hostname === `[${listenHost}]` || listenHost === '0.0.0.0' || listenHost === '::';
  return allowed ? undefined : `Requests for host ${req.headers.host} are refused; open the address kitbench dev printed.`;
}

function sendJson(res: ServerResponse, status: number, value: unknown) {
  const body = JSON.stringify(value);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(body);
}

/** The request body as UTF-8 text, or undefined past the size limit. */
function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
