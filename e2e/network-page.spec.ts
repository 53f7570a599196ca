import { expect, test } from './app-test';
import { loadIntegration, manifestWith, quickInsert } from './preview-helpers';

const MISSING_IMAGE = 'https://api.kitbench.local/v1/kitbench-missing.png';
const OPTIONS_URL = 'https://integrations.kitbench.local/playground/projects';

const script = `import { createComponent, createIntegration } from '@service/runtime';

const gallery = createComponent({
  componentId: 'gallery',
  initialState: { project: '' },
  async render() {
    return (
      <block>
        <image source={{ url: '/favicon.svg' }} aspectRatio={1} alt="Kitbench logo" />
        <image source={{ url: '${MISSING_IMAGE}' }} aspectRatio={1} alt="Missing picture" />
        <select state="project" placeholder="Pick a project" options={{ url: '${OPTIONS_URL}' }} />
      </block>
    );
  },
});

// A second component, so the Preview's "2 components" tells this script from the example's one.
const note = createComponent({ componentId: 'note', async render() { return <block><text>A note</text></block>; } });

export default createIntegration({
  components: [gallery, note],
  // The public endpoint answers the select's options.
  async fetch(request) {
    if (new URL(request.url).pathname.endsWith('/projects')) return Response.json([{ id: 'docs', label: 'Docs site' }]);
    return new Response('Not found', { status: 404 });
  },
});
`;

test("images and a select's options loaded by the page are listed in the Network panel with their URLs", async ({ page }) => {
  const doc = await loadIntegration(page, manifestWith([{ id: 'gallery', title: 'Gallery', description: 'Pictures and a project picker.' }]), script, 2);
  await quickInsert(page, 'Gallery');
  const block = doc.getByRole('group', { name: 'Gallery block' });
  await expect(block.getByRole('combobox', { name: 'Pick a project' }).getByRole('option', { name: 'Docs site' })).toBeAttached();
  // Images load lazily, as on the real platform: bring each into view.
  await block.getByRole('img', { name: 'Kitbench logo' }).scrollIntoViewIfNeeded();
  await block.getByRole('img', { name: 'Missing picture' }).scrollIntoViewIfNeeded();

  await page.getByRole('tab', { name: 'Network' }).click();
  const network = page.getByRole('region', { name: 'Network' });
  const requests = network.getByRole('list', { name: 'Requests' });
  const logo = requests.getByRole('button', { name: /Page · image/ }).filter({ hasText: '/favicon.svg' });
  const missing = requests.getByRole('button', { name: /Page · image/ }).filter({ hasText: MISSING_IMAGE });
  const options = requests.getByRole('button', { name: /Page · select options/ }).filter({ hasText: OPTIONS_URL });
  // One entry per load, however often the block re-rendered; no invented status for an image.
  await expect(logo).toHaveCount(1);
  await expect(logo).toContainText(/loaded|200/);
  await expect(missing).toHaveCount(1);
  await expect(missing).toContainText('failed');
  await expect(options).toHaveCount(1);
  await expect(options).toContainText('200');

  // The select's request carries the endpoint's real answer.
  await options.click();
  const selected = network.getByRole('region', { name: 'Selected request' });
  await expect(selected.getByRole('region', { name: 'Request sent' })).toContainText("the page, for a select's options");
  await expect(selected.getByRole('region', { name: 'Response received' })).toContainText('Docs site');
  await missing.click();
  await expect(selected.getByRole('region', { name: 'Response received' })).toContainText(`The image did not load`);

  // Page loads can be shown alone, apart from the public endpoint call the options fetch caused.
  await expect(requests.getByRole('button').filter({ hasText: OPTIONS_URL })).toHaveCount(2);
  await network.getByRole('combobox', { name: 'Show requests' }).selectOption('page');
  await expect(requests.getByRole('button')).toHaveCount(3);
});
