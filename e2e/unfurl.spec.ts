import { expect, type Page, test } from './app-test';
import { loadIntegration, manifestWith, quickInsert } from './preview-helpers';

const script = `import { createComponent, createIntegration } from '@service/runtime';

const repo = createComponent({
  componentId: 'repo-card',
  initialState: {},
  async action(element, action) {
    // The platform's protocol: the editor sends @link.unfurl with the pasted link right after inserting the block.
    if (action.action === '@link.unfurl') return { props: { ...element.props, url: action.url, unfurled: 'yes' } };
    return {};
  },
  async render(element) {
    return (
      <block>
        <text>Repository: {element.props.url ?? 'none'}</text>
        <text>Unfurled: {element.props.unfurled ?? 'no'}</text>
        <button label="Open on GitHub" onPress={{ action: '@ui.url.open', url: element.props.url }} />
      </block>
    );
  },
});

// A second component, so the Preview's "2 components" tells this script from the example's one.
const note = createComponent({ componentId: 'note', async render() { return <block><text>A note</text></block>; } });

export default createIntegration({ components: [repo, note] });
`;

const manifest = manifestWith([
  { id: 'repo-card', title: 'Repository', description: 'Shows a GitHub repository.', urlUnfurl: ['https://github.com/**'] },
]);

/** Pastes text into the focused element, as Control+V would, with the text on the clipboard. */
async function paste(page: Page, text: string) {
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test('Quick insert asks for the link of an unfurl block and checks it against the block’s patterns; pasting a link a block unfurls inserts that block with the link, and the block gets @link.unfurl', async ({ page }) => {
  const doc = await loadIntegration(page, manifest, script, 2);
  const dialog = await quickInsert(page, 'repo');
  const field = dialog.getByRole('textbox', { name: 'Link to show in Repository' });
  await expect(field).toBeFocused();
  await expect(dialog).toContainText('https://github.com/**');

  await field.fill('https://gitlab.com/acme/docs');
  await page.keyboard.press('Enter');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('alert')).toHaveText('This block shows links that match https://github.com/**.');
  await expect(doc.getByRole('group', { name: 'Repository block' })).toHaveCount(0);

  await field.fill('https://github.com/acme/handbook');
  await dialog.getByRole('button', { name: 'Insert Repository' }).click();
  await expect(dialog).toBeHidden();
  const block = doc.getByRole('group', { name: 'Repository block' });
  await expect(block.getByText('Repository: https://github.com/acme/handbook')).toBeVisible();
  await expect(block.getByText('Unfurled: yes')).toBeVisible();
  await expect(block.getByRole('button', { name: 'Open on GitHub' })).toBeFocused();

  await test.step('pasting a link a block unfurls inserts that block with the link', async () => {
    const blocks = doc.getByRole('group', { name: 'Repository block' });
    await doc.getByRole('textbox', { name: 'Paragraph' }).last().click();
    await paste(page, 'https://github.com/acme/docs');
    const pasted = blocks.filter({ hasText: 'https://github.com/acme/docs' });
    await expect(pasted.getByText('Repository: https://github.com/acme/docs')).toBeVisible();
    await expect(pasted.getByText('Unfurled: yes')).toBeVisible();
    await expect(pasted.getByRole('button', { name: 'Open on GitHub' })).toBeFocused();
    await expect(doc.getByRole('textbox', { name: 'Paragraph' }).last()).not.toContainText('github.com');
    await expect(blocks).toHaveCount(2);

    // A link no block declares stays text: nothing new is inserted.
    await doc.getByRole('textbox', { name: 'Paragraph' }).first().click();
    await paste(page, 'https://gitlab.com/acme/docs');
    await expect(blocks).toHaveCount(2);
  });
});
