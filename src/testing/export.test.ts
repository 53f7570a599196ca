import { afterAll, describe, expect, it } from 'vitest';
import { exportFileName, exportTest } from '../core/test-export/export';
import { loadIntegration, type TestApp } from './index';

const opened: TestApp[] = [];
async function load(folder: URL): Promise<TestApp> {
  const app = await loadIntegration(folder);
  opened.push(app);
  return app;
}
afterAll(async () => {
  await Promise.all(opened.map((app) => app.close()));
});

describe('exportTest', () => {
  it('replays a Counter session: the inserted props, each press, the text after each step', async () => {
    const app = await load(new URL('../examples/counter/', import.meta.url));
    const block = await app.insert('counter', { props: { start: 2 } });
    await block.press('Add');
    await block.press('Remove');
    expect(exportTest({ componentId: 'counter', title: 'Counter', timeline: block.timeline })).toBe(`// Exported from the kitbench playground: the 'Counter' block, step by step, with the text it showed after each one.
// Save it beside service-manifest.yaml and run it with \`npx kitbench test\` (Node's test runner).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadIntegration } from 'kitbench/testing';

test('Counter: Add, Remove', async () => {
  const app = await loadIntegration(new URL('.', import.meta.url));
  try {
    const block = await app.insert('counter', { props: { start: 2 } });
    assert.equal(block.text(), 'Count: 2 Add Remove Reset');

    await block.press('Add');
    assert.equal(block.text(), 'Count: 3 Add Remove Reset');

    await block.press('Remove');
    assert.equal(block.text(), 'Count: 2 Add Remove Reset');
  } finally {
    await app.close();
  }
});
`);
  });

  it('turns typing into fills (a select by its option label) and a $state payload into the press that sent it', async () => {
    const app = await load(new URL('./__fixtures__/newsletter/', import.meta.url));
    const block = await app.insert('subscribe');
    await block.fill('Email', "o'neil@b.c");
    await block.fill('Topic', 'api');
    await block.press('Subscribe');
    await block.press('Start over');
    const text = exportTest({ componentId: 'subscribe', timeline: block.timeline, envNames: ['API_KEY'] });
    expect(text).toContain("test('subscribe: Email, Topic, Subscribe, Start over', async () => {");
    expect(text).toContain("loadIntegration(new URL('.', import.meta.url), { env: { API_KEY: process.env.API_KEY ?? '' } });");
    expect(text).toContain("    await block.fill('Email', 'o\\'neil@b.c');\n    await block.fill('Topic', 'API changes');\n    await block.press('Subscribe');\n    assert.equal(block.text(), 'Get the release notes\\nSubscribed: o\\'neil@b.c (api) Start over\\nTopic: api');");
    expect(text).toContain("    await block.press('Start over');\n");
  });

  it('writes each kind of field as the fill that replays it: checkbox groups, switches, radios, codeblocks', async () => {
    const app = await load(new URL('./__fixtures__/controls/', import.meta.url));
    const block = await app.insert('form');
    await block.fill('Tags', true);
    await block.fill('UI', true);
    await block.fill('Tags', false);
    await block.fill('Notify me', true);
    await block.fill('Pro', true);
    await block.fill('Snippet', 'let b = 2;');
    await block.press('Summarize');
    const text = exportTest({ componentId: 'form', timeline: block.timeline });
    // Fills without a change action have no step of their own: the next step carries their net effect.
    expect(text).toContain(
      [
        "    await block.fill('UI', true);",
        "    await block.fill('Notify me', true);",
        "    await block.fill('Pro', true);",
        "    await block.fill('Snippet', 'let b = 2;');",
        "    assert.equal(block.text(), 'Tags\\nAPI\\nUI\\nNotify me\\nFree\\nPro\\nSnippet\\nlet b = 2;\\nSummarize\\nSaved: let b = 2;');",
        '',
        "    await block.press('Summarize');",
      ].join('\n'),
    );
  });

  it('expects a failed step to fail again, and a reset to start a new block', () => {
    const tree = { type: 'block', children: [{ type: 'button', label: 'Sync', onPress: { action: 'sync' } }] };
    const step = (action: string, extra: object = {}) => ({ action: { action }, stateBefore: {}, stateAfter: {}, propsAfter: {}, tree, ...extra });
    const text = exportTest({
      componentId: 'sync',
      timeline: [step('(initial render)'), step('sync', { problem: 'action "sync" failed: Error: down (503)', tree: undefined }), step('(reset)'), step('(script reloaded)')],
    });
    expect(text).toContain("await assert.rejects(block.press('Sync'), { message: /action \"sync\" failed: Error: down \\(503\\)/ });");
    expect(text.match(/block = await app\.insert\('sync'\);/g)).toHaveLength(2);
    expect(text).not.toContain('script reloaded');
  });

  it('says so when the timeline lost its start, and keeps a long session’s name short', () => {
    const tree = { type: 'block', children: [{ type: 'button', label: 'Add', onPress: { action: 'add' } }] };
    const press = { action: { action: 'add' }, stateBefore: {}, stateAfter: {}, propsAfter: {}, tree };
    const text = exportTest({ componentId: 'counter', props: { start: 5 }, timeline: Array.from({ length: 8 }, () => press) });
    expect(text).toContain("test('counter: Add, Add, Add, Add, Add and 3 more', async () => {");
    expect(text).not.toContain('Not replayed');
    expect(text).toContain('    // The timeline no longer starts at the insertion: the steps before its first one are not replayed.\n    const block = await app.insert(\'counter\', { props: { start: 5 } });');
  });

  it('keeps a step it cannot replay as a comment instead of guessing', () => {
    const text = exportTest({
      componentId: 'frame',
      timeline: [
        { action: { action: '(initial render)' }, stateBefore: {}, stateAfter: {}, propsAfter: {}, tree: { type: 'block', children: 'hi' } },
        { action: { action: '@webframe.resize', height: 200 }, stateBefore: {}, stateAfter: {}, propsAfter: {}, tree: { type: 'block', children: 'hi' } },
      ],
    });
    expect(text).toContain("// Not replayed: { action: '@webframe.resize', height: 200 } came from something a test cannot press by its label.");
  });

  it('names the file after the component, beside the manifest', () => {
    expect(exportFileName('release-notes')).toBe('release-notes.kitbench.test.ts');
    expect(exportFileName('a/b c')).toBe('a-b-c.kitbench.test.ts');
  });
});
