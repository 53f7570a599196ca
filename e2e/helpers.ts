import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the app on a clean workspace (the example) and waits until the manifest editor is ready.
 *
 * Each test's `page` is new, alone in its context, with empty storage (app-test.ts: the worker's shared, warm
 * context reset between journeys, or with `test.use({ sharedApp: false })` a fresh context of the test's own): such a
 * page is already on a clean workspace, and opens the app once. A page that has been somewhere, or shares its context
 * with another page, has its storage cleared and is reloaded first.
 */
export async function openApp(page: Page, options: { keepStorage?: boolean } = {}) {
  const fresh = page.url() === 'about:blank' && page.context().pages().length === 1;
  await page.goto('/');
  if (!options.keepStorage && !fresh) await clearStorageAndReload(page);
  await expect(manifestEditor(page)).toBeAttached({ timeout: 30_000 });
}

/** Clears the page's origin storage (localStorage and the workspaces' IndexedDB) and reloads it. */
export async function clearStorageAndReload(page: Page) {
  await page.evaluate(() => {
    localStorage.clear();
    // Workspaces live in IndexedDB. This page's open connection blocks the deletion until the reload closes it;
    // the next page's storage waits behind the deletion, so it starts empty.
    return new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase('kitbench');
      request.onsuccess = request.onerror = request.onblocked = () => resolve();
    });
  });
  await page.reload();
}

/**
 * Puts a worker's shared context (app-test.ts) back as a fresh one would be, between two journeys, keeping only what
 * makes it warm (the HTTP cache, compiled code, the registered service workers): every page closed, routes,
 * cookies and permissions dropped, and the app origin's localStorage, sessionStorage and IndexedDB databases deleted
 * from a small file of the origin (the app itself would write to storage as it starts). Other origins' storage is
 * not cleared: a spec that leans on it being empty opts out with `test.use({ sharedApp: false })`.
 */
export async function resetSharedContext(context: BrowserContext, baseURL: string) {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  for (const open of context.pages()) await open.close();
  await context.clearCookies();
  await context.clearPermissions();
  const page = await context.newPage();
  try {
    await page.goto(new URL('/favicon.svg', baseURL).href);
    await page.evaluate(async () => {
      localStorage.clear();
      sessionStorage.clear();
      const names = (await indexedDB.databases()).map((database) => database.name).filter((name): name is string => !!name);
      await Promise.all(
        names.map(
          (name) =>
            new Promise<void>((resolve, reject) => {
              const request = indexedDB.deleteDatabase(name);
              request.onsuccess = () => resolve();
              request.onerror = () => reject(request.error);
            }),
        ),
      );
    });
  } finally {
    await page.close();
  }
}

export function manifestEditor(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Manifest editor' });
}

export function scriptEditor(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Script editor' });
}

export function problems(page: Page): Locator {
  return page.getByRole('region', { name: 'Problems' });
}

/** The visible text of a Monaco editor (its rendered lines), identified by its accessible name. */
export function editorLines(page: Page, name: 'Manifest editor' | 'Script editor'): Locator {
  return page.locator('.monaco-editor', { has: page.getByRole('textbox', { name }) }).locator('.view-lines');
}

/** Replaces the whole text of a Monaco editor as a user would: select all, then type or paste. */
export async function replaceEditorText(page: Page, editor: Locator, text: string) {
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+A');
  // insertText is a paste over the selection, one edit: Monaco's auto-indent would otherwise re-indent typed YAML, and
  // a Delete first would leave an empty file long enough on a busy machine for it to be bundled and run.
  if (text) await page.keyboard.insertText(text);
  else await page.keyboard.press('Delete');
}

/** A workspace record as stored (the fields tests read). */
export interface StoredWorkspace {
  id: string;
  name: string;
  manifest: string;
  sources: Record<string, string>;
  assets: { path: string; mime: string; base64: string }[];
  env: Record<string, string>;
  origin?: string;
  trusted?: boolean;
}

/** The workspaces as stored in IndexedDB (the list's order; what a reload would open), read through the page. */
export async function storedWorkspaces(page: Page): Promise<StoredWorkspace[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase | undefined>((resolve) => {
      const request = indexedDB.open('kitbench');
      // No database yet: never create an empty one (the app would then find no object store in it).
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
    });
    if (!db) return [];
    try {
      if (!db.objectStoreNames.contains('workspaces')) return [];
      const read = (key: string) =>
        new Promise<unknown>((resolve, reject) => {
          const request = db.transaction('workspaces').objectStore('workspaces').get(key);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const list = (await read('list')) as { ids: string[] } | undefined;
      // A listed workspace whose first save failed has no record: it is not stored.
      return (await Promise.all((list?.ids ?? []).map((id) => read(`ws:${id}`)))).filter(Boolean) as StoredWorkspace[];
    } finally {
      db.close();
    }
  });
}

/**
 * axe's serious and critical violations in light, then in dark, in one visit: the scheme is switched in place (the page
 * follows the system's scheme as it changes), and left in light. `include` narrows the scan to a part of the page;
 * Monaco's own widgets (third-party internals) are never scanned. Each violation is named with its theme.
 */
export async function seriousViolationsInBothThemes(page: Page, include?: string): Promise<string[]> {
  const serious: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect.poll(() => page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(colorScheme === 'dark');
    const builder = new AxeBuilder({ page }).exclude('.monaco-editor');
    const results = await (include ? builder.include(include) : builder).analyze();
    for (const v of results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
      serious.push(`${colorScheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return serious;
}

/**
 * Which of `blocks` holds the focus, once one does: Quick insert leaves the focus in the block it inserted, which is
 * not always the page's last (it goes in at the caret). Its index stays the block's own as the focus moves on.
 */
export async function focusedBlockIndex(blocks: Locator): Promise<number> {
  let index = -1;
  await expect
    .poll(async () => {
      index = await blocks.evaluateAll((all) => all.findIndex((block) => block.contains(document.activeElement)));
      return index;
    })
    .toBeGreaterThanOrEqual(0);
  return index;
}
