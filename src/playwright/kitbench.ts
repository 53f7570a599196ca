import { expect, type Locator, type Page } from '@playwright/test';
import { deserializeResponse } from '../core/runtime/response';
import type { BridgeRequest, KitbenchPageBridge } from '../ui/automation/protocol';
import { renderedBlock } from './blocks';
import { type ConfigurationScope, type InstallOptions, type KitbenchInstallation, dispatchEvent, install, openConfiguration } from './panels';
import type { FolderServer } from './server';
import { KitbenchSite } from './site';
import { KitbenchWebhooks } from './webhooks';

/** The methods of `window.__kitbench`. */
type BridgeMethod = Exclude<keyof KitbenchPageBridge, 'version'>;

/** The playground's light or dark theme (the app bar's Theme switch). */
export type KitbenchTheme = 'light' | 'dark';

/** The tool panels by their tab's name (CONTRACT §4), in the order of their tabs. */
export const TOOL_PANELS = ['Preview', 'Site', 'Installation', 'Listing', 'Events', 'Webhooks', 'Network', 'Console'] as const;
export type ToolPanel = (typeof TOOL_PANELS)[number];

/** The panel a name means, in any letter case (`'console'` is the Console); undefined for a name no tab has. */
export function toolPanel(name: string): ToolPanel | undefined {
  const wanted = name.trim().toLowerCase();
  return TOOL_PANELS.find((panel) => panel.toLowerCase() === wanted);
}

/** One line of the Console panel: the script's `console.*` output and its errors. */
export interface ConsoleLine {
  level: 'log' | 'info' | 'warn' | 'error' | 'debug';
  message: string;
  /** Where it was logged, in the author's own file (`src/index.ts:12:5`), when the line names a place. */
  where?: string;
}

/** The requests the script sent (and the platform's to its endpoint), as the Network panel lists them. */
export class KitbenchNetwork {
  constructor(private readonly kitbench: Kitbench) {}

  /**
   * The requests, oldest first: by default the script's own `fetch` calls (`source: 'script'`), each with its
   * response and whether the folder's mocks file answered it; `{ source: 'all' }` for every entry.
   */
  async requests(filter: { source?: BridgeRequest['source'] | 'all' } = {}): Promise<BridgeRequest[]> {
    const source = filter.source ?? 'script';
    const all = await this.kitbench.bridge('requests');
    return source === 'all' ? all : all.filter((request) => request.source === source);
  }
}

/**
 * The playground under `kitbench dev`, on the test's integration folder, driven as a user would: Quick insert, a
 * pasted link, the Installation forms, the Events panel, the Theme switch. What a test asserts on is Playwright's
 * own: the locators these return, `expect`, `toHaveScreenshot()`.
 */
export class Kitbench {
  /** The requests the script sent. */
  readonly network: KitbenchNetwork;
  /** Outbound webhook deliveries and what the mock receivers received. */
  readonly webhooks: KitbenchWebhooks;
  /** The Site view: the published site of the installation on a site, where the test is the visitor. */
  readonly site: KitbenchSite;

  constructor(
    /** The page the playground is open in (Playwright's `page` fixture). */
    readonly page: Page,
    private readonly server: FolderServer,
  ) {
    this.network = new KitbenchNetwork(this);
    this.webhooks = new KitbenchWebhooks(this);
    this.site = new KitbenchSite(this);
  }

  /** The integration's folder (absolute). */
  get folder(): string {
    return this.server.folder;
  }

  /** The `kitbench dev` server's address. */
  get url(): string {
    return this.server.url;
  }

  /** The document mockup, in Preview: the region `Document`. */
  get document(): Locator {
    return this.page.getByRole('region', { name: 'Document' });
  }

  /** Opens the playground and waits until the script runs; rejects with the folder's or the script's problem. */
  async open(theme: KitbenchTheme): Promise<void> {
    const { page } = this;
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(this.server.url);
    const status = page.getByRole('status', { name: 'Script status' });
    const folderProblem = page.getByRole('complementary', { name: 'kitbench dev' }).getByRole('alert');
    try {
      await expect(status.filter({ hasNotText: 'Loading script…' }).or(folderProblem).first()).toBeVisible({ timeout: 30_000 });
    } catch {
      throw new Error(`kitbench: the playground did not load the integration in ${this.folder} within 30 s.${this.serverLog()}`);
    }
    if (await folderProblem.count()) {
      throw new Error(`kitbench: the integration in ${this.folder} did not load: ${((await folderProblem.first().textContent()) ?? '').trim()}${this.serverLog()}`);
    }
    const text = ((await status.textContent()) ?? '').trim();
    if (!text.startsWith('Running')) {
      const problem = (await status.getAttribute('title')) ?? text;
      throw new Error(`kitbench: the script of ${this.folder} did not load: ${problem} (${text}).${this.serverLog()}`);
    }
    await this.setTheme(theme);
    await this.show('Preview');
  }

