import { readFileSync } from 'node:fs';
import { expect, type Page, test } from './app-test';
import { editorLines, openApp, replaceEditorText, scriptEditor, seriousViolationsInBothThemes, storedWorkspaces } from './helpers';

/** Opens a tool panel by its tab. */
async function openPanel(page: Page, name: 'Events' | 'Network' | 'Console') {
  await page.getByRole('tab', { name }).click();
  return page.getByRole('region', { name });
}

/** Dispatches `type` from the Events panel until the result shows `expected` (the script reloads after a debounce). */
async function dispatchUntil(page: Page, type: string, expected: string | RegExp) {
  const events = await openPanel(page, 'Events');
  await events.getByLabel('Event', { exact: true }).fill(type);
  const result = events.getByRole('region', { name: 'Dispatch result' });
  await expect(async () => {
    await events.getByRole('button', { name: 'Dispatch', exact: true }).click();
    await expect(result).toContainText(type, { timeout: 1500 });
    await expect(result).toContainText(expected, { timeout: 1500 });
  }).toPass({ timeout: 15_000 });
  return result;
}

test('the public endpoint: GET gets 405 Method not allowed, POST gets JSON { received: true }; the Events, Network and Console panels have no serious accessibility violations, light and dark', async ({ page }) => {
  await openApp(page);
  const network = await openPanel(page, 'Network');
  const composer = network.getByRole('form', { name: 'Request composer' });
  const response = composer.getByRole('region', { name: 'Response' });

  await composer.getByLabel('Method').selectOption('GET');
  await composer.getByLabel('Path').fill('/v1');
  await composer.getByRole('button', { name: 'Send request' }).click();
  await expect(response).toContainText('405');
  await expect(response).toContainText('Method not allowed');

  await composer.getByLabel('Method').selectOption('POST');
  await composer.getByLabel('Body').fill('{"hello":"kitbench"}');
  await composer.getByRole('button', { name: 'Send request' }).click();
  await expect(response).toContainText('200');
  await expect(response).toContainText(/content-type\s*application\/json/);
  await expect(response).toContainText('{"received":true}');

  // The request list shows both calls; the newest one carries the envelope the integration received.
  const requests = network.getByRole('list', { name: 'Requests' });
  await expect(requests.getByRole('button', { name: /GET/ })).toHaveCount(1);
  const envelope = network.getByRole('region', { name: 'Envelope' });
  await expect(envelope).toContainText('multipart/form-data');
  await expect(envelope).toContainText('"type": "fetch"');
  await expect(envelope).toContainText('{"hello":"kitbench"}');

  await test.step('the Events, Network and Console panels, with a dispatch and the requests above, have no serious accessibility violations, light and dark', async () => {
    await dispatchUntil(page, 'space_content_updated', 'Content updated in space');
    const serious: string[] = [];
    for (const name of ['Events', 'Network', 'Console'] as const) {
      await expect(await openPanel(page, name)).toBeVisible();
      for (const violation of await seriousViolationsInBothThemes(page, `section[aria-label="${name}"]`)) serious.push(`${name}: ${violation}`);
    }
    expect(serious).toEqual([]);
  });
});

const LOOPING = `import { createIntegration } from '@service/runtime';

export default createIntegration({
  events: {
    async space_view() {
      while (true) {}
    },
    async space_gitsync_started() {
      await new Promise(() => {});
    },
    async space_content_updated(event) {
      console.log('still alive after the restart', event.spaceId);
    },
  },
});
`;

const PRYING = `import { createIntegration } from '@service/runtime';

export default createIntegration({
  events: {
    async space_view() {
      localStorage.setItem('kitbench:workspaces:v1', 'stolen');
    },
    async space_content_updated() {
      console.log('cookies:', document.cookie);
    },
    async space_visibility_updated() {
      (parent as Window).document.body.innerHTML = 'owned';
    },
  },
});
`;

const CARELESS = `import { createIntegration } from '@service/runtime';

setTimeout(() => {
  throw new Error('thrown later');
}, 10);
Promise.reject(new Error('nobody caught this'));
console.warn('loaded with care');
for (let i = 0; i < 5000; i++) console.log('flood', i);

export default createIntegration({});
`;

