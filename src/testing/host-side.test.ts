/**
 * kitbench/testing plays the host as the platform's renderer does (GitbookIO/gitbook `react-contentkit`), on an
 * integration written as notebook and diagram integrations are (e2e/fixtures/frame-host): the webframe protocol,
 * modals handing their value back, and the Preview's element checks.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIntegration, type TestApp } from './index';

let app: TestApp;
beforeAll(async () => {
  app = await loadIntegration(new URL('../../e2e/fixtures/frame-host/', import.meta.url));
});
afterAll(async () => {
  await app?.close();
});

const ready = { action: { action: '@webframe.ready' } };

describe('a webframe, as the platform hosts it', () => {
  it('holds its data until the page says @webframe.ready, then sends it as { state } with $state resolved', async () => {
    const block = await app.insert('notebook');
    const frame = block.frame();
    expect(frame.url).toMatch(/^https:\/\/integrations\.kitbench\.local\/.+\/notebook\?v=1$/);
    expect(frame.received).toEqual([]);
    await frame.post(ready);
    expect(frame.received).toEqual([{ state: { source: 'console.log("hello")', theme: 'light' } }]);
    // An edit of the bound input reaches the page as new data at once, now that it is ready.
    await block.fill('Snippet', 'return 42');
    expect(frame.received.at(-1)).toEqual({ state: { source: 'return 42', theme: 'light' } });
  });

  it('sizes the frame from @webframe.resize (a ratio, a height), the oEmbed string, never below 32 px', async () => {
    const block = await app.insert('notebook');
    const frame = block.frame();
    expect(frame.size).toEqual({});
    await frame.post({ action: { action: '@webframe.resize', size: { aspectRatio: 4 } } });
    expect(frame.size).toEqual({ aspectRatio: 4 });
    await frame.post({ action: { action: '@webframe.resize', size: { height: 12 } } });
    expect(frame.size).toEqual({ aspectRatio: 4, height: 32 });
    await frame.post(JSON.stringify({ context: 'iframe.resize', height: 240 }), { width: 720 });
    expect(frame.size).toEqual({ aspectRatio: 3, height: 240 });
    await frame.post({ action: { action: '@webframe.resize', size: { maxHeight: 160 } } });
    expect(frame.size.height).toBe(160);
  });

  it("hands the page's other actions to the block, and the new state back to the page", async () => {
    const block = await app.insert('notebook');
    const frame = block.frame();
    await frame.post(ready);
    await frame.post({ action: { action: 'ran', output: '24' } });
    expect(block.text()).toContain('Runs: 1 · output 24');
    expect(frame.received.at(-1)).toEqual({ state: { source: 'console.log("hello")', theme: 'light' } });
    expect(frame.received.length).toBeGreaterThan(1);
  });

  it("talks only to a frame on the integration's own endpoint, as the platform talks only to its integration domains", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'kitbench-embed-'));
    writeFileSync(join(folder, 'service-manifest.yaml'), 'name: embed\nscript: index.js\nblocks:\n  - id: embed\n    title: Embed\n');
    writeFileSync(
      join(folder, 'index.js'),
      "import { createComponent, createIntegration } from '@gitbook/runtime';\n" +
        "const embed = createComponent({ componentId: 'embed', initialState: { id: 'v1' }, render: async (element) => ({ type: 'block', children: [{ type: 'webframe', source: { url: 'https://player.example.com/embed' }, data: { id: element.dynamicState('id') } }] }) });\n" +
        'export default createIntegration({ components: [embed] });\n',
    );
    const other = await loadIntegration(folder);
    try {
      const frame = (await other.insert('embed')).frame();
      await expect(frame.post(ready)).rejects.toThrow("not on the integration's own endpoint");
      expect(frame.received).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('names the frames a block shows when asked for one it does not', async () => {
    const block = await app.insert('notebook');
    expect(() => block.frame('mermaid')).toThrow(/no such webframe in "notebook"\. Webframes it shows: "https:\/\/integrations/);
  });
});

describe('a modal, as the platform opens and closes it', () => {
  it("gives the modal its opening action, takes free text in a select with acceptInput, and hands the value to the opener", async () => {
    const block = await app.insert('palette');
    await block.press('Choose colour');
    const modal = block.modal!;
    expect(modal.text()).toContain('Choose a colour\nFrom the brand guide');
    await modal.fill('Colour', 'teal');
    await modal.press('Use this colour');
    expect(block.modal).toBeUndefined();
    expect(block.text()).toContain('Colour: teal (submit)');
  });

  it("closes as a user does (✕, Escape) with the modal's own returnValue, which the opener receives", async () => {
    const block = await app.insert('palette');
    await block.press('Choose colour');
    await block.modal!.fill('Colour', 'Blue');
    await block.modal!.close();
    expect(block.text()).toContain('Colour: blue (closed)');
    // Opened again, the modal starts from the colour its opening action carries.
    await block.press('Choose colour');
    expect(block.modal!.state.colour).toBe('blue');
  });

  it('refuses to fill a disabled field, as a user cannot', async () => {
    const block = await app.insert('palette');
    await block.press('Choose colour');
    await expect(block.modal!.fill('Workspace', 'other')).rejects.toThrow('fill("Workspace"): the field is disabled.');
  });
});

describe("the Preview's element checks", () => {
  it('fails where the Preview shows an inline error box, with its words', async () => {
    await expect(app.insert('sparkline')).rejects.toThrow(
      '"sparkline": the Preview cannot draw some elements:\nCannot render <sparkline> (in block): Unknown element type "sparkline".',
    );
  });
});
