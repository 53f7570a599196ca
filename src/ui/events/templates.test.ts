import { describe, expect, it } from 'vitest';
import { testEnvironment } from '../../core/runtime/test-environment';
import { eventTemplate, eventTypeSuggestions, parseEvent, retypeEvent } from './templates';

const environment = testEnvironment();

describe('eventTypeSuggestions', () => {
  it("offers the spec's events, then the script's own handlers, without repeats", () => {
    const suggestions = eventTypeSuggestions(['space_view', 'fetch_published_script', 'my_custom_event']);
    expect(suggestions.slice(0, 8)).toContain('space_content_updated');
    expect(suggestions).toContain('my_custom_event');
    expect(suggestions.filter((type) => type === 'space_view')).toHaveLength(1);
    expect(suggestions).toEqual(expect.arrayContaining(['fetch_published_script', 'site_installation_deleted', 'content_compute_revision', 'task']));
  });
});

describe('eventTemplate', () => {
  it('keeps the realistic template of a spec event', () => {
    expect(eventTemplate('space_gitsync_completed', environment)).toMatchObject({ type: 'space_gitsync_completed', state: 'success', commitId: '9f2c4e1' });
  });
  it('builds an event of any other type with an id and the installation', () => {
    const event = eventTemplate('my_custom_event', environment);
    expect(event).toMatchObject({ type: 'my_custom_event' });
    expect(event.eventId).toMatch(/^evt_/);
    expect(event.installationId).toBeTypeOf('string');
  });
});

describe('retypeEvent', () => {
  it('loads the new template when the text is still the old template', () => {
    const first = JSON.stringify(eventTemplate('space_view', environment), null, 2);
    const next = retypeEvent(first, first, 'space_gitsync_started', environment);
    expect(JSON.parse(next.text).type).toBe('space_gitsync_started');
    expect(next.template).toBe(next.text);
  });
  it('keeps edited JSON and changes only its type', () => {
    const next = retypeEvent('{"type":"space_view","mine":1}', 'template', 'fetch_published_script', environment);
    expect(JSON.parse(next.text)).toEqual({ type: 'fetch_published_script', mine: 1 });
  });
  it('leaves JSON that does not parse exactly as typed', () => {
    expect(retypeEvent('{"type": "space_view",', 'template', 'other', environment).text).toBe('{"type": "space_view",');
  });
});

describe('parseEvent', () => {
  it('says the JSON is invalid and that nothing was dispatched', () => {
    expect(parseEvent('{"type": ', 'space_view').error).toMatch(/^The event is not valid JSON: .*nothing was dispatched/);
  });
  it('asks for a type', () => {
    expect(parseEvent('{}', 'space_view').error).toBe('The event needs a "type" string (e.g. "space_view").');
  });
  it('accepts any type', () => {
    expect(parseEvent('{"type":"fetch_published_script"}', '').event).toEqual({ type: 'fetch_published_script' });
  });
});
