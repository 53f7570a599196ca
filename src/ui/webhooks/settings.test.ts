import { describe, expect, it } from 'vitest';
import { renewEventId, settingsSnapshot, updateSettings } from './settings';

describe('webhook settings', () => {
  it('offers the events of the install target and refreshes the payload when it changes', () => {
    updateSettings({ target: 'space' });
    expect(settingsSnapshot()).toMatchObject({ eventTypes: ['space_content_updated'], eventToSend: 'space_content_updated' });
    expect(JSON.parse(settingsSnapshot().payload).type).toBe('space_content_updated');
    updateSettings({ target: 'site' });
    expect(settingsSnapshot().eventTypes).toEqual(['site_view', 'page_feedback']);
    expect(settingsSnapshot().eventToSend).toBe('site_view');
  });

  it('moves the event to send to a still-selected type when its type is unchecked', () => {
    updateSettings({ target: 'site' });
    updateSettings({ eventToSend: 'page_feedback' });
    updateSettings({ eventTypes: ['site_view'] });
    expect(settingsSnapshot().eventToSend).toBe('site_view');
  });

  it('renews only the eventId, keeping every other byte the user wrote', () => {
    const edited = '{\n  "eventId": "evt_old",   "type": "site_view", "note": "kept as typed"\n}';
    updateSettings({ payload: edited });
    renewEventId();
    const renewed = settingsSnapshot().payload;
    expect(renewed).not.toContain('evt_old');
    expect(renewed.replace(/"evt_[0-9a-f]+"/, '"evt_old"')).toBe(edited);
  });

  it('leaves a payload without an eventId alone', () => {
    updateSettings({ payload: 'not json' });
    renewEventId();
    expect(settingsSnapshot().payload).toBe('not json');
  });
});
