import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type GitBookAPIError, ServiceAPI, ServiceAPIError } from '../core/api/client';
import { createContext } from '../core/runtime/context';
import { buildEnvironment, PLAYGROUND_SPACE_ID } from '../core/runtime/environment';
import { testEnvironment } from '../core/runtime/test-environment';
import { handlers } from './handlers';
import { connectInstallationStore } from './installation-store';
import { loadApiSpec } from './api-spec';
import { connectPlatform } from './platform';

// The API's first answer loads the platform's document and compiles the operation's schemas.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const server = setupServer(...handlers);
const environment = testEnvironment();
/** `context.api` as a handler receives it. */
const api = createContext(environment).api;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await loadApiSpec();
});
beforeEach(() => connectPlatform({ environment, dispatchEnvelope: async () => ({ ok: false, error: { kind: 'runtime', message: 'unused' }, durationMs: 0, logs: [] }) }));
afterEach(() => connectPlatform(undefined));
afterAll(() => server.close());

describe('context.api over the mocked HTTP API', () => {
  it('reads the installation and the space installation of the running script', async () => {
    const { data } = await api.integrations.getIntegrationInstallationById('team-counter', 'inst_1');
    expect(data).toMatchObject({ id: 'inst_1', status: 'active', configuration: { team_name: 'Docs', project: 'web' } });
    const space = await api.integrations.getIntegrationSpaceInstallation('team-counter', 'inst_1', 'space_1');
    expect(space.data).toMatchObject({ space: 'space_1', configuration: { project: 'web' } });
  });

  it('reads the space, lists its pages and reads one page by id and by path', async () => {
    expect((await api.spaces.getSpaceById('space_1')).data.title).toBe('Developer documentation');
    const { data } = await api.spaces.listPages('space_1');
    expect(data.pages.map((page) => page.title)).toEqual(['Getting started', 'Guides']);
    // A listed document page carries its body, as the platform's document requires (`markdown` or `document`).
    expect((data.pages[0] as { markdown?: string }).markdown).toContain('# Getting started');
    expect(((await api.spaces.getPageById('space_1', 'page_auth')).data as { markdown?: string }).markdown).toContain('Authorization: Bearer');
    expect((await api.spaces.getPageByPath('space_1', 'guides/authentication')).data.id).toBe('page_auth');
  });

  it("answers the reads real integrations make, in the API package's shapes and the environment's ids", async () => {
    const { data } = await api.spaces.getRevisionSemanticChanges('space_1', 'rev_42', { metadata: false });
    // every sample change is a page change (the API package's union also has file changes, without `page`)
    const changes = data as unknown as { changes: { type: string; page: { title: string } }[] };
    expect(changes.changes.map((change) => [change.type, change.page.title])).toEqual([
      ['page_created', 'Authentication'],
      ['page_edited', 'Getting started'],
      ['page_deleted', 'Legacy API'],
      ['page_moved', 'Authentication'],
    ]);
    expect(changes.changes[0].page).toEqual({ id: 'page_auth', type: 'document', title: 'Authentication', path: 'guides/authentication' });
    expect(await api.spaces.getRevisionSemanticChanges('space_other', 'rev_42').catch((error: ServiceAPIError) => error.code)).toBe(404);

    const { data: organization } = await api.orgs.getOrganizationById('org_kitbench');
    expect(organization).toMatchObject({ object: 'organization', id: 'org_kitbench', title: 'Example Inc.' });
    expect(await api.orgs.getOrganizationById('org_other').catch((error: ServiceAPIError) => error.code)).toBe(404);
    const site = environment.siteInstallation!.site;
    const { data: published } = await api.orgs.getSiteById('org_kitbench', site);
    expect(published).toMatchObject({ object: 'site', id: site, urls: { published: 'https://docs.example.com/' } });
    expect(await api.orgs.getSiteById('org_kitbench', 'site_other').catch((error: ServiceAPIError) => error.code)).toBe(404);

    const { data: installations } = await api.integrations.listIntegrationInstallations('team-counter');
    expect(installations.items).toHaveLength(1);
    expect(installations.items[0]).toMatchObject({ id: 'inst_1', status: 'active', space_selection: 'selected', spaces: 1, configuration: { team_name: 'Docs' } });
    const { data: spaces } = await api.integrations.listIntegrationInstallationSpaces('team-counter', 'inst_1');
    expect(spaces.items).toEqual([expect.objectContaining({ space: 'space_1', installation: 'inst_1', configuration: { project: 'web' } })]);
    expect(await api.integrations.listIntegrationInstallations('other').catch((error: ServiceAPIError) => error.code)).toBe(404);

    const { data: user } = await api.user.getAuthenticatedUser();
    expect(user).toMatchObject({ object: 'user', id: 'user_kitbench', displayName: 'Kit Author' });
  });

  it('answers a PATCH with the change applied', async () => {
    const { data } = await api.integrations.updateIntegrationInstallation('team-counter', 'inst_1', { externalIds: ['T123'] });
    expect(data.externalIds).toEqual(['T123']);
  });

  it('reads and patches the site installation as the platform client names it', async () => {
    const site = environment.siteInstallation!.site;
    expect((await api.integrations.getIntegrationSiteInstallation('team-counter', 'inst_1', site)).data.configuration).toEqual({ project: 'web' });
    const { data } = await api.integrations.updateIntegrationSiteInstallation('team-counter', 'inst_1', site, { configuration: { project: 'api' } });
    expect(data.configuration).toEqual({ project: 'api' });
    const wrong = await api.integrations.getIntegrationSiteInstallation('team-counter', 'inst_1', 'site_other').catch((error: ServiceAPIError) => error.code);
    expect(wrong).toBe(404);
  });

  it('saves a PATCHed configuration through the connected store, replacing the scope, and answers the saved installation', async () => {
    let current = environment;
    const saves: unknown[] = [];
    connectPlatform({
      get environment() {
        return current;
      },
      dispatchEnvelope: async () => ({ ok: false, error: { kind: 'runtime', message: 'unused' }, durationMs: 0, logs: [] }),
    });
    connectInstallationStore(
      {
        saveConfiguration(scope, configuration) {
          saves.push([scope, configuration]);
          current = { ...current, spaceInstallation: { ...current.spaceInstallation!, configuration } };
          return current;
        },
      },
      environment.apiTokens.installation,
    );
    try {
      const { data } = await api.integrations.updateIntegrationSpaceInstallation('team-counter', 'inst_1', 'space_1', { configuration: { channel: '#docs' } });
      expect(data.configuration).toEqual({ channel: '#docs' });
      expect(saves).toEqual([['site', { channel: '#docs' }]]);
      expect((await api.integrations.getIntegrationSpaceInstallation('team-counter', 'inst_1', 'space_1')).data.configuration).toEqual({ channel: '#docs' });
      await api.integrations.updateIntegrationInstallation('team-counter', 'inst_1', { configuration: { team_name: 'API' } });
      expect(saves[1]).toEqual(['account', { team_name: 'API' }]);
      const bad = await fetch(`${environment.apiEndpoint}/v1/integrations/team-counter/installations/inst_1`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${environment.apiTokens.installation}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ configuration: ['not', 'an', 'object'] }),
      });
      expect(bad.status).toBe(400);
    } finally {
      connectInstallationStore(undefined, environment.apiTokens.installation);
    }
  });

  it('answers a path the platform does not have with its 404, another method with 405, and a wrong token with 401', async () => {
    const headers = { Authorization: `Bearer ${environment.apiTokens.installation}` };
    const missing = await fetch(`${environment.apiEndpoint}/v1/orgs/o1/nothing-here`, { headers });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toMatchObject({ code: 404, message: expect.stringMatching(/^No such resource: GET \/orgs\/o1\/nothing-here\./) });
    const wrongMethod = await fetch(`${environment.apiEndpoint}/v1/user`, { method: 'DELETE', headers });
    expect(wrongMethod.status).toBe(405);
    expect((await wrongMethod.json()).error.message).toContain('use GET');
    const other = await api.spaces.getSpaceById('space_other').catch((error: unknown) => error);
    expect(other).toBeInstanceOf(ServiceAPIError);
    expect((other as ServiceAPIError).code).toBe(404);
    const stranger = new ServiceAPI({ endpoint: environment.apiEndpoint, authToken: 'wrong' });
    expect(await stranger.spaces.getSpaceById('space_1').catch((error: ServiceAPIError) => error.code)).toBe(401);
  });

  it('answers every other operation of the platform client with data generated from its schema, the same on every call', async () => {
    const { data: teams } = await api.orgs.listTeamsInOrganizationById('org_kitbench');
    expect(Array.isArray(teams.items)).toBe(true);
    expect((await api.orgs.listTeamsInOrganizationById('org_kitbench')).data).toEqual(teams);
    const response = await fetch(`${environment.apiEndpoint}/v1/orgs/org_kitbench/teams`, { headers: { Authorization: `Bearer ${environment.apiTokens.installation}` } });
    expect(response.headers.get('x-kitbench-source')).toBe('generated');
    const space = await fetch(`${environment.apiEndpoint}/v1/spaces/space_1`, { headers: { Authorization: `Bearer ${environment.apiTokens.installation}` } });
    expect(space.headers.get('x-kitbench-source')).toBe('state');
    // A parameter the operation does not take is the platform's 400, in its error shape.
    const bad = await api.spaces.listPermissionsAggregateInSpace('space_1', { limit: -5 } as never).catch((error: GitBookAPIError) => error);
    expect(bad).toMatchObject({ code: 400, errorMessage: expect.stringMatching(/^Invalid parameters: query parameter limit/) });
  });

  it('keeps what a script creates: a created site is read back and listed', async () => {
    const { data: created } = await api.orgs.createSite('org_kitbench', { title: 'Handbook' } as never);
    expect(created).toMatchObject({ object: 'site', title: 'Handbook' });
    expect((await api.orgs.getSiteById('org_kitbench', created.id)).data).toMatchObject({ id: created.id, title: 'Handbook', appliedType: expect.any(String), defaultLevel: expect.any(String) });
    const { data: listed } = await api.orgs.listSites('org_kitbench');
    expect(listed.items.map((site) => site.id)).toContain(created.id);
    await api.orgs.updateSiteById('org_kitbench', created.id, { title: 'Team handbook' } as never);
    expect((await api.orgs.getSiteById('org_kitbench', created.id)).data.title).toBe('Team handbook');
    await api.orgs.deleteSiteById('org_kitbench', created.id);
    expect(await api.orgs.getSiteById('org_kitbench', created.id).catch((error: GitBookAPIError) => error.code)).toBe(404);
  });

  it("a list includes the environment's own site and a created one, the environment's first", async () => {
    const site = environment.siteInstallation!.site;
    const { data: created } = await api.orgs.createSite('org_kitbench', { title: 'Handbook' } as never);
    const { data } = await api.orgs.listSites('org_kitbench');
    expect(data.items.map((item) => item.id)).toEqual([site, created.id]);
    const { data: spaces } = await api.orgs.listSpacesInOrganizationById('org_kitbench');
    expect(spaces.items.map((space) => space.id)).toEqual(['space_1']);
    const { data: siteSpaces } = await api.orgs.listSiteSpaces('org_kitbench', site);
    expect(siteSpaces.items.map((siteSpace) => siteSpace.space.id)).toEqual(['space_1']);
    const { data: installations } = await api.orgs.listOrganizationInstallations('org_kitbench');
    expect(installations.items.map((item) => [item.installation.id, item.integration.name])).toEqual([['inst_1', 'team-counter']]);
  });

  it("a PATCH on the environment's space, organization, site and user reads back, alone and in lists", async () => {
    const site = environment.siteInstallation!.site;
    expect((await api.spaces.updateSpaceById('space_1', { title: 'API reference' })).data.title).toBe('API reference');
    expect((await api.spaces.getSpaceById('space_1')).data.title).toBe('API reference');
    expect((await api.orgs.listSpacesInOrganizationById('org_kitbench')).data.items[0].title).toBe('API reference');
    await api.orgs.updateOrganizationById('org_kitbench', { title: 'Northwind' });
    expect((await api.orgs.getOrganizationById('org_kitbench')).data.title).toBe('Northwind');
    await api.orgs.updateSiteById('org_kitbench', site, { title: 'Docs hub' } as never);
    expect((await api.orgs.getSiteById('org_kitbench', site)).data).toMatchObject({ id: site, title: 'Docs hub' });
    await api.users.updateUserById('user_kitbench', { displayName: 'Ada' });
    expect((await api.user.getAuthenticatedUser()).data.displayName).toBe('Ada');
    // The rest of each object is still the environment's.
    expect((await api.spaces.getSpaceById('space_1')).data.urls.published).toBe('https://docs.example.com/');
  });

  it("keeps an installation's externalIds written by a PATCH: the next read and the filtered list show them", async () => {
    await api.integrations.updateIntegrationInstallation('team-counter', 'inst_1', { externalIds: ['T123'] });
    expect((await api.integrations.getIntegrationInstallationById('team-counter', 'inst_1')).data.externalIds).toEqual(['T123']);
    const { data } = await api.integrations.listIntegrationInstallations('team-counter', { externalId: 'T123' });
    expect(data.items.map((item) => item.id)).toEqual(['inst_1']);
  });

  it("a new installation and a site installation on it appear in the org's installation list and the integration's site list", async () => {
    const { data: installation } = await api.integrations.installIntegration('team-counter', { organization: 'org_kitbench' });
    const { data: onSite } = await api.integrations.installIntegrationOnSite('team-counter', installation.id, { siteId: 'site_handbook' });
    expect(onSite).toMatchObject({ installation: installation.id, site: 'site_handbook', integration: 'team-counter' });
    const { data: listed } = await api.orgs.listOrganizationInstallations('org_kitbench');
    expect(listed.items.map((item) => item.installation.id)).toEqual(['inst_1', installation.id]);
    const { data: sites } = await api.integrations.listIntegrationSiteInstallations('team-counter');
    expect(sites.items.map((item) => [item.installation, item.site])).toEqual([[installation.id, 'site_handbook']]);
    const { data: read } = await api.integrations.getIntegrationSiteInstallation('team-counter', installation.id, 'site_handbook');
    expect(read.site).toBe('site_handbook');
    await api.integrations.uninstallIntegrationFromSite('team-counter', installation.id, 'site_handbook');
    expect((await api.integrations.listIntegrationInstallationSites('team-counter', installation.id)).data.items).toEqual([]);
  });

  it("GET /integrations/{name} is the environment's integration", async () => {
    const { data } = await api.integrations.getIntegrationByName('team-counter');
    expect(data).toEqual(environment.integration);
    expect((await api.integrations.listIntegrations()).data.items.map((item) => item.name)).toEqual(['team-counter']);
  });

  it('keeps what one backend creates to itself: another app does not see it', async () => {
    const { data: created } = await api.orgs.createSite('org_kitbench', { title: 'Handbook' } as never);
    connectPlatform({ environment, dispatchEnvelope: async () => ({ ok: false, error: { kind: 'runtime', message: 'unused' }, durationMs: 0, logs: [] }) });
    const { data } = await api.orgs.listSites('org_kitbench');
    expect(data.items.map((site) => site.id)).toEqual([environment.siteInstallation!.site]);
    expect(await api.orgs.getSiteById('org_kitbench', created.id).catch((error: GitBookAPIError) => error.code)).toBe(404);
  });

  it('answers the space\'s current revision (`api.spaces.getCurrentRevision`) with its pages', async () => {
    const { data } = await api.spaces.getCurrentRevision('space_1');
    expect(data).toMatchObject({ object: 'revision', pages: [{ title: 'Getting started' }, { title: 'Guides' }] });
    expect(await api.spaces.getCurrentRevision('space_other').catch((error: GitBookAPIError) => error.code)).toBe(404);
  });

  it('answers that revision by its id (`api.spaces.getRevisionById`), and names the ones it has for another id', async () => {
    const { data: current } = await api.spaces.getCurrentRevision('space_1');
    const { data } = await api.spaces.getRevisionById('space_1', current.id);
    expect(data).toEqual(current);
    const other = await api.spaces.getRevisionById('space_1', 'rev_old').catch((error: GitBookAPIError) => error);
    expect(other).toMatchObject({ code: 404, errorMessage: expect.stringMatching(new RegExp(`^No revision rev_old in this space: it has ${current.id}, rev_`)) });
  });

  it('serves the default installation before the user installs anything', async () => {
    const playground = buildEnvironment({ integrationName: 'x', secrets: undefined, env: {}, installation: null, manifest: {} });
    connectPlatform({ environment: playground, dispatchEnvelope: async () => ({ ok: false, error: { kind: 'runtime', message: 'unused' }, durationMs: 0, logs: [] }) });
    const { data } = await createContext(playground).api.spaces.listPages(PLAYGROUND_SPACE_ID);
    expect(data.pages.length).toBeGreaterThan(0);
  });
});

describe('the public content endpoint', () => {
  // It reaches the fetch handler, as on the platform (src/mock/platform.test.ts); with no script, a clear 503.
  it('answers a clear error rather than failing offline', async () => {
    connectPlatform(undefined);
    const response = await fetch(`${environment.integration.urls.publicContentEndpoint}/assets/icon.png`);
    expect(response.status).toBe(503);
    expect((await response.json()).error.message).toContain('No integration script is running');
  });
});
