import type { RequestHandler } from 'msw';
import { asUnfurlableUrl, blockForUrl, type UnfurlBlock } from '../core/contentkit/unfurl';
import { API_EVENTS } from '../core/events/api-events';
import { eventPayload } from '../core/events/catalog';
import { DEFAULT_SITE_ID, type Installation } from '../core/installation/installation';
import { resolveSecrets, secretsFor } from '../core/manifest/secrets';
import { newEventId } from '../core/runtime/envelope';
import { installationLevelEnvironment } from '../core/runtime/installation-level';
import { headersToObject } from '../core/runtime/response';
import { buildEnvironment, defaultInstallation, PLAYGROUND_SPACE_ID } from '../core/runtime/environment';
import { RUNTIME_EVENT_TYPES, type RuntimeEventType, sampleEvent } from '../core/runtime/sample-events';
import type { RuntimeEnvironment, RuntimeEvent } from '../core/runtime/types';
import type { Transport } from '../core/webhooks/transport';
import { createIdentityProvider } from '../mock/idp';
import type { PlatformBackend } from '../mock/platform';
import type { RenderContext } from '../ui/preview/instance';
import { TestBlock } from './block';
import { openContentSourceScreen, type TestContentSourceConfiguration } from './configuration';
import type { HarnessLogEntry, WorkerHost } from './host';
import { type InstallOptions, installIntegration, type TestInstallation } from './installation';
import { createTestPlatform, type NetworkPolicy, type TestPlatform } from './platform';
import { describeProblem } from './stack';
import { type ScriptRequest, TestSite } from './site';
import { TaskQueue, type TestTask } from './tasks';
import { createWebhookReceiver, type TestWebhookReceiver, type WebhookReceiverOptions } from './webhooks';

/** Options of `app.insert`. */
export interface InsertOptions {
  /** The props the block is inserted with (Quick insert inserts with none). */
  props?: Record<string, unknown>;
}

/** What the app is made of (see `loadIntegration`). */
export interface TestAppParts {
  folder: string;
  manifest: Record<string, unknown>;
  /** The manifest's file name (`service-manifest.yaml` or the platform CLI's `gitbook-manifest.yaml`), for messages. */
  manifestFile?: string;
  env: Record<string, string>;
  /** The manifest's `envs` entry in effect (LoadOptions.manifestEnvironment). */
  manifestEnvironment?: string;
  host: WorkerHost;
  network: NetworkPolicy;
  logs: HarnessLogEntry[];
  /** The mocks file's handlers (and `loadIntegration`'s `mocks`): they answer the script's requests. */
  mocks?: RequestHandler[];
}

/** One integration folder, loaded and running in its worker, with the platform around it. */
export class TestApp {
  /** Every `console.*` line and uncaught error of the script, in order. */
  readonly logs: HarnessLogEntry[];
  /** Null until `install`: the environment then shows the default space installation (CONTRACT §5). */
  private installation: Installation | null = null;
  private readonly receivers: RequestHandler[] = [];
  /** `app.mock(...)` handlers, newest first: they come before the mocks file. */
  private overrides: RequestHandler[] = [];
  private readonly platform: TestPlatform;
  private readonly queue: TaskQueue;
  /** This app's identity provider (visitor authentication): after the mocks, so the mocks file answers first. */
  private readonly idp = createIdentityProvider();
  private siteView: TestSite | undefined;

  /** @internal Use `loadIntegration`. */
  constructor(private readonly parts: TestAppParts) {
    this.logs = parts.logs;
    const app = this;
    this.queue = new TaskQueue({
      summary: () => parts.host.summary,
      environment: () => app.environment,
      dispatchEvent: (event) => parts.host.dispatchEvent(event),
      fetch: (request) => app.platform.handle(request),
      idle: () => parts.host.idle(),
    });
    const backend: PlatformBackend = {
      get environment() {
        return app.environment;
      },
      get installationEnvironment() {
        const installation = app.installation ?? (defaultInstallation(parts.manifest) as Installation);
        return installationLevelEnvironment(app.environment, installation.configuration.account);
      },
      dispatchEnvelope: (envelope) => parts.host.dispatchEnvelope(envelope),
      queueTask: (task) => this.queue.enqueue(task),
    };
    this.platform = createTestPlatform(backend, () => [...this.overrides, ...(parts.mocks ?? []), ...this.receivers, ...this.idp.handlers], parts.network);
    this.backend = backend;
  }

