import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './app-test';
import { serveFixture } from './dev-server';
import { editorLines, problems } from './helpers';

// `kitbench dev` runs what `kitbench check` runs (the script in workerd, the platform's engine) after each build and
// shows it in Problems: here a script that fetches in the global scope, which kitbench's engines run (the preview
// shows the block) and workerd refuses. The check starts workerd beside the preview, so it gets a minute on a busy
// machine.
const CHECK_TIMEOUT = 60_000;

test('a script doing I/O in the global scope: kitbench runs it, Problems says workerd refuses it at its line, and the finding goes once it is fixed on disk', async ({
  page,
}) => {
  const server = await serveFixture('workerd-global-io', { check: true });
  try {
    await page.goto(server.url);
    await expect(page.getByRole('status', { name: 'Dev server connection' })).toHaveText('Connected', { timeout: 30_000 });
    await expect(page.getByLabel('Script status')).toContainText('Running', { timeout: 30_000 });

    const findings = problems(page).getByRole('list', { name: 'workerd check problems' });
    const finding = findings.getByRole('listitem');
    await expect(finding).toHaveCount(1, { timeout: CHECK_TIMEOUT });
    await expect(finding.getByText('Error', { exact: true })).toBeVisible();
    await expect(finding).toContainText('render of block "status" fails in workerd (it runs in kitbench)');
    await expect(finding).toContainText('Disallowed operation called within global scope');
    await expect(finding).toContainText('src/index.jsx:4');
    await expect(finding).toContainText('workerd check');
    await expect(problems(page).getByText('1 error', { exact: true })).toBeVisible();

    // Choosing it opens the script where the fetch is.
    await finding.getByRole('button').click();
    await expect(editorLines(page, 'Script editor')).toContainText("const warm = fetch('https://status.example.com/api/summary')");

    // Fetched in the handler instead: the next check (after the save's rebuild) passes, and Problems says so.
    const file = join(server.folder, 'src/index.jsx');
    const text = await readFile(file, 'utf8');
    const fixed = text
      .replace("const warm = fetch('https://status.example.com/api/summary').then((response) => response.json());", '')
      .replace('const summary = await warm;', "const summary = await (await fetch('https://status.example.com/api/summary')).json();");
    expect(fixed).not.toBe(text);
    await writeFile(file, fixed);
    await expect(findings).toHaveCount(0, { timeout: CHECK_TIMEOUT });
    await expect(problems(page).getByText('0 errors', { exact: true })).toBeVisible();
  } finally {
    await server.close();
  }
});
