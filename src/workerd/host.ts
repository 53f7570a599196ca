/**
 * The `workerd` engine of kitbench/testing: the script bundled as the platform bundles it (bundle.ts) and run in
 * Cloudflare's workerd through miniflare, with the same API as the worker-thread host (host.ts). The mocked
 * platform answers workerd's outgoing `fetch` (miniflare's `outboundService`) as it answers the worker thread's.
 * miniflare is an optional dependency, loaded only when this engine is asked for.
 */
import type { Miniflare } from 'miniflare';
import type { Bundle } from '../bundle/types';
import type { ActionRenderResult } from '../core/runtime/calls';
import type { ActionOutcome, ComponentAction, ComponentElement, HostResult, LogEntry, ScriptProblem, ScriptSummary, SerializedResponse } from '../sandbox/types';
import { type HarnessLogEntry, WorkerHost, type WorkerHostOptions } from '../testing/host';
import { type BundleLocator, bundleLocator } from '../testing/stack';
import { FETCH_ERROR_HEADER } from './engine-worker';
import { PLATFORM_COMPATIBILITY_DATE, PLATFORM_COMPATIBILITY_FLAGS } from './bundle';

const CALL_URL = 'http://kitbench.engine/__kitbench/call';
const PING_URL = 'http://kitbench.engine/__kitbench/ping';
// As the worker-thread host: past its limit, a call whose engine does not answer a ping within this is in a loop.
const PING_GRACE_MS = 300;
// Starting workerd and its first answer can take seconds on a busy machine: loading is not the script's time.
const LOAD_LIMIT_MS = 30_000;

/** miniflare, loaded on first use (a non-literal import: bundlers leave it to Node, so it stays optional). */
export async function loadMiniflare(): Promise<typeof import('miniflare')> {
  const name = 'miniflare';
  try {
    return (await import(/* @vite-ignore */ name)) as typeof import('miniflare');
  } catch (error) {
    throw new Error(
      `kitbench: the workerd engine needs miniflare, an optional dependency of kitbench that is not installed (${error instanceof Error ? error.message : String(error)}). Run \`npm install miniflare\`.`,
    );
  }
}

/** Miniflare's options for one bundle, as the platform's CLI sets them (compatibility date and flags). */
export function miniflareOptions(bundle: Pick<Bundle, 'code'>, root: string, outbound: (request: Request) => Promise<Response>) {
  return {
    modules: [{ type: 'ESModule' as const, path: `${root}/kitbench-bundle.js`, contents: bundle.code }],
    modulesRoot: root,
    compatibilityDate: PLATFORM_COMPATIBILITY_DATE,
    compatibilityFlags: PLATFORM_COMPATIBILITY_FLAGS,
    outboundService: outbound,
    // workerd's own lines (an uncaught error, a log) would go to the test's output: the harness reports them itself.
    log: undefined,
  };
}

type Outcome = { ok: true; value: unknown; logs: EngineLog[] } | { ok: false; error: ScriptProblem & { stack?: string }; logs: EngineLog[] };
interface EngineLog {
  level: LogEntry['level'];
  message: string;
  stack?: string;
  time: number;
}

/**
 * What a failed start of workerd says, in the platform's words: `service core:user:: Uncaught Error: no config` and
 * its frames (`at kitbench-bundle.js:1:21 in f`) become `Error: no config` and V8-style frames the locator maps.
 */
export function workerdStartProblem(error: unknown, stderr: string): { message: string; stack?: string } {
  const lines = stderr.split('\n');
  const at = lines.findIndex((text) => /Uncaught|Disallowed|disallowed|No such module/.test(text));
  if (at === -1) return { message: error instanceof Error ? error.message : String(error) };
  const message = lines[at].replace(/^service [^:]*:[^:]*:: /, '').replace(/^Uncaught (?=\w*Error\b)/, '');
  const frames = lines
    .slice(at + 1)
    .filter((text) => /^\s+at /.test(text))
    .map((text) => text.replace(/^\s+at (\S+) in (.+)$/, '    at $2 ($1)'));
  return { message, stack: [message, ...frames].join('\n') };
}

/**
 * A WorkerHost whose calls go to workerd instead of a worker thread (it extends WorkerHost so that everything that
 * takes the harness's host takes it unchanged; the thread machinery stays unused). One miniflare per loaded bundle.
 */
