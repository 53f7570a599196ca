import { afterAll, describe, expect, it } from 'vitest';
import { loadIntegration, type TestApp } from './index';

// Visitor authentication as each provider's real integration does it (fixtures of our own in their style, under
// e2e/fixtures/visitor-auth/): the callback exchanges the code with the configured secret and decodes the token the
// provider issues (Okta's and Cognito's access tokens, Entra's and any OIDC provider's ID token), so the provider
// must issue them as JWTs with that provider's claims. The Auth0 style (userinfo) is e2e/fixtures/site/signin.
const fixture = (name: string) => new URL(`../../e2e/fixtures/visitor-auth/${name}/`, import.meta.url);
const opened: TestApp[] = [];
afterAll(async () => {
  await Promise.all(opened.map((app) => app.close()));
});

const CASES: { name: string; configuration: Record<string, string>; claims: Record<string, unknown> }[] = [
  {
    name: 'okta',
    configuration: { okta_domain: 'northwind.okta.com' },
    claims: { iss: 'https://northwind.okta.com', sub: 'ada@example.com', cid: 'docs-portal', scp: ['openid', 'profile', 'email'] },
  },
  {
    name: 'azure',
    configuration: { tenant_id: 'contoso' },
    claims: { iss: 'https://login.microsoftonline.com/contoso/v2.0', aud: 'docs-portal', tid: 'contoso', preferred_username: 'ada@example.com', plan: 'enterprise' },
  },
  {
    name: 'cognito',
    configuration: { cognito_domain: 'northwind.auth.eu-west-1.amazoncognito.com' },
    claims: { token_use: 'access', client_id: 'docs-portal', username: 'ada', plan: 'enterprise', role: 'admin' },
  },
  {
    name: 'oidc',
    configuration: { authorization_endpoint: 'https://id.northwind.example/authorize', access_token_endpoint: 'https://id.northwind.example/oauth/token' },
    claims: { iss: 'https://id.northwind.example/', aud: 'docs-portal', email: 'ada@example.com', plan: 'enterprise' },
  },
];

describe('visitor authentication in each provider style', () => {
  for (const { name, configuration, claims } of CASES) {
    it(`${name}: the reader signs in, with the claims the provider's token carries`, async () => {
      const app = await loadIntegration(fixture(name));
      opened.push(app);
      await app.install({ target: 'site', configuration: { ...configuration, client_id: 'docs-portal', client_secret: 'dev-secret' } });
      const page = await app.site.visit('', { visitor: 'ada' });
      expect(page.problem).toBeUndefined();
      expect(page.signedIn).toBe(true);
      expect(page.claims).toMatchObject(claims);
    }, 60_000);
  }

});
