/**
 * The differential suite beyond `ui_render` (issue 27): every handler kind — `fetch_published_script`,
 * `fetch_visitor_authentication`, the `events` keys (installation, space and site events), the OAuth callback, `task`
 * and plain HTTP routes on `fetch` — with corpus integrations written as real ones are, each event sent as the same
 * envelope to the platform's reference runtime and to kitbench, outbound requests answered by one mocked platform
 * (oracle/handlers.ts). Status, headers, body and every request sent (API requests included) must agree. The same
 * cases run a third time in workerd (oracle/engines.ts: kitbench's engine in the platform's own runtime, through
 * miniflare), and all three must agree: the reference with each engine, and the two engines with each other.
 */
import { fileURLToPath } from 'node:url';
import { jwtVerify } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { eventPayload } from '../src/core/events/catalog';
import { loadIntegration, type TestApp } from '../src/testing/index';
import type { InstallOptions } from '../src/testing/installation';
import { differences, formatDifferences } from './compare';
import { asIn, workerdApps, workerdUnavailable } from './engines';
import { bothRuntimes, type HandlerOutcome } from './handlers';
import { IDP, providers, TRACKER } from './providers';
import { loadReference, type ReferenceIntegration } from './reference';

type Corpus = 'board' | 'site-script' | 'visitor-auth' | 'oauth-connector' | 'task-queue';

interface Case {
  corpus: Corpus;
  install?: InstallOptions;
  env?: Record<string, string>;
  event(app: TestApp): Record<string, unknown>;
  fetchBody?: string;
  /** The reference's own status, so a case cannot pass by both sides failing alike. */
  status: number;
  /** URLs (their start) the reference must have requested: the path the case is about was taken. */
  sends?: string[];
}

const references = new Map<Corpus, Promise<ReferenceIntegration>>();
const apps = new Map<string, Promise<TestApp>>();
const folder = (corpus: Corpus) => fileURLToPath(new URL(`./corpus/${corpus}/`, import.meta.url));

function referenceOf(corpus: Corpus) {
  if (!references.has(corpus)) references.set(corpus, loadReference(folder(corpus)));
  return references.get(corpus)!;
}

/** One kitbench app per corpus and installation: the cases leave no state behind (bothRuntimes keeps saves out). */
function appOf(testCase: Case): Promise<TestApp> {
  const key = JSON.stringify([testCase.corpus, testCase.install ?? null, testCase.env ?? {}]);
  if (!apps.has(key)) {
    apps.set(
      key,
      loadIntegration(folder(testCase.corpus), { env: testCase.env, mocks: providers }).then(async (app) => {
        if (testCase.install) await app.install(testCase.install);
        return app;
      }),
    );
  }
  return apps.get(key)!;
}

// workerd's side: one app (one miniflare) per corpus and installation, as the worker engine's.
const workerdSkipped = await workerdUnavailable();
const inWorkerd = workerdApps();
function workerdAppOf(testCase: Case): Promise<TestApp> {
  return inWorkerd.get(folder(testCase.corpus), [testCase.install ?? null, testCase.env ?? {}], { env: testCase.env, mocks: providers }, (app) =>
    testCase.install ? app.install(testCase.install) : Promise.resolve(),
  );
}

afterAll(async () => {
  await Promise.all([...apps.values()].map(async (app) => (await app).close()));
  await inWorkerd.close();
});

const endpoint = (app: TestApp) => app.environment.installation!.urls.publicEndpoint;
const request = (method: string, path: string, headers: Record<string, string> = {}) => (app: TestApp) => ({
  type: 'fetch',
  request: { method, url: `${endpoint(app)}${path}`, headers },
});
const event = (type: string, fields: Record<string, unknown> = {}) => (app: TestApp) => ({ ...eventPayload(type, app.environment), ...fields });

const site = { target: 'space' as const };
const visitorAuth = { ...site, configuration: { client_id: 'idp-client', client_secret: 'idp-secret', issuer_base_url: IDP } };
const withClaims = { ...site, configuration: { ...visitorAuth.configuration, include_claims: true } };
const connector = { target: 'organization' as const, configuration: { workspace: 'acme' } };
const expiring = {
  target: 'organization' as const,
  configuration: { workspace: 'acme', oauth_credentials: { access_token: 'tk-1', refresh_token: 'tr-1', expires_at: '2020-01-01T00:00:00.000Z' } },
};
const connectorEnv = { TICKETS_CLIENT_ID: 'tickets-client', TICKETS_CLIENT_SECRET: 'tickets-secret' };
const API = 'https://api.kitbench.local/v1';