  private readonly backend: PlatformBackend;

  /**
   * The published site of the installation on a site (`app.install({ target: 'site' })`): `visit(path, { visitor })`,
   * `signIn(visitor)`, `signOut()`, `feedback(rating, comment)`, with the `events` and `requests` they made.
   */
  get site(): TestSite {
    this.siteView ??= new TestSite({
      manifest: this.parts.manifest,
      backend: this.backend,
      summary: () => this.parts.host.summary,
      placement: () =>
        this.installation?.target === 'site' ? { siteId: this.installation.siteId ?? DEFAULT_SITE_ID, spaceId: this.installation.spaceId } : undefined,
      handle: (request) => this.platform.handle(request),
      onScriptRequest: (listener) => {
        this.scriptRequestListeners.add(listener);
        return () => this.scriptRequestListeners.delete(listener);
      },
      idp: this.idp,
    });
    return this.siteView;
  }

  /** Who hears of each request the script sends (app.site lists those made while it handles a site event). */
  private readonly scriptRequestListeners = new Set<(request: ScriptRequest) => void>();

  /** @internal The platform the worker's `fetch` goes to; the script's requests are told to the listeners above. */
  get testPlatform(): TestPlatform {
    const { platform, scriptRequestListeners: listeners } = this;
    return {
      ...platform,
      async handleSerialized(request) {
        const sent = { method: request.method, url: request.url, headers: request.headers, ...(request.body !== undefined ? { body: request.body } : {}) };
        try {
          const response = await platform.handleSerialized(request);
          for (const listener of listeners) listener({ ...sent, status: response.status });
          return response;
        } catch (error) {
          for (const listener of listeners) listener({ ...sent, error: error instanceof Error ? error.message : String(error) });
          throw error;
        }
      },
    };
  }

  /** @internal Hands one raw `POST /v1` envelope to the script, as the platform does (the differential suite, oracle/). */
  dispatchEnvelope(envelope: { contentType: string; body: Uint8Array }) {
    return this.parts.host.dispatchEnvelope(envelope);
  }

  /**
   * Every task the script queued (`context.integration.queueTask`), in order, with its status: each runs as a `task`
   * event (`createIntegration({ task })`; a script without one gets a signed `POST /tasks`) once the call that
   * queued it has answered, as on the platform; one with a `schedule` waits for `runScheduledTasks()`.
   */
  get tasks(): readonly TestTask[] {
    return this.queue.tasks;
  }

  /** Resolves, with `app.tasks`, once every task due now (and every task those queued) has run. */
  waitForTasks(): Promise<readonly TestTask[]> {
    return this.queue.settled();
  }

  /**
   * Runs the tasks queued with a `schedule` so far, as if their time had come (a task they queue with a schedule
   * waits for the next call), and resolves as `waitForTasks` does.
   */
  runScheduledTasks(): Promise<readonly TestTask[]> {
    return this.queue.runScheduled();
  }

  /** The integration's folder (absolute). */
  get folder(): string {
    return this.parts.folder;
  }

  /** `context.environment` as every call receives it now. */
  get environment(): RuntimeEnvironment {
    const manifest = this.parts.manifest;
    return buildEnvironment({
      integrationName: typeof manifest.name === 'string' ? manifest.name : 'integration',
      secrets: secretsFor(manifest, this.parts.manifestEnvironment).secrets,
      env: this.parts.env,
      installation: this.installation,
      manifest,
    });
  }

