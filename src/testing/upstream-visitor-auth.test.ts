import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadIntegration, type TestApp } from './index';

// The real visitor-authentication integrations of the platform (GitbookIO/integrations: va-auth0, va-okta, va-azure,
// cognito, oidc), unchanged, sign a visitor in through kitbench's identity provider. Their code is not kitbench's to
// ship: point KITBENCH_UPSTREAM_INTEGRATIONS at a checkout's `integrations/` folder (with its npm dependencies
// installed) to run this proof; the fixtures in e2e/fixtures/visitor-auth/ prove the same shapes in every run.
const upstream = process.env.KITBENCH_UPSTREAM_INTEGRATIONS;

const CASES: { folder: string; configuration: Record<string, unknown>; claims: Record<string, unknown> }[] = [
  {
    folder: 'va-auth0',
    configuration: { issuer_base_url: 'https://northwind.us.auth0.com', client_id: 'auth0-client', client_secret: 'auth0-secret', enrich_session: true },
    claims: { email: 'ada@example.com', plan: 'enterprise', nickname: 'ada' },
  },
  {
    folder: 'va-okta',
    configuration: { okta_domain: 'northwind.okta.com', client_id: 'okta-client', client_secret: 'okta-secret' },
    claims: { sub: 'ada@example.com', cid: 'okta-client', iss: 'https://northwind.okta.com' },
  },
  {
    folder: 'va-azure',
    configuration: { tenant_id: 'northwind.onmicrosoft.com', client_id: 'azure-client', client_secret: 'azure-secret' },
    claims: { aud: 'azure-client', preferred_username: 'ada@example.com', tid: 'northwind.onmicrosoft.com', ver: '2.0' },
  },
  {
    folder: 'cognito',
    configuration: { cognito_domain: 'https://northwind.auth.eu-west-1.amazoncognito.com', client_id: 'cognito-client', client_secret: 'cognito-secret' },
    claims: { token_use: 'access', client_id: 'cognito-client', username: 'ada', plan: 'enterprise' },
  },
  {
    folder: 'oidc',
    configuration: {
      client_id: 'oidc-client',
      client_secret: 'oidc-secret',
      authorization_endpoint: 'https://id.northwind.example/authorize',
      access_token_endpoint: 'https://id.northwind.example/oauth/token',
      scope: 'openid profile email',
    },
    claims: { aud: 'oidc-client', iss: 'https://id.northwind.example/', email: 'ada@example.com', plan: 'enterprise' },
  },
];

const opened: TestApp[] = [];
afterAll(async () => {
  await Promise.all(opened.map((app) => app.close()));
});

describe.skipIf(!upstream || !existsSync(upstream))('the real visitor-authentication integrations, unchanged', () => {
  for (const { folder, configuration, claims } of CASES) {
    it(`${folder} signs a visitor in`, async () => {
      const app = await loadIntegration(join(upstream!, folder));
      opened.push(app);
      // their configuration screen is a component (componentId): the configuration it saves, given whole
      await app.install({ target: 'site', configurations: { site: configuration } });
      const page = await app.site.visit('', { visitor: 'ada' });
      expect(page.problem).toBeUndefined();
      expect(page.signedIn).toBe(true);
      expect(page.claims).toMatchObject(claims);
    }, 60_000);
  }
});
