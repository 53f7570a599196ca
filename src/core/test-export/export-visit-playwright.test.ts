import { describe, expect, it } from 'vitest';
import { exportPlaywrightVisit } from './export-visit-playwright';

describe('exportPlaywrightVisit', () => {
  it('installs on the site with the configuration, then replays the visit in the Site view with what the visitor saw', () => {
    const text = exportPlaywrightVisit({
      name: 'Tenant Sign-in',
      configurations: { site: { client_id: 'nw-docs', include_claims: true }, account: {} },
      siteId: 'site_handbook',
      steps: [
        { kind: 'sign-in', visitor: 'ada', title: 'Getting started', claims: { email: 'ada@example.com', plan: 'enterprise' } },
        { kind: 'visit', path: 'guides/authentication', title: 'Authentication' },
        { kind: 'feedback', rating: 'good', comment: "It's clear", status: 200 },
        { kind: 'sign-out' },
      ],
      events: ['site_view', 'site_view', 'page_feedback'],
      envNames: ['CLIENT_SECRET'],
      manifestFile: 'gitbook-manifest.yaml',
    });
    expect(text).toBe(`// Exported from the kitbench playground: a visit to the published site (2 pages) of Tenant Sign-in, with what the visitor saw.
// Save it beside gitbook-manifest.yaml and run it with \`npx kitbench test\` (Playwright: @playwright/test installed).
import { expect, test } from 'kitbench/playwright';

test('Tenant Sign-in: a visit to the published site (2 pages)', async ({ kitbench, site }) => {
  // The script reads CLIENT_SECRET: kitbench dev takes the values from the folder's .env.
  await kitbench.install({ target: 'site', siteId: 'site_handbook', configuration: { client_id: 'nw-docs', include_claims: true } });
  const page = site.page;

  await site.signIn('ada');
  await expect(page.getByRole('heading', { name: 'Getting started', level: 1 })).toBeVisible();
  expect(await site.claims()).toEqual({ email: 'ada@example.com', plan: 'enterprise' });

  await site.visit('guides/authentication');
  await expect(page.getByRole('heading', { name: 'Authentication', level: 1 })).toBeVisible();

  expect((await site.feedback('good', 'It\\'s clear')).status).toBe(200);

  await site.signOut();
  await expect(site.visitor).toBeHidden();

  expect((await site.events()).map((sent) => sent.type)).toEqual(['site_view', 'site_view', 'page_feedback']);
});
`);
  });

  it("expects the site's message: a sample visitor's failed sign-in rejects with it, a cancel shows it", () => {
    const text = exportPlaywrightVisit({
      name: 'X',
      steps: [
        { kind: 'sign-in', visitor: { cancel: true }, problem: 'Sign-in failed at the identity provider: The visitor cancelled the sign-in.' },
        { kind: 'sign-in', visitor: 'grace', problem: "The visitor token's signature does not match" },
        { kind: 'visit', path: '', problem: 'fetch_visitor_authentication answered 500' },
        { kind: 'feedback', rating: 'bad' },
      ],
    });
    expect(text).toContain("  await kitbench.install({ target: 'site' });\n");
    expect(text).toContain(
      "  await site.signIn({ cancel: true });\n  await expect(page.getByRole('alert')).toContainText('Sign-in failed at the identity provider: The visitor cancelled the sign-in.');",
    );
    expect(text).toContain("  await expect(site.signIn('grace')).rejects.toThrow('The visitor token\\'s signature does not match');");
    expect(text).toContain("  await site.visit('');\n  await expect(page.getByRole('alert')).toContainText('fetch_visitor_authentication answered 500');");
    expect(text).toContain("  await site.feedback('bad');\n");
    expect(text).not.toContain('site.events()');
  });
});