  /**
   * The manifest's secrets (those in effect for `manifestEnvironment`) that have no value: each reads as
   * `undefined` in `environment.secrets`. Give them with `loadIntegration(folder, { secrets: { NAME: '…' } })`, or
   * `env` (the variable `${{ env.X }}` names; for a 1Password reference, the variable of the secret's own name).
   */
  get unsetSecrets(): string[] {
    return resolveSecrets(secretsFor(this.parts.manifest, this.parts.manifestEnvironment).secrets, this.parts.env).missing;
  }

  /** The component ids the script declares. */
  get componentIds(): string[] {
    return this.parts.host.summary?.componentIds ?? [];
  }

  /** Inserts a block as Quick insert does (the manifest's `blocks` name what can be inserted) and renders it. */
  async insert(componentId: string, options: InsertOptions = {}): Promise<TestBlock> {
    const ids = this.manifestBlocks().map((block) => block.id);
    if (!ids.includes(componentId)) {
      throw new Error(`insert("${componentId}"): Quick insert offers only the manifest's blocks (${ids.join(', ') || 'none'}): add it to \`blocks\` in ${this.parts.manifestFile ?? 'service-manifest.yaml'}.`);
    }
    const block = new TestBlock(componentId, options.props ?? {}, this.parts.host, this.documentContext());
    await block.start();
    return block;
  }

  /**
   * Opens the configuration screen of a manifest content source (`contentSources[].configuration.componentId`), as
   * the platform does when the author adds that source: the component rendered with `installation` and
   * `spaceInstallation`, to fill and press like a block. Once it completes, `configured` is its
   * `{ props, dependencies }` and `computeRevision(screen)` fires `content_compute_revision` with them.
   */
  async openContentSourceConfiguration(sourceId: string): Promise<TestContentSourceConfiguration> {
    return openContentSourceScreen(
      {
        manifest: this.parts.manifest,
        host: this.parts.host,
        installation: () => this.installation ?? (defaultInstallation(this.parts.manifest) as Installation),
        environment: () => this.environment,
      },
      sourceId,
    );
  }

  /**
   * Fires `content_compute_revision` for a completed content-source configuration: its source, its props, its
   * dependencies resolved as the platform does (a space at its current revision). Resolves with the handler's
   * response (`{ status, headers, body }`); rejects with the script's error.
   */
  async computeRevision(screen: TestContentSourceConfiguration): Promise<unknown> {
    const event = screen.revisionEvent(this.environment);
    const result = await this.parts.host.dispatchEvent(event);
    if (!result.ok) throw new Error(`computeRevision("${screen.sourceId}"): ${describeProblem(result.error)}`);
    return result.value;
  }

  /**
   * Pastes a link into the document, as the editor does: the first manifest block whose `urlUnfurl` patterns match
   * it is inserted with `{ url }` props and sent `@link.unfurl`. Rejects when no block unfurls the link.
   */
  async paste(url: string): Promise<TestBlock> {
    const blocks = this.manifestBlocks();
    const link = asUnfurlableUrl(url);
    const block = link ? blockForUrl(blocks, link) : undefined;
    if (!link || !block) {
      const patterns = blocks.flatMap((candidate) => candidate.urlUnfurl ?? []);
      throw new Error(`paste("${url}"): no block unfurls this link (the manifest's urlUnfurl patterns: ${patterns.join(', ') || 'none'}).`);
    }
    const inserted = new TestBlock(block.id, { url: link }, this.parts.host, this.documentContext());
    await inserted.start();
    await inserted.unfurl(link);
    return inserted;
  }

  /** A path below the public endpoint as a URL; a full URL as it is. */
  private absolute(path: string): string {
    const base = this.environment.integration.urls.publicEndpoint;
    return /^https?:\/\//.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
  }

  /** `element.context` of a block in the document, as the Preview gives it: the installation's space, editable. */
  private documentContext(): RenderContext {
    return { type: 'document', spaceId: this.installation?.spaceId ?? PLAYGROUND_SPACE_ID, editable: true, theme: 'light' };
  }