export class WorkerdHost extends WorkerHost {
  private mf: Miniflare | undefined;
  /** The bundle running (or to restart after a loop stopped workerd). */
  private running: Bundle | undefined;
  private locator: BundleLocator | undefined;
  private pending = 0;
  private closedEngine = false;
  /** Outgoing requests of the call in flight (the platform counts subrequests per invocation). */
  subrequests = 0;
  /** The most outgoing requests one call made. */
  maxSubrequests = 0;

  constructor(
    private readonly root: string,
    private readonly engineOptions: WorkerHostOptions,
  ) {
    super(engineOptions);
  }

  private async outbound(request: Request): Promise<Response> {
    this.subrequests += 1;
    this.maxSubrequests = Math.max(this.maxSubrequests, this.subrequests);
    const sent = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    let answer: Awaited<ReturnType<WorkerHostOptions['fetch']>>;
    try {
      answer = await this.engineOptions.fetch({ method: request.method, url: request.url, headers, body: sent || undefined });
    } catch (error) {
      // The engine turns this answer back into a rejected fetch, as the worker engine's fetch rejects (engine-worker.ts).
      return new Response(error instanceof Error ? error.message : String(error), { status: 502, headers: { [FETCH_ERROR_HEADER]: '1' } });
    }
    // 204, 205, 304 (and 101) carry no body: a Response refuses even an empty one with them.
    const body = [101, 204, 205, 304].includes(answer.status) ? null : answer.body;
    return new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
  }

  private log(entry: EngineLog) {
    const where = this.locator?.firstFrame(this.locator.mapStack(entry.stack ?? ''));
    const line: HarnessLogEntry = { level: entry.level, message: entry.message, time: entry.time, ...where };
    this.engineOptions.onLog(line);
    return line;
  }

  private problem(error: ScriptProblem & { stack?: string }): ScriptProblem & { file?: string } {
    const mapped = this.locator && error.stack ? this.locator.mapStack(error.stack) : error.stack;
    const where = this.locator?.firstFrame(mapped) ?? {};
    const stack = this.locator?.authorFrames(mapped);
    const { stack: _raw, ...rest } = error;
    return { ...rest, ...where, ...(stack ? { stack } : {}) };
  }

