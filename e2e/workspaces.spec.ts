import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { type Browser, expect, type Page, test } from './app-test';
import { openApp, seriousViolationsInBothThemes } from './helpers';
import { quickInsert } from './preview-helpers';

const EXAMPLE_DIR = new URL('../src/examples/counter/', import.meta.url);
const exampleFile = (path: string) => readFileSync(new URL(path, EXAMPLE_DIR));

type Stored = { workspaces: { id: string; name: string; manifest: string; env: Record<string, string>; assets: { path: string }[] }[]; activeId: string };

/** The app on a clean workspace (`openApp`: the test's own fresh context, or cleared and reloaded). */
async function openFresh(page: Page) {
  await openApp(page);
  await expect(workspaceButton(page)).toBeVisible();
}

function workspaceButton(page: Page) {
  return page.getByRole('button', { name: /^Workspace:/ });
}

async function openMenu(page: Page) {
  const button = workspaceButton(page);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  return page.getByRole('region', { name: 'Workspace menu' });
}

/**
 * Every record kitbench keeps in IndexedDB (database `kitbench`, store `workspaces`: `list` and `ws:<id>`), read
 * with the plain IndexedDB API; `change` first sets the active workspace's env (the UI does not edit it here).
 */
function records(page: Page, change?: { env: Record<string, string> }): Promise<Record<string, unknown>> {
  return page.evaluate(
    (change) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const open = indexedDB.open('kitbench');
        // No database yet: do not create an empty one under the app's feet.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve({});
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('workspaces')) {
            db.close();
            resolve({});
            return;
          }
          const store = db.transaction('workspaces', 'readwrite').objectStore('workspaces');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onerror = () => reject(values.error);
          values.onsuccess = () => {
            const out: Record<string, unknown> = {};
            keys.result.forEach((key, i) => {
              out[String(key)] = values.result[i];
            });
            if (change) {
              const key = `ws:${(out.list as { activeId: string }).activeId}`;
              const record = { ...(out[key] as object), env: change.env };
              store.put(record, key);
              out[key] = record;
            }
            store.transaction.oncomplete = () => {
              db.close();
              resolve(out);
            };
          };
        };
      }),
    change,
  );
}

async function stored(page: Page): Promise<Stored> {
  const all = await records(page);
  const list = all.list as { ids: string[]; activeId: string } | undefined;
  if (!list) return { workspaces: [], activeId: '' };
  return { workspaces: list.ids.map((id) => all[`ws:${id}`] as Stored['workspaces'][number]).filter(Boolean), activeId: list.activeId };
}

async function activeWorkspace(page: Page) {
  // The store saves shortly after a change; wait for the write rather than sleeping.
  await expect.poll(async () => (await stored(page)).activeId).toBeTruthy();
  const state = await stored(page);
  return state.workspaces.find((w) => w.id === state.activeId)!;
}

async function exportZip(page: Page): Promise<Buffer> {
  const menu = await openMenu(page);
  const [download] = await Promise.all([page.waitForEvent('download'), menu.getByRole('button', { name: 'Export zip' }).click()]);
  const path = await download.path();
  await page.keyboard.press('Escape');
  return readFileSync(path);
}

test('single files download byte for byte; a file that is not a zip is refused and changes nothing; a zip export holds the folder byte for byte, and re-importing it exports the same zip', async ({ page }) => {
  await openFresh(page);
  await test.step('single files download byte for byte', async () => {
    // The example folder is laid out as the workspace is: each download is the file at the same path.
    for (const path of ['src/index.tsx', 'assets/preview.png']) {
      const menu = await openMenu(page);
      const [download] = await Promise.all([page.waitForEvent('download'), menu.getByRole('button', { name: `Download ${path}` }).click()]);
      expect(download.suggestedFilename()).toBe(path.split('/').pop());
      expect(readFileSync(await download.path())).toEqual(exampleFile(path));
    }
  });

  await test.step('importing a file that is not an integration zip says why and changes nothing', async () => {
    const menu = await openMenu(page);
    await menu.getByLabel('Import zip').setInputFiles({ name: 'photo.zip', mimeType: 'application/zip', buffer: Buffer.from('not a zip at all') });
    await expect(page.getByRole('alert').filter({ hasText: 'photo.zip' })).toContainText('not a readable zip');
    await expect(workspaceButton(page)).toContainText('Team Counter');
    await page.keyboard.press('Escape');
  });

  const zip = await exportZip(page);
  const files = unzipSync(new Uint8Array(zip));
  expect(Object.keys(files).sort()).toEqual(['assets/icon.png', 'assets/preview.png', 'service-manifest.yaml', 'src/index.tsx']);
  expect(Buffer.from(files['service-manifest.yaml'])).toEqual(exampleFile('service-manifest.yaml'));
  expect(Buffer.from(files['src/index.tsx'])).toEqual(exampleFile('src/index.tsx'));
  expect(Buffer.from(files['assets/icon.png'])).toEqual(exampleFile('assets/icon.png'));
  expect(Buffer.from(files['assets/preview.png'])).toEqual(exampleFile('assets/preview.png'));

  const menu = await openMenu(page);
  await menu.getByLabel('Import zip').setInputFiles({ name: 'team-counter.zip', mimeType: 'application/zip', buffer: zip });
  await expect(page.getByRole('status').filter({ hasText: 'Imported "team-counter"' })).toBeVisible();
  await expect(workspaceButton(page)).toContainText('team-counter');
  // The autosave writes shortly after the change: wait for it rather than read a store not yet written.
  await expect.poll(async () => (await stored(page)).workspaces?.length).toBe(2);

  expect(await exportZip(page)).toEqual(zip);
});

