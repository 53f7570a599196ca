import { expect, type Page, test } from './app-test';
import { focusedBlockIndex, seriousViolationsInBothThemes } from './helpers';
import { loadIntegration, manifestWith, quickInsert } from './preview-helpers';

const script = `import { createComponent, createIntegration } from '@service/runtime';

const big = createComponent({
  componentId: 'big',
  async render() {
    const rows = [];
    for (let i = 0; i < 100000; i++) rows.push({ type: 'text', children: 'row ' + i });
    return { type: 'block', children: rows };
  },
});

const deep = createComponent({
  componentId: 'deep',
  async render() {
    let node = { type: 'text', children: 'the bottom' };
    for (let i = 0; i < 1000; i++) node = { type: 'box', children: [node] };
    return { type: 'block', children: [{ type: 'text', children: 'top of the tree' }, node] };
  },
});

const editor = createComponent({
  componentId: 'editor',
  initialState: (props) => ({ content: props.content ?? 'graph TD', email: '', subscribed: 'nobody', picked: 'nothing', theme: 'light' }),
  async action(element, action) {
    if (action.action === 'subscribe') return { state: { ...element.state, subscribed: action.email } };
    if (action.action === '@ui.modal.close') return { state: { ...element.state, picked: action.returnValue + ' from ' + action.source } };
    return {};
  },
  async render(element) {
    return (
      <block>
        <codeblock
          state="content"
          content={element.state.content}
          syntax="mermaid"
          onContentChange={{ action: '@editor.node.updateProps', props: { content: element.dynamicState('content') } }}
          footer={[<button label="Copy" onPress={{ action: 'copy' }} />]}
        />
        <text>Saved diagram: {String(element.props.content ?? 'none')}</text>
        <input label="Email" element={<textinput state="email" placeholder="you@example.com" />} />
        <input label="Newsletter" element={<button label="Subscribe" onPress={{ action: 'subscribe', email: element.dynamicState('email') }} />} />
        <text>Subscribed: {element.state.subscribed}</text>
        <button icon="close" tooltip="Dismiss the editor" onPress={{ action: 'dismiss' }} />
        <button label="Pick colour" onPress={{ action: '@ui.modal.open', componentId: 'palette' }} />
        <text>Picked: {element.state.picked}</text>
        <text>Rendered in: {element.context.type}</text>
        <radio state="theme" value="light" label="Light diagram" />
        <radio state="theme" value="dark" label="Dark diagram" />
      </block>
    );
  },
});

const palette = createComponent({
  componentId: 'palette',
  async render() {
    return (
      <modal title="Palette">
        <button label="Blue" onPress={{ action: '@ui.modal.close', returnValue: 'blue', source: 'palette' }} />
      </modal>
    );
  },
});

const setup = createComponent({
  componentId: 'setup',
  async action(element, action) {
    if (action.action === 'finish') return { type: 'complete' };
    return {};
  },
  async render(element) {
    return (
      <configuration>
        <text>Connect your account ({element.context.type}), then finish.</text>
        <button label="Finish setup" style="primary" onPress={{ action: 'finish' }} />
      </configuration>
    );
  },
});

export default createIntegration({ components: [big, deep, editor, palette, setup] });
`;

const manifest = manifestWith([
  { id: 'big', title: 'Big table', description: 'Returns 100,000 rows.' },
  { id: 'deep', title: 'Deep tree', description: 'Nests 1,000 boxes.' },
  { id: 'editor', title: 'Diagram editor', description: 'Real-world elements.' },
]);

/** Collects main-thread long tasks (over 50 ms) from page load on, as the browser reports them. */
async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