  private async send<T>(body: Record<string, unknown>, what: string): Promise<HostResult<T>> {
    const started = performance.now();
    if (this.closedEngine) throw new Error('kitbench/testing: this integration was closed (app.close()); load it again.');
    if (!this.mf && this.running) await this.start(this.running).catch(() => undefined);
    const mf = this.mf;
    if (!mf) return { ok: false, error: { kind: 'missing', message: 'No script is loaded.' }, durationMs: 0, logs: [] };
    const limit = body.kind === 'load' ? Math.max(this.timeoutMs, LOAD_LIMIT_MS) : this.timeoutMs;
    this.pending += 1;
    this.subrequests = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const timeout = new Promise<Outcome>((resolve) => {
        timer = setTimeout(async () => {
          if (await this.pingEngine(mf)) {
            resolve({ ok: false, error: { kind: 'timeout', message: `${what} did not finish within ${limit} ms (the platform's limit): is it awaiting something that never settles?` }, logs: [] });
            return;
          }
          // workerd runs one isolate: a loop blocks every call. Stopped; the next call starts it again.
          if (this.mf === mf) this.mf = undefined;
          mf.dispose().catch(() => undefined);
          resolve({
            ok: false,
            error: {
              kind: 'timeout',
              message: `${what} did not finish within ${limit} ms and the script did not answer at all: an endless loop? The worker was stopped; the next call starts it again.`,
            },
            logs: [],
          });
        }, limit);
      });
      const answer = mf.dispatchFetch(CALL_URL, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }).then(async (response) => {
        const text = await response.text();
        try {
          return JSON.parse(text) as Outcome;
        } catch {
          return { ok: false, error: { kind: 'runtime', message: text.split('\n')[0] }, logs: [] } as Outcome;
        }
      });
      const outcome = await Promise.race([answer, timeout]);
      const logs = outcome.logs.map((entry) => this.log(entry));
      const durationMs = performance.now() - started;
      return outcome.ok ? { ok: true, value: outcome.value as T, durationMs, logs } : { ok: false, error: this.problem(outcome.error), durationMs, logs };
    } finally {
      clearTimeout(timer);
      this.pending -= 1;
    }
  }

  private async pingEngine(mf: Miniflare): Promise<boolean> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PING_GRACE_MS);
    });
    const answered = mf.dispatchFetch(PING_URL).then(
      async (response) => {
        await response.arrayBuffer();
        return true;
      },
      () => false,
    );
    try {
      return await Promise.race([answered, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** A fresh workerd on a bundle that loaded before (after a loop stopped the last one). */
  private async start(bundle: Bundle): Promise<void> {
    const { Miniflare } = await loadMiniflare();
    const mf = new Miniflare({ ...miniflareOptions(bundle, this.root, (request) => this.outbound(request)), handleRuntimeStdio: (out: import('node:stream').Readable, errors: import('node:stream').Readable) => {
      out.resume();
      errors.resume();
    } });
    await mf.ready;
    this.mf = mf;
    const loaded = await mf.dispatchFetch(CALL_URL, { method: 'POST', body: JSON.stringify({ kind: 'load' }) });
    await loaded.arrayBuffer();
  }

  /** Starts workerd on the bundle (bundled for workerd: bundle.ts); the previous one keeps running when this one fails. */
  override async loadBundle(bundle: Bundle): Promise<HostResult<ScriptSummary>> {
    const started = performance.now();
    const { Miniflare } = await loadMiniflare();
    const locator = bundleLocator(bundle);
    let stderr = '';
    const mf = new Miniflare({
      ...miniflareOptions(bundle, this.root, (request) => this.outbound(request)),
      handleRuntimeStdio: (stdout: import('node:stream').Readable, errors: import('node:stream').Readable) => {
        stdout.resume();
        errors.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
        });
      },
    });
    try {
      await mf.ready;
    } catch (error) {
      await mf.dispose().catch(() => {});
      const said = workerdStartProblem(error, stderr);
      const mapped = said.stack ? locator.mapStack(said.stack) : undefined;
      const where = locator.firstFrame(mapped);
      const stack = locator.authorFrames(mapped);
      const result: HostResult<ScriptSummary> = {
        ok: false,
        error: { kind: 'runtime', message: said.message, ...where, ...(stack ? { stack } : {}) },
        durationMs: performance.now() - started,
        logs: [],
      };
      this.loadProblem = result.error;
      return result;
    }
    const previous = this.mf;
    const previousLocator = this.locator;
    this.mf = mf;
    this.locator = locator;
    const result = await this.send<ScriptSummary>({ kind: 'load' }, 'Loading the script');
    if (result.ok) {
      this.running = bundle;
      this.summary = result.value;
      this.loadProblem = undefined;
      await previous?.dispose();
    } else {
      this.loadProblem = result.error;
      this.mf = previous;
      this.locator = previousLocator;
      await mf.dispose();
    }
    this.version += 1;
    return result;
  }

  override initialState(componentId: string, props: Record<string, unknown>, context?: ComponentElement['context']) {
    return this.send<Record<string, unknown>>({ kind: 'initialState', componentId, props, environment: this.engineOptions.environment(), context }, `initialState of "${componentId}"`);
  }

  override render(element: ComponentElement) {
    return this.send<unknown>({ kind: 'render', element, environment: this.engineOptions.environment() }, `render of "${element.componentId}"`);
  }

  override action(element: ComponentElement, action: ComponentAction) {
    return this.send<ActionOutcome>({ kind: 'action', element, action, environment: this.engineOptions.environment() }, `action "${action.action}" of "${element.componentId}"`);
  }

  override actionRender(element: ComponentElement, action: ComponentAction) {
    return this.send<ActionRenderResult<ScriptProblem>>(
      { kind: 'actionRender', element, action, environment: this.engineOptions.environment() },
      `action "${action.action}" of "${element.componentId}" and its render`,
    );
  }

  override dispatchEvent(event: { type: string; [key: string]: unknown }) {
    return this.send<unknown>({ kind: 'event', event, environment: this.engineOptions.environment() }, `the "${event.type}" event handler`);
  }

  override dispatchEnvelope(envelope: { contentType: string; body: Uint8Array }) {
    return this.send<SerializedResponse>({ kind: 'envelope', contentType: envelope.contentType, body: Buffer.from(envelope.body).toString('base64') }, 'the fetch handler');
  }

  override async idle(): Promise<void> {
    while (this.pending > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  override async close(): Promise<void> {
    this.closedEngine = true;
    this.running = undefined;
    const mf = this.mf;
    this.mf = undefined;
    await mf?.dispose();
    await super.close();
  }
}
