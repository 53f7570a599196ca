import { describe, expect, it } from 'vitest';
import {
  API_ENDPOINT,
  API_ORIGIN,
  buildEnvironment,
  installationToken,
  PLAYGROUND_INSTALLATION_ID,
  PLAYGROUND_SPACE_ID,
  publicEndpointFor,
} from './environment';

const secrets = { CLIENT_ID: '${{ env.CLIENT_ID }}', CLIENT_SECRET: '${{ env.MISSING }}' };
const manifest = {
  name: 'x',
  icon: './assets/icon.png',
  configurations: {
    account: { properties: { team: { type: 'string', title: 'Team', default: 'docs' } }, required: ['team'] },
    site: { properties: { project: { type: 'string', title: 'Project' } }, required: ['project'] },
  },
};

describe('buildEnvironment', () => {
  it('resolves the manifest secrets against the workspace env, leaving out missing ones', () => {
    const environment = buildEnvironment({ integrationName: 'x', secrets, env: { CLIENT_ID: 'abc' }, installation: null });
    expect(environment.secrets).toEqual({ CLIENT_ID: 'abc' });
    // The API's origin, as on the platform: the client adds `/v1` (the mocked routes are under API_ENDPOINT).
    expect(environment.apiEndpoint).toBe(API_ORIGIN);
    expect(API_ENDPOINT).toBe(`${API_ORIGIN}/v1`);
    expect(environment.integration.version).toBe(1);
    expect(environment.integration.urls.publicEndpoint).toBe(publicEndpointFor('playground'));
  });

  it('backs an integration nobody installed with a default space installation configured from the defaults', () => {
    const environment = buildEnvironment({ integrationName: 'x', secrets: undefined, env: {}, installation: null, manifest });
    expect(environment.installation).toMatchObject({ id: PLAYGROUND_INSTALLATION_ID, target: { organization: 'org_kitbench' }, space: PLAYGROUND_SPACE_ID });
    expect(environment.installation?.configuration).toEqual({ team: 'docs' });
    // `project` is required and has no default: the setup is incomplete until the user fills it in.
    expect(environment.installation?.status).toBe('pending');
    expect(environment.spaceInstallation).toMatchObject({ space: PLAYGROUND_SPACE_ID, configuration: {}, status: 'pending' });
    expect(environment.apiTokens.installation).toBe(installationToken(PLAYGROUND_INSTALLATION_ID));
  });

  it('names the integration’s public content endpoint and its icon', () => {
    const environment = buildEnvironment({ integrationName: 'x', secrets: undefined, env: {}, installation: null, manifest });
    expect(environment.integration.urls.publicContentEndpoint).toBe('https://content.kitbench.local/integrations/x');
    expect(environment.integration.urls.icon).toBe('https://content.kitbench.local/integrations/x/assets/icon.png');
  });

  it('shows a space installation with its space, status and merged configuration, and the site settings alone per space', () => {
    const environment = buildEnvironment({
      integrationName: 'x',
      secrets: undefined,
      env: {},
      installation: { id: 'i1', target: 'space', spaceId: 's1', status: 'pending', configuration: { account: { a: 1, b: 1 }, site: { b: 2 } } },
    });
    expect(environment.installation).toEqual({
      id: 'i1',
      // as the platform gives it: the organization the installation belongs to, not the spec's kind of installation
      target: { organization: 'org_kitbench' },
      space: 's1',
      status: 'pending',
      configuration: { a: 1, b: 2 },
      externalIds: [],
      // the rest of the platform's IntegrationInstallation: one space selected, kitbench's creation time
      space_selection: 'selected',
      site_selection: 'selected',
      spaces: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      urls: {
        location: `${API_ENDPOINT}/integrations/x/installations/i1`,
        app: 'https://app.kitbench.local/integrations/x/installations/i1',
        publicEndpoint: publicEndpointFor('i1'),
        publicContentEndpoint: publicEndpointFor('i1'),
      },
    });
    expect(environment.spaceInstallation).toEqual({
      integration: 'x',
      installation: 'i1',
      space: 's1',
      status: 'pending',
      configuration: { b: 2 },
      externalIds: [],
      // As the API package declares them: `new URL(spaceInstallation.urls.publicContentEndpoint)` works.
      urls: {
        location: `${API_ENDPOINT}/integrations/x/installations/i1/spaces/s1`,
        publicEndpoint: publicEndpointFor('i1'),
        publicContentEndpoint: publicEndpointFor('i1'),
      },
    });
    expect(new URL(environment.siteInstallation!.urls.publicContentEndpoint).href).toBe(publicEndpointFor('i1'));
    expect(environment.siteInstallation).toMatchObject({ site: 's1', space: 's1', configuration: { b: 2 } });
    expect(environment.apiTokens.installation).toBe(installationToken('i1'));
  });

  it('shows an organization installation with its space selection and account configuration, and no space installation', () => {
    const environment = buildEnvironment({
      integrationName: 'x',
      secrets: undefined,
      env: {},
      installation: { id: 'i2', target: 'organization', spaceId: '', status: 'active', configuration: { account: { a: 1 }, site: { b: 2 } } },
    });
    // as the platform's document declares it: every space and site of the organization selected
    expect(environment.installation).toMatchObject({ space_selection: 'all', site_selection: 'all', spaces: 0 });
    expect(environment.installation?.target).toEqual({ organization: 'org_kitbench' });
    expect(environment.installation?.configuration).toEqual({ a: 1 });
    expect(environment.spaceInstallation).toBeUndefined();
    expect(environment.siteInstallation).toBeUndefined();
  });

  it('shows a site installation as the API package declares it: siteInstallation with its site, no space installation', () => {
    const environment = buildEnvironment({
      integrationName: 'x',
      secrets: undefined,
      env: {},
      installation: { id: 'inst_7', target: 'site', spaceId: 'space_7', siteId: 'site_help', status: 'active', configuration: { account: { a: 1 }, site: { b: 2 } } },
    });
    expect(environment.spaceInstallation).toBeUndefined();
    expect(environment.installation).toMatchObject({ id: 'inst_7', configuration: { a: 1 } });
    expect(environment.installation).not.toHaveProperty('space');
    expect(environment.siteInstallation).toEqual({
      integration: 'x',
      installation: 'inst_7',
      site: 'site_help',
      status: 'active',
      configuration: { b: 2 },
      externalIds: [],
      urls: {
        location: `${API_ENDPOINT}/integrations/x/installations/inst_7/sites/site_help`,
        publicEndpoint: publicEndpointFor('inst_7'),
        publicContentEndpoint: publicEndpointFor('inst_7'),
      },
    });
    expect(environment.signingSecrets.siteInstallation).toBe('kb_sign_site_inst_7_site_help');
    expect(environment.signingSecrets.spaceInstallation).toBeUndefined();
  });
});
