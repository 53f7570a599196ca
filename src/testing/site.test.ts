import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { loadIntegration, type TestApp } from './index';

// The visitor's side in kitbench/testing: page views, feedback and visitor authentication on the fixtures written
// the way real site integrations are (e2e/fixtures/site).
const fixture = (name: string) => new URL(`../../e2e/fixtures/site/${name}/`, import.meta.url);
const opened: TestApp[] = [];
async function load(name: string): Promise<TestApp> {
  const app = await loadIntegration(fixture(name));
  opened.push(app);
  return app;
}
afterAll(async () => {
  await Promise.all(opened.map((app) => app.close()));
});

describe('app.site: page views and feedback', () => {
  it('says what to do before the integration is on a site', async () => {
    const app = await load('pulse');
    await expect(app.site.visit('getting-started')).rejects.toThrow("call app.install({ target: 'site' }) first");
  });

  it('sends site_view to the script and to a webhook receiver, with the page, the site space and the referrer', async () => {
    const app = await load('pulse');
    const installation = await app.install({ target: 'site', configuration: { site_key: 'pk_demo' } });
    expect(installation.events.map((emitted) => emitted.event.type)).toEqual(['installation_setup', 'site_installation_setup', 'installation_setup']);
    const receiver = app.webhookReceiver({ secret: 'whsec_1' });
    app.site.webhooks(receiver, ['site_view']);

    const first = await app.site.visit('getting-started');
    expect(first).toMatchObject({ title: 'Getting started', pageId: 'page_intro', url: 'https://docs.example.com/getting-started' });
    expect(first.text()).toContain('npm install example-sdk');
    const second = await app.site.visit('guides/authentication');
    expect(second.title).toBe('Authentication');

    const [view1, view2] = app.site.events;
    expect(view2.event).toMatchObject({
      type: 'site_view',
      installationId: installation.id,
      siteId: 'site_docs',
      siteSpaceId: 'sitesp_docs',
      pageId: 'page_auth',
      url: 'https://docs.example.com/guides/authentication',
      referrer: 'https://docs.example.com/getting-started',
      visitor: { anonymousId: (view1.event as unknown as { visitor: { anonymousId: string } }).visitor.anonymousId },
    });
    expect(view2).toMatchObject({ handled: true, status: 200 });
    expect(app.logs.map((line) => line.message)).toContain('[pulse] view page_auth https://docs.example.com/guides/authentication from https://docs.example.com/getting-started');
    expect(receiver.requests).toHaveLength(2);
    expect(JSON.parse(receiver.requests[1].body)).toMatchObject({ type: 'site_view', pageId: 'page_auth', siteSpaceId: 'sitesp_docs', siteId: 'site_docs' });
    expect(receiver.requests.every((request) => request.signatureValid)).toBe(true);
  });

  it("sends page_feedback with the rating and comment of the page the visitor reads", async () => {
    const app = await load('pulse');
    await app.install({ target: 'site', configuration: { site_key: 'pk_demo' } });
    await app.site.visit('');
    const sent = await app.site.feedback('good', 'Clear and short.');
    expect(sent.event).toMatchObject({ type: 'page_feedback', pageId: 'page_intro', feedback: { rating: 'good', comment: 'Clear and short.' } });
    expect(sent).toMatchObject({ handled: true, status: 200 });
    await expect(app.site.feedback('great' as 'good')).rejects.toThrow('the rating is one of bad, ok, good');
  });

  it('returns the published script and the policy it runs under', async () => {
    const app = await load('pulse');
    await app.install({ target: 'site', configuration: { site_key: 'pk_demo' } });
    const published = await app.site.publishedScript();
    expect(published).toMatchObject({ status: 200, contentType: 'application/javascript' });
    expect(published.script).toContain("var SITE_KEY = 'pk_demo';");
    expect(published.contentSecurityPolicy).toContain("script-src 'self' 'unsafe-eval' 'nonce-NONCE' cdn.pulse-analytics.example");
  });
});

describe('app.site: visitor authentication', () => {
  const tenant = { issuer_base_url: 'northwind.auth.example', client_id: 'nw-docs', client_secret: 's3cret' };

  it('signs a visitor in through the integration and the identity provider, and shows the page with their claims', async () => {
    const app = await load('signin');
    await app.install({ target: 'site', configuration: tenant });
    const stopped = await app.site.visit('guides/authentication');
    expect(stopped.identityProvider).toMatchObject({ clientId: 'nw-docs', state: '/guides/authentication', issuer: 'https://northwind.auth.example' });
    expect(stopped.signedIn).toBe(false);
    expect(app.site.events).toEqual([]);

    const page = await app.site.signIn('ada');
    expect(page.problem).toBeUndefined();
    expect(page).toMatchObject({ signedIn: true, title: 'Authentication', claims: { email: 'ada@example.com', plan: 'enterprise', role: 'admin' } });
    expect(page.text()).toContain('Single sign-on');
    expect(app.site.requests.map((request) => `${request.step} ${request.method} ${request.status}`)).toEqual([
      'visitor-authentication POST 302',
      'identity-provider GET 200',
      'identity-provider POST 200',
      'callback GET 302',
      'site GET 200',
      'site GET 200',
    ]);
  });

  it('shows what a missing claim hides, and signs out through the provider', async () => {
    const app = await load('signin');
    await app.install({ target: 'site', configuration: tenant });
    const page = await app.site.visit('guides/authentication', { visitor: 'sam' });
    expect(page.claims).toMatchObject({ email: 'sam@contractor.example' });
    expect(page.text()).not.toContain('Single sign-on');
    expect(page.notes).toContain("A section for visitors whose `plan` is `enterprise` is hidden: the visitor's token has no `plan` claim.");
    const out = await app.site.signOut();
    expect(out).toMatchObject({ signedIn: false, signedOut: true, pageId: undefined, notes: [] });
    expect(app.site.requests.slice(-3).map((request) => `${request.step} ${request.method} ${request.status}`)).toEqual([
      'visitor-authentication POST 302',
      'identity-provider GET 302',
      'site GET 200',
    ]);
    expect(app.site.requests.at(-2)?.url).toMatch(/^https:\/\/northwind\.auth\.example\/v2\/logout\?client_id=nw-docs&returnTo=https%3A%2F%2Fdocs\.example\.com%2Fguides%2Fauthentication$/);
  });

  it('reports a cancelled sign-in at the callback, and a token the site refuses', async () => {
    const app = await load('signin');
    await app.install({ target: 'site', configuration: tenant });
    const cancelled = await app.site.signIn({ cancel: true });
    expect(cancelled.problem).toMatch(/callback \/[^ ]+\/visitor-auth\/response answered 401: Sign-in failed at the identity provider: The visitor cancelled the sign-in/);

    const forged = await new SignJWT({ email: 'mallory@example.com' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('a guessed secret'));
    const refused = await app.site.visit(`guides/authentication?jwt_token=${forged}`);
    expect(refused).toMatchObject({ signedIn: false, pageId: undefined });
    expect(refused.problem).toContain("The visitor token's signature does not match");
    const expired = await new SignJWT({ exp: 1_700_000_000 }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(app.environment.signingSecrets.siteInstallation!));
    expect((await app.site.visit(`?jwt_token=${expired}`)).problem).toContain('The visitor token expired at 2023-11-14T22:13:20Z');
  });
});
