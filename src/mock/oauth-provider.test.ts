import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { oauthProviderHandlers, setOAuthProviderBehaviour, setOAuthProviderRecordMode } from './oauth-provider';

const server = setupServer(...oauthProviderHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => setOAuthProviderBehaviour('approve'));
afterAll(() => server.close());

const authorize = 'https://tracker.example.com/oauth/authorize';
const token = 'https://tracker.example.com/oauth/token';
const query = new URLSearchParams({
  response_type: 'code',
  client_id: 'cid',
  redirect_uri: 'https://endpoint.test/i/oauth',
  scope: 'read:issues write',
  state: 'st',
});

async function decide(decision: 'approve' | 'deny'): Promise<URL> {
  const response = await fetch(`${authorize}?${query}`, { method: 'POST', body: new URLSearchParams({ decision }) });
  return new URL(((await response.json()) as { redirect: string }).redirect);
}

function exchange(code: string, overrides: Record<string, string> = {}) {
  return fetch(token, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: 'cid',
      client_secret: 'secret',
      redirect_uri: 'https://endpoint.test/i/oauth',
      ...overrides,
    }),
  });
}

describe('the mock OAuth provider', () => {
  it('describes the consent request: client, redirect, scopes and state', async () => {
    const consent = await (await fetch(`${authorize}?${query}`)).json();
    expect(consent).toMatchObject({ client_id: 'cid', redirect_uri: 'https://endpoint.test/i/oauth', scopes: ['read:issues', 'write'], state: 'st' });
  });

  it('refuses an authorize request without a client id', async () => {
    const response = await fetch(`${authorize}?client_id=undefined&redirect_uri=x`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('approves with a single-use code that exchanges for a token', async () => {
    const back = await decide('approve');
    expect(back.origin + back.pathname).toBe('https://endpoint.test/i/oauth');
    expect(back.searchParams.get('state')).toBe('st');
    const code = back.searchParams.get('code')!;
    const first = await exchange(code);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ access_token: expect.stringMatching(/^tok_/), scope: 'read:issues write' });
    expect((await exchange(code)).status).toBe(400);
  });

  it('redirects a denial with access_denied', async () => {
    expect((await decide('deny')).searchParams.get('error')).toBe('access_denied');
    setOAuthProviderBehaviour('deny');
    expect((await decide('approve')).searchParams.get('error')).toBe('access_denied');
  });

  it('answers server_error in error mode', async () => {
    setOAuthProviderBehaviour('error');
    expect((await decide('approve')).searchParams.get('error')).toBe('server_error');
  });

  it('rejects the code in reject mode and a missing client secret always', async () => {
    const code = (await decide('approve')).searchParams.get('code')!;
    expect((await exchange(code, { client_secret: '' })).status).toBe(401);
    setOAuthProviderBehaviour('reject');
    const again = (await decide('approve')).searchParams.get('code')!;
    const response = await exchange(again);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('plays a provider whose URLs end in neither /authorize nor /token (Slack, Figma): by the authorize query and the codes it issued', async () => {
    const authorizeAt = 'https://www.figma.com/oauth';
    const back = await fetch(`${authorizeAt}?${query}`, { method: 'POST', body: new URLSearchParams({ decision: 'approve' }) });
    const code = new URL(((await back.json()) as { redirect: string }).redirect).searchParams.get('code')!;
    const answer = await fetch('https://slack.com/api/oauth.v2.access', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, client_id: 'cid', client_secret: 's', redirect_uri: 'https://endpoint.test/i/oauth' }),
    });
    expect(await answer.json()).toMatchObject({ ok: true, access_token: expect.stringMatching(/^tok_/), expires_in: 3600, refresh_token: expect.stringMatching(/^ref_/) });
  });

  it('refreshes with the refresh_token it issued, once (rotated); short-lived tokens expire in 5 s', async () => {
    setOAuthProviderBehaviour('short-lived');
    const code = (await decide('approve')).searchParams.get('code')!;
    const first = (await (await exchange(code)).json()) as { refresh_token: string; expires_in: number };
    expect(first.expires_in).toBe(5);
    const refresh = () =>
      fetch('https://api.provider.example/v2/oauth', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: 'cid', client_secret: 's' }),
      });
    const renewed = await refresh();
    expect(await renewed.json()).toMatchObject({ access_token: expect.stringMatching(/^tok_/), refresh_token: expect.not.stringMatching(first.refresh_token) });
    // used once: the provider no longer knows it, so the request goes on unanswered (here: MSW's unhandled error)
    expect(await refresh().then(() => 'answered', () => 'unanswered')).toBe('unanswered');
  });
});

describe('what the provider leaves alone', () => {
  const passthrough = setupServer(...oauthProviderHandlers);
  it('a form POST with a code it never issued, kitbench’s own hosts', async () => {
    server.close();
    passthrough.listen({ onUnhandledRequest: 'error' });
    try {
      const post = (url: string) =>
        fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'grant_type=authorization_code&code=other' }).catch(() => 'unhandled');
      expect(await post('https://api.elsewhere.example/exchange')).toBe('unhandled');
      expect(await fetch(`https://integrations.kitbench.local/inst/authorize?${query}`).catch(() => 'unhandled')).toBe('unhandled');
    } finally {
      passthrough.close();
      server.listen({ onUnhandledRequest: 'error' });
    }
  });

  it('in record mode, a token request for a code it never issued: the real service answers it (and it is recorded)', async () => {
    const thirdParty = () =>
      fetch('http://127.0.0.1:5216/oauth/token', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'grant_type=authorization_code&code=abc' });
    // Outside record mode nothing reaches the network: the provider answers, saying what is missing.
    const helpful = await thirdParty();
    expect(helpful.status).toBe(401);
    expect(await helpful.json()).toMatchObject({ error: 'invalid_client' });
    setOAuthProviderRecordMode(true);
    try {
      server.close();
      passthrough.listen({ onUnhandledRequest: 'error' });
      try {
        expect(await thirdParty().then(() => 'answered', () => 'unhandled')).toBe('unhandled');
      } finally {
        passthrough.close();
        server.listen({ onUnhandledRequest: 'error' });
      }
      // The codes of its own consent page are still its to exchange.
      const code = (await decide('approve')).searchParams.get('code')!;
      const own = await exchange(code);
      expect(own.status).toBe(200);
      expect(await own.json()).toMatchObject({ access_token: expect.stringMatching(/^tok_/) });
    } finally {
      setOAuthProviderRecordMode(false);
    }
  });
});