async function shareUrl(page: Page): Promise<string> {
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Share link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share workspace' });
  const url = await dialog.getByLabel('Share link').inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();
  return url;
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('a share link opened in a fresh browser restores the workspace without its secrets', async ({ page, browser }) => {
  await openFresh(page);
  // A secret pasted into the manifest by mistake, and environment values: none may travel.
  const manifest = readFileSync(new URL('service-manifest.yaml', EXAMPLE_DIR), 'utf8')
    .replace('title: Team Counter', 'title: Shared Counter')
    .replace('CLIENT_SECRET: ${{ env.CLIENT_SECRET }}', 'CLIENT_SECRET: pasted-secret-4711 # oops');
  await page.getByLabel('Open manifest').setInputFiles({ name: 'service-manifest.yaml', mimeType: 'application/yaml', buffer: Buffer.from(manifest) });
  await expect.poll(async () => (await activeWorkspace(page)).manifest).toContain('pasted-secret-4711');
  await records(page, { env: { CLIENT_ID: 'env-client-id-0815', CLIENT_SECRET: 'env-secret-0816' } });
  await page.reload();
  await expect(workspaceButton(page)).toBeVisible();

  const url = await shareUrl(page);
  expect(url).toMatch(/#share=[A-Za-z0-9_-]+$/);
  expect(url).not.toContain('secret');

  const fresh = await freshPage(browser);
  await fresh.page.goto(url);
  // The fresh browser has its own example workspace, so the shared one gets a distinct name.
  await expect(workspaceButton(fresh.page)).toContainText('Team Counter (2)');
  // A workspace from a link is untrusted: its script waits for the user, who is told secrets never travel.
  await expect(fresh.page.getByRole('region', { name: 'Script from a link' })).toContainText('Secret values and environment variables never travel');
  // The address no longer carries the workspace: a reload does not import it twice.
  expect(new URL(fresh.page.url()).hash).toBe('');

  await fresh.page.getByRole('tab', { name: 'Listing' }).click();
  const listing = fresh.page.getByRole('article', { name: 'Installation page' });
  await expect(listing.getByRole('heading', { name: 'Shared Counter' })).toBeVisible();
  await expect(listing.getByRole('img', { name: 'Shared Counter icon' })).toBeVisible();
  await expect(listing.getByRole('img', { name: /Screenshot 1 of 1/ })).toBeVisible();

  const restored = await activeWorkspace(fresh.page);
  expect(restored.env).toEqual({});
  expect(restored.manifest).toContain('CLIENT_SECRET: ${{ env.CLIENT_SECRET }} # oops');
  expect(restored.manifest).toContain('title: Shared Counter');
  expect(restored.assets.map((a) => a.path).sort()).toEqual(['assets/icon.png', 'assets/preview.png']);
  const everything = JSON.stringify({ idb: await records(fresh.page), local: await fresh.page.evaluate(() => ({ ...localStorage })) });
  expect(everything).not.toContain('pasted-secret-4711');
  expect(everything).not.toContain('env-client-id-0815');
  expect(everything).not.toContain('env-secret-0816');
  await fresh.context.close();
});

test('a damaged share link says so and opens the app as usual', async ({ browser }) => {
  const fresh = await freshPage(browser);
  await fresh.page.goto('/#share=AAAAthis-is-not-a-workspace');
  await expect(fresh.page.getByRole('alert').filter({ hasText: 'share link is damaged' })).toBeVisible();
  await expect(workspaceButton(fresh.page)).toContainText('Team Counter');
  await fresh.context.close();
});

test('a workspace too large for a link is offered as a file instead', async ({ page }) => {
  await openFresh(page);
  await page.getByRole('tab', { name: 'Listing' }).click();
  // Random bytes do not compress: 12 KB of them cannot fit in an 8,000-character link.
  const noise = Buffer.from(Array.from({ length: 12_000 }, (_, i) => (i * 2654435761) % 251));
  await page.getByLabel('Add preview images').setInputFiles({ name: 'noise.png', mimeType: 'image/png', buffer: noise });
  await expect.poll(async () => (await activeWorkspace(page)).assets.length).toBe(3);
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Share link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share workspace' });
  await expect(dialog).toContainText('too large for a link');
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download workspace file' }).click()]);
  expect(download.suggestedFilename()).toBe('team-counter.zip');
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  expect(Object.keys(files)).toContain('assets/noise.png');
});

// One visit: the menu and its gallery scanned, then the workspaces it makes from templates.
test('the workspace menu: no serious accessibility problems, light or dark; new from a template, rename, duplicate, delete with undo; a template runs at once', async ({ page }) => {
  await openFresh(page);
  await test.step('the workspace menu and its dialogs have no serious accessibility problems, light or dark', async () => {
    const problems: string[] = [];
    const menu = await openMenu(page);
    await expect(menu.getByRole('list', { name: 'Workspaces' })).toBeVisible();
    problems.push(...(await seriousViolationsInBothThemes(page, '.ws-menu')));
    await menu.getByRole('button', { name: 'New integration' }).click();
    await expect(page.getByRole('dialog', { name: 'New integration' })).toBeVisible();
    problems.push(...(await seriousViolationsInBothThemes(page, 'dialog')));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
  await test.step('new from a template, rename, duplicate, and delete with undo', async () => {
    let menu = await openMenu(page);
    await menu.getByRole('button', { name: 'New integration' }).click();
    const gallery = page.getByRole('dialog', { name: 'New integration' });
    for (const title of ['Counter block', 'Settings form with OAuth', 'Webhook forwarder', 'Event logger', 'Component with a modal']) {
      await expect(gallery.getByRole('button', { name: new RegExp(title) })).toBeVisible();
    }
    await gallery.getByRole('button', { name: /Webhook forwarder/ }).click();
    await expect(workspaceButton(page)).toContainText('Webhook forwarder');
    await expect.poll(async () => (await activeWorkspace(page)).manifest).toContain('name: webhook-forwarder');
    // The template runs at once: its manifest is valid.
    await expect(page.getByText('Valid', { exact: true })).toBeVisible();

    menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Rename Webhook forwarder' }).click();
    const field = menu.getByRole('textbox', { name: 'Workspace name' });
    await field.fill('Forwarder v2');
    await field.press('Enter');
    await expect(workspaceButton(page)).toContainText('Forwarder v2');

    await menu.getByRole('button', { name: 'Duplicate Forwarder v2' }).click();
    await expect(workspaceButton(page)).toContainText('Forwarder v2 (copy)');
    await expect(menu.getByRole('list', { name: 'Workspaces' }).getByRole('listitem')).toHaveCount(3);

    await menu.getByRole('button', { name: 'Delete Forwarder v2 (copy)' }).click();
    await expect(menu.getByRole('list', { name: 'Workspaces' }).getByRole('listitem')).toHaveCount(2);
    await expect(workspaceButton(page)).not.toContainText('(copy)');
    await page.getByRole('status').filter({ hasText: 'Deleted "Forwarder v2 (copy)"' }).getByRole('button', { name: 'Undo' }).click();
    await expect(workspaceButton(page)).toContainText('Forwarder v2 (copy)');
    await expect.poll(async () => (await stored(page)).workspaces.map((w) => w.name)).toEqual(['Team Counter', 'Forwarder v2', 'Forwarder v2 (copy)']);

    // Switching back opens the other workspace's files.
    menu = await openMenu(page);
    await menu.getByRole('button', { name: /^Team Counter/ }).click();
    await expect(workspaceButton(page)).toContainText('Team Counter');
    await expect.poll(async () => (await activeWorkspace(page)).manifest).toContain('name: team-counter');
  });
  await test.step('a template runs at once: the modal component opens its modal and gets the choice back', async () => {
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: 'New integration' }).click();
    await page.getByRole('dialog', { name: 'New integration' }).getByRole('button', { name: /Component with a modal/ }).click();
    await expect(workspaceButton(page)).toContainText('Component with a modal');

    await page.getByRole('tab', { name: 'Preview' }).click();
    const doc = page.getByRole('region', { name: 'Document' });
    await quickInsert(page, 'Status');
    const block = doc.getByRole('group', { name: 'Status block' });
    await expect(block.getByText('Status: Draft')).toBeVisible();

    await block.getByRole('button', { name: 'Change' }).click();
    const modal = page.getByRole('dialog', { name: 'Change status' });
    await modal.getByRole('button', { name: 'Published' }).click();
    await expect(modal).toBeHidden();
    await expect(block.getByText('Status: Published')).toBeVisible();
  });
});

