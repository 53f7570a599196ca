import { resolve } from 'node:path';
import { mergeTests } from '@playwright/test';
import { test as kitbenchTest } from '../src/playwright/index';
import { expect, test as appTest } from './app-test';

// kitbench/playwright's platform fixtures (from source; e2e/playwright-package.spec.ts runs the packed build) on
// e2e/fixtures/link-cards, against the built playground: the kitbench fixture starts `kitbench dev` on the folder in
// this worker, as in an author's project. KITBENCH_OUT names another build folder, as the other journeys read it.
const repo = resolve(import.meta.dirname, '..');
process.env.KITBENCH_DIST ??= resolve(repo, process.env.KITBENCH_OUT ?? 'dist');

const test = mergeTests(appTest, kitbenchTest);
test.use({ integration: resolve(repo, 'e2e/fixtures/link-cards') });

test("a pasted link becomes the block that unfurls it; the script's request is in network, answered by the mocks file", async ({ kitbench, network }) => {
  const card = await kitbench.paste('https://tracker.example.com/issues/42');
  await expect(card).toContainText('#42 Crash on save');
  await expect(card).toContainText('State: open');
  expect(await network.requests()).toContainEqual(
    expect.objectContaining({ source: 'script', method: 'GET', url: 'https://api.tracker.example.com/issues/42', status: 200, mocked: true }),
  );
  // Each entry carries what was sent (headers, body) and what came back, for an author checking a signature.
  const [sent] = await network.requests();
  expect(sent.headers).toEqual(expect.any(Object));
  expect(sent.response).toEqual(expect.objectContaining({ status: 200, headers: expect.objectContaining({ 'content-type': expect.stringContaining('json') }), body: expect.stringContaining('Crash on save') }));

  await expect(kitbench.paste('https://elsewhere.example.com/x')).rejects.toThrow(
    "kitbench.paste('https://elsewhere.example.com/x'): no block unfurls this link: none of the manifest's blocks has a `urlUnfurl` pattern that matches it.",
  );
  await expect(kitbench.insert('board')).rejects.toThrow(`kitbench.insert('board'): Quick insert offers no block "board"; the manifest's blocks are "issue".`);
});

test("show() takes a panel's name in any letter case, refuses an unknown one at once; console() reads the script's lines", async ({ kitbench }) => {
  await kitbench.show('console');
  await expect(kitbench.page.getByRole('tab', { name: 'Console', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(kitbench.show('Konsole' as 'console')).rejects.toThrow(
    "kitbench.show('Konsole'): no tool panel has that name. The panels are Preview, Site, Installation, Listing, Events, Webhooks, Network, Console (any letter case).",
  );
  await kitbench.show('Preview');

  await kitbench.dispatch('space_content_updated', { spaceId: 'space_guides' });
  await expect.poll(async () => (await kitbench.console()).map((line) => line.message)).toContain('Content of space_guides updated');
  const line = (await kitbench.console()).find((entry) => entry.message === 'Content of space_guides updated');
  expect(line).toEqual({ level: 'log', message: 'Content of space_guides updated', where: expect.stringMatching(/^src\/index\.tsx:\d+/) });
  // The panel shown before comes back.
  await expect(kitbench.document).toBeVisible();
});

test.describe('in the dark theme', () => {
  test.use({ theme: 'dark' });

  test('install fills the forms; events, the site screen and webhook deliveries see it', async ({ kitbench, webhooks }) => {
    await expect(kitbench.page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const installation = await kitbench.install({ configuration: { team: 'Docs', notify: true } });
    await expect(installation.status).toHaveText('Active');
    // The panel shown before comes back: the Preview.
    await expect(kitbench.document).toBeVisible();

    const answer = (await kitbench.dispatch('space_content_updated', { spaceId: 'space_guides' })) as { status: number; body: string };
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ team: 'Docs', space: 'space_guides' });

    const screen = await kitbench.openConfiguration('site');
    await expect(screen).toHaveText('Team Docs reads this site.');
    await expect(kitbench.openConfiguration('account')).rejects.toThrow(
      "kitbench.openConfiguration('account'): the manifest names no configurations.account.componentId, so the scope is a form",
    );

    const delivery = await webhooks.send('page_feedback', { url: 'https://receiver.kitbench.local/hooks/fail-1-then-200', fastForward: true });
    expect(delivery.status).toBe('delivered');
    expect(delivery.attempts.map((attempt) => attempt.status)).toEqual([500, 200]);
    expect(await webhooks.received()).toEqual([
      expect.objectContaining({ eventId: delivery.eventId, verified: true, status: 500 }),
      expect.objectContaining({ eventId: delivery.eventId, verified: true, status: 200 }),
    ]);
  });
});

test.describe('Export as test for Playwright', () => {
  test.use({ integration: resolve(repo, 'src/testing/__fixtures__/controls') });

  test("a block's timeline, exported in the Playwright format, replays on the page and passes", async ({ kitbench }) => {
    const block = await kitbench.insert('form');
    await block.getByLabel('UI', { exact: true }).check();
    await block.getByRole('switch', { name: 'Notify me' }).click();
    await block.getByLabel('Pro', { exact: true }).check();
    await block.getByLabel('Snippet', { exact: true }).fill('let b = 2;');
    await block.getByRole('button', { name: 'Summarize', exact: true }).click();
    await expect(block).toContainText('Saved: {"tags":["ui"],"notify":true,"plan":"pro"}');

    const group = kitbench.document.getByRole('group', { name: 'Form block' });
    await group.getByRole('button', { name: 'Timeline', exact: true }).click();
    await group.getByRole('button', { name: 'Export as test' }).click();
    const dialog = kitbench.page.getByRole('dialog', { name: 'Export as test' });
    await dialog.getByRole('radio', { name: 'Playwright' }).check();
    await expect(dialog).toContainText('Save it as form.kitbench.spec.ts');
    const text = await dialog.getByRole('textbox', { name: 'Exported test' }).inputValue();
    expect(text).toContain("import { expect, test } from 'kitbench/playwright';\n\ntest('Form: UI, Notify me, Pro, Snippet, Summarize', async ({ kitbench }) => {");
    await kitbench.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The spec's own statements, run here against the same page once the block is removed: they insert a Form block
    // of their own and replay on it. (Two Form blocks on one page share their radios' group name: src/ui/contentkit.)
    await group.getByRole('button', { name: 'Remove Form' }).click();
    await expect(group).toHaveCount(0);
    const body = text.slice(text.indexOf('async ({ kitbench }) => {') + 'async ({ kitbench }) => {'.length, text.lastIndexOf('});'));
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;
    await new AsyncFunction('kitbench', 'expect', body)(kitbench, expect);
    await expect(group).toHaveCount(1);
  });
});
