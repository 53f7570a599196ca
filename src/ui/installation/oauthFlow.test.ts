import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadIntegration } from '../../core/runtime/load';
import { testEnvironment } from '../../core/runtime/test-environment';
import type { RuntimeEnvironment } from '../../core/runtime/types';
import { handlers } from '../../mock/handlers';
import { setOAuthProviderBehaviour } from '../../mock/oauth-provider';
import { connectPlatform } from '../../mock/platform';
import { beginOAuth, completeOAuth, decideConsent } from './oauthFlow';

// The whole flow in Node: the example script (in-process) behind the mocked platform, and the mock provider.
const example = readFileSync(new URL('../../examples/counter/src/index.tsx', import.meta.url), 'utf8');
const server = setupServer(...handlers);

function connect(environment: RuntimeEnvironment = testEnvironment()) {
  const dispatcher = loadIntegration(example);
  connectPlatform({
    environment,
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
  setOAuthProviderBehaviour('approve');
});
afterAll(() => server.close());

describe('the OAuth connection', () => {
  it('follows the handler to the consent request, then stores the exchanged token', async () => {
    const consent = await beginOAuth(connect());
    expect(consent).toMatchObject({
      client_id: 'client-1',
      redirect_uri: 'https://integrations.kitbench.local/inst_1/oauth',
      scopes: ['read:issues'],
      state: 'inst_1',
    });
    const configuration = await completeOAuth(await decideConsent(consent, 'approve'));
    expect(configuration.oauth_credentials.access_token).toMatch(/^tok_/);
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

  it('includes the token response when the exchange is not ok', async () => {
    const consent = await beginOAuth(connect());
    setOAuthProviderBehaviour('reject');
    await expect(completeOAuth(await decideConsent(consent, 'approve'))).rejects.toThrow(/token exchange failed.*invalid_grant/);
  });

  it('explains a missing client id and secret before any request reaches the provider', async () => {
    const environment = testEnvironment();
    environment.secrets = {};
    await expect(beginOAuth(connect(environment))).rejects.toThrow(/answered 500: OAuth is not configured: clientId and clientSecret are empty/);
  });

  it('says when the endpoint does not redirect to a provider', async () => {
    const start = connect().replace('/oauth', '/projects');
    await expect(beginOAuth(start)).rejects.toThrow('instead of redirecting to the provider');
  });
});
