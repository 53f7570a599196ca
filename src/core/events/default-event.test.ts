import { describe, expect, it } from 'vitest';
import { defaultEventType, FALLBACK_EVENT } from './default-event';

describe('defaultEventType', () => {
  it('starts on space_content_updated when the script handles nothing (or has not loaded)', () => {
    expect(defaultEventType([])).toBe(FALLBACK_EVENT);
    expect(FALLBACK_EVENT).toBe('space_content_updated');
  });

  it('starts on the one event a published-script integration handles', () => {
    expect(defaultEventType(['fetch_published_script'])).toBe('fetch_published_script');
  });

  it("prefers the spec's events, in the spec's order, over the order the script declares them", () => {
    expect(defaultEventType(['fetch_visitor_authentication', 'space_visibility_updated', 'space_content_updated'])).toBe('space_content_updated');
    expect(defaultEventType(['space_view', 'installation_setup'])).toBe('installation_setup');
  });

  it("takes a platform event before the script's own types", () => {
    expect(defaultEventType(['deploy_finished', 'site_view'])).toBe('site_view');
  });

  it("takes the script's own first type when it handles no platform event", () => {
    expect(defaultEventType(['deploy_finished', 'build_started'])).toBe('deploy_finished');
  });
});
