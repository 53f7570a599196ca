import { describe, expect, it } from 'vitest';
import { configuredOrigins, locationFor } from './auth-flow';

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
