import { newEventId } from '../../core/runtime/envelope';
import { RUNTIME_EVENT_DESCRIPTIONS, RUNTIME_EVENT_TYPES, type RuntimeEventType, sampleEvent } from '../../core/runtime/sample-events';
import type { RuntimeEnvironment } from '../../core/runtime/types';

/** Events real integrations handle beyond the spec's eight, with what the platform sends them for. */
const PLATFORM_EVENTS: Record<string, string> = {
  fetch_published_script: 'A published site asks for the script the integration injects into its pages.',
  fetch_visitor_authentication: 'A visitor of a site with visitor authentication is sent to the integration to sign in.',
};

const isSpecEvent = (type: string): type is RuntimeEventType => (RUNTIME_EVENT_TYPES as readonly string[]).includes(type);

/** The event types the type field offers: the spec's eight, then the script's own handlers, then common platform events. */
export function eventTypeSuggestions(handlerNames: readonly string[]): string[] {
  return [...new Set([...RUNTIME_EVENT_TYPES, ...handlerNames, ...Object.keys(PLATFORM_EVENTS)])];
}

/** A sentence on when the platform sends `type`, or undefined for a type of the author's own. */
export function describeEventType(type: string): string | undefined {
  return isSpecEvent(type) ? RUNTIME_EVENT_DESCRIPTIONS[type] : PLATFORM_EVENTS[type];
}

/**
 * A realistic event of any type: the spec's eight keep their own templates (core/runtime/sample-events.ts);
 * any other type gets the fields every event carries (`eventId`, `installationId`, the space and site).
 */
export function eventTemplate(type: string, environment: RuntimeEnvironment): { type: string; [key: string]: unknown } {
  if (isSpecEvent(type)) return sampleEvent(type, environment);
  const installationId = environment.installation?.id ?? 'playground';
  const spaceId = environment.spaceInstallation?.space ?? environment.installation?.space ?? 'space_7Hq2kLm9';
  const siteId = (environment.siteInstallation as { site?: string } | undefined)?.site ?? 'site_4Rt8Lq2';
  if (type === 'fetch_published_script') return { eventId: newEventId(), type, installationId, siteId };
  return { eventId: newEventId(), type, installationId, spaceId };
}

/**
 * The event JSON after the user typed a new event type: the new type's template when the text was still the
 * previous template (nothing of theirs to lose), else their JSON with only `type` changed; text that does not
 * parse is left exactly as it is.
 */
export function retypeEvent(text: string, previousTemplate: string, type: string, environment: RuntimeEnvironment): { text: string; template: string } {
  if (text === previousTemplate) {
    const template = JSON.stringify(eventTemplate(type, environment), null, 2);
    return { text: template, template };
  }
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { text, template: previousTemplate };
    return { text: JSON.stringify({ ...value, type }, null, 2), template: previousTemplate };
  } catch {
    return { text, template: previousTemplate };
  }
}

/** Parses the edited event; says what is wrong (and where) instead of throwing. */
export function parseEvent(text: string, expectedType: string): { event?: { type: string; [key: string]: unknown }; error?: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: `The event is not valid JSON: ${error instanceof Error ? error.message : String(error)}. Fix it here; nothing was dispatched.` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: 'The event must be a JSON object, like { "type": "..." }.' };
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string' || type === '') return { error: `The event needs a "type" string (e.g. "${expectedType || 'space_view'}").` };
  return { event: value as { type: string } };
}