  /** Switches the playground's theme (the app bar's Theme switch) and the page's color scheme with it. */
  async setTheme(theme: KitbenchTheme): Promise<void> {
    await this.page.emulateMedia({ colorScheme: theme });
    await this.page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
    await expect(this.page.locator('html')).toHaveAttribute('data-theme', theme);
  }

  /**
   * Shows a tool panel (its tab): one of TOOL_PANELS, in any letter case (`'console'` shows the Console). Resolves
   * with the tab that was shown before; rejects at once, listing the panels, for a name no tab has (rather than
   * waiting for that tab until the test times out).
   */
  async show(name: ToolPanel | Lowercase<ToolPanel>): Promise<ToolPanel> {
    const panel = toolPanel(String(name));
    if (!panel) throw new Error(`kitbench.show('${name}'): no tool panel has that name. The panels are ${TOOL_PANELS.join(', ')} (any letter case).`);
    const tabs = this.page.getByRole('tablist', { name: 'Tool panels' });
    const selected = tabs.getByRole('tab', { selected: true });
    const before = (await selected.count()) ? toolPanel(((await selected.first().textContent()) ?? '').trim()) : undefined;
    if (before !== panel) await tabs.getByRole('tab', { name: panel, exact: true }).click();
    return before ?? panel;
  }

  /**
   * The Console panel's lines, oldest first: the script's `console.*` output and errors (a published script's on the
   * Site too), as the panel shows them. Shows the Console to read them, then the panel shown before. A snapshot: to
   * wait for a line, poll it (`await expect.poll(async () => (await kitbench.console()).map((line) => line.message)).toContain('…')`).
   */
  async console(): Promise<ConsoleLine[]> {
    const shown = await this.show('Console');
    const log = this.page.getByRole('log', { name: 'Console output' });
    await expect(log).toBeVisible();
    const lines = await log.getByRole('list', { name: 'Console lines' }).getByRole('listitem').evaluateAll((items) =>
      items.map((item) => ({
        level: (item.querySelector('.rt-log__icon')?.getAttribute('title') ?? 'log') as ConsoleLine['level'],
        message: (item.querySelector('.rt-log__message')?.textContent ?? '').trim(),
        where: item.querySelector('.rt-log__link')?.textContent?.trim() || undefined,
      })),
    );
    await this.show(shown);
    return lines;
  }

  /**
   * Inserts a block as a user does: a click in the Document, Control+/, the block chosen in Quick insert. `props`
   * are the props it is inserted with (the platform's editor gives none; a block configured earlier has some).
   * Resolves with the block's rendered content, once it rendered: a Locator to query (`getByRole`, `frameLocator`)
   * and to screenshot. Rejects when the manifest has no such block, or when the block fails to render.
   */
  async insert(block: string, options: { props?: Record<string, unknown> } = {}): Promise<Locator> {
    const what = `kitbench.insert('${block}')`;
    await this.show('Preview');
    if (options.props) {
      await this.bridge('setInsertProps', options.props);
    }
    const before = await this.nodeIds();
    await this.caretInDocument();
    await this.page.keyboard.press('Control+/');
    const dialog = this.page.getByRole('dialog', { name: 'Quick insert' });
    await expect(dialog).toBeVisible();
    const search = dialog.getByRole('combobox');
    await search.fill(block);
    const option = dialog.getByRole('option').filter({ has: this.page.locator('code', { hasText: new RegExp(`^${escapeRegExp(block)}$`) }) });
    if ((await option.count()) === 0) {
      await search.fill('');
      const offered = await dialog.locator('.pv-quick__id').allInnerTexts();
      await this.page.keyboard.press('Escape');
      if (options.props) await this.bridge('setInsertProps', {});
      throw new Error(`${what}: Quick insert offers no block "${block}"; the manifest's blocks are ${offered.map((id) => `"${id}"`).join(', ') || 'none'}. Add it to \`blocks\` in the manifest.`);
    }
    await option.first().click();
    await expect(dialog).toBeHidden();
    return renderedBlock(this.page, await this.newNode(before, what), what);
  }

