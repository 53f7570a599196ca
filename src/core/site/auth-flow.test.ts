import { describe, expect, it } from 'vitest';
import { configuredClient, configuredOrigins, locationFor } from './auth-flow';

describe('configuredOrigins', () => {
  it('reads the issuers a site configuration names: URLs and bare domains, not ids or secrets', () => {
    expect(
      configuredOrigins({
        issuer_base_url: 'https://dev-northwind.us.auth0.com',
        okta_domain: 'northwind.okta.example',
        authorization_endpoint: 'https://login.example.com/tenant/oauth2/v2.0/authorize',
        client_id: 'aBcD1234',
        client_secret: 's3cret.value',
        tenant_id: '0f4e2c1a-77aa',
        include_claims: true,
      }),
    ).toEqual(['https://dev-northwind.us.auth0.com', 'https://northwind.okta.example', 'https://login.example.com']);
    expect(configuredOrigins(undefined)).toEqual([]);
  });
});

describe('locationFor', () => {
  it("is the page's path from the site's root", () => {
    expect(locationFor('guides/authentication')).toBe('/guides/authentication');
    expect(locationFor('')).toBe('/');
  });
});

describe('configuredClient', () => {
  it("is the client id and secret the site installation is configured with, which the provider's token endpoint holds to", () => {
    expect(configuredClient({ okta_domain: 'northwind.okta.com', client_id: ' docs-portal ', client_secret: 'dev-secret' })).toEqual({
      clientId: 'docs-portal',
      clientSecret: 'dev-secret',
    });
    expect(configuredClient({ clientId: 'abc', clientSecret: '' })).toEqual({ clientId: 'abc', clientSecret: undefined });
    expect(configuredClient({ tenant_id: 'contoso' })).toBeUndefined();
    expect(configuredClient(undefined)).toBeUndefined();
  });
});