const cases: Record<string, Case> = {
  // fetch_published_script: a site script from a .raw.js template
  'fetch_published_script with the tracking ID: the template filled in': {
    corpus: 'site-script',
    install: { ...site, configuration: { tracking_id: 'G-42' } },
    event: event('fetch_published_script'),
    status: 200,
  },
  'fetch_published_script without it: the handler throws (500)': { corpus: 'site-script', install: site, event: event('fetch_published_script'), status: 500 },
  'fetch_published_script answering nothing: the no-op script': {
    corpus: 'site-script',
    install: { ...site, configuration: { tracking_id: 'off' } },
    event: event('fetch_published_script'),
    status: 200,
  },
  'fetch_published_script of an integration without one (400)': { corpus: 'board', event: event('fetch_published_script'), status: 400 },
  // fetch_visitor_authentication and the visitor's way back
  'fetch_visitor_authentication: a redirect to the identity provider': {
    corpus: 'visitor-auth',
    install: visitorAuth,
    event: event('fetch_visitor_authentication', { location: '/guides/authentication' }),
    status: 302,
  },
  'fetch_visitor_authentication unconfigured: an ExposableError (400)': { corpus: 'visitor-auth', install: site, event: event('fetch_visitor_authentication'), status: 400 },
  'the visitor comes back: code exchanged, JWT signed with signingSecrets (jose), redirect to the site': {
    corpus: 'visitor-auth',
    install: visitorAuth,
    event: request('GET', '/visitor-auth/response?code=good&state=/guides'),
    status: 302,
    sends: [`${IDP}/oauth/token`, `${API}/orgs/`],
  },
  'the visitor comes back with claims from userinfo': {
    corpus: 'visitor-auth',
    install: withClaims,
    event: request('GET', '/visitor-auth/response?code=good&state=/'),
    status: 302,
    sends: [`${IDP}/oauth/token`, `${IDP}/userinfo`],
  },
  'the provider refuses the code: 401 text': { corpus: 'visitor-auth', install: visitorAuth, event: request('GET', '/visitor-auth/response?code=bad'), status: 401 },
  'a route the integration lacks: 404 text': { corpus: 'visitor-auth', install: visitorAuth, event: request('GET', '/nope'), status: 404 },
  // the OAuth connection (createOAuthHandler)
  'OAuth: the start redirects to the workspace’s provider with the JSON state, scopes and prompt': {
    corpus: 'oauth-connector',
    install: connector,
    env: connectorEnv,
    event: request('GET', '/oauth'),
    status: 302,
  },
  'OAuth without client secrets: still a redirect, as the platform answers': { corpus: 'oauth-connector', install: connector, event: request('GET', '/oauth'), status: 302 },
  'OAuth callback: the exchange, externalIds, { replace: false } merge and the page that closes': {
    corpus: 'oauth-connector',
    install: connector,
    env: connectorEnv,
    event: (app) => request('GET', `/oauth?code=good&state=${encodeURIComponent(JSON.stringify({ installationId: app.environment.installation!.id }))}`)(app),
    status: 200,
    sends: [`${API}/integrations/tickets-connector/installations/`, `${TRACKER}/oauth/token`],
  },
  'OAuth callback with a refused code: the platform’s 500': {
    corpus: 'oauth-connector',
    install: connector,
    env: connectorEnv,
    event: (app) => request('GET', `/oauth?code=bad&state=${encodeURIComponent(JSON.stringify({ installationId: app.environment.installation!.id }))}`)(app),
    status: 500,
  },
  'OAuth callback without a state: 500': { corpus: 'oauth-connector', install: connector, env: connectorEnv, event: request('GET', '/oauth?code=good'), status: 500 },
  'getOAuthToken refreshes an expired token, saves it and calls the provider': {
    corpus: 'oauth-connector',
    install: expiring,
    env: connectorEnv,
    event: request('GET', '/me'),
    status: 200,
    sends: [`${TRACKER}/oauth/token`, `${API}/integrations/tickets-connector/installations/`, `${TRACKER}/api/me`],
  },
  // task and the events keys
  'task: createInstallationClient, revision, changes, space installations, a PATCH': {
    corpus: 'task-queue',
    install: site,
    event: (app) => ({
      type: 'task',
      task: { type: 'announce', installationId: app.environment.installation!.id, spaceId: app.environment.spaceInstallation!.space, revisionId: 'rev_3kTn8Zq1' },
    }),
    status: 200,
    sends: [`${API}/integrations/docs-notifier/installations/`, `${API}/spaces/`],
  },
  'task: a page in a revision as markdown': {
    corpus: 'task-queue',
    install: site,
    event: (app) => ({ type: 'task', task: { type: 'audit', installationId: app.environment.installation!.id, spaceId: app.environment.spaceInstallation!.space, pageId: 'page_auth' } }),
    status: 200,
  },
  'task that throws: 500': { corpus: 'task-queue', install: site, event: () => ({ type: 'task', task: { type: 'fail' } }), status: 500 },
  'a task sent to an integration without a task handler: 400': { corpus: 'site-script', event: () => ({ type: 'task', task: { type: 'x' } }), status: 400 },
  installation_setup: { corpus: 'task-queue', install: site, event: event('installation_setup'), status: 200 },
  space_installation_setup: { corpus: 'task-queue', install: site, event: event('space_installation_setup'), status: 200 },
  site_installation_setup: { corpus: 'task-queue', install: site, event: event('site_installation_setup'), status: 200 },
  'space_content_updated: two handlers, one queues a task (queueIntegrationTask)': {
    corpus: 'task-queue',
    install: site,
    event: event('space_content_updated'),
    status: 200,
    sends: [`${API}/integrations/docs-notifier/tasks`],
  },
  'space_visibility_updated to private: an ExposableError’s code (422)': {
    corpus: 'task-queue',
    install: site,
    event: event('space_visibility_updated', { visibility: 'private' }),
    status: 422,
  },
  'space_gitsync_completed: the revision it names': { corpus: 'task-queue', install: site, event: event('space_gitsync_completed'), status: 200 },
  'page_feedback: queues an audit': {
    corpus: 'task-queue',
    install: site,
    event: (app) => event('page_feedback', { spaceId: app.environment.spaceInstallation!.space, pageId: 'page_auth' })(app),
    status: 200,
    sends: [`${API}/integrations/docs-notifier/tasks`],
  },
  'site_view without a visitor: 500': { corpus: 'task-queue', install: site, event: event('site_view', { visitor: undefined }), status: 500 },
  'an event nobody handles: 406': { corpus: 'task-queue', install: site, event: event('space_gitsync_started'), status: 406 },
  'a content source event without the source: 404': { corpus: 'task-queue', install: site, event: event('content_compute_revision'), status: 404 },
  // plain HTTP routes on fetch
  'POST with a JSON body and a header of its own: 201': {
    corpus: 'board',
    event: request('POST', '/echo', { 'content-type': 'application/json', 'x-board-token': 't1' }),
    fetchBody: JSON.stringify({ title: 'Hello', tags: ['a', 'b'] }),
    status: 201,
  },
  'POST of a form': {
    corpus: 'board',
    event: request('POST', '/form', { 'content-type': 'application/x-www-form-urlencoded' }),
    fetchBody: 'name=Ada&team=docs',
    status: 200,
  },
  'an empty answer (204) with a header': { corpus: 'board', event: request('GET', '/empty'), status: 204 },
  'a redirect (301)': { corpus: 'board', event: request('GET', '/moved'), status: 301 },
  'a cookie, cache and content-type headers': { corpus: 'board', event: request('GET', '/cookie'), status: 200 },
  'a query string': { corpus: 'board', event: request('GET', '/query?x=1&y=two%20words'), status: 200 },
};

