import { expect, type Page, test } from './app-test';
import { openApp, replaceEditorText, scriptEditor } from './helpers';

/** The script editor's error squiggles: Monaco draws TypeScript errors as `.squiggly-error` decorations. */
const squiggles = (page: Page) => page.locator('.monaco-editor', { has: scriptEditor(page) }).locator('.squiggly-error');

// Types real integrations import from the platform's API package by name: the editor loads them after the rest.
const script = (pageType: string) => `import { createIntegration, type EventCallback } from '@gitbook/runtime';
import { type ChangedRevisionPage, type IntegrationInstallationConfiguration, RevisionSemanticChangeType } from '@gitbook/api';

const settings: IntegrationInstallationConfiguration = { channel: 'C-docs' };

const onContentUpdated: EventCallback<'space_content_updated'> = async (event, context) => {
  const { data } = await context.api.spaces.getRevisionSemanticChanges(event.spaceId, event.revisionId);
  const created: ChangedRevisionPage[] = [{ id: 'p', type: ${pageType}, title: 'New page' }];
  for (const change of data.changes) if (change.type === RevisionSemanticChangeType.PageCreated) created.push(change.page);
  console.log(settings, created);
};

export default createIntegration({ events: { space_content_updated: onContentUpdated } });
`;

test("the script editor types the API package's own types imported by name from @gitbook/api", async ({ page }) => {
  await openApp(page);
  await replaceEditorText(page, scriptEditor(page), script('42'));
  // A page type that is not one of RevisionPageType's values is flagged: ChangedRevisionPage is the package's own.
  await expect(squiggles(page).first()).toBeVisible({ timeout: 30_000 });
  await replaceEditorText(page, scriptEditor(page), script("'document'"));
  await expect(squiggles(page)).toHaveCount(0, { timeout: 30_000 });
});