const ANY_EVENT = `import { createIntegration } from '@service/runtime';
export default createIntegration({
  events: {
    fetch_published_script: async (event) => {
      console.log('published script asked for', event.siteId);
      return { script: 'console.log("hello from the site")' };
    },
    my_custom_event: async (event) => ({ echoed: event.note }),
  },
});
`;

// One visit, as an author works on a script: each step types (or opens) the next script into the same editor.
test('the script at work: an edited handler logs with its line; a syntax error keeps the last good script; uncaught errors and warnings reach the Console; Events dispatches any type with a JSON body', async ({ page }) => {
  // The former journeys' waits in turn: this only catches a hang.
  test.setTimeout(240_000);
  await openApp(page);
  await test.step('an edited event handler runs: its log line shows in the result and the Console, with its line', async () => {
    // Add a line to the example's space_content_updated handler, in the script editor.
    const example = readFileSync(new URL('../src/examples/counter/src/index.tsx', import.meta.url), 'utf8');
    const handlerLog = "console.log('Content updated in space', event.spaceId);";
    expect(example).toContain(handlerLog);
    const edited = example.replace(handlerLog, `${handlerLog}\n      console.log('Revision seen by kitbench:', event.revisionId);`);
    const addedLine = edited.split('\n').findIndex((line) => line.includes('Revision seen by kitbench')) + 1;
    await replaceEditorText(page, scriptEditor(page), edited);

    const result = await dispatchUntil(page, 'space_content_updated', 'Revision seen by kitbench: rev_3kTn8Zq1');
    await expect(result).toContainText('Handled');
    await expect(result).toContainText('Content updated in space space_7Hq2kLm9');

    const console = await openPanel(page, 'Console');
    const line = console.getByRole('listitem').filter({ hasText: 'Revision seen by kitbench: rev_3kTn8Zq1' }).last();
    await expect(line).toContainText(new RegExp(`index\\.tsx:${addedLine}:\\d+`));
    await console.getByRole('button', { name: 'Clear console' }).click();
    await expect(console.getByRole('listitem')).toHaveCount(0);
  });
  await test.step('a syntax error is reported with its line, and the last good script keeps running', async () => {
    await replaceEditorText(page, scriptEditor(page), `import { createIntegration } from '@service/runtime';\nexport default createIntegration({ events: {\n  space_view: async () => console.log('good version'),\n} });\n`);
    await dispatchUntil(page, 'space_view', 'good version');
    await replaceEditorText(page, scriptEditor(page), `import { createIntegration } from '@service/runtime';\nconst broken = ;\n`);
    const console = await openPanel(page, 'Console');
    await expect(console.getByRole('alert')).toContainText(/Syntax error at src\/index\.tsx:2:\d+/);
    await dispatchUntil(page, 'space_view', 'good version');
  });
  await test.step('uncaught errors, unhandled rejections and warnings reach the Console with their lines', async () => {
    await replaceEditorText(page, scriptEditor(page), CARELESS);
    const lines = (await openPanel(page, 'Console')).getByRole('listitem');
    await expect(lines.filter({ hasText: 'loaded with care' }).last()).toContainText('index.tsx:7:');
    await expect(lines.filter({ hasText: 'Uncaught Error: thrown later' }).last()).toContainText('index.tsx:4:');
    await expect(lines.filter({ hasText: 'Unhandled rejection: Error: nobody caught this' }).last()).toContainText('index.tsx:6:');
    // A flood of logs is cut, not delivered line by line.
    await expect(lines.filter({ hasText: 'lines dropped' }).last()).toContainText(/\d+ lines dropped/);
    await expect(lines.filter({ hasText: /flood 0(?!\d)/ })).toHaveCount(1);
  });
  await test.step('the Events panel dispatches any event type with a JSON body, and explains JSON that does not parse', async () => {
    await page.getByLabel('Open script').setInputFiles({ name: 'index.tsx', mimeType: 'text/plain', buffer: Buffer.from(ANY_EVENT) });
    const events = await openPanel(page, 'Events');
    const field = events.getByLabel('Event', { exact: true });
    const json = events.getByLabel('Event JSON');

    // The spec's events keep their realistic templates.
    await field.fill('space_gitsync_completed');
    await expect(json).toHaveValue(/"commitId": "9f2c4e1"/);

    // The field completes the script's own handler names, and any type dispatches.
    await expect(events.locator('datalist option[value="my_custom_event"]')).toBeAttached({ timeout: 15_000 });
    const result = await dispatchUntil(page, 'fetch_published_script', 'hello from the site');
    await expect(result).toContainText('Handled');
    await expect(result).toContainText(/published script asked for (?!undefined)\w+/);

    // Edited JSON survives a change of type; only its `type` follows the field.
    await json.fill('{ "type": "my_custom_event", "note": "kept" }');
    await field.fill('my_custom_event');
    await expect(json).toHaveValue(/"note": "kept"/);
    await events.getByRole('button', { name: 'Dispatch', exact: true }).click();
    await expect(result).toContainText('"echoed": "kept"');

    // JSON that does not parse is explained at the field, kept as typed, and not dispatched.
    await json.fill('{ "type": "my_custom_event", ');
    await expect(json).toHaveAttribute('aria-invalid', 'true');
    await expect(events.getByText(/^The event is not valid JSON: .*nothing was dispatched\.$/)).toBeVisible();
    await expect(events.getByRole('button', { name: 'Dispatch', exact: true })).toBeDisabled();
    await field.fill('space_view');
    await expect(json).toHaveValue('{ "type": "my_custom_event", ');
  });
});

