import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYGROUND_SPACE_ID } from '../core/runtime/environment';
import { loadIntegration, type TestApp } from './index';

const example = (name: string) => new URL(`../examples/${name}/`, import.meta.url);
const fixture = (name: string) => new URL(`./__fixtures__/${name}/`, import.meta.url);

const opened: TestApp[] = [];
async function load(...args: Parameters<typeof loadIntegration>): Promise<TestApp> {
  const app = await loadIntegration(...args);
  opened.push(app);
  return app;
}
afterAll(async () => {
  await Promise.all(opened.map((app) => app.close()));
});

describe('loadIntegration', () => {
  it('names the folder and both manifest names when it has neither', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'kitbench-empty-'));
    await expect(loadIntegration(empty)).rejects.toThrow(
      `No manifest in ${empty}: kitbench looks for service-manifest.yaml (the spec's name) or gitbook-manifest.yaml (the name the platform's CLI uses).`,
    );
  });

  it('loads a folder as the platform’s CLI writes it: gitbook-manifest.yaml, @gitbook/runtime', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'kitbench-gitbook-'));
    writeFileSync(join(folder, 'gitbook-manifest.yaml'), 'name: greeter\nscript: ./src/index.tsx\nblocks:\n  - id: greeter\n    title: Greeter\n');
    mkdirSync(join(folder, 'src'));
    writeFileSync(
      join(folder, 'src/index.tsx'),
      "import { createComponent, createIntegration } from '@gitbook/runtime';\n" +
        "const greeter = createComponent({ componentId: 'greeter', render: async () => <block><text>Hello from the platform's name</text></block> });\n" +
        'export default createIntegration({ components: [greeter] });\n',
    );
    const app = await load(folder);
    expect((await app.insert('greeter')).text()).toBe("Hello from the platform's name");
    await expect(app.insert('other')).rejects.toThrow('add it to `blocks` in gitbook-manifest.yaml');
  });

  it('names the file and line of an import that does not resolve', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'kitbench-broken-'));
    writeFileSync(join(folder, 'service-manifest.yaml'), 'name: broken\nscript: index.js\n');
    writeFileSync(join(folder, 'index.js'), "import { createIntegration } from '@service/runtime';\nimport { x } from './missing.js';\nexport default createIntegration({});\n");
    await expect(loadIntegration(folder)).rejects.toThrow(/did not bundle:\n {2}index\.js:2: cannot find \.\/missing\.js/);
  });

  it('reports a script that throws while loading with its own file and line', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'kitbench-throws-'));
    writeFileSync(join(folder, 'service-manifest.yaml'), 'name: throws\nscript: src/index.js\n');
    const src = join(folder, 'src');
    mkdirSync(src);
    writeFileSync(join(src, 'index.js'), "import { createIntegration } from '@service/runtime';\n\nthrow new Error('no config');\nexport default createIntegration({});\n");
    await expect(loadIntegration(folder)).rejects.toThrow(/did not load: Error: no config \(src\/index\.js:3:\d+\)/);
  });
});

describe('the worker is a Web Worker, as on the platform', () => {
  it('has no Node globals for the script, but fetch, crypto and timers work', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'kitbench-globals-'));
    writeFileSync(join(folder, 'service-manifest.yaml'), 'name: globals\nscript: index.js\n');
    writeFileSync(
      join(folder, 'index.js'),
      "import { createIntegration } from '@service/runtime';\nexport default createIntegration({ events: { probe: async () => {\n" +
        "  await new Promise((resolve) => setTimeout(resolve, 5));\n" +
        "  return { process: typeof process, Buffer: typeof Buffer, fetch: typeof fetch, subtle: typeof crypto.subtle };\n} } });\n",
    );
    const app = await load(folder);
    expect(await app.dispatch('probe')).toEqual({ process: 'undefined', Buffer: 'undefined', fetch: 'function', subtle: 'object' });
  });
});

