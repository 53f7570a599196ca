import { expect, test } from './app-test';
import { loadIntegration, manifestWith, quickInsert } from './preview-helpers';

// A block written the way real integrations are: context.api, the default space installation, Logger, an input
// bound with $state whose value reaches the action through element.dynamicState, and ExposableError in fetch.
const SCRIPT = `import { createComponent, createIntegration, ExposableError, Logger } from '@service/runtime';
import { ContentKitIcon } from '@service/api';

const logger = Logger.for('newsletter');

const subscribe = createComponent<{}, { email: string; subscribed?: string }>({
  componentId: 'subscribe',
  initialState: { email: '' },
  async action(element, action) {
    if (action.action !== 'subscribe') return {};
    logger.info('subscribing', action.email);
    return { state: { ...element.state, subscribed: String(action.email) } };
  },
  async render(element, context) {
    const spaceId = context.environment.spaceInstallation?.space ?? 'none';
    const { data } = await context.api.spaces.getSpaceById(spaceId);
    return (
      <block>
        <text>Updates from {data.title}</text>
        <input label="Email" element={<textinput state="email" />} />
        <button label="Subscribe" icon={ContentKitIcon.Check} onPress={{ action: 'subscribe', email: element.dynamicState('email') }} />
        {element.state.subscribed ? <text>Subscribed {element.state.subscribed}</text> : null}
      </block>
    );
  },
});

export default createIntegration({
  components: [subscribe],
  fetch: async () => {
    throw new ExposableError('No such list', 404);
  },
});
`;

test('a real-world block: context.api over the default installation, $state bindings and Logger in the Console', async ({ page }) => {
  await loadIntegration(page, manifestWith([{ id: 'subscribe', title: 'Subscribe', description: 'Newsletter sign-up.' }]), SCRIPT, 1);
  await quickInsert(page, 'Subscribe');
  const block = page.getByRole('region', { name: 'Document' }).getByRole('group', { name: 'Subscribe block' });
  // Nothing is installed: the default space installation backs context.api, which reads the mocked space.
  await expect(block.getByText('Updates from Developer documentation')).toBeVisible();
  await block.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await block.getByRole('button', { name: 'Subscribe', exact: true }).click();
  // The action received the input's value, not the { $state: 'email' } binding.
  await expect(block.getByText('Subscribed ada@example.com')).toBeVisible();
  await page.getByRole('tab', { name: 'Console' }).click();
  await expect(page.getByRole('region', { name: 'Console' }).getByRole('listitem').filter({ hasText: '[newsletter] subscribing ada@example.com' })).toBeVisible();
});

test("a block rendered while kitbench's mocked platform is still starting waits for it, without the script's time limit running", async ({ page }) => {
  // A slow machine: the mocked platform's service worker arrives 4 s late, longer than a render's 2 s limit.
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...args) => new Promise((resolve) => setTimeout(resolve, 4000)).then(() => register(...args));
  });
  await loadIntegration(page, manifestWith([{ id: 'subscribe', title: 'Subscribe', description: 'Newsletter sign-up.' }]), SCRIPT, 1);
  await quickInsert(page, 'Subscribe');
  const block = page.getByRole('region', { name: 'Document' }).getByRole('group', { name: 'Subscribe block' });
  await expect(block.getByText('Updates from Developer documentation')).toBeVisible({ timeout: 20_000 });
  await expect(block.getByText('The component took too long')).toHaveCount(0);
});
