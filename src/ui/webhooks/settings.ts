import { useSyncExternalStore } from 'react';
import {
  createPayload,
  createPayloadContext,
  DEFAULT_TIMEOUT_MS,
  generateSecret,
  type InstallTarget,
  mockReceiverUrl,
  newEventId,
  selectableEventTypes,
  serializePayload,
  type WebhookEventType,
} from '../../core/webhooks/index';
import type { Speed } from './store';

/** The webhook integration as the user configured it in the panel (kept in memory, across tab switches). */
export interface WebhookSettings {
  target: InstallTarget;
  /** The event types the webhook subscribes to (spec: Required settings). */
  eventTypes: WebhookEventType[];
  /** The type of the next event to send, one of `eventTypes`. */
  eventToSend: WebhookEventType;
  url: string;
  secret: string;
  /** The raw body that Send delivers, byte for byte. */
  payload: string;
  /** Per-attempt time-out as typed (validated before sending). */
  timeoutMs: string;
  speed: Speed;
}

// ids that stay put for the session, as one installation's would
const context = createPayloadContext();

/** A fresh payload of `type` with a new eventId, as the platform would send it. */
export function freshPayload(type: WebhookEventType): string {
  return serializePayload(createPayload(type, context));
}

function initial(): WebhookSettings {
  const target: InstallTarget = 'site';
  const eventTypes = [...selectableEventTypes(target)];
  return {
    target,
    eventTypes,
    eventToSend: 'page_feedback',
    url: mockReceiverUrl({ kind: 'ok' }),
    secret: generateSecret(),
    payload: freshPayload('page_feedback'),
    timeoutMs: String(DEFAULT_TIMEOUT_MS),
    speed: 'real',
  };
}

let settings = initial();
const listeners = new Set<() => void>();

/** Applies a change; switching the target or the event keeps the choices consistent and refreshes the payload. */
export function updateSettings(patch: Partial<WebhookSettings>) {
  let next = { ...settings, ...patch };
  if (patch.target && patch.target !== settings.target) {
    const types = [...selectableEventTypes(patch.target)];
    next = { ...next, eventTypes: types, eventToSend: types[0], payload: freshPayload(types[0]) };
  } else if (patch.eventTypes && !patch.eventTypes.includes(next.eventToSend) && patch.eventTypes.length > 0) {
    next = { ...next, eventToSend: patch.eventTypes[0], payload: freshPayload(patch.eventTypes[0]) };
  } else if (patch.eventToSend && patch.eventToSend !== settings.eventToSend) {
    next = { ...next, payload: freshPayload(patch.eventToSend) };
  }
  settings = next;
  for (const listener of listeners) listener();
}

/** Gives the payload a new eventId in place, keeping every other byte the user wrote. */
export function renewEventId() {
  const match = /("eventId"\s*:\s*)"([^"\\]*)"/.exec(settings.payload);
  if (!match) return;
  const start = match.index + match[1].length;
  const payload = `${settings.payload.slice(0, start)}"${newEventId()}"${settings.payload.slice(start + match[2].length + 2)}`;
  updateSettings({ payload });
}

/** Reads the settings. */
export function useWebhookSettings(): WebhookSettings {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => settings,
    () => settings,
  );
}

/** The settings now, outside React (replays use the current secret and speed). */
export function settingsSnapshot(): WebhookSettings {
  return settings;
}