  private manifestBlocks(): UnfurlBlock[] {
    const blocks = Array.isArray(this.parts.manifest.blocks) ? (this.parts.manifest.blocks as Record<string, unknown>[]) : [];
    return blocks
      .filter((block) => typeof block?.id === 'string')
      .map((block) => ({ id: String(block.id), urlUnfurl: Array.isArray(block.urlUnfurl) ? block.urlUnfurl.map(String) : undefined }));
  }

  /**
   * Sends an HTTP request to the integration's public endpoint (`path` below it, e.g. `/v1`), enveloped as the
   * platform does. A full URL goes to the mocked platform as it is (the OAuth provider, the HTTP API).
   */
  fetch(path: string, init?: RequestInit): Promise<Response> {
    return this.platform.handle(new Request(this.absolute(path), init));
  }

  /**
   * Dispatches a runtime event to `events[type]` and resolves with what the handler returned. The 8 spec events
   * start from the playground's realistic sample; `body` overrides its fields. Rejects with the handler's error.
   */
  async dispatch(type: string, body: Record<string, unknown> = {}): Promise<unknown> {
    const environment = this.environment;
    // the spec's events keep their samples; the API package's are prefilled from their type, as the Events panel does
    const base: RuntimeEvent = (RUNTIME_EVENT_TYPES as readonly string[]).includes(type)
      ? sampleEvent(type as RuntimeEventType, environment)
      : API_EVENTS.some((event) => event.type === type)
        ? eventPayload(type, environment)
        : { type, eventId: newEventId(), installationId: environment.installation?.id };
    const result = await this.parts.host.dispatchEvent({ ...base, ...body, type });
    if (!result.ok) throw new Error(`dispatch("${type}"): ${describeProblem(result.error)}`);
    return result.value;
  }

  /**
   * Installs the integration as the Installation panel does: `pending` with the defaults, then one edit per
   * configuration value; `active` once the configuration validates. Each step's events go to the script.
   */
  install(options: InstallOptions = {}): Promise<TestInstallation> {
    return installIntegration(
      {
        manifest: this.parts.manifest,
        host: this.parts.host,
        current: () => this.installation,
        update: (next) => {
          this.installation = next;
        },
        environment: () => this.environment,
        fetch: (url, init) => this.fetch(url, init),
        absolute: (path) => this.absolute(path),
        unsetSecrets: () => this.unsetSecrets,
      },
      options,
    );
  }

  /**
   * A mock webhook receiver at `receiver.url` that verifies `X-Service-Signature` with `secret` and answers the
   * statuses of `script` in turn (then 200). `receiver.deliver(event)` sends it a signed delivery with retries as
   * the platform does; the script may also post to `receiver.url` itself.
   */
  webhookReceiver(options: WebhookReceiverOptions): TestWebhookReceiver {
    // Deliveries go through this integration's platform, never the process's own fetch.
    const transport: Transport = async (request) => {
      const response = await this.platform.handle(
        new Request(request.url, { method: request.method, headers: request.headers, body: request.body as BodyInit, signal: request.signal }),
      );
      return { status: response.status, statusText: response.statusText, headers: headersToObject(response.headers), body: await response.text() };
    };
    const { receiver, handler } = createWebhookReceiver(options, transport);
    this.receivers.unshift(handler);
    return receiver;
  }

  /**
   * Answers the script's requests with these MSW handlers before the folder's mocks file (`kitbench.mocks.ts`):
   * a test's own data or failure, e.g. `app.mock(http.get('https://api.example.com/issues/1', () =>
   * HttpResponse.json({ title: 'x' })))`. The latest call wins; `app.resetMocks()` drops them.
   */
  mock(...handlers: RequestHandler[]): void {
    this.overrides = [...handlers, ...this.overrides];
  }

  /** Drops the handlers of `app.mock`; the mocks file answers again. */
  resetMocks(): void {
    this.overrides = [];
  }

  /** Stops the script's worker. A test process exits without it too; call it to free the thread early. */
  close(): Promise<void> {
    return this.parts.host.close();
  }
}
