import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContext } from './context';
import { createOAuthHandler, defaultOAuthExtractCredentials, getOAuthToken } from './oauth';
import { testEnvironment } from './test-environment';
import type { RuntimeContext } from './types';

const config = {
  clientId: 'client-1',
  clientSecret: 'secret-1',
  authorizeURL: 'https://provider.example/authorize',
  accessTokenURL: 'https://provider.example/token',
  scopes: ['read:issues', 'write'],
  prompt: 'consent',
};
const context = createContext(testEnvironment());
const callback = `${context.environment.integration.urls.publicEndpoint}/oauth`;
const state = JSON.stringify({ installationId: 'inst_1', spaceId: 'space_1', siteId: 'space_1' });

/** A stand-in for the network: the provider's token URL and the platform's API, each request recorded. */
function network(token: () => Response = () => Response.json({ access_token: 'tok-1', refresh_token: 'ref-1', expires_in: 3600 })) {
  const sent: { method: string; url: string; body?: string }[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    sent.push({ method: init.method ?? 'GET', url: String(input), body: init.body === undefined ? undefined : String(init.body) });
    if (String(input).startsWith('https://provider.example/')) return token();
    if (init.method === 'GET' || init.method === undefined) return Response.json({ id: 'inst_1', configuration: { team: 'Docs', oauth_credentials: { access_token: 'old' } } });
    return Response.json({});
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('createOAuthHandler, as the platform’s runtime plays it', () => {
  it('redirects to authorizeURL with client_id, redirect_uri, response_type, the JSON state, %20-joined scopes and prompt', async () => {
    const response = await createOAuthHandler(config)(new Request(`${callback}?from=settings`), context);
    expect(response.status).toBe(302);
    const location = response.headers.get('Location')!;
    // Unencoded, as the platform writes them: the scopes joined with %20 replace a placeholder.
    expect(location).toContain('&scope=read:issues%20write&');
    const url = new URL(location);
    expect(url.origin + url.pathname).toBe(config.authorizeURL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-1',
      redirect_uri: callback,
      response_type: 'code',
      state,
      scope: 'read:issues write',
      prompt: 'consent',
    });
  });

  it('calls a function-valued authorizeURL with the installation', async () => {
    const authorizeURL = vi.fn((installation: { id: string }) => `https://${installation.id}.provider.example/authorize`);
    const response = await createOAuthHandler({ ...config, authorizeURL })(new Request(callback), context);
    expect(authorizeURL).toHaveBeenCalledWith(context.environment.installation);
    expect(response.headers.get('Location')).toMatch(/^https:\/\/inst_1\.provider\.example\/authorize\?/);
  });

  it('without a client id still redirects (client_id=undefined, as the platform does) and says so in the Console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await createOAuthHandler({ ...config, clientId: undefined as unknown as string })(new Request(callback), context);
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('Location')!).searchParams.get('client_id')).toBe('undefined');
    expect(warn).toHaveBeenCalledWith('[oauth]', expect.stringMatching(/^clientId is undefined: the provider is asked to authorize with client_id=undefined.*environment\.secrets\.CLIENT_ID/));
  });

  it('answers 400 when there is no installation to connect', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bare = { ...context, environment: { ...context.environment, installation: undefined } } as RuntimeContext;
    const response = await createOAuthHandler(config)(new Request(callback), bare);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Cannot initiate OAuth flow without an installation' });
  });

  it('exchanges the code, saves the credentials on the space installation the state names, and answers a page that closes itself', async () => {
    const sent = network();
    const before = Date.now();
    const response = await createOAuthHandler(config)(new Request(`${callback}?code=c1&state=${encodeURIComponent(state)}`), context);
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(await response.text()).toContain('window.close()');
    expect(sent[0]).toMatchObject({ method: 'POST', url: config.accessTokenURL });
    expect(Object.fromEntries(new URLSearchParams(sent[0].body))).toEqual({
      client_id: 'client-1',
      client_secret: 'secret-1',
      code: 'c1',
      redirect_uri: callback,
      grant_type: 'authorization_code',
    });
    expect(sent[1]).toMatchObject({ method: 'PATCH', url: 'https://api.kitbench.local/v1/integrations/team-counter/installations/inst_1/spaces/space_1' });
    const saved = JSON.parse(sent[1].body!).configuration.oauth_credentials;
    expect(saved).toMatchObject({ access_token: 'tok-1', refresh_token: 'ref-1' });
    expect(saved.expires_at).toBeGreaterThanOrEqual(before + 3600_000);
  });

  it('with { replace: false } merges over the saved configuration; an installation-only state saves on the installation', async () => {
    const sent = network();
    const installationState = encodeURIComponent(JSON.stringify({ installationId: 'inst_1' }));
    await createOAuthHandler(config, { replace: false })(new Request(`${callback}?code=c1&state=${installationState}`), context);
    expect(sent.map((request) => `${request.method} ${request.url.replace('https://api.kitbench.local/v1', '')}`)).toEqual([
      `POST ${config.accessTokenURL}`,
      'GET /integrations/team-counter/installations/inst_1',
      'PATCH /integrations/team-counter/installations/inst_1',
    ]);
    expect(JSON.parse(sent[2].body!).configuration).toMatchObject({ team: 'Docs', oauth_credentials: { access_token: 'tok-1' } });
  });

  it('reads a function-valued accessTokenURL’s installation from the API, and saves externalIds beside the configuration', async () => {
    const sent = network(() => Response.json({ ok: true, access_token: 'x', team: { id: 'T1' } }));
    const accessTokenURL = vi.fn(() => 'https://provider.example/tenant/token');
    const extractCredentials = (response: { team: { id: string }; access_token: string }) => ({ externalIds: [response.team.id], configuration: { oauth_credentials: { access_token: response.access_token } } });
    await createOAuthHandler({ ...config, accessTokenURL, extractCredentials })(new Request(`${callback}?code=c1&state=${encodeURIComponent(state)}`), context);
    expect(accessTokenURL).toHaveBeenCalledWith(expect.objectContaining({ id: 'inst_1' }));
    expect(sent[1].url).toBe('https://provider.example/tenant/token');
    expect(JSON.parse(sent[2].body!)).toEqual({ configuration: { oauth_credentials: { access_token: 'x' } }, externalIds: ['T1'] });
  });

  it('fails as the platform does: no state, or a provider that refuses the code', async () => {
    network(() => Response.json({ error: 'invalid_grant' }, { status: 400 }));
    const handler = createOAuthHandler(config);
    await expect(handler(new Request(`${callback}?code=c1`), context)).rejects.toThrow('Missing state parameter in OAuth callback');
    await expect(handler(new Request(`${callback}?code=c1&state=${encodeURIComponent(state)}`), context)).rejects.toThrow(
      'Failed to exchange code for access token {"error":"invalid_grant"}',
    );
  });
});

