import { describe, expect, it } from 'vitest';
import { exportPlaywrightCalls, exportPlaywrightTest, exportSpecFileName, shownTexts } from './export-playwright';
import type { ExportStep } from './plan';

/** The Counter template's tree for a count. */
const counter = (count: number) => ({
  type: 'block',
  children: [
    {
      type: 'hstack',
      children: [
        { type: 'text', style: 'bold', children: ['Count: ', count] },
        { type: 'button', label: 'Add', onPress: { action: 'increment' } },
        { type: 'button', label: 'Reset', onPress: { action: 'reset' }, confirm: { title: 'Reset the count?', confirm: 'Reset' } },
      ],
    },
  ],
});
const step = (action: string, count: number, extra: Partial<ExportStep> = {}): ExportStep => ({
  action: { action },
  stateBefore: {},
  stateAfter: { count },
  propsAfter: { start: 2 },
  tree: counter(count),
  ...extra,
});

describe('exportPlaywrightTest', () => {
  it('inserts with the props, presses by role, confirms, and expects the texts that appeared and went', () => {
    const text = exportPlaywrightTest({
      componentId: 'counter',
      title: 'Counter',
      timeline: [step('(initial render)', 2), step('increment', 3), step('reset', 2)],
      envNames: ['API_KEY'],
    });
    expect(text).toBe(`// Exported from the kitbench playground: the 'Counter' block, step by step, with what it showed after each one.
// Save it beside service-manifest.yaml and run it with \`npx kitbench test\` (Playwright: @playwright/test installed).
import { expect, test } from 'kitbench/playwright';

test('Counter: Add, Reset', async ({ kitbench }) => {
  // The script reads API_KEY: kitbench dev takes the values from the folder's .env.
  const block = await kitbench.insert('counter', { props: { start: 2 } });
  await expect(block).toContainText('Count: 2');

  await block.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(block).toContainText('Count: 3');
  await expect(block).not.toContainText('Count: 2');

  await block.getByRole('button', { name: 'Reset', exact: true }).click();
  await kitbench.page.getByRole('dialog', { name: 'Reset the count?' }).getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(block).toContainText('Count: 2');
  await expect(block).not.toContainText('Count: 3');
});
`);
  });

  it('fills each kind of field as a user does: by its label, a select by its option, checks and switches', () => {
    const field = (label: string, element: Record<string, unknown>) => ({ type: 'input', label, element });
    const tree = {
      type: 'block',
      children: [
        field('Email', { type: 'textinput', state: 'email' }),
        field('Topic', { type: 'select', state: 'topic', options: [{ id: 'api', label: 'API changes' }] }),
        field('Tags', { type: 'checkbox', state: 'tags', value: 'api', label: 'API' }),
        field('Notify me', { type: 'switch', state: 'notify' }),
        { type: 'switch', state: 'beta' },
        { type: 'radio', state: 'plan', value: 'free', label: 'Free' },
        { type: 'radio', state: 'plan', value: 'pro', label: 'Pro' },
        { type: 'codeblock', state: 'snippet', syntax: 'javascript', content: '' },
        { type: 'button', label: 'Save', onPress: { action: 'save' } },
      ],
    };
    const before = { email: '', topic: '', tags: [], notify: false, beta: false, plan: 'free', snippet: '' };
    const typed = { email: "o'neil@b.c", topic: 'api', tags: ['api'], notify: true, beta: true, plan: 'pro', snippet: 'let a = 1;' };
    const text = exportPlaywrightTest({
      componentId: 'form',
      timeline: [
        { action: { action: '(initial render)' }, stateBefore: {}, stateAfter: before, propsAfter: {}, tree },
        { action: { action: 'save' }, stateBefore: typed, stateAfter: typed, propsAfter: {}, tree },
      ],
    });
    expect(text).toContain(
      [
        "  await block.getByLabel('Email', { exact: true }).fill('o\\'neil@b.c');",
        "  await block.getByLabel('Topic', { exact: true }).selectOption('API changes');",
        "  await block.getByLabel('Tags', { exact: true }).setChecked(true);",
        "  await block.getByRole('switch', { name: 'Notify me' }).setChecked(true);",
        "  await block.getByRole('switch', { name: 'beta' }).setChecked(true);",
        "  await block.getByLabel('Pro', { exact: true }).check();",
        "  await block.getByRole('textbox', { name: 'javascript editor' }).fill('let a = 1;');",
        "  await block.getByRole('button', { name: 'Save', exact: true }).click();",
      ].join('\n'),
    );
    // A field whose change is a step of its own is left, as a user does: that sends the change.
    const saved = exportPlaywrightTest({
      componentId: 'form',
      timeline: [
        { action: { action: '(initial render)' }, stateBefore: {}, stateAfter: before, propsAfter: {}, tree: { type: 'block', children: [field('Snippet', { type: 'codeblock', state: 'snippet', content: '', onContentChange: { action: 'save-code' } })] } },
        { action: { action: 'save-code', content: 'x' }, stateBefore: { ...before, snippet: 'x' }, stateAfter: { ...before, snippet: 'x' }, propsAfter: {}, tree: { type: 'block', children: [] } },
      ],
    });
    expect(saved).toContain("  await block.getByLabel('Snippet', { exact: true }).fill('x');\n  await block.getByLabel('Snippet', { exact: true }).blur();");
    expect(text).toContain("test('form: Email, Topic, Tags, Notify me, beta and 3 more', async ({ kitbench }) => {");
  });

  it('expects a failed step to show its problem on the page, and keeps what it cannot replay as a comment', () => {
    const text = exportPlaywrightTest({
      componentId: 'counter',
      timeline: [
        step('(initial render)', 2),
        step('increment', 2, { problem: 'action "increment" failed: Error: down (503)', tree: undefined }),
        { action: { action: '@webframe.resize', height: 200 }, stateBefore: {}, stateAfter: {}, propsAfter: {}, tree: counter(2) },
      ],
    });
    expect(text).toContain(
      "  await block.getByRole('button', { name: 'Add', exact: true }).click();\n  // It failed in the playground: the page says why.\n  await expect(kitbench.page.getByRole('alert').filter({ hasText: /action \"increment\" failed: Error: down \\(503\\)/ })).toBeVisible();",
    );
    expect(text).toContain("  // Not replayed: { action: '@webframe.resize', height: 200 } came from something a test cannot press by its label.");
  });

  it('says to save the spec beside the folder’s own manifest file', () => {
    const text = exportPlaywrightTest({ componentId: 'counter', timeline: [step('(initial render)', 2)], manifestFile: 'gitbook-manifest.yaml' });
    expect(text.split('\n')[1]).toBe('// Save it beside gitbook-manifest.yaml and run it with `npx kitbench test` (Playwright: @playwright/test installed).');
  });

  it('names the spec after the component', () => {
    expect(exportSpecFileName('release-notes')).toBe('release-notes.kitbench.spec.ts');
  });
});

