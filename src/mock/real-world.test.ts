import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { compareFolder } from '../../scripts/typings-compare.mjs';
import { bundleFolder } from '../bundle/node';
import type { CliIO } from '../cli/io.ts';
import { applyOutcome } from '../core/contentkit/actions';
import { main } from '../cli/main.ts';
import type { Dispatcher } from '../core/runtime/dispatcher';
import { buildEnvironment, type InstallationInput } from '../core/runtime/environment';
import { loadBundleIntegration } from '../core/runtime/load';
import type { RuntimeEnvironment } from '../core/runtime/types';
import { handlers } from './handlers';
import { connectPlatform } from './platform';

/**
 * The real-world check (issue 10, "Done means"): integrations in fixtures/real-world/, written the way real ones are
 * (several files, itty-router in `fetch`, ExposableError, Logger, `$state` inputs, a link unfurl block, context.api,
 * spaceInstallation/siteInstallation, text imports), run unchanged: validated by the CLI, type-checked by `tsc` with
 * the generated typings, bundled with esbuild, and driven as a user would through the mocked platform.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const folderOf = (name: string) => `${root}fixtures/real-world/${name}`;
const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  connectPlatform(undefined);
  vi.restoreAllMocks();
});
afterAll(() => server.close());

interface Loaded {
  dispatcher: Dispatcher;
  manifest: Record<string, unknown>;
}

async function load(name: string): Promise<Loaded> {
  const result = await bundleFolder(folderOf(name));
  if (!result.ok) throw new Error(`${name} did not bundle: ${JSON.stringify(result.problems)}`);
  const manifest = parse(await readFile(`${folderOf(name)}/service-manifest.yaml`, 'utf8')) as Record<string, unknown>;
  return { dispatcher: loadBundleIntegration(result), manifest };
}

function environmentOf({ manifest }: Loaded, installation: InstallationInput | null = null): RuntimeEnvironment {
  return buildEnvironment({ integrationName: String(manifest.name), secrets: undefined, env: {}, installation, manifest });
}

/** Runs the mocked platform over this dispatcher, so `fetch(publicEndpoint/...)` travels in the real envelope. */
function serve(dispatcher: Dispatcher, environment: RuntimeEnvironment) {
  connectPlatform({
    environment,
    async dispatchEnvelope({ contentType, body }) {
      try {
        return { ok: true, value: await dispatcher.envelope(contentType, body), durationMs: 0, logs: [] };
      } catch (error) {
        return { ok: false, error: { kind: 'runtime', message: String(error) }, durationMs: 0, logs: [] };
      }
    },
  });
  return (path: string, init?: RequestInit) => fetch(`${environment.integration.urls.publicEndpoint}${path}`, init);
}

type Node = { type?: string; [key: string]: unknown };

/** Every text a reader sees in a rendered tree, in order, joined by spaces. */
function textOf(node: unknown): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  // Text children stay an array (`['Count: ', 1]`, as the platform's JSX runtime leaves them): read as written.
  if (Array.isArray(node) && node.every((child) => typeof child === 'string' || typeof child === 'number')) return node.join('');
  if (Array.isArray(node)) return node.map(textOf).filter(Boolean).join(' ');
  if (typeof node !== 'object' || node === null) return '';
  const element = node as Node;
  return ['title', 'hint', 'label', 'element', 'buttons', 'children']
    .map((key) => textOf(element[key]))
    .filter(Boolean)
    .join(' ');
}

/** Every element of `type` in the tree, depth first. */
function findAll(node: unknown, type: string): Node[] {
  if (Array.isArray(node)) return node.flatMap((child) => findAll(child, type));
  if (typeof node !== 'object' || node === null) return [];
  const element = node as Node;
  const here = element.type === type ? [element] : [];
  return [...here, ...Object.values(element).flatMap((value) => (typeof value === 'object' ? findAll(value, type) : []))];
}

