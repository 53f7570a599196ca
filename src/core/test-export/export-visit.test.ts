import { describe, expect, it } from 'vitest';
import { exportVisitTest } from './export-visit';

describe('exportVisitTest', () => {
  it('installs on a site with the configuration, then visits, signs in and gives feedback with expectations', () => {
    const text = exportVisitTest({
      name: 'Tenant Sign-in',
      configurations: { site: { client_id: 'nw-docs', include_claims: true }, account: {} },
      steps: [
        { kind: 'sign-in', visitor: 'ada', title: 'Getting started', claims: { email: 'ada@example.com', plan: 'enterprise' } },
        { kind: 'visit', path: 'guides/authentication', title: 'Authentication' },
        { kind: 'feedback', rating: 'good', comment: "It's clear", status: 200 },
        { kind: 'sign-out' },
      ],
      events: ['site_view', 'site_view', 'page_feedback'],
      envNames: ['CLIENT_SECRET'],
    });
    expect(text).toContain("test('Tenant Sign-in: a visit to the published site (2 pages)', async () => {");
    expect(text).toContain("const app = await loadIntegration(new URL('.', import.meta.url), { env: { CLIENT_SECRET: process.env.CLIENT_SECRET ?? '' } });");
    expect(text).toContain("    await app.install({ target: 'site', configurations: { site: { client_id: 'nw-docs', include_claims: true } } });");
    expect(text).toContain("    page = await app.site.signIn('ada');\n    assert.equal(page.title, 'Getting started');\n    assert.deepEqual(page.claims, { email: 'ada@example.com', plan: 'enterprise' });");
    expect(text).toContain("    page = await app.site.visit('guides/authentication');\n    assert.equal(page.title, 'Authentication');");
    expect(text).toContain("    assert.equal((await app.site.feedback('good', 'It\\'s clear')).status, 200);");
    expect(text).toContain("    page = await app.site.signOut();\n    assert.equal(page.signedIn, false);");
    expect(text).toContain("    assert.deepEqual(app.site.events.map((sent) => sent.event.type), ['site_view', 'site_view', 'page_feedback']);");
  });

  it('expects the message the site showed instead of a page', () => {
    const text = exportVisitTest({ name: 'X', steps: [{ kind: 'sign-in', visitor: { cancel: true }, problem: "The visitor token's signature does not match: sign it" }] });
    expect(text).toContain('page = await app.site.signIn({ cancel: true });');
    expect(text).toContain("assert.match(page.problem ?? '', /The visitor token's signature does not match: sign it/);");
    expect(text).toContain("await app.install({ target: 'site' });");
  });

  it('installs on the same site when it is not the default one', () => {
    expect(exportVisitTest({ name: 'X', siteId: 'site_handbook', steps: [] })).toContain("await app.install({ target: 'site', siteId: 'site_handbook' });");
  });
});
