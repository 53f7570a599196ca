import { describe, expect, it } from 'vitest';
import { buildEnvironment } from '../runtime/environment';
import { RUNTIME_EVENT_TYPES } from '../runtime/sample-events';
import { API_EVENTS } from './api-events';
import { allEventTypes, describeEvent, eventGroups, eventPayload } from './catalog';

const environment = buildEnvironment({
  integrationName: 'tracker',
  secrets: undefined,
  env: {},
  installation: { id: 'inst_9', target: 'space', spaceId: 'space_9', status: 'active', configuration: { account: {}, site: {} } },
});

describe('eventGroups', () => {
  it("offers the spec's events first, then every event type of the API package, each once", () => {
    const groups = eventGroups();
    expect(groups[0]).toMatchObject({ label: "The spec's runtime events" });
    expect(groups[0].events.map((event) => event.type)).toEqual([...RUNTIME_EVENT_TYPES]);
    const types = allEventTypes();
    expect(new Set(types).size).toBe(types.length);
    for (const event of API_EVENTS) expect(types).toContain(event.type);
    expect(groups.find((group) => group.label === 'Published sites')?.events.map((event) => event.type)).toContain('fetch_published_script');
    expect(groups.find((group) => group.label === 'Content')?.events.map((event) => event.type)).toContain('content_compute_document');
  });

  it('describes each event in the spec’s or the package’s words', () => {
    expect(describeEvent('space_view')).toBe('A user views a space.');
    expect(describeEvent('site_installation_deleted')).toBe('Event received when integration has been uninstalled from a site.');
    expect(describeEvent('my_own_event')).toBeUndefined();
  });
});

describe('eventPayload', () => {
  it('prefills an API event from its type with the installation’s ids', () => {
    const payload = eventPayload('fetch_published_script', environment);
    expect(payload).toEqual({ eventId: expect.stringMatching(/\w/), type: 'fetch_published_script', installationId: 'inst_9', siteId: 'space_9' });
  });

  it('fills required nested objects and literal unions, the status from the installation', () => {
    expect(eventPayload('site_installation_setup', environment)).toMatchObject({ status: 'active', siteId: 'space_9' });
    expect(eventPayload('page_feedback', environment)).toMatchObject({
      feedback: { rating: expect.any(String), comment: 'This page answered my question.' },
      visitor: { anonymousId: 'anon_5f3c1a', cookies: {} },
      url: 'https://docs.example.com/getting-started',
    });
    expect(eventPayload('space_installation_deleted', environment)).toMatchObject({ spaceId: 'space_9', previous: {} });
  });

  it("prefills site events with the site installation's site, its site space and the visited page", () => {
    const onSite = buildEnvironment({
      integrationName: 'tracker',
      secrets: undefined,
      env: {},
      installation: { id: 'inst_4', target: 'site', spaceId: 'space_9', siteId: 'site_help', status: 'active', configuration: { account: {}, site: {} } },
    });
    expect(eventPayload('site_view', onSite)).toMatchObject({ installationId: 'inst_4', siteId: 'site_help', siteSpaceId: 'sitesp_help', pageId: 'page_intro' });
    expect(eventPayload('page_feedback', onSite)).toMatchObject({ siteId: 'site_help', pageId: 'page_intro' });
    expect(eventPayload('fetch_visitor_authentication', onSite)).toMatchObject({ siteId: 'site_help', location: '/getting-started' });
  });

  it('sends fetch to the public endpoint, and gives a type of the author’s own the common ids', () => {
    expect(eventPayload('fetch', environment)).toMatchObject({ installationId: 'inst_9', request: { method: 'get', url: `${environment.integration.urls.publicEndpoint}/` } });
    expect(eventPayload('my_own_event', environment)).toEqual({ eventId: expect.any(String), type: 'my_own_event', installationId: 'inst_9', spaceId: 'space_9' });
  });

  it("keeps the spec's samples for the spec's events", () => {
    expect(eventPayload('space_content_updated', environment)).toMatchObject({ spaceId: 'space_9', revisionId: 'rev_3kTn8Zq1' });
  });
});
