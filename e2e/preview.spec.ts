import { expect, type Page, test } from './app-test';

/** A workspace saved in localStorage before the app loads (shape: src/ui/workspace/store.ts). */
function seedWorkspace(page: Page, script: string, blocks: { id: string; title: string; description: string }[]) {
  const manifest = [
    'name: preview-journeys',
    'title: Preview Journeys',
    'description: Blocks for the preview journeys.',
    'organization: acme-docs',
    'visibility: private',
    'script: src/index.tsx',
    'scopes:',
    '  - space:content:read',
    'blocks:',
    ...blocks.flatMap((b) => [`  - id: ${b.id}`, `    title: ${b.title}`, `    description: ${b.description}`]),
    '',
  ].join('\n');
  const state = {
    activeId: 'journeys',
    workspaces: [
      { id: 'journeys', name: 'Preview Journeys', manifest, scriptPath: 'src/index.tsx', script, assets: [], env: {}, installation: null, updatedAt: 1 },
    ],
  };
  return page.addInitScript((saved) => {
    // The script's sandboxed frame has no storage: skip it.
    if (window !== window.top) return;
    // Only on the first load: a reload must find what the app itself saved.
    if (!localStorage.getItem('kitbench:workspaces:v1')) localStorage.setItem('kitbench:workspaces:v1', saved);
  }, JSON.stringify(state));
}

async function openDocument(page: Page) {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Preview' }).click();
  const doc = page.getByRole('region', { name: 'Document' });
  await expect(doc).toBeVisible();
  return doc;
}