  /**
   * Pastes a link into the Document, as Control+V does: the block whose `urlUnfurl` patterns match it is inserted
   * with `{ url }` props and sent `@link.unfurl`. Resolves with that block's rendered content; rejects when no block
   * unfurls the link.
   */
  async paste(url: string): Promise<Locator> {
    const what = `kitbench.paste('${url}')`;
    await this.show('Preview');
    const before = await this.nodeIds();
    await this.caretInDocument();
    await this.page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, url);
    let id: string;
    try {
      id = await this.newNode(before, what, 2_000);
    } catch {
      throw new Error(`${what}: no block unfurls this link: none of the manifest's blocks has a \`urlUnfurl\` pattern that matches it.`);
    }
    return renderedBlock(this.page, id, what);
  }

  /**
   * Installs the integration from the Installation panel (`target`: `space` by default, `site`, `organization`; the
   * panel's Space ID or Site ID) and fills its configuration forms, one property at a time, as a user does (each edit
   * emits `installation_setup`). An installation elsewhere than `target` names is uninstalled first. Resolves once
   * every value is saved; the panel shown before comes back.
   */
  async install(options: InstallOptions = {}): Promise<KitbenchInstallation> {
    return install(this, options);
  }

  /** Opens a scope's configuration component (`configurations.<scope>.componentId`) in the Installation panel; installs first if needed. */
  async openConfiguration(scope: ConfigurationScope): Promise<Locator> {
    return openConfiguration(this, scope);
  }

  /**
   * Dispatches a runtime event from the Events panel: its template for `type` (the spec's sample or the API
   * package's, as the panel prefills it) with `body`'s fields over it. Resolves with what the handler returned
   * (a Response as `{ status, headers, body }`); rejects with the handler's error.
   */
  async dispatch(type: string, body: Record<string, unknown> = {}): Promise<unknown> {
    return dispatchEvent(this, type, body);
  }

  /**
   * Sends a request to the installation's public endpoint (`path` below it, e.g. `/v1`, or a full URL) from the page,
   * as the Network panel's composer does; the platform envelopes it for the script's `fetch` handler.
   */
  async fetch(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Response> {
    // Rebuilt by the runtime's rule: an answer without a body gets none, so no `content-type: text/plain` appears.
    return deserializeResponse(await this.bridge('fetch', path, init));
  }

  /** @internal Calls a method of the page's `window.__kitbench` (src/ui/automation/protocol.ts). */
  async bridge<K extends BridgeMethod>(method: K, ...args: Parameters<KitbenchPageBridge[K]>): Promise<Awaited<ReturnType<KitbenchPageBridge[K]>>> {
    return this.page.evaluate(
      ({ method, args }) => {
        const bridge = (window as { __kitbench?: KitbenchPageBridge }).__kitbench;
        if (!bridge) throw new Error('kitbench: this page is not the kitbench playground (no window.__kitbench): is kitbench/playwright the same version as the kitbench it runs?');
        return (bridge[method] as (...given: unknown[]) => unknown)(...args);
      },
      { method, args: args as unknown[] },
    ) as Promise<Awaited<ReturnType<KitbenchPageBridge[K]>>>;
  }

  private serverLog(): string {
    const lines = this.server.log().slice(-10);
    return lines.length ? `\nkitbench dev said:\n${lines.map((line) => `  ${line}`).join('\n')}` : '';
  }

  /** The ids of the Document's block nodes, in order. */
  private nodeIds(): Promise<string[]> {
    return this.document.locator('[data-kitbench-node]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.kitbenchNode ?? ''));
  }

  /** The id of the block node that was not there `before`. */
  private async newNode(before: string[], what: string, timeout = 10_000): Promise<string> {
    let found: string | undefined;
    await expect
      .poll(
        async () => {
          found = (await this.nodeIds()).find((id) => !before.includes(id));
          return found;
        },
        { message: `${what}: the block did not appear in the Document`, timeout },
      )
      .toBeTruthy();
    return found!;
  }

  /** Puts the caret in the Document's last paragraph (the whole page when it has none), as a click there does. */
  private async caretInDocument(): Promise<void> {
    const paragraphs = this.document.getByRole('textbox', { name: 'Paragraph' });
    if (await paragraphs.count()) await paragraphs.last().click();
    else await this.document.click({ position: { x: 8, y: 8 } });
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
