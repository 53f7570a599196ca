import { describe, expect, it } from 'vitest';
import { API_ENDPOINT, buildEnvironment, installationToken, publicEndpointFor } from './environment';

const secrets = { CLIENT_ID: '${{ env.CLIENT_ID }}', CLIENT_SECRET: '${{ env.MISSING }}' };

describe('buildEnvironment', () => {
  it('resolves the manifest secrets against the workspace env, leaving out missing ones', () => {
    const environment = buildEnvironment({ integrationName: 'x', secrets, env: { CLIENT_ID: 'abc' }, installation: null });
    expect(environment.secrets).toEqual({ CLIENT_ID: 'abc' });
    expect(environment.installation).toBeUndefined();
    expect(environment.apiEndpoint).toBe(API_ENDPOINT);
    expect(environment.integration.urls.publicEndpoint).toBe(publicEndpointFor('playground'));
  });

  it('shows a space installation with its space, status and merged configuration', () => {
    const environment = buildEnvironment({
      integrationName: 'x',
      secrets: undefined,
      env: {},
      installation: { id: 'i1', target: 'space', spaceId: 's1', status: 'pending', configuration: { account: { a: 1, b: 1 }, site: { b: 2 } } },
    });
    expect(environment.installation).toEqual({
      id: 'i1',
      target: 'space',
      space: 's1',
      status: 'pending',
      configuration: { a: 1, b: 2 },
      externalIds: [],
      urls: { publicEndpoint: publicEndpointFor('i1') },
    });
    expect(environment.apiTokens.installation).toBe(installationToken('i1'));
  });

  it('shows an organization installation with its space selection and account configuration', () => {
    const environment = buildEnvironment({
      integrationName: 'x',
      secrets: undefined,
      env: {},
      installation: { id: 'i2', target: 'organization', spaceId: '', status: 'active', configuration: { account: { a: 1 }, site: { b: 2 } } },
    });
    expect(environment.installation?.space_selection).toEqual({ all: true, spaces: [] });
    expect(environment.installation?.configuration).toEqual({ a: 1 });
  });
});