describe('initialState sees the environment, as in the playground', () => {
  it('hands initialState(props, renderContext, context) the installation the blocks render in, as the platform does', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'kitbench-initial-'));
    writeFileSync(join(folder, 'service-manifest.yaml'), 'name: initial\nscript: index.js\nblocks:\n  - id: where\n    title: Where\n');
    writeFileSync(
      join(folder, 'index.js'),
      "import { createComponent, createIntegration } from '@service/runtime';\n" +
        "const where = createComponent({ componentId: 'where',\n" +
        "  initialState: (props, renderContext, context) => ({ space: context.environment.spaceInstallation?.space ?? 'none' }),\n" +
        "  render: async (element) => ({ type: 'block', children: [{ type: 'text', children: `Space: ${element.state.space}` }] }) });\n" +
        'export default createIntegration({ components: [where] });\n',
    );
    const app = await load(folder);
    const block = await app.insert('where');
    expect(block.text()).toBe(`Space: ${PLAYGROUND_SPACE_ID}`);
  });
});

describe('a block: insert, press, text', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await load(example('counter'), { env: { CLIENT_ID: 'x', CLIENT_SECRET: 'y' } });
  });

  it('renders the inserted props and re-renders after each press', async () => {
    const block = await app.insert('counter', { props: { start: 2 } });
    expect(block.text()).toContain('Count: 2');
    await block.press('Add');
    expect(block.text()).toContain('Count: 3');
    await block.press('Add');
    await block.press('Remove');
    expect(block.text()).toContain('Count: 3');
    expect(block.state).toEqual({ count: 3 });
    expect(block.timeline.map((entry) => entry.action.action)).toEqual(['(initial render)', 'increment', 'increment', 'decrement']);
  });

  it('reads the block as a user does: the text and every button label', async () => {
    const block = await app.insert('counter');
    expect(block.text()).toBe('Count: 0 Add Remove Reset');
  });

  it('lists the buttons it can see when no button has the label', async () => {
    const block = await app.insert('counter');
    await expect(block.press('Increase')).rejects.toThrow('no button labelled "Increase" in "counter". Buttons it shows: "Add", "Remove", "Reset".');
  });

  it('inserts only the blocks Quick insert offers', async () => {
    await expect(app.insert('chart')).rejects.toThrow("Quick insert offers only the manifest's blocks (counter)");
  });
});

describe('a multi-file integration with an npm dependency', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await load(fixture('newsletter'), { env: { API_KEY: 'k' } });
  });

  it('fills inputs bound to state and sends them through $state bindings', async () => {
    const block = await app.insert('subscribe', { props: { topic: 'all' } });
    await block.fill('Email', 'a@b.c');
    await block.fill('Topic', 'API changes');
    await block.press('Subscribe');
    expect(block.text()).toContain('Subscribed: a@b.c (api)');
    expect(block.state).toMatchObject({ email: 'a@b.c', topic: 'api', done: true });
  });

  it('presses an icon-only button by its tooltip', async () => {
    const block = await app.insert('subscribe');
    await block.fill('Email', 'c@d.e');
    await block.press('Subscribe');
    await block.press('Start over');
    expect(block.text()).toContain('Email');
    expect(block.state.done).toBe(false);
  });

  it('shows what the script answered to a bad value, and lists the fields it can see', async () => {
    const block = await app.insert('subscribe');
    await block.fill('Email', 'not-an-email');
    await block.press('Subscribe');
    expect(block.text()).toContain('Not an email address: not-an-email');
    await expect(block.fill('Name', 'x')).rejects.toThrow('Fields it shows: "Email", "Topic".');
    await expect(block.fill('Topic', 'Gossip')).rejects.toThrow('no such option. Options: "Everything", "API changes".');
  });

  it('unfurls a pasted link into the block whose urlUnfurl matches it', async () => {
    const block = await app.paste('https://github.com/acme/docs');
    expect(block.componentId).toBe('repository');
    expect(block.props).toEqual({ url: 'https://github.com/acme/docs' });
    expect(block.text()).toBe(`Repository: acme/docs (in ${PLAYGROUND_SPACE_ID})`);
    await expect(app.paste('https://gitlab.com/acme/docs')).rejects.toThrow('no block unfurls this link (the manifest\'s urlUnfurl patterns: https://github.com/*/*)');
  });

  it('routes the public endpoint through the npm router, enveloped as the platform does', async () => {
    const posted = await app.fetch('/v1/subscribers', { method: 'POST', body: JSON.stringify({ email: 'z@y.x' }) });
    expect(posted.status).toBe(200);
    const listed = await app.fetch('/v1/subscribers');
    expect(await listed.json()).toContainEqual({ email: 'z@y.x', topic: 'all', list: 'api' });
    expect((await app.fetch('/v1/nothing-here')).status).toBe(404);
  });

  it("answers the script's calls to the platform's HTTP API with the mocked platform", async () => {
    const response = await app.fetch('/v1/space');
    expect(await response.json()).toMatchObject({ status: 200, space: { id: PLAYGROUND_SPACE_ID, title: 'Developer documentation' } });
  });

  it('dispatches an event and resolves with what the handler returned', async () => {
    const out = await app.dispatch('space_content_updated', { spaceId: 's1' });
    expect(out).toEqual({ notified: expect.any(Number) });
    expect(app.logs.at(-1)).toMatchObject({ level: 'log', message: 'Content updated in s1', file: 'src/index.jsx' });
    await expect(app.dispatch('space_view')).rejects.toThrow('dispatch("space_view"): No handler for `space_view` in `events`');
  });
});