describe('shownTexts', () => {
  it('reads the runs of text a reader sees, leaving buttons and fields to their roles', () => {
    const tree = {
      type: 'block',
      children: [
        { type: 'card', title: '#42 Crash on save', children: [{ type: 'text', children: ['State: ', 'open'] }], buttons: [{ type: 'button', label: 'Open' }] },
        { type: 'markdown', content: '- **one**\n- two' },
        { type: 'input', label: 'Email', element: { type: 'textinput', state: 'email' } },
        { type: 'text', children: ['State: ', 'open'] },
      ],
    };
    expect(shownTexts(tree)).toEqual(['#42 Crash on save', 'State: open', 'one', 'two']);
  });
});

describe('exportPlaywrightCalls', () => {
  it('sends the events and endpoint requests again through the playground, with expect', () => {
    const text = exportPlaywrightCalls({
      name: 'Counter',
      events: [
        { event: { type: 'space_content_updated', eventId: 'evt_1', spaceId: 's1' }, result: { ok: true, value: { notified: 2 } } },
        { event: { type: 'space_view' }, result: { ok: false, error: { message: 'No handler (yet)' } } },
      ],
      requests: [
        {
          request: { method: 'POST', url: 'https://integrations.kitbench.local/playground/v1', headers: { 'content-type': 'application/json' }, body: '{}' },
          response: { status: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' },
        },
      ],
    });
    expect(text).toContain("import { expect, test } from 'kitbench/playwright';");
    expect(text).toContain("test('Counter: 2 events and 1 request', async ({ kitbench }) => {");
    expect(text).toContain("  expect(await kitbench.dispatch('space_content_updated', { spaceId: 's1' })).toEqual({ notified: 2 });");
    expect(text).toContain("  await expect(kitbench.dispatch('space_view')).rejects.toThrow(/No handler \\(yet\\)/);");
    expect(text).toContain(
      "  const response1 = await kitbench.fetch('/v1', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });\n  expect(response1.status).toBe(200);\n  expect(await response1.json()).toEqual({ ok: true });",
    );
  });
});
