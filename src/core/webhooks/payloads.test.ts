import { describe, expect, it } from 'vitest';
import { createPayload, eventIdOf, selectableEventTypes, serializePayload, WEBHOOK_EVENT_TYPES } from './payloads';

describe('createPayload', () => {
  it('builds space_content_updated with exactly the spec’s fields', () => {
    expect(Object.keys(createPayload('space_content_updated')).sort()).toEqual(
      ['eventId', 'installationId', 'revisionId', 'spaceId', 'type'].sort(),
    );
  });

  it('builds site_view with exactly the spec’s fields', () => {
    const payload = createPayload('site_view');
    expect(Object.keys(payload).sort()).toEqual(
      ['eventId', 'installationId', 'referrer', 'siteId', 'type', 'url', 'visitor'].sort(),
    );
    expect(payload.type === 'site_view' && Object.keys(payload.visitor).sort()).toEqual([
      'anonymousId',
      'cookies',
      'ip',
      'userAgent',
    ]);
  });

  it('builds page_feedback with exactly the spec’s fields, cookies possibly empty', () => {
    const payload = createPayload('page_feedback');
    expect(Object.keys(payload).sort()).toEqual(
      ['eventId', 'feedback', 'installationId', 'pageId', 'referrer', 'siteId', 'spaceId', 'type', 'url', 'visitor'].sort(),
    );
    if (payload.type !== 'page_feedback') throw new Error('wrong type');
    expect(Object.keys(payload.feedback).sort()).toEqual(['comment', 'rating']);
    expect(payload.visitor.cookies).toEqual({});
    expect(payload.url).toMatch(/^https:\/\//);
  });

  it('gives every payload a unique eventId', () => {
    const ids = new Set(Array.from({ length: 500 }, () => createPayload('site_view').eventId));
    expect(ids.size).toBe(500);
  });

  it('round-trips the eventId through the serialized body', () => {
    const payload = createPayload('page_feedback');
    expect(eventIdOf(serializePayload(payload))).toBe(payload.eventId);
    expect(eventIdOf('not json')).toBeUndefined();
  });
});

describe('selectableEventTypes', () => {
  it('offers space_content_updated in a space, site_view and page_feedback in a site', () => {
    expect(selectableEventTypes('space')).toEqual(['space_content_updated']);
    expect(selectableEventTypes('site')).toEqual(['site_view', 'page_feedback']);
    expect([...selectableEventTypes('space'), ...selectableEventTypes('site')].sort()).toEqual(
      [...WEBHOOK_EVENT_TYPES].sort(),
    );
  });
});