// One visit: the prying script, then the looping one typed over it.
test('the sandbox holds: a script cannot reach the app (localStorage, document.cookie, parent.document), and an endless loop hits the time limit while the app keeps responding', async ({ page }) => {
  // The former journeys' waits in turn: this only catches a hang.
  test.setTimeout(240_000);
  await openApp(page);
  await test.step('a script cannot reach the app: localStorage, document.cookie and parent.document fail, the workspace is intact', async () => {
    await replaceEditorText(page, scriptEditor(page), PRYING);
    const result = await dispatchUntil(page, 'space_view', /ReferenceError: localStorage is not defined/);
    await expect(result).toContainText('(src/index.tsx:6:');
    await dispatchUntil(page, 'space_content_updated', /ReferenceError: document is not defined/);
    await dispatchUntil(page, 'space_visibility_updated', /ReferenceError: parent is not defined/);

    await expect(page.getByRole('tab', { name: 'Events' })).toBeVisible();
    // Workspaces live in IndexedDB (the old localStorage key is what the script aims at): the record holds the script.
    expect(await page.evaluate(() => localStorage.getItem('kitbench:workspaces:v1'))).not.toBe('stolen');
    await expect.poll(async () => (await storedWorkspaces(page))[0]?.sources['src/index.tsx'] ?? '').toContain('owned');
    expect((await storedWorkspaces(page))[0].sources['src/index.tsx']).toContain("localStorage.setItem('kitbench:workspaces:v1', 'stolen')");
  });
  await test.step('an endless loop in a handler hits the time limit within seconds, and the app keeps responding', async () => {
    await replaceEditorText(page, scriptEditor(page), LOOPING);
    await dispatchUntil(page, 'space_content_updated', 'still alive after the restart');

    const events = await openPanel(page, 'Events');
    await events.getByLabel('Event', { exact: true }).fill('space_view');
    await events.getByRole('button', { name: 'Dispatch', exact: true }).click();
    // While the worker spins, the editor still takes typing.
    await scriptEditor(page).focus();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText('// typed while the loop ran\n');
    await expect(editorLines(page, 'Script editor')).toContainText('typed while the loop ran');

    const result = events.getByRole('region', { name: 'Dispatch result' });
    // The limit is 2 s of the handler's time; the wait here only proves it ends (a busy machine types slowly).
    await expect(result).toContainText('Time limit exceeded', { timeout: 30_000 });
    await expect(result).toContainText('did not finish within 2 s');

    // The worker was restarted with the script: other handlers work again.
    await dispatchUntil(page, 'space_content_updated', 'still alive after the restart');

    // A handler that only waits forever times out too, without a restart.
    await dispatchUntil(page, 'space_gitsync_started', 'still waiting for something');
  });
});
