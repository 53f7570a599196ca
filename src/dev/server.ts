import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, join } from 'node:path';
import { bundleFolder } from '../bundle/node.ts';
import type { BundleResult } from '../bundle/types.ts';
import { isManifestFile, type ManifestPick, pickManifestFile } from '../core/workspace/manifest-file.ts';
import { sendJson, sendText } from './answers.ts';
import { MAX_BODY_BYTES, readBody } from './body.ts';
import { createFileWrites, type WrittenByTab } from './file-writes.ts';
import { createEventHub } from './events.ts';
import { type FolderProblem, bundleFolderProblem, folderProblem } from './problems.ts';
import { readConfigFile } from './config-files.ts';
import { readPackageTypes } from './package-types.ts';
import { type CheckEvent, DEV_CONFIG_URL, DEV_EVENTS_URL, DEV_FETCH_URL, DEV_FILES_URL, DEV_PROJECT_URL, DEV_TYPES_URL, type FilesEvent, type ProblemEvent } from './protocol.ts';
import { decodeText } from '../core/workspace/folder.ts';
import { readInside, safeMessage } from './paths.ts';
import { cookieOf, foreignRequest, isLoopbackHost, sameToken } from './request-guard.ts';
import { proxyFetch } from './proxy.ts';
import { createRecorder, type RecordOptions } from './record.ts';
import { binaryManifestText, type FolderFile, readFolderFile, readSnapshot, SNAPSHOT_LIMITS, withheldNote } from './snapshot.ts';
import { isSecretPath } from './secrets.ts';
import { serveStatic } from './static.ts';
import { type ChangeBatch, readyWithin, watchFolder } from './watch.ts';
import { type CheckRunner, createWorkerdChecker } from './workerd-check.ts';

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
  /**
   * The token every request must carry on a non-loopback host (generated when not given). On loopback hosts no token
   * is asked for unless one is given here.
   */
  token?: string;
  /** Tests only: the folder watcher (chokidar's by default). */
  watch?: typeof watchFolder;
  /** How long the first build waits for the watcher's first scan of the folder (ms; tests shorten it). */
  watchReadyMs?: number;
  /** Tests only: origins on this machine that the script's proxied fetch treats as public sites. */
  proxyAllowOrigins?: string[];
  /** Record mode (`--record`): the script's unmocked requests go out from Node and are kept for review (record.ts). */
  record?: RecordOptions;
  /**
   * The workerd check (`kitbench check`'s, workerd-check.ts), run after the folder builds; its findings go to the
   * pages as `check` events. Off when not given (the CLI gives it).
   */
  workerdCheck?: CheckRunner;
  /** Quiet time after a build before the workerd check (ms). */
  checkDebounceMs?: number;
}

/** A running dev server. */
export interface DevServer {
  /** The address to open: with `?token=` when the server asks for one. */
  url: string;
  port: number;
  /** The token the server asks for (non-loopback hosts), or undefined. */
  token?: string;
  /** Resolves when the first bundle (or folder problem) is known. */
  firstBuild: Promise<void>;
  close(): Promise<void>;
}

/** At most this many changed files go into one `files` event (the snapshot's own cap); the rest get a note. */
const MAX_EVENT_FILES = SNAPSHOT_LIMITS.files;
/** At most this many bytes of file content go into one `files` event (the snapshot's own cap). */
const MAX_EVENT_BYTES = SNAPSHOT_LIMITS.totalBytes;
const TOKEN_COOKIE = 'kitbench_token';

/** How long the first build waits for the folder watcher's first scan before it runs anyway. */
const WATCH_READY_MS = 10_000;