describe('the release-notes template: several files, a text import, itty-router', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await load(example('release-notes'));
  });

  it('steps through the releases, and a disabled button cannot be pressed', async () => {
    const block = await app.insert('release-notes');
    expect(block.text()).toBe('Acme Docs 2.4.0 · 2026-11-02 · 3 changes\nDark mode for embedded blocks\nFaster search\nFixed broken anchors\nNewer Older');
    await expect(block.press('Newer')).rejects.toThrow('press("Newer"): the button is disabled.');
    await block.press('Older');
    expect(block.text()).toContain('2.3.1 · 2026-10-12 · 1 change\nFixed the export of long tables');
  });

  it('serves its routes and the text-imported file through the public endpoint', async () => {
    const releases = await (await app.fetch('/releases')).json();
    expect(releases[0]).toMatchObject({ version: '2.4.0' });
    const embed = await app.fetch('/embed.js');
    expect(embed.headers.get('content-type')).toBe('text/javascript');
    expect(await embed.text()).toContain("badge.textContent = 'Latest release: 2.4.0'");
  });
});

describe('fill: every kind of field, as the Preview’s controls change state', () => {
  it('checks boxes into a list, flips a switch, picks a radio, edits a codeblock', async () => {
    const app = await load(fixture('controls'));
    const block = await app.insert('form');
    await block.fill('Tags', true);
    await block.fill('UI', true);
    await block.fill('Tags', false);
    await block.fill('Notify me', true);
    await block.fill('Pro', true);
    expect(block.state).toMatchObject({ tags: ['ui'], notify: true, plan: 'pro' });
    await block.fill('Snippet', 'let b = 2;');
    expect(block.text()).toContain('let b = 2;\nSummarize\nSaved: let b = 2;');
    await block.press('Summarize');
    expect(block.text()).toContain('Saved: {"tags":["ui"],"notify":true,"plan":"pro"}');
    await expect(block.fill('UI', 'yes')).rejects.toThrow('fill("UI", "yes"): a checkbox takes true or false.');
  });
});

describe('a modal', () => {
  it('opens from a press, and its return value reaches the block', async () => {
    const app = await load(example('modal-component'));
    const block = await app.insert('status');
    await block.press('Change');
    expect(block.modal?.text()).toContain('Change status\nNow: Draft');
    await block.modal?.press('Published');
    expect(block.modal).toBeUndefined();
    expect(block.text()).toContain('Status: Published');
    expect(block.savedProps).toEqual([{ status: 'Published' }]);
  });
});

describe('time limits, as in the browser sandbox', () => {
  it('stops a script stuck in an endless loop with a clear message and runs the next call in a fresh worker', async () => {
    const app = await load(fixture('stuck'));
    const block = await app.insert('stuck');
    // After 2 s of the loop's own time on a core (longer by the clock on a loaded machine: time-limit.ts).
    await expect(block.press('Loop')).rejects.toThrow(/did not finish within 2000 ms and the script did not answer at all: an endless loop\?/);
    await block.press('Count');
    expect(block.text()).toContain('Presses: 1');
  }, 30_000);

  it('fails a call that waits forever, and a thrown error names its file and line', async () => {
    const app = await load(fixture('stuck'), { timeoutMs: 300 });
    const block = await app.insert('stuck');
    await expect(block.press('Wait')).rejects.toThrow('did not finish within 300 ms');
    await expect(block.press('Throw')).rejects.toThrow(/Error: the tracker is down \(src\/index\.js:11:\d+\)/);
  });
});
