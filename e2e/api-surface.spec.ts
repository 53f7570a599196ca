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

// A second component, so the Preview's "2 components" tells this script from the example's one (it has one).
const note = createComponent({ componentId: 'note', async render() { return <block><text>A note</text></block>; } });

export default createIntegration({ components: [overview, note] });
`;

test('context.api has every method of the platform client: an unmocked one answers a catchable 404 naming the request, never "not a function"', async ({ page }) => {
  await loadIntegration(page, manifestWith([{ id: 'overview', title: 'Overview', description: 'Space and organization.' }]), SCRIPT, 2);
  await quickInsert(page, 'Overview');
  const block = page.getByRole('region', { name: 'Document' }).getByRole('group', { name: 'Overview block' });
  await expect(block.getByText('Pages: 2')).toBeVisible();
  await expect(block.getByText('Organization missing (404): No such resource: GET /orgs/org_acme')).toBeVisible();
});

// Every operation of the platform's OpenAPI document answers: what kitbench keeps (the space's revision) from its
// state, the rest (the organization's teams) generated from the document. The Network panel tells them apart.
const SOURCES_SCRIPT = `import { createComponent, createIntegration } from '@gitbook/runtime';

const teams = createComponent({
  componentId: 'teams',
  async render(element, context) {
    const spaceId = context.environment.spaceInstallation?.space ?? 'none';
    const { data: revision } = await context.api.spaces.getCurrentRevision(spaceId);
    const { data: listed } = await context.api.orgs.listTeamsInOrganizationById('org_kitbench');
    return (
      <block>
        <text>Pages: {String(revision.pages.length)}</text>
        <text>Teams: {String(listed.items.length)}</text>
      </block>
    );
  },
});

// A second component, so the Preview's "2 components" tells this script from the example's one (it has one).
const note = createComponent({ componentId: 'note', async render() { return <block><text>A note</text></block>; } });

export default createIntegration({ components: [teams, note] });
`;

test('the Network panel says which API answers came from kitbench state and which were generated from the OpenAPI document', async ({ page }) => {
  await loadIntegration(page, manifestWith([{ id: 'teams', title: 'Teams', description: 'Pages and teams.' }]), SOURCES_SCRIPT, 2);
  await quickInsert(page, 'Teams');
  const block = page.getByRole('region', { name: 'Document' }).getByRole('group', { name: 'Teams block' });
  await expect(block.getByText('Pages: 2')).toBeVisible({ timeout: 20_000 });
  await expect(block.getByText(/^Teams: \d+$/)).toBeVisible();

  await page.getByRole('tab', { name: 'Network' }).click();
  const requests = page.getByRole('region', { name: 'Network' }).getByRole('list', { name: 'Requests' });
  const revision = requests.getByRole('button', { name: /\/v1\/spaces\/[^/\s]+\/content\s/ }).first();
  const teamsCall = requests.getByRole('button', { name: /\/v1\/orgs\/org_kitbench\/teams/ }).first();
  await expect(revision).toContainText('from state');
  await expect(teamsCall).toContainText('generated');
  await expect(revision).not.toContainText('generated');
  await teamsCall.click();
  await expect(page.getByRole('region', { name: 'Selected request' })).toContainText("Generated from the platform's OpenAPI document");
});
