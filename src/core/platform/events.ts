/**
 * Events as the platform sends them: each conformed to its schema of the `Event` union in the OpenAPI document
 * (EVENT_SCHEMAS names it by `type`). What kitbench knows (the installation's ids, the visit, the revision) wins; a
 * required field it does not know gets a meaningful value when there is one (a new `eventId`, the author as the user
 * who updated the content), else the schema's stable sample. A type the platform does not define (the author's own)
 * only gets an `eventId`.
 */
import { newEventId } from '../runtime/envelope';
import { conform } from './conform';
import { API_ENDPOINT, USER_ID } from './origins';
import { EVENT_SCHEMAS, type PlatformSchemaName } from './samples.generated';

/** The platform's `User` kitbench plays: the author (the mocked API's `GET /user`). */
export function platformUser() {
  return conform<{ object: 'user'; id: string; displayName: string; email?: string; urls: { location: string } }>('User', {
    object: 'user',
    id: USER_ID,
    displayName: 'Kit Author',
    email: 'author@example.com',
    urls: { location: `${API_ENDPOINT}/users/${USER_ID}` },
  });
}

/** The schema of the event type `type` in the platform's document; undefined for a type it does not define. */
export function eventSchemaOf(type: string): PlatformSchemaName | undefined {
  return Object.hasOwn(EVENT_SCHEMAS, type) ? (EVENT_SCHEMAS[type] as PlatformSchemaName) : undefined;
}

/** What kitbench knows for a required field of some events, beyond the event's own ids. */
function meaningful(event: { type: string; [key: string]: unknown }): Record<string, unknown> {
  if (event.type === 'space_content_updated' && event.updatedBy === undefined) return { updatedBy: [platformUser()] };
  return {};
}

/** `event` conformed to its schema (a new object): see the module's comment. */
export function platformEvent<Event extends { type: string }>(event: Event): Event & { eventId: string } {
  const known = { ...event, eventId: (event as { eventId?: unknown }).eventId ?? newEventId() } as Event & { eventId: string; [key: string]: unknown };
  const schema = eventSchemaOf(event.type);
  return schema ? conform<Event & { eventId: string }>(schema, { ...known, ...meaningful(known) }) : known;
}
