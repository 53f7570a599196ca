import { allEventTypes, describeEvent, eventPayload } from '../../core/events/catalog';
import type { RuntimeEnvironment } from '../../core/runtime/types';

export { eventGroups } from '../../core/events/catalog';

/** The event types the type field offers: the spec's eight, every event of the platform's API package, then the script's own handlers. */
export function eventTypeSuggestions(handlerNames: readonly string[]): string[] {
  return [...new Set([...allEventTypes(), ...handlerNames])];
}

/** A sentence on when the platform sends `type`, or undefined for a type of the author's own. */
export function describeEventType(type: string): string | undefined {
  return describeEvent(type);
}

/**
 * A realistic event of any type: the spec's eight keep their own templates (core/runtime/sample-events.ts); an event
 * of the platform's API package is prefilled from its type; any other type gets the fields every event carries.
 */
export function eventTemplate(type: string, environment: RuntimeEnvironment): { type: string; [key: string]: unknown } {
  return eventPayload(type, environment);
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
