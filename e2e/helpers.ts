import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the app on a clean workspace (the example) and waits until the manifest editor is ready. */
export async function openApp(page: Page, options: { keepStorage?: boolean } = {}) {
  await page.goto('/');
  if (!options.keepStorage) {
    await page.evaluate(() => localStorage.clear());
    await page.reload();
  }
  await expect(manifestEditor(page)).toBeAttached({ timeout: 30_000 });
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
  await page.keyboard.press('Delete');
  // insertText is a paste: Monaco's auto-indent would otherwise re-indent typed YAML.
  await page.keyboard.insertText(text);
}
