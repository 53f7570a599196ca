import { expect, test } from './app-test';
import { loadIntegration, manifestWith, quickInsert } from './preview-helpers';

// A block written against the platform's client as real integrations are: it imports from `@gitbook/api` and calls
// methods the mocked API does not serve (an organization) beside ones it does (the space's current revision).
const SCRIPT = `import { createComponent, createIntegration } from '@gitbook/runtime';
import { GitBookAPIError } from '@gitbook/api';

const overview = createComponent({
  componentId: 'overview',
  async render(element, context) {
    const spaceId = context.environment.spaceInstallation?.space ?? 'none';
    const { data: revision } = await context.api.spaces.getCurrentRevision(spaceId);
    let organization = 'unknown';
    try {
      const { data } = await context.api.orgs.getOrganizationById('org_acme');
      organization = data.title;
    } catch (error) {
      organization = error instanceof GitBookAPIError ? \`missing (\${error.code}): \${error.errorMessage.split('.')[0]}\` : \`crashed: \${error}\`;
    }
    return (
      <block>
        <text>Pages: {String(revision.pages.length)}</text>
        <text>Organization {organization}</text>
      </block>
    );
  },
});

export default createIntegration({ components: [overview] });
`;

test('context.api has every method of the platform client: an unmocked one answers a catchable 404 naming the request, never "not a function"', async ({ page }) => {
  await loadIntegration(page, manifestWith([{ id: 'overview', title: 'Overview', description: 'Space and organization.' }]), SCRIPT, 1);
  await quickInsert(page, 'Overview');
  const block = page.getByRole('region', { name: 'Document' }).getByRole('group', { name: 'Overview block' });
  await expect(block.getByText('Pages: 2')).toBeVisible();
  await expect(block.getByText('Organization missing (404): No such resource: GET /orgs/org_acme')).toBeVisible();
});
