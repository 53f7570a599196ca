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
import { PLATFORM_COMPATIBILITY_DATE, PLATFORM_COMPATIBILITY_FLAGS } from './bundle';

const CALL_URL = 'http://kitbench.engine/__kitbench/call';

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

/** What a failed start of workerd says, in the platform's words (its first line that names the problem). */
export function workerdStartProblem(error: unknown, stderr: string): string {
  const line = stderr
    .split('\n')
    .map((text) => text.trim())
    .find((text) => /Uncaught|Error|disallowed|Disallowed/.test(text) && !text.startsWith('stack:'));
  const message = error instanceof Error ? error.message : String(error);
  return line ?? message;
}

/**
 * A WorkerHost whose calls go to workerd instead of a worker thread (it extends WorkerHost so that everything that
 * takes the harness's host takes it unchanged; the thread machinery stays unused). One miniflare per loaded bundle.
 */
export class WorkerdHost extends WorkerHost {
  private mf: Miniflare | undefined;
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
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await this.engineOptions.fetch({ method: request.method, url: request.url, headers, body: body || undefined });
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
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
    const mf = this.mf;
    if (!mf) return { ok: false, error: { kind: 'missing', message: 'No script is loaded.' }, durationMs: 0, logs: [] };
    this.pending += 1;
    this.subrequests = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const timeout = new Promise<Outcome>((resolve) => {
        timer = setTimeout(
          () => resolve({ ok: false, error: { kind: 'timeout', message: `${what} did not finish within ${this.timeoutMs} ms (the platform's limit): is it awaiting something that never settles?` }, logs: [] }),
          this.timeoutMs,
        );
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
      const text = workerdStartProblem(error, stderr);
      const frame = /kitbench-bundle\.js:\d+:\d+/.exec(stderr);
      const where = frame ? locator.firstFrame(locator.mapStack(frame[0])) : {};
      const result: HostResult<ScriptSummary> = { ok: false, error: { kind: 'runtime', message: text, ...where }, durationMs: performance.now() - started, logs: [] };
      this.loadProblem = result.error;
      return result;
    }
    const previous = this.mf;
    const previousLocator = this.locator;
    this.mf = mf;
    this.locator = locator;
    const result = await this.send<ScriptSummary>({ kind: 'load' }, 'Loading the script');
    if (result.ok) {
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
    const mf = this.mf;
    this.mf = undefined;
    await mf?.dispose();
    await super.close();
  }
}