/** A block in the document as the host keeps it: render, type into bound inputs, press buttons. */
async function mount(dispatcher: Dispatcher, componentId: string, environment: RuntimeEnvironment, props: Record<string, unknown> = {}, context?: { type: string }) {
  const block = { componentId, props, state: await dispatcher.initialState(componentId, props, environment), context, tree: undefined as unknown };
  const rerender = async () => {
    block.tree = await dispatcher.render(block, environment);
    return block.tree;
  };
  await rerender();
  // What the action returned replaces the state or props, as on the platform (core/contentkit/actions.ts).
  const apply = (outcome: unknown) => {
    const applied = applyOutcome(block, outcome);
    if ('data' in applied) Object.assign(block, applied.data);
  };
  return {
    block,
    text: () => textOf(block.tree),
    /** Typing into an input bound to `state` writes the state key, as the preview does. */
    type: (stateKey: string, value: string) => {
      block.state = { ...block.state, [stateKey]: value };
    },
    /** Presses the button labelled `label`; returns the action's outcome after applying it and re-rendering. */
    press: async (label: string) => {
      const button = findAll(block.tree, 'button').find((candidate) => candidate.label === label);
      if (!button) throw new Error(`No button "${label}" in: ${textOf(block.tree)}`);
      const outcome = (await dispatcher.action(block, button.onPress as { action: string }, environment)) as Record<string, unknown>;
      apply(outcome);
      await rerender();
      return outcome;
    },
    /** Dispatches an action the host sends itself, such as `@link.unfurl`. */
    act: async (action: { action: string; [key: string]: unknown }) => {
      const outcome = (await dispatcher.action(block, action, environment)) as Record<string, unknown>;
      apply(outcome);
      await rerender();
      return outcome;
    },
  };
}

describe.each(['newsletter', 'issue-unfurl', 'site-analytics'])('the real-world integration %s', (name) => {
  it('passes kitbench validate', async () => {
    const out: string[] = [];
    const io: CliIO = {
      stdout: (text) => out.push(text),
      stderr: (text) => out.push(text),
      readFile: async (path) => new Uint8Array(await readFile(path)),
      cwd: root,
      now: () => 0,
    };
    const code = await main(['validate', `${folderOf(name)}/service-manifest.yaml`, '--format', 'json'], io);
    expect(JSON.parse(out.join('')).diagnostics.filter((d: { severity: string }) => d.severity === 'error')).toEqual([]);
    expect(code).toBe(0);
  });

  it('gives no tsc error against the generated typings in types/ that the platform’s own packages would not give', () => {
    expect(compareFolder(folderOf(name)).kitbenchOnly).toEqual([]);
  });
});

describe('newsletter: a Subscribe block with a $state input, a router and context.api', () => {
  it('greets with the space title read through context.api, and subscribes the address typed into the input', async () => {
    const loaded = await load('newsletter');
    const environment = environmentOf(loaded);
    serve(loaded.dispatcher, environment);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const block = await mount(loaded.dispatcher, 'subscribe', environment);
    expect(block.text()).toContain('Get updates from Developer documentation');
    block.type('email', 'Ada@Example.com ');
    await block.press('Subscribe');
    expect(block.text()).toContain('Subscribed ada@example.com');
    expect(block.text()).not.toContain('Subscribe Email');
    // Logger writes through console, namespaced, with the list from the default space installation's configuration.
    expect(info).toHaveBeenCalledWith('[newsletter:block]', 'subscribing', 'ada@example.com', 'to', 'Product updates');
  });

  it('tells the reader when the input holds no address', async () => {
    const loaded = await load('newsletter');
    const environment = environmentOf(loaded);
    serve(loaded.dispatcher, environment);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const block = await mount(loaded.dispatcher, 'subscribe', environment);
    block.type('email', 'not an address');
    await block.press('Subscribe');
    expect(block.text()).toContain('"not an address" is not an email address.');
  });

  it('answers its public endpoint through the envelope: JSON, an ExposableError status, and a text-imported script', async () => {
    const loaded = await load('newsletter');
    const environment = environmentOf(loaded);
    const call = serve(loaded.dispatcher, environment);
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const ok = await call('/subscribe', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"grace@example.com"}' });
    expect(await ok.json()).toEqual({ subscribed: 'grace@example.com', list: 'Product updates' });
    const bad = await call('/subscribe', { method: 'POST', body: '{"email":"nope"}' });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ error: 'Enter a valid email address, such as ada@example.com.' });
    const widget = await call('/widget.js');
    expect(widget.headers.get('content-type')).toBe('application/javascript');
    expect(await widget.text()).toContain("var list = 'Product updates';");
    expect((await call('/nowhere')).status).toBe(404);
  });

  it('handles space_installation_setup with the space installation’s configuration', async () => {
    const loaded = await load('newsletter');
    const environment = environmentOf(loaded, {
      id: 'inst_9',
      target: 'space',
      spaceId: 'space_9',
      status: 'active',
      configuration: { account: {}, site: { list_name: 'Release notes' } },
    });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await loaded.dispatcher.event({ type: 'space_installation_setup', spaceId: 'space_9' }, environment);
    expect(info).toHaveBeenCalledWith('[newsletter]', 'installed in', 'space_9', 'list', 'Release notes');
  });
});

