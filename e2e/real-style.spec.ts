import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './app-test';
import { startDevServer } from './dev-server';
import { problems } from './helpers';

// `kitbench dev` on e2e/fixtures/real-style: integrations written the way published ones are (the platform's
// manifest keys, several files, @gitbook/runtime and @gitbook/api imports, an npm router), each in a fresh copy with
// itty-router linked as `npm install` would put it, on a dev server of its own (--port 0). What a user does: open
// the playground, click on the page, Control+/, insert the block, use it.
const repo = resolve(import.meta.dirname, '..');

async function serve(name: string, dotenv?: string) {
  const root = await mkdtemp(join(tmpdir(), `kitbench-e2e-real-${name}-`));
  const folder = join(root, name);
  await cp(resolve(repo, 'e2e/fixtures/real-style', name), folder, { recursive: true });
  await mkdir(join(folder, 'node_modules'));
  await symlink(resolve(repo, 'node_modules/itty-router'), join(folder, 'node_modules/itty-router'), 'dir');
  // the author's own .env, which kitbench dev reads for the manifest's ${{ env.NAME }} secrets
  if (dotenv) await writeFile(join(folder, '.env'), dotenv);
  const server = await startDevServer(folder);
  return {
    url: server.url,
    async close() {
      await server.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** Opens the dev playground and waits for the folder's script to answer. */
async function open(page: Page, url: string, title: string) {
  await page.goto(url);
  await expect(page.getByRole('status', { name: 'Dev server connection' })).toHaveText('Connected', { timeout: 30_000 });
  await expect(page.getByText(`kitbench dev · ${title}`)).toBeVisible();
  await expect(page.getByLabel('Script status')).toContainText('Running', { timeout: 30_000 });
}

/** README step 4: a click on the Document page, Control+/, the block's title, Enter. */
async function insertBlock(page: Page, title: string) {
  await page.getByRole('tab', { name: 'Preview' }).click();
  const doc = page.getByRole('region', { name: 'Document' });
  await doc.getByRole('textbox', { name: 'Paragraph' }).first().click();
  await page.keyboard.press('Control+/');
  const dialog = page.getByRole('dialog', { name: 'Quick insert' });
  await dialog.getByRole('combobox').fill(title);
  await page.keyboard.press('Enter');
  return doc.getByRole('group', { name: `${title} block` });
}

test.describe.configure({ mode: 'parallel' });

test('a diagram block (mermaid-style): inserted by Control+/, its codeblock shows the definition and its frame, served by the fetch handler on the public endpoint, draws it', async ({ page }) => {
  const server = await serve('diagram-code');
  try {
    await open(page, server.url, 'diagram-code');
    await expect(problems(page)).toContainText('No problems');
    const block = await insertBlock(page, 'Text diagram');
    await expect(block.getByText('Writer --> Reader')).toBeVisible();
    const frame = block.getByTitle('Web frame').contentFrame();
    await expect(frame.getByText('Drew 2 nodes: Writer, Reader')).toBeVisible({ timeout: 20_000 });
    await expect(block.getByRole('alert')).toHaveCount(0);
    // editing the definition reaches the frame through the webframe's data ($state), as a diagram editor does
    await block.getByRole('textbox', { name: 'textdiagram editor' }).fill('graph TD\n  Writer --> Reader\n  Reader --> Editor');
    await expect(frame.getByText('Drew 3 nodes: Writer, Reader, Editor')).toBeVisible();

    // the newer style: the frame's address from getIntegrationContentURL(environment.integration.urls, …)
    const flow = await insertBlock(page, 'Flow diagram');
    await expect(flow.getByTitle('Web frame').contentFrame().getByText('Drew 3 nodes: Client, Server, Store')).toBeVisible({ timeout: 20_000 });
    await expect(flow.getByRole('alert')).toHaveCount(0);
  } finally {
    await server.close();
  }
});

/** Pastes text into the focused element, as Control+V would, with the text on the clipboard. */
async function paste(page: Page, text: string) {
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test('a code-host embed (github-files / lucid style): a file link at any depth becomes a code block whose controls work; a board link unfurls across segments', async ({ page }) => {
  const server = await serve('repo-snippets', 'SNIPPETS_CLIENT_ID=snippets-client\nSNIPPETS_CLIENT_SECRET=not-a-real-secret\n');
  try {
    await open(page, server.url, 'repo-snippets');
    await expect(problems(page)).toContainText('No problems');
    // Quick insert asks an unfurling block for its link: a file at any depth (urlUnfurl `**`)
    const file = await insertBlock(page, 'Repo File');
    await page.getByRole('textbox', { name: 'Link to show in Repo File' }).fill('https://code.example.com/acme/tools/blob/main/src/deep/answer.ts');
    await page.keyboard.press('Enter');
    await expect(file.getByText('export const answer = 42;')).toBeVisible();
    await expect(file.getByText('https://code.example.com/acme/tools/blob/main/src/deep/answer.ts')).toBeVisible();
    await expect(file.getByRole('alert')).toHaveCount(0);
    await file.getByRole('button', { name: 'Hide title & link' }).click();
    await expect(file.getByText('https://code.example.com/acme/tools/blob/main/src/deep/answer.ts')).toBeHidden();
    await expect(file.getByText('export const answer = 42;')).toBeVisible();

    // a board link pasted in the page unfurls across path segments (urlUnfurl `*`, as the platform matches it)
    const doc = page.getByRole('region', { name: 'Document' });
    await doc.getByRole('textbox', { name: 'Paragraph' }).last().click();
    await paste(page, 'https://boards.example.com/lucidchart/abc-123/edit');
    const board = doc.getByRole('group', { name: 'Board block' });
    await expect(board.getByText('Board abc-123')).toBeVisible();
    await expect(board.getByTitle('Web frame')).toHaveAttribute('src', /clientId=snippets-client/);
  } finally {
    await server.close();
  }
});

test('an analytics integration (fathom style): its site configuration saves, and fetch_published_script, a top-level handler, fires from the Events panel with the tracker as the response', async ({ page }) => {
  const server = await serve('site-analytics');
  try {
    await open(page, server.url, 'site-analytics');
    // platform keys (target, contentSecurityPolicy, configurations.site) raise nothing; the internal scope is a warning
    await expect(problems(page)).toContainText('0 errors1 warning');
    await expect(problems(page)).toContainText('internal-scope');
    await page.getByRole('tab', { name: 'Installation' }).click();
    await page.getByRole('button', { name: 'Install', exact: true }).click();
    const site = page.getByRole('form', { name: 'Site configuration' });
    await site.getByLabel('Property ID').fill('P-7');
    await site.getByLabel('Property ID').press('Tab');
    await expect(page.getByLabel('Installation status')).toHaveText('Active');

    await page.getByRole('tab', { name: 'Events' }).click();
    const events = page.getByRole('region', { name: 'Events' });
    const browse = events.getByRole('combobox', { name: 'All events' });
    await expect(browse.locator('option', { hasText: 'fetch_published_script (handled)' })).toBeAttached();
    await browse.selectOption('fetch_published_script');
    await events.getByRole('button', { name: 'Dispatch', exact: true }).click();
    const response = events.getByRole('region', { name: 'Handler response' });
    await expect(response).toContainText('HTTP 200');
    await expect(response).toContainText('application/javascript');
    await expect(response.getByRole('region', { name: 'Response body' })).toContainText("tag.dataset.property = 'P-7'");
  } finally {
    await server.close();
  }
});

test('a visitor-auth integration (auth0 style): its configuration component on the site scope saves through context.api and the next render shows the saved issuer; fetch_visitor_authentication redirects', async ({ page }) => {
  const server = await serve('visitor-gate');
  try {
    await open(page, server.url, 'visitor-gate');
    // componentId on both scopes, target and the platform's own category (visitor-auth) are accepted, as its CLI does
    await expect(problems(page)).toContainText('No problems in service-manifest.yaml');
    await page.getByRole('tab', { name: 'Installation' }).click();
    await page.getByRole('button', { name: 'Install', exact: true }).click();
    const site = page.getByRole('region', { name: 'Site configuration' });
    await expect(site.getByText('Not configured yet')).toBeVisible();
    await site.getByRole('textbox', { name: 'Client ID' }).fill('abc');
    await site.getByRole('textbox', { name: 'Issuer' }).fill('id.example.com');
    await site.getByRole('textbox', { name: 'Client Secret' }).fill('s3cret');
    await site.getByRole('button', { name: 'Save' }).click();
    await expect(site.getByText('Saved issuer: https://id.example.com')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Environment inspector' })).toContainText('"issuer_url": "https://id.example.com"');

    await page.getByRole('tab', { name: 'Events' }).click();
    const events = page.getByRole('region', { name: 'Events' });
    await events.getByRole('combobox', { name: 'All events' }).selectOption('fetch_visitor_authentication');
    await events.getByRole('button', { name: 'Dispatch', exact: true }).click();
    const response = events.getByRole('region', { name: 'Handler response' });
    await expect(response).toContainText('HTTP 302');
    await expect(response).toContainText('https://id.example.com/authorize?client_id=abc');
  } finally {
    await server.close();
  }
});

test('a chat notifier (slack style): the configuration component picks channels from its own endpoint, saves both scopes, and a visibility event fired from the Events panel is handled', async ({ page }) => {
  const server = await serve('team-notify');
  try {
    await open(page, server.url, 'team-notify');
    await expect(problems(page)).toContainText('No problems');
    await page.getByRole('tab', { name: 'Installation' }).click();
    await page.getByRole('button', { name: 'Install', exact: true }).click();
    const site = page.getByRole('region', { name: 'Site configuration' });
    await expect(site.getByText('No channel saved yet')).toBeVisible();
    await site.getByRole('combobox', { name: 'Default channel' }).selectOption({ label: '#docs' });
    await site.getByRole('combobox', { name: 'Space channel' }).selectOption({ label: '#engineering' });
    await site.getByRole('button', { name: 'Save' }).click();
    await expect(site.getByText('Posting to C-eng')).toBeVisible();
    await expect(page.getByLabel('Installation status')).toHaveText('Active');

    await page.getByRole('tab', { name: 'Events' }).click();
    const events = page.getByRole('region', { name: 'Events' });
    await events.getByRole('combobox', { name: 'All events' }).selectOption('space_visibility_updated');
    await events.getByRole('button', { name: 'Dispatch', exact: true }).click();
    await expect(events.getByRole('region', { name: 'Dispatch result' })).toContainText('Handled');
    // the handler read the space through context.api and posted to the chat, which the folder's mocks file answers
    await page.getByRole('tab', { name: 'Network' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Network' })).toContainText('https://chat.example.com/api/messages');
  } finally {
    await server.close();
  }
});

test('a content-source integration (ai-translate style): content_compute_document is offered as handled in the Events panel and answers the translated document', async ({ page }) => {
  const server = await serve('space-translate');
  try {
    await open(page, server.url, 'space-translate');
    await expect(problems(page)).toContainText('No problems');
    await page.getByRole('tab', { name: 'Events' }).click();
    const events = page.getByRole('region', { name: 'Events' });
    const browse = events.getByRole('combobox', { name: 'All events' });
    await expect(browse.locator('option', { hasText: 'content_compute_document (handled)' })).toBeAttached();
    await browse.selectOption('content_compute_document');
    const json = events.getByRole('textbox', { name: 'Event JSON' });
    const payload = JSON.parse(await json.inputValue());
    await json.fill(JSON.stringify({ ...payload, sourceId: 'translate', props: { language: 'fr', document: 'doc_1' } }, null, 2));
    await events.getByRole('button', { name: 'Dispatch', exact: true }).click();
    const response = events.getByRole('region', { name: 'Handler response' });
    await expect(response).toContainText('HTTP 200');
    await expect(response.getByRole('region', { name: 'Response body' })).toContainText('[fr] Text of doc_1');
  } finally {
    await server.close();
  }
});
