import { expect, test } from './app-test';
import { loadIntegration, manifestWith, quickInsert } from './preview-helpers';

// The platform runs an action and the render after it in one call: the state the action returns reaches `render` as
// it is (a Date stays a Date); the next call sees it as it crossed, as JSON. A render failing after a successful
// action shows its error in place, with the action's state kept.
const SCRIPT = `import { createComponent, createIntegration } from '@service/runtime';

const stamp = createComponent<{}, { count: number; at?: Date | string }>({
  componentId: 'stamp',
  initialState: { count: 0 },
  async action(element, action) {
    if (action.action === 'stamp') return { state: { count: element.state.count + 1, at: new Date(0) } };
    if (action.action === 'again') return { state: { ...element.state, count: element.state.count + 1 } };
    return { state: { ...element.state, count: 99 } };
  },
  async render(element) {
    if (element.state.count === 99) throw new Error('cannot draw 99');
    const kind = element.state.at instanceof Date ? 'a Date' : typeof element.state.at;
    return (
      <block>
        <text>Stamped {element.state.count} times, at is {kind}</text>
        <button label="Stamp" onPress={{ action: 'stamp' }} />
        <button label="Again" onPress={{ action: 'again' }} />
        <button label="Break" onPress={{ action: 'break' }} />
      </block>
    );
  },
});

export default createIntegration({ components: [stamp] });
`;

test('an action and its render are one call, as on the platform: the render sees the returned state as it is', async ({ page }) => {
  await loadIntegration(page, manifestWith([{ id: 'stamp', title: 'Stamp', description: 'State across calls.' }]), SCRIPT, 1);
  await quickInsert(page, 'Stamp');
  const block = page.getByRole('region', { name: 'Document' }).getByRole('group', { name: 'Stamp block' });
  await expect(block.getByText('Stamped 0 times, at is undefined')).toBeVisible();
  await block.getByRole('button', { name: 'Stamp', exact: true }).click();
  await expect(block.getByText('Stamped 1 times, at is a Date')).toBeVisible();
  await block.getByRole('button', { name: 'Again' }).click();
  await expect(block.getByText('Stamped 2 times, at is string')).toBeVisible();
  await block.getByRole('button', { name: 'Break' }).click();
  await expect(page.getByRole('region', { name: 'Document' }).getByText('cannot draw 99')).toBeVisible();
});