describe('issue-unfurl: a link unfurl block', () => {
  it('asks for a link, then unfurls a pasted issue URL into a card whose buttons work', async () => {
    const loaded = await load('issue-unfurl');
    const environment = environmentOf(loaded);
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    const block = await mount(loaded.dispatcher, 'issue', environment);
    expect(block.text()).toContain('Paste a tracker issue link');
    await block.act({ action: '@link.unfurl', url: 'https://tracker.example.com/acme/issues/42' });
    expect(block.block.props).toEqual({ url: 'https://tracker.example.com/acme/issues/42' });
    expect(block.text()).toContain('acme/42: Search ignores accents');
    expect(block.text()).toContain('Open · assigned to ada');
    const card = findAll(block.block.tree, 'card')[0];
    expect(card.icon).toBe('eye'); // ContentKitIcon.Eye: the API package's value
    expect(loaded.dispatcher.renderCache('issue')).toEqual({ maxAge: 60 });
    // Inserted empty, the block starts expanded (initialState is a function of the props): Less folds it.
    expect(block.text()).toContain('Tracker link: https://tracker.example.com/acme/issues/42');
    await block.press('Less');
    expect(block.text()).not.toContain('Tracker link:');
    await block.press('More');
    expect(block.text()).toContain('Tracker link: https://tracker.example.com/acme/issues/42');
    const open = findAll(block.block.tree, 'button').find((button) => button.label === 'Open in tracker');
    expect(open?.onPress).toEqual({ action: '@ui.url.open', url: 'https://tracker.example.com/acme/issues/42' });
  });

  it('says so when the pasted link names no issue, and its endpoint answers 404 through ExposableError', async () => {
    const loaded = await load('issue-unfurl');
    const environment = environmentOf(loaded);
    const call = serve(loaded.dispatcher, environment);
    const block = await mount(loaded.dispatcher, 'issue', environment, { url: 'https://tracker.example.com/acme/issues/999' });
    expect(block.text()).toContain('No issue found at https://tracker.example.com/acme/issues/999');
    expect(await (await call('/issues/acme/7')).json()).toMatchObject({ key: 'acme/7', status: 'closed' });
    const missing = await call('/issues/acme/999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Issue acme/999 does not exist.' });
  });
});

describe('site-analytics: fetch_published_script, siteInstallation and a configuration flow', () => {
  const installed: InstallationInput = {
    id: 'inst_site',
    target: 'space',
    spaceId: 'space_docs',
    status: 'active',
    configuration: { account: {}, site: { tracking_id: 'KB-4242' } },
  };

  it('serves the published site its tracking script, filled from the site installation', async () => {
    const loaded = await load('site-analytics');
    const script = (await loaded.dispatcher.event({ type: 'fetch_published_script', siteId: 'space_docs' }, environmentOf(loaded, installed))) as {
      status: number;
      headers: Record<string, string>;
      body: string;
    };
    expect(script.headers['content-type']).toBe('application/javascript');
    expect(script.body).toContain("var trackingId = 'KB-4242';");
  });

  it('completes its configuration with the tracking id typed into its input', async () => {
    const loaded = await load('site-analytics');
    const environment = environmentOf(loaded);
    const setup = await mount(loaded.dispatcher, 'analytics-setup', environment, {}, { type: 'configuration_space' });
    expect(setup.block.state).toEqual({ tracking_id: 'KB-0001' });
    setup.type('tracking_id', 'KB-12');
    await setup.press('Save');
    expect(setup.text()).toContain('"KB-12" is not a tracking id');
    setup.type('tracking_id', ' KB-7777 ');
    expect(await setup.press('Save')).toEqual({ type: 'complete', returnValue: { tracking_id: 'KB-7777' } });
  });

  it('counts the site’s pages through context.api on its stats route', async () => {
    const loaded = await load('site-analytics');
    const call = serve(loaded.dispatcher, environmentOf(loaded, installed));
    expect(await (await call('/stats')).json()).toEqual({ space: 'space_docs', pages: 3, trackingId: 'KB-4242' });
  });

  it('logs page views and answers an organization installation’s stats with a clear 409', async () => {
    const loaded = await load('site-analytics');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await loaded.dispatcher.event({ type: 'space_view', spaceId: 'space_docs', url: '/getting-started' }, environmentOf(loaded, installed));
    expect(info).toHaveBeenCalledWith('[site-analytics]', 'page view', 'space_docs', '/getting-started');
    const call = serve(loaded.dispatcher, environmentOf(loaded, { ...installed, target: 'organization' }));
    const response = await call('/stats');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'Install the integration on a site first.' });
  });
});
