import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_EVENTS, API_EVENTS_VERSION } from './api-events';
import { type OpenApiDocument, readApiEvents, renderApiEventsModule } from './api-events-parse';

const packageFile = (path: string) => readFileSync(new URL(`../../../node_modules/@gitbook/api/${path}`, import.meta.url), 'utf8');

describe('the checked-in list of the API package’s events', () => {
  it('is in step with the installed @gitbook/api (else run `npm run api-events`)', () => {
    const version = JSON.parse(packageFile('package.json')).version as string;
    const current = renderApiEventsModule(readApiEvents(JSON.parse(packageFile('spec/openapi.json'))), version);
    const checkedIn = readFileSync(new URL('./api-events.ts', import.meta.url), 'utf8');
    expect(checkedIn, 'src/core/events/api-events.ts is stale: run `npm run api-events`').toBe(current);
    expect(API_EVENTS_VERSION).toBe(version);
  });

  it('names the platform events real integrations handle, with their fields', () => {
    const types = API_EVENTS.map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['fetch_published_script', 'fetch_visitor_authentication', 'content_compute_document', 'site_view', 'page_feedback']));
    const script = API_EVENTS.find((event) => event.type === 'fetch_published_script')!;
    expect(script.fields.map((field) => field.name)).toEqual(['eventId', 'installationId', 'siteId']);
    const gitsync = API_EVENTS.find((event) => event.type === 'space_gitsync_completed')!;
    expect(gitsync.fields.find((field) => field.name === 'state')?.shape).toEqual({ kind: 'literal', values: ['success', 'failure'] });
  });
});

describe('readApiEvents', () => {
  const document = {
    components: {
      schemas: {
        BaseEvent: { type: 'object', description: 'Common properties.', properties: { eventId: { type: 'string' }, type: { type: 'string' } }, required: ['eventId', 'type'] },
        SiteEvent: { allOf: [{ $ref: '#/components/schemas/BaseEvent' }, { type: 'object', properties: { siteId: { type: 'string' } }, required: ['siteId'] }] },
        Rating: { type: 'string', enum: ['good', 'bad'] },
        RatedEvent: {
          allOf: [
            { $ref: '#/components/schemas/SiteEvent' },
            {
              type: 'object',
              description: 'A visitor\nrated a page.',
              properties: {
                type: { type: 'string', enum: ['rated'] },
                rating: { $ref: '#/components/schemas/Rating' },
                note: { type: 'object', properties: { text: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } }, required: ['text', 'tags'] },
                extra: { type: 'object', additionalProperties: { type: 'string' } },
              },
              required: ['type', 'rating'],
            },
          ],
        },
        Event: { oneOf: [{ $ref: '#/components/schemas/RatedEvent' }] },
      },
    },
  } as unknown as OpenApiDocument;

  it('reads the union, inherited fields, enums and nested objects', () => {
    expect(readApiEvents(document)).toEqual([
      {
        type: 'rated',
        name: 'RatedEvent',
        description: 'A visitor rated a page.',
        fields: [
          { name: 'eventId', optional: false, shape: { kind: 'string' } },
          { name: 'siteId', optional: false, shape: { kind: 'string' } },
          { name: 'rating', optional: false, shape: { kind: 'literal', values: ['good', 'bad'] } },
          {
            name: 'note',
            optional: true,
            shape: { kind: 'object', fields: [{ name: 'text', optional: false, shape: { kind: 'string' } }, { name: 'tags', optional: false, shape: { kind: 'array' } }] },
          },
          { name: 'extra', optional: true, shape: { kind: 'record' } },
        ],
      },
    ]);
  });

  it('says what is missing instead of guessing', () => {
    expect(() => readApiEvents({ components: { schemas: {} } })).toThrow('declares no `Event` union');
    expect(() => readApiEvents({ components: { schemas: { Event: { oneOf: [{ $ref: '#/components/schemas/Missing' }] } } } })).toThrow('refers to #/components/schemas/Missing');
  });
});
