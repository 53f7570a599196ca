import { expect, type Page, test } from './app-test';
import { editorLines, openApp, replaceEditorText, scriptEditor } from './helpers';

/** The script editor's error squiggles: Monaco draws TypeScript errors as `.squiggly-error` decorations. */
const squiggles = (page: Page) => page.locator('.monaco-editor', { has: scriptEditor(page) }).locator('.squiggly-error');

const script = (label: string) => `import { createComponent, createIntegration, ExposableError, Logger } from '@service/runtime';
import { ContentKitIcon } from '@service/api';

const logger = Logger.for('typed');

const form = createComponent<{}, { email: string }>({
  componentId: 'counter',
  initialState: { email: '' },
  async render(element, context) {
    logger.info(context.environment.spaceInstallation?.space);
    const email = element
      .dynamicState('email');
    return <block><button label=${label} icon={ContentKitIcon.Search} onPress={{ action: 'go', email }} /></block>;
  },
});

export default createIntegration({ components: [form], fetch: async () => { throw new ExposableError('Nope', 404); } });
`;

test('the script editor types @service/runtime and @service/api from the generated declarations', async ({ page }) => {
  await openApp(page);
  await replaceEditorText(page, scriptEditor(page), script('{3}'));
  // A wrong prop type is flagged: the editor's TypeScript reads the runtime's declarations.
  await expect(squiggles(page).first()).toBeVisible({ timeout: 30_000 });
  await replaceEditorText(page, scriptEditor(page), script('"Go"'));
  // With the prop fixed nothing is flagged: ExposableError, Logger.for, ContentKitIcon, spaceInstallation and
  // dynamicState all resolve, so the imports themselves are typed.
  await expect(squiggles(page)).toHaveCount(0, { timeout: 30_000 });
  // Hovering `dynamicState` (the line starts with it) shows its generated signature.
  await editorLines(page, 'Script editor').getByText('.dynamicState').hover({ position: { x: 30, y: 8 } });
  await expect(page.locator('.monaco-hover').filter({ hasText: '$state' }).first()).toBeVisible();
});