/** Both outcomes, and the readable diff when they differ. */
async function run(testCase: Case): Promise<{ reference: HandlerOutcome; kitbench: HandlerOutcome; report: string }> {
  const app = await appOf(testCase);
  const outcomes = await bothRuntimes(await referenceOf(testCase.corpus), app, testCase.event(app), { fetchBody: testCase.fetchBody });
  const found = differences(outcomes.reference, outcomes.kitbench);
  return { ...outcomes, report: found.length ? formatDifferences('answer and requests', found) : '' };
}

/**
 * The case in workerd, beside the worker engine's run: the reference once more with the workerd app's installation
 * (its ids are its own), then the three compared. Empty when they agree; else the readable diffs.
 */
async function runInWorkerd(testCase: Case, inWorker: { reference: HandlerOutcome; kitbench: HandlerOutcome }): Promise<string> {
  const [app, workerdApp] = await Promise.all([appOf(testCase), workerdAppOf(testCase)]);
  const outcomes = await bothRuntimes(await referenceOf(testCase.corpus), workerdApp, testCase.event(workerdApp), { fetchBody: testCase.fetchBody });
  const report = [
    formatDifferences('reference and workerd', differences(outcomes.reference, outcomes.kitbench), ['reference', 'workerd']),
    formatDifferences('worker engine and workerd', differences(inWorker.kitbench, asIn(outcomes.kitbench, workerdApp, app)), ['worker', 'workerd']),
    // The oracle answers the same to both installations: what differs above is the engines'.
    formatDifferences('the reference with each app', differences(inWorker.reference, asIn(outcomes.reference, workerdApp, app)), ['beside worker', 'beside workerd']),
  ];
  return report.filter((line) => !line.endsWith(': the same')).join('\n');
}

