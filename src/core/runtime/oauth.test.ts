import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContext } from './context';
import { createOAuthHandler, defaultExtractCredentials, OAuthExchangeError, readTokenResponse } from './oauth';
import { testEnvironment } from './test-environment';

const config = {
  clientId: 'client-1',
  clientSecret: 'secret-1',
  authorizeURL: 'https://provider.example/authorize',
  accessTokenURL: 'https://provider.example/token',
  scopes: ['read', 'write'],
  prompt: 'consent',
};
const context = createContext(testEnvironment());
const callback = `${context.environment.integration.urls.publicEndpoint}/oauth`;

afterEach(() => vi.unstubAllGlobals());

describe('createOAuthHandler', () => {
  it('redirects to authorizeURL with client id, redirect URI, scopes and prompt', async () => {
    const response = await createOAuthHandler(config)(new Request(callback), context);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location')!);
    expect(location.origin + location.pathname).toBe(config.authorizeURL);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: callback,
      scope: 'read write',
      prompt: 'consent',
      state: 'inst_1',
    });
  });

  it('answers 500 naming the empty client id and secret instead of sending them', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const response = await createOAuthHandler({ ...config, clientId: '', clientSecret: undefined as unknown as string })(
      new Request(`${callback}?code=abc`),
      context,
    );
    expect(response.status).toBe(500);
    expect(await response.text()).toMatch(/clientId and clientSecret are empty/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('exchanges the code with a form-encoded POST and answers the credentials', async () => {
    const fetchMock = vi.fn(async () => Response.json({ access_token: 'tok-1', token_type: 'bearer' }));
    vi.stubGlobal('fetch', fetchMock);
    const response = await createOAuthHandler(config)(new Request(`${callback}?code=c1&state=inst_1`), context);
    expect(await response.json()).toEqual({ configuration: { oauth_credentials: { access_token: 'tok-1' } } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(config.accessTokenURL);
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      grant_type: 'authorization_code',
      code: 'c1',
      client_id: 'client-1',
      client_secret: 'secret-1',
      redirect_uri: callback,
    });
  });

  it('uses a custom extractCredentials', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ token: 'x' }));
    const handler = createOAuthHandler({ ...config, extractCredentials: async () => ({ configuration: { oauth_credentials: { access_token: 'custom' } } }) });
    const response = await handler(new Request(`${callback}?code=c1`), context);
    expect((await response.json()).configuration.oauth_credentials.access_token).toBe('custom');
  });
});

describe('defaultExtractCredentials', () => {
  it('throws an error that includes the response when response.ok is false', async () => {
    const response = await readTokenResponse(new Response('{"error":"invalid_grant"}', { status: 400, statusText: 'Bad Request' }));
    expect(() => defaultExtractCredentials(response)).toThrow(OAuthExchangeError);
    expect(() => defaultExtractCredentials(response)).toThrow(/400 Bad Request: .*"error":"invalid_grant"/);
  });

  it('reads a form-encoded token response too', async () => {
    expect(defaultExtractCredentials(await readTokenResponse(new Response('access_token=abc&scope=x')))).toEqual({
      configuration: { oauth_credentials: { access_token: 'abc' } },
    });
  });

  it('hands a custom extractor the parsed body with ok and status', async () => {
    expect(await readTokenResponse(Response.json({ access_token: 't' }))).toEqual({ access_token: 't', ok: true, status: 200, statusText: '' });
  });
});