/** Starts the server: the playground, the folder's snapshot, its events and write-back, and the watcher. */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const { folder, distDir } = options;
  // The folder's real path: every file read or written must really be under it, whatever links are on the way.
  const realRoot = await realpath(folder);
  const bundle = options.bundle ?? ((dir: string) => bundleFolder(dir));
  const log = options.log ?? (() => {});
  const name = basename(folder);
  const hub = createEventHub();
  const token = options.token ?? (isLoopbackHost(options.host) ? undefined : randomBytes(24).toString('base64url'));
  const recorder = createRecorder(options.record, log);
  const checker = options.workerdCheck
    ? createWorkerdChecker({ folder, run: options.workerdCheck, publish: (event) => hub.broadcast('check', event), log, debounceMs: options.checkDebounceMs })
    : undefined;
  // The last write (or deletion: null) each path got from a tab: a change on disk equal to it is that tab's own echo.
  const written: WrittenByTab = new Map();
  const writeFile = createFileWrites(folder, realRoot, written);
  let latestBundle: BundleResult | undefined;
  let buildProblem: FolderProblem | undefined;
  // A watcher or file-system error: shown until the folder builds again without one.
  let fsProblem: FolderProblem | undefined;
  let shownProblem: FolderProblem | undefined;
  // The folder's manifest file as last told (the CLI's output once, the pages with a `files` event when it changes).
  let manifestPick: ManifestPick | undefined;
  const pickNow = () => pickManifestFile((name) => existsSync(join(folder, name)));
  const sayManifestPick = () => {
    const pick = pickNow();
    const changed = pick.file !== manifestPick?.file || pick.note !== manifestPick?.note;
    manifestPick = pick;
    if (changed && pick.note) log(`! ${pick.note}`);
    return changed ? pick : undefined;
  };

  const showProblem = () => {
    const problem = buildProblem ?? fsProblem;
    if (JSON.stringify(problem) === JSON.stringify(shownProblem)) return;
    shownProblem = problem;
    hub.broadcast('problem', { problem: problem ?? null } satisfies ProblemEvent);
  };
  const setProblem = (problem: FolderProblem | undefined) => {
    buildProblem = problem;
    showProblem();
  };
  const reportFsError = (message: string) => {
    log(`✗ ${message}`);
    fsProblem = { kind: 'file-system', message };
    showProblem();
  };

  const buildOnce = async () => {
    const started = performance.now();
    const manifestFile = manifestPick?.file;
    const manifestRead = manifestFile ? await readInside(realRoot, join(folder, manifestFile), SNAPSHOT_LIMITS.fileBytes) : undefined;
    if (manifestFile && manifestRead && 'bytes' in manifestRead && decodeText(manifestRead.bytes) === undefined) {
      setProblem({ kind: 'manifest-not-text', file: manifestFile, message: binaryManifestText(manifestFile) });
      log(`✗ ${binaryManifestText(manifestFile)}`);
      return;
    }
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
      if (closing) return;
      const message = `The bundler failed: ${safeMessage(error, folder)}`;
      setProblem({ kind: 'bundler', message });
      log(`✗ ${message}`);
      return;
    }
    // Stopped mid-build (Ctrl+C also stops esbuild's service: "The service was stopped"): no failure, nothing to say.
    if (closing) return;
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
  // Set when close() starts: a build that ends after it is not reported.
  let closing = false;
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
      // After the bundle has gone to the pages: the check never holds up the preview.
      if (!closing) checker?.schedule();
    })();
    return building;
  };

  /**
   * Sends one batch of disk changes: one event per tab to leave out (the tab whose write a change echoes is not told
   * of it; every other tab is), at most MAX_EVENT_FILES files and MAX_EVENT_BYTES of content in all; what is past the
   * caps is named in a note (the page reloads the folder to see it).
   */
  const sendBatch = async ({ changed, removed }: ChangeBatch) => {
    const events = new Map<string, FilesEvent>();
    const notes: string[] = [];
    const withheld: string[] = [];
    const eventFor = (except: string) => {
      const event = events.get(except) ?? { changed: {}, deleted: [], assets: [] };
      events.set(except, event);
      return event;
    };
    let bytes = 0;
    let sent = 0;
    let over = 0;
    for (const path of changed) {
      if (sent >= MAX_EVENT_FILES || bytes >= MAX_EVENT_BYTES) {
        over++;
        continue;
      }
      const file: FolderFile = await readFolderFile(folder, realRoot, path);
      if (file.kind === 'gone') {
        removed.push(path); // gone again before we read it
        continue;
      }
      if (file.kind === 'secret') {
        withheld.push(path);
        continue;
      }
      if (file.kind === 'skipped') {
        notes.push(file.note);
        continue;
      }
      const size = file.kind === 'source' ? Buffer.byteLength(file.text) : file.asset.base64.length;
      if (bytes + size > MAX_EVENT_BYTES) {
        over++;
        continue;
      }
      bytes += size;
      sent++;
      if (file.kind === 'source') {
        const write = written.get(path);
        eventFor(write?.text === file.text ? write.client : '').changed[path] = file.text;
      } else eventFor('').assets.push(file.asset);
    }
    for (const path of removed) {
      if (isSecretPath(path)) continue;
      const write = written.get(path);
      eventFor(write && write.text === null ? write.client : '').deleted.push(path);
    }
    // A manifest created or deleted may make another file the manifest: every page is told which (and why, when both).
    const manifestChange = [...changed, ...removed].some(isManifestFile) ? sayManifestPick() : undefined;
    if (manifestChange?.file) eventFor('').manifest = { file: manifestChange.file, ...(manifestChange.note ? { note: manifestChange.note } : {}) };
    if (over) notes.push(`${over} more changed files were not sent (one update carries at most ${MAX_EVENT_FILES} files and ${MAX_EVENT_BYTES / 1024 / 1024} MB): reload the page to see them.`);
    if (withheld.length) notes.push(withheldNote(withheld));
    if (notes.length) {
      eventFor('').notes = notes;
      for (const note of notes) log(`! ${note}`);
    }
    for (const [except, event] of events) hub.broadcast('files', event, except || undefined);
  };

  // Batches that arrive while one is being read and sent are merged: a burst of 20,000 touched files becomes a few
  // events, not one per file.
  const pending = { changed: new Set<string>(), removed: new Set<string>() };
  let draining: Promise<void> | undefined;
  const onBatch = (batch: ChangeBatch) => {
    for (const path of batch.changed) {
      pending.removed.delete(path);
      pending.changed.add(path);
    }
    for (const path of batch.removed) {
      pending.changed.delete(path);
      pending.removed.add(path);
    }
    draining ??= (async () => {
      while (pending.changed.size || pending.removed.size) {
        const next = { changed: [...pending.changed].sort(), removed: [...pending.removed].sort() };
        pending.changed.clear();
        pending.removed.clear();
        try {
          await sendBatch(next);
        } catch (error) {
          reportFsError(`Reading the folder's changes failed: ${safeMessage(error, folder)}`);
        }
        await rebuild();
      }
      draining = undefined;
    })();
  };

  sayManifestPick();
  const watcher = (options.watch ?? watchFolder)(folder, onBatch, options.debounceMs ?? 50, reportFsError);

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (token) {
      const given = url.searchParams.get('token');
      if (given !== null && sameToken(given, token)) {
        // The token moves into a cookie and out of the address (history, Referer): the page is reloaded without it.
        url.searchParams.delete('token');
        res.writeHead(302, {
          Location: `${url.pathname}${url.search}`,
          'Set-Cookie': `${TOKEN_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict`,
          'Cache-Control': 'no-store',
        });
        res.end();
        return;
      }
      if (!sameToken(cookieOf(req, TOKEN_COOKIE) ?? '', token)) {
        return sendText(
          res,
          401,
          'This kitbench dev server is reachable from the network, so it asks for its token: open the address kitbench dev printed (it ends with ?token=…).\n',
        );
      }
    }
    if (url.pathname.startsWith('/__kitbench/')) {
      const refused = foreignRequest(req, options.host);
      if (refused) return sendJson(res, 403, { error: refused });
    }
    if (url.pathname.startsWith('/__kitbench/') && (await recorder.handle(req, res, url))) return;
    if (url.pathname === DEV_PROJECT_URL && req.method === 'GET') {
      return sendJson(res, 200, await readSnapshot(folder, realRoot));
    }
    if (url.pathname === DEV_CONFIG_URL && req.method === 'GET') {
      const text = await readConfigFile(folder, realRoot, url.searchParams.get('path'));
      return text === undefined ? sendJson(res, 404, { error: 'No such configuration file in the folder.' }) : sendText(res, 200, text);
    }
    if (url.pathname === DEV_TYPES_URL && req.method === 'GET') {
      return sendJson(res, 200, await readPackageTypes(realRoot, url.searchParams.getAll('import')));
    }
    if (url.pathname === DEV_EVENTS_URL && req.method === 'GET') {
      return hub.accept(req, res, url.searchParams.get('client') ?? '', (send) => {
        send('problem', { problem: shownProblem ?? null } satisfies ProblemEvent);
        if (latestBundle) send('bundle', latestBundle);
        const checked = checker?.latest();
        if (checked) send('check', checked satisfies CheckEvent);
      });
    }
    if (url.pathname === DEV_FETCH_URL && req.method === 'POST') {
      const body = await readBody(req);
      if (body === undefined) return sendJson(res, 413, { error: `The request is over ${MAX_BODY_BYTES / 1024 / 1024} MB.` });
      return sendJson(res, 200, await proxyFetch(body, req.headers.host ?? '', { allowOrigins: options.proxyAllowOrigins }));
    }
    if (url.pathname === DEV_FILES_URL && (req.method === 'PUT' || req.method === 'DELETE')) return writeFile(req, res, url);
    if (url.pathname.startsWith('/__kitbench/')) return sendJson(res, 404, { error: `No ${req.method} ${url.pathname} here.` });
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { error: `${req.method} is not served.` });
    await serveStatic(req, res, distDir, name);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`✗ ${req.method} ${(req.url ?? '').split('?')[0]} failed: ${safeMessage(error, folder)}`);
      if (!res.headersSent) sendJson(res, 500, { error: `kitbench dev could not answer: ${safeMessage(error, folder)}` });
      else res.end();
    });
  });
  // A client that resets its connection mid-request must not take the server down.
  server.on('clientError', (_error, socket) => socket.destroy());
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    // A busy port: the watcher must not keep the process alive after the CLI has said why it stops.
    hub.close();
    await watcher.close();
    throw error;
  }
  server.on('error', (error) => log(`✗ The server reported: ${safeMessage(error, folder)}`));
  const { port } = server.address() as AddressInfo;
  const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host;
  // The first build waits for the watcher's first scan (a save made during the build is then seen), but not for ever.
  const scanned = await readyWithin(watcher, options.watchReadyMs ?? WATCH_READY_MS);
  if (!scanned) log(`… Still reading the folder to watch it: saves are seen once that is done. The first build runs now.`);
  const firstBuild = rebuild();
  return {
    url: `http://${shownHost}:${port}/${token ? `?token=${token}` : ''}`,
    port,
    token,
    firstBuild,
    async close() {
      closing = true;
      hub.close();
      await watcher.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await building;
      await draining;
      await checker?.close();
    },
  };
}
