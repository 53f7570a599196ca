import { platformEvent } from '../platform/events';
import { newEventId } from './envelope';
import type { RuntimeEnvironment, RuntimeEvent } from './types';

/** The revisions the sample events name (`revisionId`): the mocked API serves them (`getRevisionById`). */
export const SAMPLE_REVISION_IDS = ['rev_3kTn8Zq1', 'rev_4mWp2Rx7'] as const;

/** The runtime events of the spec's "Runtime events" table, in its order. */
export const RUNTIME_EVENT_TYPES = [
  'installation_setup',
  'space_installation_setup',
  'space_view',
  'ui_render',
  'space_content_updated',
  'space_visibility_updated',
  'space_gitsync_started',
  'space_gitsync_completed',
] as const;

/** One of the eight runtime event names. */
export type RuntimeEventType = (typeof RUNTIME_EVENT_TYPES)[number];

/** When each event is emitted (spec wording), for the event picker. */
export const RUNTIME_EVENT_DESCRIPTIONS: Record<RuntimeEventType, string> = {
  installation_setup: 'The integration is installed, or one configuration property is edited.',
  space_installation_setup: 'The integration is installed into a specific space.',
  space_view: 'A user views a space.',
  ui_render: "The integration's UI component is rendered.",
  space_content_updated: 'Content in the space is changed.',
  space_visibility_updated: "A space's visibility settings are changed.",
  space_gitsync_started: 'A Git sync process begins for a space.',
  space_gitsync_completed: 'A Git sync process completes for a space.',
};

/**
 * A realistic event of `type` for the current installation, conformed to its schema in the platform's document
 * (src/core/platform: `space_content_updated` names the author in `updatedBy`, ...).
 */
export function sampleEvent(type: RuntimeEventType, environment: RuntimeEnvironment): RuntimeEvent {
  return platformEvent(knownFields(type, environment));
}

/** What kitbench knows of a sample event: the installation's ids and realistic values. */
function knownFields(type: RuntimeEventType, environment: RuntimeEnvironment): RuntimeEvent {
  const installationId = environment.installation?.id ?? 'playground';
  const spaceId = environment.installation?.space ?? 'space_7Hq2kLm9';
  const common = { eventId: newEventId(), type, installationId };
  switch (type) {
    case 'installation_setup':
      return { ...common, status: environment.installation?.status ?? 'pending' };
    case 'space_installation_setup':
      return { ...common, spaceId, status: environment.installation?.status ?? 'pending' };
    case 'space_view':
      return { ...common, spaceId, visitor: { anonymousId: 'anon_5f3c1a', userAgent: 'Mozilla/5.0', ip: '203.0.113.42', cookies: {} }, url: 'https://docs.example.com/getting-started', referrer: 'https://www.google.com/' };
    case 'ui_render':
      return { ...common, componentId: 'counter', props: { start: 0 }, state: { count: 0 }, context: { type: 'document', spaceId, editable: true, theme: 'light' } };
    case 'space_content_updated':
      return { ...common, spaceId, revisionId: SAMPLE_REVISION_IDS[0] };
    case 'space_visibility_updated':
      return { ...common, spaceId, previousVisibility: 'private', visibility: 'public' };
    case 'space_gitsync_started':
      return { ...common, spaceId, revisionId: SAMPLE_REVISION_IDS[0], commitId: '9f2c4e1', isImport: false };
    case 'space_gitsync_completed':
      return { ...common, spaceId, revisionId: SAMPLE_REVISION_IDS[1], commitId: '9f2c4e1', isImport: false, state: 'success' };
  }
}
