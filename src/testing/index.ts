/**
 * `kitbench/testing`: load an integration folder in Node and use it as the playground does (insert a block, press
 * its buttons, call the public endpoint, dispatch events, install, receive webhooks). Framework-agnostic: every
 * call returns a promise or a value, so any test runner's assertions work (Vitest, Jest, `node:test`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblem } from '../bundle/build';
import { bundleFolder } from '../bundle/node';
import { parseManifest } from '../core/manifest/parse';
import { manifestEnvironmentNames, secretsFor, withGivenSecrets } from '../core/manifest/secrets';
import { noManifestMessage, pickManifestFile } from '../core/workspace/manifest-file';
import { loadFolderMocks } from './mocks';
import { TestApp } from './app';
import { type HarnessLogEntry, WorkerHost } from './host';
import type { NetworkPolicy } from './platform';
import { describeProblem } from './stack';

export type { InsertOptions, TestApp } from './app';
export type { PressOptions, TestBlock } from './block';
export type { TestContentSourceConfiguration } from './configuration';
export type { HarnessLogEntry as LogEntry } from './host';
export type { EmittedEvent, InstallOptions, InstallTarget, TestInstallation } from './installation';
export type { ConsentDecision } from './oauth';
export type { NetworkPolicy } from './platform';
export type { SentSiteEvent, SiteRequest, TestSite, TestSitePage, VisitOptions, VisitorOption } from './site';
export type { TestTask } from './tasks';
// The mocks file's helpers, for a test's own overrides (`app.mock(http.get(...))`) without installing msw.
export { bypass, delay, HttpResponse, http, passthrough } from 'msw';
export type { ReceivedWebhook, TestWebhookReceiver, WebhookReceiverOptions } from './webhooks';
export type { TestWebFrame } from './webframe';

/** Options of `loadIntegration`. */
export interface LoadOptions {
  /**
   * The environment variables the manifest's `secrets` resolve against: the variable `${{ env.NAME }}` names, and
   * for a secret named by reference (`${{ "op://…" }}`, 1Password, which kitbench does not read) the variable of
   * the secret's own name.
   */
  env?: Record<string, string>;
  /**
   * A value for each secret by its name in the manifest, whatever its form (`${{ env.X }}` or a 1Password
   * reference): `{ CLIENT_ID: 'test-client' }` is `environment.secrets.CLIENT_ID`. Wins over `env`. A name the
   * secrets in effect (see `manifestEnvironment`) do not name is refused. `app.unsetSecrets` lists those left unset.
   */
  secrets?: Record<string, string>;
  /**
   * The manifest's `envs` entry whose `secrets` are in effect, as `gitbook dev --env <name>` picks it (its secrets
   * replace the top-level ones); default `default`, as the platform's CLI without `--env`.
   */
  manifestEnvironment?: string;
  /**
   * Each call's time limit in milliseconds, on the script's own time; default 2000, as in the playground. The wait
   * for an answer to the script's own requests does not count (the platform limits CPU time).
   */
  timeoutMs?: number;
  /** How long one request of the script may stay unanswered before its `fetch` fails naming it; default 30000. */
  subrequestTimeoutMs?: number;
  /** `'mock-only'` (default): a request the mocked platform does not answer fails. `'allow'`: it goes to the network. */
  network?: NetworkPolicy;
  /**
   * The folder's mocks file (`kitbench.mocks.ts`) answers the script's requests first (default `true`); `false`
   * leaves it out. Handlers given here come before it (as `app.mock(...)` does).
   */
  mocks?: boolean | import('msw').RequestHandler[];
  /** Receives each `console.*` line of the script as it happens (they are also kept in `app.logs`). */
  onLog?: (entry: HarnessLogEntry) => void;
  /**
   * Where the script runs: `'worker'` (default: a Node worker thread, as the playground's Web Worker) or
   * `'workerd'` (Cloudflare's workerd through miniflare, the platform's own engine; bundled as the platform bundles
   * it). Default from the `KITBENCH_ENGINE` environment variable (`kitbench test --engine workerd` sets it).
   */
  engine?: 'worker' | 'workerd';
}

