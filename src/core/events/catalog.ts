// Every event the Events panel offers: the spec's runtime events first, then each event type of the platform's API
// package (api-events.ts, generated), grouped, described and with a payload prefilled from its fields and the
// installation's ids.
import { platformEvent } from '../platform/events';
import { newEventId } from '../runtime/envelope';
import { siteSpaceIdFor } from '../site/ids';
import { PLAYGROUND_SPACE_ID } from '../runtime/environment';
import { RUNTIME_EVENT_DESCRIPTIONS, RUNTIME_EVENT_TYPES, type RuntimeEventType, SAMPLE_REVISION_IDS, sampleEvent } from '../runtime/sample-events';
import type { RuntimeEnvironment } from '../runtime/types';
import type { EventField, FieldShape } from './api-events-parse';
import { API_EVENTS } from './api-events';

/** One entry of the event picker. */
export interface EventChoice {
  type: string;
  description: string;
}

/** A group of the event picker, in the order shown. */
export interface EventGroup {
  label: string;
  events: EventChoice[];
}

/** The site a site event names when the environment has none (kitbench's site is the installation's space). */
export const PLAYGROUND_SITE_ID = 'site_4Rt8Lq2';

const isSpecEvent = (type: string): type is RuntimeEventType => (RUNTIME_EVENT_TYPES as readonly string[]).includes(type);

/** The platform groups, after the spec's; an API event type no rule places goes to the last group. */
const PLATFORM_GROUPS: ReadonlyArray<{ label: string; includes(type: string): boolean }> = [
  { label: 'Installations', includes: (type) => /installation_(setup|deleted)$/.test(type) },
  { label: 'Published sites', includes: (type) => type.startsWith('site_') || type.startsWith('page_') || type.startsWith('fetch_') },
  { label: 'Content', includes: (type) => type.startsWith('content_') || type.startsWith('space_') },
  { label: 'Requests and tasks', includes: () => true },
];

const apiDescription = (type: string) => API_EVENTS.find((event) => event.type === type)?.description;

/** What the platform sends `type` for: the spec's wording, else the API package's, else undefined (the author's own). */
export function describeEvent(type: string): string | undefined {
  return isSpecEvent(type) ? RUNTIME_EVENT_DESCRIPTIONS[type] : apiDescription(type);
}

/** The spec's events, then every other event type of the API package by group; empty groups are left out. */
export function eventGroups(): EventGroup[] {
  const groups: EventGroup[] = [{ label: "The spec's runtime events", events: RUNTIME_EVENT_TYPES.map((type) => ({ type, description: RUNTIME_EVENT_DESCRIPTIONS[type] })) }];
  const rest = API_EVENTS.filter((event) => !isSpecEvent(event.type));
  for (const group of PLATFORM_GROUPS) {
    const events = rest.filter((event) => PLATFORM_GROUPS.find((candidate) => candidate.includes(event.type)) === group);
    if (events.length) groups.push({ label: group.label, events: events.map((event) => ({ type: event.type, description: event.description })) });
  }
  return groups;
}

/** Every event type offered, in the picker's order. */
export function allEventTypes(): string[] {
  return eventGroups().flatMap((group) => group.events.map((event) => event.type));
}

interface Ids {
  installationId: string;
  spaceId: string;
  siteId: string;
  siteSpaceId: string;
  status: string;
  publicEndpoint: string;
}

/** Realistic values for the field names events share; anything else is derived from the field's shape. */
function knownValue(name: string, ids: Ids): unknown {
  switch (name) {
    case 'eventId':
      return newEventId();
    case 'installationId':
      return ids.installationId;
    case 'spaceId':
      return ids.spaceId;
    case 'siteId':
      return ids.siteId;
    case 'siteSpaceId':
      return ids.siteSpaceId;
    case 'location':
      return '/getting-started';
    case 'revisionId':
      return SAMPLE_REVISION_IDS[0];
    case 'commitId':
      return '9f2c4e1';
    case 'pageId':
      return 'page_intro';
    case 'url':
      return 'https://docs.example.com/getting-started';
    case 'referrer':
      return 'https://www.google.com/';
    case 'anonymousId':
      return 'anon_5f3c1a';
    case 'userAgent':
      return 'Mozilla/5.0';
    case 'ip':
      return '203.0.113.42';
    case 'comment':
      return 'This page answered my question.';
    case 'userId':
      return 'user_8Jd2kQ';
    default:
      return undefined;
  }
}

function fieldValue(field: EventField, ids: Ids): unknown {
  const known = knownValue(field.name, ids);
  if (known !== undefined) return known;
  return valueOfShape(field.name, field.shape, ids);
}

function valueOfShape(name: string, shape: FieldShape, ids: Ids): unknown {
  switch (shape.kind) {
    case 'string':
      return name.endsWith('Id') ? `${name.slice(0, -2)}_1` : '';
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'literal':
      return name === 'status' && shape.values.includes(ids.status) ? ids.status : shape.values[0];
    case 'array':
      return [];
    case 'record':
    case 'unknown':
      return {};
    case 'object':
      // inside an object, an optional field with a realistic value is shown too (a feedback's comment)
      return Object.fromEntries(
        shape.fields.filter((field) => !field.optional || knownValue(field.name, ids) !== undefined).map((field) => [field.name, fieldValue(field, ids)]),
      );
  }
}

/**
 * Optional fields a site event is prefilled with all the same: what a visit on the platform carries (the page, the
 * site space, the visited location), so that an author sees them without reading the API package.
 */
const SHOWN_OPTIONAL: Record<string, readonly string[]> = {
  site_view: ['pageId', 'siteSpaceId'],
  page_feedback: ['pageId'],
  fetch_visitor_authentication: ['location'],
};

function idsOf(environment: RuntimeEnvironment): Ids {
  const siteId = environment.siteInstallation?.site ?? PLAYGROUND_SITE_ID;
  return {
    installationId: environment.installation?.id ?? 'playground',
    spaceId: environment.spaceInstallation?.space ?? environment.installation?.space ?? PLAYGROUND_SPACE_ID,
    siteId,
    siteSpaceId: siteSpaceIdFor(siteId),
    status: environment.installation?.status ?? 'pending',
    publicEndpoint: environment.integration.urls.publicEndpoint,
  };
}

/**
 * A payload for `type` with the installation's ids, conformed to its schema in the platform's document: the spec's events keep their realistic samples; an API event
 * gets every required field from its type (and the ids it may carry); `fetch` asks for the public endpoint; a type
 * of the author's own gets the fields every event carries.
 */
export function eventPayload(type: string, environment: RuntimeEnvironment): { type: string; [key: string]: unknown } {
  if (isSpecEvent(type)) return sampleEvent(type, environment);
  const ids = idsOf(environment);
  const event = API_EVENTS.find((candidate) => candidate.type === type);
  if (!event) return { eventId: newEventId(), type, installationId: ids.installationId, spaceId: ids.spaceId };
  const payload: Record<string, unknown> = { eventId: newEventId(), type };
  for (const field of event.fields) {
    const carriesId = field.name === 'installationId' || field.name === 'spaceId' || field.name === 'siteId';
    const shown = SHOWN_OPTIONAL[type]?.includes(field.name) || (carriesId && type === 'fetch' && field.name === 'installationId');
    if (field.optional && !shown) continue;
    payload[field.name] = fieldValue(field, ids);
  }
  if (type === 'fetch') payload.request = { method: 'get', url: `${ids.publicEndpoint}/`, headers: {} };
  // whatever the document requires and the fields above do not give, from its schema
  return platformEvent(payload as { type: string });
}