describe('every handler kind answers and sends the same through the reference runtime, kitbench\'s worker engine and workerd', () => {
  it.each(Object.entries(cases))('%s', async (_name, testCase) => {
    const outcomes = await run(testCase);
    const { reference, report } = outcomes;
    expect(reference.status, JSON.stringify(reference.body)).toBe(testCase.status);
    for (const url of testCase.sends ?? []) expect(reference.requests.map((sent) => sent.url)).toContainEqual(expect.stringContaining(url));
    expect(report, report).toBe('');
    if (workerdSkipped) return;
    const inWorkerd = await runInWorkerd(testCase, outcomes);
    expect(inWorkerd, inWorkerd).toBe('');
  }, 30_000);

  // Said in the run's output (a skipped test named by its reason), never silently left out.
  if (workerdSkipped) it.skip(`in workerd: ${workerdSkipped}`, () => {});
});

describe('what the corpus proves beyond agreement', () => {
  it('the visitor’s JWT verifies with the site installation’s signing secret and carries the reader’s claims', async () => {
    const testCase: Case = { corpus: 'visitor-auth', install: withClaims, event: request('GET', '/visitor-auth/response?code=good&state=/'), status: 302 };
    const app = await appOf(testCase);
    const { kitbench } = await run(testCase);
    // the answer as sent, before normalization: read the token from a fresh kitbench call
    const raw = await app.fetch('/visitor-auth/response?code=good&state=/', { redirect: 'manual' });
    const token = new URL(raw.headers.get('location')!).searchParams.get('jwt_token')!;
    const { payload } = await jwtVerify(token, new TextEncoder().encode(app.environment.signingSecrets.siteInstallation));
    expect(payload).toMatchObject({ sub: 'reader-1', email: 'reader@example.com', role: 'editor' });
    expect(payload).not.toHaveProperty('aud');
    // the site's published URL (it ends in /) with the state the visitor came from (/), as the integration joins them
    expect(kitbench.headers.location).toMatch(/^https:\/\/docs\.example\.com\/\/\?jwt_token=<jwt \{"alg":"HS256"\}/);
  });

  it('the OAuth callback’s save is the merge the platform makes', async () => {
    const testCase = cases['OAuth callback: the exchange, externalIds, { replace: false } merge and the page that closes'];
    const { reference } = await run(testCase);
    const patch = reference.requests.find((sent) => sent.method === 'PATCH');
    expect(patch?.body).toEqual({
      configuration: { workspace: 'acme', oauth_credentials: { access_token: 'tk-1', refresh_token: 'tr-1', expires_at: '<time>' } },
      externalIds: ['W-acme'],
    });
  });
});