/** `options.env` with the values of `options.secrets` set where their secrets read them; throws on an unknown name. */
function envWithSecrets(manifest: Record<string, unknown>, options: LoadOptions): Record<string, string> {
  const env = options.env ?? {};
  if (!options.secrets) return env;
  const given = withGivenSecrets(secretsFor(manifest, options.manifestEnvironment).secrets, env, options.secrets);
  if ('env' in given) return given.env;
  // the secret may be named in another publishing environment (figma's are under envs.production only)
  const elsewhere = manifestEnvironmentNames(manifest).filter((name) =>
    Object.keys(options.secrets ?? {}).some((secret) => Object.hasOwn(secretsFor(manifest, name).secrets ?? {}, secret)),
  );
  const hint = elsewhere.length ? ` envs.${elsewhere[0]} names it: pass manifestEnvironment: '${elsewhere[0]}'.` : '';
  throw new TypeError(`kitbench/testing: loadIntegration({ secrets }): ${given.problem}${hint}`);
}

/**
 * Loads the integration in `folder` (a path, relative to the working directory, or a `file:` URL): bundles it with
 * the same bundler as `kitbench dev` (npm packages from its `node_modules`) and starts its script in a worker
 * thread. Rejects with the bundler's or the script's problems, naming the file and line.
 */
export async function loadIntegration(folder: string | URL, options: LoadOptions = {}): Promise<TestApp> {
  const root = folder instanceof URL || folder.startsWith('file:') ? fileURLToPath(folder) : resolve(folder);
  // The spec's service-manifest.yaml, else the platform CLI's gitbook-manifest.yaml (manifest-file.ts).
  const pick = pickManifestFile((name) => existsSync(resolve(root, name)));
  if (!pick.file) throw new Error(`kitbench/testing: ${noManifestMessage(root, "Pass loadIntegration the integration's folder.")}`);
  const manifestPath = resolve(root, pick.file);
  const manifest = parseManifest(readFileSync(manifestPath, 'utf8'));
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) {
    throw new Error(`kitbench/testing: ${manifestPath} is not a YAML mapping; run \`kitbench validate ${manifestPath}\`.`);
  }
  const engine = options.engine ?? (process.env.KITBENCH_ENGINE === 'workerd' ? 'workerd' : 'worker');
  const workerd = engine === 'workerd' ? await import('../workerd/testing') : undefined;
  const bundled = workerd ? await workerd.bundleForEngine(root) : await bundleFolder(root);
  if (!bundled.ok) {
    const problems = bundled.problems.map((problem) => `  ${formatProblem(problem)}`).join('\n');
    throw new Error(`kitbench/testing: the integration in ${root} did not bundle:\n${problems}`);
  }
  const env = envWithSecrets(manifest as Record<string, unknown>, options);
  const logs: HarnessLogEntry[] = [];
  let app: TestApp | undefined;
  const host = new (workerd ? workerd.workerdHost(root) : WorkerHost)({
    timeoutMs: options.timeoutMs,
    subrequestTimeoutMs: options.subrequestTimeoutMs,
    environment: () => app!.environment,
    fetch: (request) => app!.testPlatform.handleSerialized(request),
    onLog: (entry) => {
      logs.push(entry);
      options.onLog?.(entry);
    },
  });
  const mocks = options.mocks === false ? [] : [...(Array.isArray(options.mocks) ? options.mocks : []), ...loadFolderMocks(bundled.mocks)];
  app = new TestApp({
    folder: root,
    manifest: manifest as Record<string, unknown>,
    manifestFile: pick.file,
    env,
    manifestEnvironment: options.manifestEnvironment,
    host,
    network: options.network ?? 'mock-only',
    logs,
    mocks,
  });
  const loaded = await host.loadBundle(bundled);
  if (!loaded.ok) {
    await host.close();
    throw new Error(`kitbench/testing: the script did not load: ${describeProblem(loaded.error as { message: string; file?: string; line?: number; column?: number })}`);
  }
  return app;
}
