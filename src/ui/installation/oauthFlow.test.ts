import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadIntegration } from '../../core/runtime/load';
import { testEnvironment } from '../../core/runtime/test-environment';
import type { RuntimeEnvironment } from '../../core/runtime/types';
import { handlers } from '../../mock/handlers';
import { connectInstallationStore } from '../../mock/installation-store';
import { setOAuthProviderBehaviour } from '../../mock/oauth-provider';
import { connectPlatform } from '../../mock/platform';
import { beginOAuth, completeOAuth, decideConsent } from './oauthFlow';

// The whole flow in Node: the example script (in-process) behind the mocked platform, and the mock provider.
const example = readFileSync(new URL('../../examples/counter/src/index.tsx', import.meta.url), 'utf8');
const server = setupServer(...handlers);

const saves: [string, Record<string, unknown>][] = [];

function connect(environment: RuntimeEnvironment = testEnvironment()) {
  const dispatcher = loadIntegration(example);
  // what the handler saves through the API, as the workspace's installation store receives it
  connectInstallationStore({
    saveConfiguration(scope, configuration) {
      saves.push([scope, configuration]);
      return environment;
    },
  });
  connectPlatform({
    environment,
    installationEnvironment: { ...environment, spaceInstallation: undefined, siteInstallation: undefined },
    async dispatchEnvelope({ contentType, body }) {
      try {
        return { ok: true, value: await dispatcher.envelope(contentType, body), durationMs: 0, logs: [] };
      } catch (error) {
        return { ok: false, error: { kind: 'runtime', message: error instanceof Error ? error.message : String(error) }, durationMs: 0, logs: [] };
      }
    },
  });
  return `${environment.integration.urls.publicEndpoint}/oauth`;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  connectPlatform(undefined);
  connectInstallationStore(undefined);
  saves.length = 0;
  setOAuthProviderBehaviour('approve');
});
afterAll(() => server.close());

describe('the OAuth connection', () => {
  it('follows the handler to the consent request; the callback saves the token on the space installation its state names', async () => {
    const consent = await beginOAuth(connect());
    expect(consent).toMatchObject({
      client_id: 'client-1',
      redirect_uri: 'https://integrations.kitbench.local/inst_1/oauth',
      scopes: ['read:issues'],
      state: JSON.stringify({ installationId: 'inst_1', spaceId: 'space_1', siteId: 'space_1' }),
    });
    await completeOAuth(await decideConsent(consent, 'approve'));
    // { replace: false }: the site's saved project is kept beside the credentials
    expect(saves).toEqual([['site', { project: 'web', oauth_credentials: expect.objectContaining({ access_token: expect.stringMatching(/^tok_/) }) }]]);
  });

  it('asked at the installation’s own endpoint (an account button), saves on the installation', async () => {
    const consent = await beginOAuth(connect(), 'installation');
    expect(JSON.parse(consent.state!)).toEqual({ installationId: 'inst_1' });
    await completeOAuth(await decideConsent(consent, 'approve'), 'installation');
    expect(saves.map(([scope]) => scope)).toEqual(['account']);
  });

  it('reports a denial without storing anything', async () => {
    const consent = await beginOAuth(connect());
    await expect(completeOAuth(await decideConsent(consent, 'deny'))).rejects.toThrow('Access was denied (access_denied');
  });

  it('reports a provider error', async () => {
    const consent = await beginOAuth(connect());
    setOAuthProviderBehaviour('error');
    await expect(completeOAuth(await decideConsent(consent, 'approve'))).rejects.toThrow('The provider reported an error (server_error');
  });

  it('answers a refused exchange as the platform does (500) and points to the Console, where the error is', async () => {
    const consent = await beginOAuth(connect());
    setOAuthProviderBehaviour('reject');
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await expect(completeOAuth(await decideConsent(consent, 'approve'))).rejects.toThrow(
        'The token exchange failed: the callback answered 500: {"error":"Internal server error"}. The error is in the Console.',
      );
    } finally {
      console.error = original;
    }
    expect(String(errors.flat()[0])).toContain('Failed to exchange code for access token {"error":"invalid_grant"');
    expect(saves).toEqual([]);
  });

  it('without a client id, the handler still sends the user to the provider (as the platform does), which refuses it', async () => {
    const environment = testEnvironment();
    environment.secrets = {};
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      await expect(beginOAuth(connect(environment))).rejects.toThrow(
        'The provider refused the authorization request (400): invalid_request: client_id is missing: the integration sent no client id (is CLIENT_ID set?).',
      );
    } finally {
      console.warn = warn;
    }
  });

  it('says when the endpoint does not redirect to a provider', async () => {
    const start = connect().replace('/oauth', '/projects');
    await expect(beginOAuth(start)).rejects.toThrow('instead of redirecting to the provider');
  });
});
