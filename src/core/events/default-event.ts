import { allEventTypes } from './catalog';

/** The Events panel's event before the script has said what it handles, or when it handles none. */
export const FALLBACK_EVENT = 'space_content_updated';

/**
 * The event the Events panel starts on: the first one the script handles, in the picker's order (the spec's events
 * first, then the platform's groups, then the script's own types in the order it declares them); the fallback when
 * it handles none.
 */
export function defaultEventType(handled: readonly string[]): string {
  if (handled.length === 0) return FALLBACK_EVENT;
  const known = allEventTypes().find((type) => handled.includes(type));
  return known ?? handled[0];
}
