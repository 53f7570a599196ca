import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './app-test';
import { kitbenchTest } from './cli';
import { storedWorkspaces } from './helpers';
import { loadIntegration, manifestWith, quickInsert } from './preview-helpers';

// Issue 22: a block that shows a third-party API's data fails offline; "Mock this response" in the Network panel
// writes kitbench.mocks.ts, the block renders the mocked data, and the same file makes a kitbench/testing test pass.
const ISSUE_URL = 'https://api.tracker.example/issues/42';

const script = `import { createComponent, createIntegration } from '@service/runtime';

const issue = createComponent({
  componentId: 'issue',
  async render() {
    try {
      const response = await fetch('${ISSUE_URL}?token=s3cret');
      const data = await response.json();
      return <block><text>Issue: {data.title}</text></block>;
    } catch (error) {
      return <block><text>{String(error.message)}</text></block>;
    }
  },
});

// A second component, so the Preview's "2 components" tells this script from the example's one.
const note = createComponent({ componentId: 'note', async render() { return <block><text>A note</text></block>; } });

export default createIntegration({ components: [issue, note] });
`;
const manifest = manifestWith([{ id: 'issue', title: 'Issue', description: 'An issue from the tracker.' }]);


let folder: string;
test.beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'kitbench-e2e-mocks-'));
});
test.afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

test('a failed fetch becomes a mock: the block renders the edited body, and a kitbench/testing test passes with the same file', async ({ page, context }) => {
  test.setTimeout(90_000);
  // The tracker is out of reach, as it is offline.
  await context.route('https://api.tracker.example/**', (route) => route.abort('internetdisconnected'));
  const doc = await loadIntegration(page, manifest, script, 2);
  await quickInsert(page, 'Issue');
  const block = doc.getByRole('group', { name: 'Issue block' });
  await expect(block).toContainText('fetch failed');
  // The failure names the URL and offers the way out.
  await expect(block).toContainText(`GET ${ISSUE_URL}?token=s3cret`);
  await expect(block).toContainText('Mock this response');

  await page.getByRole('tab', { name: 'Network' }).click();
  const network = page.getByRole('region', { name: 'Network' });
  const requests = network.getByRole('list', { name: 'Requests' });
  await requests.getByRole('button').filter({ hasText: ISSUE_URL }).first().click();
  await network.getByRole('button', { name: 'Mock this response' }).click();

  const dialog = page.getByRole('dialog', { name: 'Mock this response' });
  await expect(dialog).toContainText(`Creates kitbench.mocks.ts`);
  const body = dialog.getByRole('textbox', { name: 'Mock response body' });
  await body.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  // A body that is not JSON yet cannot be saved, and says why.
  await page.keyboard.insertText('{ "title": ');
  await expect(dialog.getByRole('alert')).toContainText('Not valid JSON');
  await expect(dialog.getByRole('button', { name: 'Save mock' })).toBeDisabled();
  await page.keyboard.insertText('"Crash on save" }');
  await expect(dialog.getByRole('alert')).toBeHidden();
  await dialog.getByRole('button', { name: 'Save mock' }).click();
  await expect(dialog).toBeHidden();

  // The script reloads with the mock; the request never leaves the sandbox and is marked so.
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(block).toContainText('Issue: Crash on save');
  await page.getByRole('tab', { name: 'Network' }).click();
  const mocked = requests.getByRole('button').filter({ hasText: ISSUE_URL }).filter({ hasText: 'mocked' });
  await expect(mocked.first()).toBeVisible();
  await mocked.first().click();
  await expect(network.getByRole('region', { name: 'Response received' })).toContainText('Crash on save');
  await expect(network.getByRole('button', { name: 'Edit this mock' })).toBeVisible();

  // The file is in the workspace (it travels with the folder, the zip and share links): a test of the block uses it.
  const mocks = (await storedWorkspaces(page)).find((workspace) => 'kitbench.mocks.ts' in workspace.sources)?.sources['kitbench.mocks.ts'];
  expect(mocks).toContain(`http.get('${ISSUE_URL}'`);
  await mkdir(join(folder, 'src'));
  await writeFile(join(folder, 'service-manifest.yaml'), manifest);
  await writeFile(join(folder, 'src/index.tsx'), script);
  await writeFile(join(folder, 'kitbench.mocks.ts'), mocks ?? '');
  await writeFile(
    join(folder, 'issue.kitbench.test.ts'),
    `import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadIntegration } from 'kitbench/testing';

test('the issue block shows the tracker issue', async () => {
  const app = await loadIntegration(new URL('./', import.meta.url));
  const block = await app.insert('issue');
  assert.equal(block.text(), 'Issue: Crash on save');
  await app.close();
});
`,
  );
  const passing = await kitbenchTest(folder);
  expect(passing.output).toContain('1 passed, 0 failed');
  expect(passing.code).toBe(0);
});