describe('getOAuthToken', () => {
  it('refreshes a token expiring within 10 s with the refresh_token and saves the new credentials', async () => {
    const sent = network(() => Response.json({ access_token: 'tok-2', refresh_token: 'ref-2', expires_in: 60 }));
    const token = await getOAuthToken({ access_token: 'tok-1', refresh_token: 'ref-1', expires_at: new Date(Date.now() + 5000).toISOString() }, config, context);
    expect(token).toBe('tok-2');
    expect(Object.fromEntries(new URLSearchParams(sent[0].body))).toMatchObject({ grant_type: 'refresh_token', refresh_token: 'ref-1' });
    expect(JSON.parse(sent[1].body!).configuration.oauth_credentials).toMatchObject({ access_token: 'tok-2', refresh_token: 'ref-2' });
  });

  it('keeps a token that is still valid', async () => {
    expect(await getOAuthToken({ access_token: 'tok-1', expires_at: new Date(Date.now() + 60_000).toISOString() }, config, context)).toBe('tok-1');
  });
});

describe('defaultOAuthExtractCredentials', () => {
  it('keeps refresh_token and turns expires_in into expires_at', () => {
    const credentials = defaultOAuthExtractCredentials({ access_token: 'a', refresh_token: 'r', expires_in: 10 });
    expect(credentials.configuration?.oauth_credentials).toMatchObject({ access_token: 'a', refresh_token: 'r', expires_at: expect.any(Number) });
  });

  it('throws when the answer has no access_token', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => defaultOAuthExtractCredentials({ expires_in: 1 } as never)).toThrow('Failed to retrieve access_token from response');
  });
});