async function insertBlock(page: Page, query: string) {
  const doc = page.getByRole('region', { name: 'Document' });
  await doc.getByRole('textbox', { name: 'Paragraph' }).last().click();
  await page.keyboard.press('Control+/');
  const dialog = page.getByRole('dialog', { name: 'Quick insert' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox').fill(query);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

test('Quick insert puts the counter into the page, its buttons work, and the page survives a reload', async ({ page }) => {
  const doc = await openDocument(page);
  await doc.getByRole('textbox', { name: 'Paragraph' }).first().click();
  await page.keyboard.press('Control+/');
  const dialog = page.getByRole('dialog', { name: 'Quick insert' });
  await expect(dialog.getByRole('option', { name: 'Counter' })).toBeVisible();
  await expect(dialog.getByRole('option', { name: 'Paragraph' })).toBeVisible();

  await dialog.getByRole('combobox').fill('coun');
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await expect(dialog.getByRole('option', { name: 'Counter' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  const block = doc.getByRole('group', { name: 'Counter block' });
  await expect(block.getByText('Count: 0')).toBeVisible();
  const add = block.getByRole('button', { name: 'Add' });
  await add.click();
  await add.click();
  await add.click();
  await expect(block.getByText('Count: 3')).toBeVisible();

  // A new script version re-renders the block and keeps its state.
  const status = page.getByText(/^Script v\d+/);
  const before = await status.textContent();
  await page.getByRole('textbox', { name: 'Script editor' }).focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\n// edited');
  await expect(status).not.toHaveText(before ?? '');
  await expect(block.getByText('Count: 3')).toBeVisible();

  // The timeline shows each action; selecting one shows the block as it was, read-only.
  await block.getByRole('button', { name: 'Timeline' }).click();
  const steps = block.getByRole('list', { name: 'Actions' }).getByRole('button');
  // The initial render, three presses, then one step per script version the edit produced.
  await expect(steps.nth(4)).toContainText('(script reloaded)');
  await expect(steps.filter({ hasText: 'increment' })).toHaveCount(3);
  await expect(steps.last()).toContainText('(script reloaded)');
  await steps.nth(2).click();
  await expect(block.getByText('Count: 2')).toBeVisible();
  await expect(block.getByRole('button', { name: 'Add' })).toBeDisabled();
  await block.getByRole('button', { name: 'Back to live' }).click();
  await expect(block.getByText('Count: 3')).toBeVisible();

  // Blocks move like any node of the page.
  const nodes = doc.locator('.pv-node');
  await expect(nodes.nth(1)).toContainText('Counter');
  await block.getByRole('button', { name: 'Move Counter up' }).click();
  await expect(nodes.nth(0)).toContainText('Counter');
  await expect(block.getByText('Count: 3')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Preview' }).click();
  const reloaded = page.getByRole('region', { name: 'Document' }).getByRole('group', { name: 'Counter block' });
  await expect(reloaded.getByText('Count: 0')).toBeVisible();
  await expect(page.locator('.pv-node').nth(0)).toContainText('Counter');
  await reloaded.getByRole('button', { name: 'Remove Counter' }).click();
  await expect(reloaded).toHaveCount(0);
});

const modalScript = `import { createComponent, createIntegration } from '@service/runtime';

const picker = createComponent({
  componentId: 'picker',
  initialState: () => ({ picked: 'nothing' }),
  async action(element, action) {
    if (action.action === '@ui.modal.close') return { state: { ...element.state, picked: action.returnValue } };
    return {};
  },
  async render(element) {
    return (
      <block>
        <text>Picked: {element.state.picked}</text>
        <button label="Choose colour" onPress={{ action: '@ui.modal.open', componentId: 'colours', props: { accent: 'blue' } }} />
      </block>
    );
  },
});

const colours = createComponent({
  componentId: 'colours',
  async render(element) {
    return (
      <modal title="Pick a colour">
        <button label={'Use ' + element.props.accent} onPress={{ action: '@ui.modal.close', returnValue: element.props.accent }} />
      </modal>
    );
  },
});

const broken = createComponent({
  componentId: 'broken',
  async render() {
    throw new Error('the chart data is missing');
  },
});

const profile = createComponent({
  componentId: 'profile',
  initialState: () => ({ name: '', saved: 'nobody' }),
  async action(element, action) {
    if (action.action === 'save') return { state: { ...element.state, saved: element.state.name + ' on ' + (element.state.project || 'no project') } };
    return {};
  },
  async render(element) {
    return (
      <block>
        <input label="Name" element={<textinput state="name" placeholder="Your name" />} />
        <input label="Project" element={<select state="project" options={{ url: '/projects' }} />} />
        <markdown content={'Read [the docs](https://example.com/docs), not [this](javascript:alert(1)).'} />
        <sparkline points={[1, 2, 3]} />
        <text>Saved: {element.state.saved}</text>
        <button label="Save" style="primary" onPress={{ action: 'save' }} confirm={{ title: 'Save the name?', text: 'It replaces the saved one.', confirm: 'Save it' }} />
      </block>
    );
  },
});

export default createIntegration({
  components: [picker, colours, broken, profile],
  async fetch(request) {
    if (new URL(request.url).pathname.endsWith('/projects')) {
      return Response.json([{ label: 'Website', value: 'web' }, { label: 'Mobile app', value: 'mobile' }]);
    }
    return new Response('Not found', { status: 404 });
  },
});
`;

const journeyBlocks = [
  { id: 'picker', title: 'Colour picker', description: 'Opens a modal to pick a colour.' },
  { id: 'broken', title: 'Broken chart', description: 'Its render throws.' },
  { id: 'ghost', title: 'Ghost block', description: 'No component in the script.' },
  { id: 'profile', title: 'Profile form', description: 'Inputs bound to state.' },
];

// One visit to the seeded page: each step inserts its own blocks.
test('a block opens a modal and gets its return value back; a component whose render throws shows the error in place; inputs bound to state feed the next action, and confirm asks first', async ({ page }) => {
  await seedWorkspace(page, modalScript, journeyBlocks);
  const doc = await openDocument(page);
  await test.step('a block opens a modal and gets its return value back when it closes, and a component whose render throws shows the error in place while the other blocks keep working', async () => {
    await insertBlock(page, 'broken');
    await insertBlock(page, 'ghost');
    await insertBlock(page, 'colour');

    const broken = doc.getByRole('group', { name: 'Broken chart block' });
    await expect(broken.getByRole('alert')).toContainText('the chart data is missing');
    const ghost = doc.getByRole('group', { name: 'Ghost block block' });
    await expect(ghost.getByRole('alert')).toContainText('No component "ghost" in the script');

    const picker = doc.getByRole('group', { name: 'Colour picker block' });
    await expect(picker.getByText('Picked: nothing')).toBeVisible();
    await picker.getByRole('button', { name: 'Choose colour' }).click();
    const modal = page.getByRole('dialog', { name: 'Pick a colour' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Use blue' }).click();
    await expect(modal).toBeHidden();
    await expect(picker.getByText('Picked: blue')).toBeVisible();
    await expect(broken.getByRole('alert')).toContainText('the chart data is missing');
  });
  await test.step('inputs bound to state feed the next action, options load from the script, and confirm asks first', async () => {
    await insertBlock(page, 'profile');
    const block = doc.getByRole('group', { name: 'Profile form block' });

    await block.getByRole('textbox', { name: 'Name' }).fill('Ada');
    const project = block.getByRole('combobox', { name: 'Project' });
    await expect(project.getByRole('option', { name: 'Mobile app' })).toBeAttached();
    await project.selectOption('mobile');

    // Markdown keeps safe links only; an unknown element is an inline error and the rest still renders.
    await expect(block.getByRole('link', { name: 'the docs' })).toHaveAttribute('href', 'https://example.com/docs');
    await expect(block.getByRole('link', { name: 'this' })).toHaveCount(0);
    await expect(block.getByRole('alert')).toContainText('Unknown element type "sparkline"');

    await block.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('dialog', { name: 'Save the name?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(block.getByText('Saved: nobody')).toBeVisible();

    await block.getByRole('button', { name: 'Save' }).click();
    await confirm.getByRole('button', { name: 'Save it' }).click();
    await expect(block.getByText('Saved: Ada on mobile')).toBeVisible();
  });
});

test('Quick insert is keyboard driven: arrows move, Escape closes without inserting; after an insert, the focus is on the new block’s first control, and a text node takes the caret', async ({ page }) => {
  const doc = await openDocument(page);
  await doc.getByRole('textbox', { name: 'Paragraph' }).first().click();
  await page.keyboard.press('Control+/');
  const dialog = page.getByRole('dialog', { name: 'Quick insert' });
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('option', { name: 'Paragraph' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('combobox').fill('no such block');
  await expect(dialog.getByText('No block matches')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(doc.getByRole('group')).toHaveCount(0);

  await insertBlock(page, 'coun');
  const block = doc.getByRole('group', { name: 'Counter block' });
  await expect(block.getByText('Count: 0')).toBeVisible({ timeout: 20_000 });
  await expect(block.getByRole('button', { name: 'Add' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(block.getByText('Count: 1')).toBeVisible();

  await insertBlock(page, 'heading');
  await expect(doc.getByRole('textbox', { name: 'Heading' }).last()).toBeFocused();
});
