/**
 * The third parties of the handler corpus, answered the same way to both runtimes (one MSW handler list in front of
 * the mocked platform): an identity provider (visitor authentication) and a ticket tracker (an OAuth connector).
 * Deterministic on purpose: both runtimes exchange the same code and must get the same token.
 */
import { HttpResponse, http } from 'msw';

export const IDP = 'https://acme.idp.example';
export const TRACKER = 'https://acme.tickets.example';

export const providers = [
  http.post(`${IDP}/oauth/token`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    if (form.get('code') !== 'good' || form.get('client_secret') !== 'idp-secret') return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
    return HttpResponse.json({ access_token: 'idp-at', token_type: 'Bearer', expires_in: 86400 });
  }),
  http.get(`${IDP}/userinfo`, ({ request }) =>
    request.headers.get('authorization') === 'Bearer idp-at'
      ? HttpResponse.json({ sub: 'reader-1', email: 'reader@example.com', role: 'editor', iat: 1700000000, aud: 'docs' })
      : HttpResponse.json({ error: 'invalid_token' }, { status: 401 }),
  ),
  http.post(`${TRACKER}/oauth/token`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const grant = form.get('grant_type');
    if (grant === 'authorization_code' && form.get('code') === 'good') {
      return HttpResponse.json({ access_token: 'tk-1', refresh_token: 'tr-1', expires_in: 3600, token_type: 'Bearer', workspace: { id: 'W-acme' } });
    }
    if (grant === 'refresh_token' && form.get('refresh_token') === 'tr-1') {
      return HttpResponse.json({ access_token: 'tk-2', refresh_token: 'tr-2', expires_in: 3600, token_type: 'Bearer', workspace: { id: 'W-acme' } });
    }
    return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
  }),
  http.get(`${TRACKER}/api/me`, ({ request }) =>
    /^Bearer tk-[12]$/.test(request.headers.get('authorization') ?? '')
      ? HttpResponse.json({ id: 'U1', name: 'Ada' })
      : HttpResponse.json({ error: 'unauthorized' }, { status: 401 }),
  ),
];
