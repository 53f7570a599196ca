import { afterAll, describe, expect, it } from 'vitest';
import { loadIntegration, type TestApp } from './index';

// app.site.requests holds, besides the site's own hops, what the script itself sent while it handled each site event
// (a forwarder's POST): an author checking a payload or a header reads it there. Pulse (e2e/fixtures/site/pulse)
// POSTs each view and each feedback to its collection API, which its mocks file answers 202.
const opened: TestApp[] = [];
afterAll(async () => {
  await Promise.all(opened.map((app) => app.close()));
});

describe('app.site.requests', () => {
  it("lists the script's own requests after the event that made them, with what it sent and the answer's status", async () => {
    const app = await loadIntegration(new URL('../../e2e/fixtures/site/pulse/', import.meta.url));
    opened.push(app);
    await app.install({ target: 'site', configuration: { site_key: 'pk_demo' } });
    await app.site.visit('getting-started');
    await app.site.feedback('good', 'Clear.');

    expect(app.site.requests.map((request) => `${request.step} ${request.method} ${request.url}`)).toEqual([
      'site GET https://docs.example.com/getting-started',
      expect.stringMatching(/^event POST https:\/\/integrations\.kitbench\.local\/.+\/v1$/),
      'script POST https://collect.pulse-analytics.example/v1/views',
      expect.stringMatching(/^event POST /),
      'script POST https://collect.pulse-analytics.example/v1/feedback',
    ]);
    const feedback = app.site.requests.at(-1);
    expect(feedback).toMatchObject({ step: 'script', during: 'page_feedback', status: 202, headers: { 'content-type': 'application/json', 'x-pulse-key': 'pk_demo' } });
    expect(JSON.parse(feedback?.step === 'script' ? (feedback.body ?? '') : '')).toEqual({ page: 'page_intro', rating: 'good', comment: 'Clear.' });
  });

  it('lists a request no mock answers with why it failed', async () => {
    const app = await loadIntegration(new URL('../../e2e/fixtures/site/pulse/', import.meta.url), { mocks: false });
    opened.push(app);
    await app.install({ target: 'site', configuration: { site_key: 'pk_demo' } });
    await app.site.visit('getting-started');
    const sent = app.site.requests.find((request) => request.step === 'script');
    expect(sent).toMatchObject({ method: 'POST', url: 'https://collect.pulse-analytics.example/v1/views', during: 'site_view' });
    expect(sent?.step === 'script' && sent.error).toContain('nothing answers POST https://collect.pulse-analytics.example/v1/views');
  });
});