test('a block of 100,000 elements draws a capped tree with its message, and the page keeps answering', async ({ page }) => {
  await watchLongTasks(page);
  const doc = await loadIntegration(page, manifest, script, 5);
  await doc.getByRole('textbox', { name: 'Paragraph' }).last().click();
  await page.keyboard.press('Control+/');
  await page.getByRole('dialog', { name: 'Quick insert' }).getByRole('combobox').fill('big table');

  // From the insertion until the tree is on screen, measure inside the page: Playwright's own role and text
  // queries walk all 5,000 drawn elements and would show up as long tasks of their own.
  await page.evaluate(() => {
    (window as unknown as { __longTasks: number[] }).__longTasks.length = 0;
  });
  await page.keyboard.press('Enter');
  const measured = await page.evaluate(async () => {
    const started = performance.now();
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const lastRow = () => document.evaluate("//*[text()='row 4998']", document, null, XPathResult.FIRST_ORDERED_NODE_TYPE).singleNodeValue;
    while (!lastRow() && performance.now() - started < 30_000) await frame();
    // Two frames: the drawn tree has been painted before the click.
    await frame();
    await frame();
    // A click on the block's Timeline button answers within one task.
    const block = document.querySelector('[aria-label="Big table block"]');
    const button = [...(block?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Timeline');
    const clicked = performance.now();
    button?.click();
    const answerMs = performance.now() - clicked;
    await frame();
    return {
      drawnMs: performance.now() - started,
      answerMs,
      pressed: button?.getAttribute('aria-pressed'),
      longTasks: [...(window as unknown as { __longTasks: number[] }).__longTasks],
    };
  });
  console.log(
    `100,000 elements: drawn in ${Math.round(measured.drawnMs)} ms, click answered in ${Math.round(measured.answerMs)} ms, long tasks: ${measured.longTasks.map(Math.round).join(', ') || 'none'}`,
  );
  // The click is answered in the same task (the button is pressed when click() returns). Its time and the long tasks
  // are printed, not asserted: on a shared 2-core machine they measure the machine's load as much as the page;
  // `npm run bench` is where time is measured.
  expect(measured.pressed).toBe('true');

  const block = doc.getByRole('group', { name: 'Big table block' });
  await expect(block.getByRole('status').filter({ hasText: 'elements' })).toHaveText(
    'This block returned 100,001 elements; kitbench draws the first 5,000.',
  );
  await expect(block.getByText('row 4998', { exact: true })).toBeVisible();
  await expect(block.getByText('row 4999', { exact: true })).toHaveCount(0);
});

// One visit for the elements of the same integration: each step inserts its own blocks (the reload is the last step).
test('the elements real integrations use: a capped deep tree, a completed configuration, radios per block, bound payloads, a codeblock edit that survives a reload', async ({ page }) => {
  // The former journeys' waits in turn: this only catches a hang.
  test.setTimeout(240_000);
  const doc = await loadIntegration(page, manifest, script, 5);
  await test.step('a 1,000-deep tree draws its top levels and names the depth limit', async () => {
    await quickInsert(page, 'deep tree');
    const block = doc.getByRole('group', { name: 'Deep tree block' });
    await expect(block.getByText('top of the tree')).toBeVisible();
    await expect(block.getByRole('status').filter({ hasText: 'levels' })).toContainText('nest 1,002 levels deep; kitbench draws 64 levels');
    await expect(block.getByText('the bottom')).toHaveCount(0);
  });
  await test.step('a configuration component that returns { type: "complete" } shows as completed', async () => {
    await page.getByRole('button', { name: 'Configuration screen' }).click();
    const screen = page.getByRole('region', { name: 'Configuration screen' });
    await screen.getByLabel('Component').selectOption('setup');
    await expect(screen.getByText(/Connect your account \(configuration_(space|account)\)/)).toBeVisible();
    await screen.getByRole('button', { name: 'Finish setup' }).click();
    await expect(screen.getByRole('status').filter({ hasText: 'Completed' })).toContainText("{ type: 'complete' }");
  });
  await test.step('radios of two blocks on one page keep their own choice', async () => {
    // Back from the configuration screen to the editor's page.
    await page.getByRole('button', { name: 'Editor page' }).click();
    await quickInsert(page, 'diagram');
    await quickInsert(page, 'diagram');
    const blocks = doc.getByRole('group', { name: 'Diagram editor block' });
    await expect(blocks).toHaveCount(2);
    const [first, second] = [blocks.nth(0), blocks.nth(1)];
    await expect(first.getByRole('radio', { name: 'Light diagram' })).toBeChecked();
    await second.getByRole('radio', { name: 'Dark diagram' }).check();
    await expect(second.getByRole('radio', { name: 'Dark diagram' })).toBeChecked();
    // the other block's choice is its own: checking a radio never unchecks another block's
    await expect(first.getByRole('radio', { name: 'Light diagram' })).toBeChecked();
    await first.getByRole('radio', { name: 'Dark diagram' }).check();
    await first.getByRole('radio', { name: 'Light diagram' }).check();
    await expect(second.getByRole('radio', { name: 'Dark diagram' })).toBeChecked();
  });
  await test.step('elements real integrations use: bound payloads, a codeblock edit that survives a reload, icon buttons, modal fields', async () => {
    await quickInsert(page, 'diagram');
    // The radios' two blocks are on the page too: this one is the block Quick insert left the focus in.
    const blocks = doc.getByRole('group', { name: 'Diagram editor block' });
    const index = await focusedBlockIndex(blocks);
    const block = blocks.nth(index);

    // Quick insert leaves the focus on the new block's first control.
    const code = block.getByRole('textbox', { name: 'mermaid editor' });
    await expect(code).toBeFocused();
    await expect(block.getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(block.getByRole('button', { name: 'Dismiss the editor' })).toBeVisible();
    await expect(block.getByText('Rendered in: document')).toBeVisible();

    // An input's value reaches the action through { $state: 'email' }, never as the binding object.
    await block.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await expect(block.getByText('Subscribed: ada@example.com')).toBeVisible();

    // A codeblock edit is saved through @editor.node.updateProps as text.
    await code.fill('graph LR; A-->B');
    await block.getByRole('button', { name: 'Subscribe' }).focus();
    await expect(block.getByText('Saved diagram: graph LR; A-->B')).toBeVisible();

    // @ui.modal.close hands every field to the opener.
    await block.getByRole('button', { name: 'Pick colour' }).click();
    await page.getByRole('dialog', { name: 'Palette' }).getByRole('button', { name: 'Blue' }).click();
    await expect(block.getByText('Picked: blue from palette')).toBeVisible();

    await page.reload();
    await page.getByRole('tab', { name: 'Preview' }).click();
    const reloaded = page.getByRole('region', { name: 'Document' }).getByRole('group', { name: 'Diagram editor block' }).nth(index);
    await expect(reloaded.getByText('Saved diagram: graph LR; A-->B')).toBeVisible({ timeout: 20_000 });
    await expect(reloaded.getByRole('textbox', { name: 'mermaid editor' })).toHaveValue('graph LR; A-->B');
  });
});

// One visit, both themes: the page (and the Preview in it) follows the system's scheme as it changes.
test('the Preview with real-world elements and the link step has no serious accessibility violations at 800×600, light and dark', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 600 });
  const unfurlManifest = manifestWith([
    { id: 'editor', title: 'Diagram editor', description: 'Real-world elements.' },
    { id: 'repo', title: 'Repository', description: 'Unfurls GitHub links.', urlUnfurl: ['https://github.com/**'] },
  ]);
  const serious: string[] = [];
  const doc = await loadIntegration(page, unfurlManifest, script, 5);
  await quickInsert(page, 'diagram');
  await expect(doc.getByRole('group', { name: 'Diagram editor block' }).getByRole('button', { name: 'Copy' })).toBeVisible();
  serious.push(...(await seriousViolationsInBothThemes(page, '.pv')));
  const dialog = await quickInsert(page, 'repo');
  await dialog.getByRole('textbox', { name: 'Link to show in Repository' }).fill('not a link');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toBeVisible();
  serious.push(...(await seriousViolationsInBothThemes(page, 'dialog')));
  expect(serious).toEqual([]);
});
