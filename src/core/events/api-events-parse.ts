// Reads the event types of the platform's OpenAPI document (`@gitbook/api`'s spec/openapi.json) into data: every
// member of its `Event` union with its `type`, its description and the shape of its fields, as the document declares
// them. scripts/api-events.mjs writes the result to api-events.ts; api-events.test.ts fails when that checked-in list
// and the installed package disagree. The events kitbench sends are conformed to the same schemas (src/core/platform).

/** The shape of one field's value, enough to prefill a realistic payload. */
export type FieldShape =
  | { kind: 'string' | 'number' | 'boolean' | 'array' | 'record' | 'unknown' }
  | { kind: 'literal'; values: string[] }
  | { kind: 'object'; fields: EventField[] };

/** One field of an event (or of an object inside it). */
export interface EventField {
  name: string;
  optional: boolean;
  shape: FieldShape;
}

/** One event type of the platform's API package. */
export interface ApiEventType {
  /** The `type` value, e.g. `fetch_published_script`. */
  type: string;
  /** The schema's name in the document (and the package's type), e.g. `FetchPublishedScriptEvent`. */
  name: string;
  /** The document's own description of the event. */
  description: string;
  fields: EventField[];
}

/** A JSON Schema of the document (the parts this reader looks at). */
interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  additionalProperties?: unknown;
}

/** The part of an OpenAPI document this reader needs. */
export interface OpenApiDocument {
  components: { schemas: Record<string, Schema> };
}

const MAX_DEPTH = 3;

class Reader {
  constructor(private readonly schemas: Record<string, Schema>) {}

  resolve(schema: Schema): Schema {
    let current = schema;
    for (let hops = 0; current.$ref && hops < 20; hops++) {
      const name = current.$ref.replace('#/components/schemas/', '');
      const target = this.schemas[name];
      if (!target) throw new Error(`the document refers to ${current.$ref}, which it does not declare`);
      current = target;
    }
    return current;
  }

  /** The fields of an object schema: `allOf` parts merged in order, the first member of a union taken. */
  fieldsOf(schema: Schema, depth: number): EventField[] {
    const fields = new Map<string, EventField>();
    const required = new Set<string>();
    const walk = (part: Schema) => {
      const resolved = this.resolve(part);
      for (const member of resolved.allOf ?? []) walk(member);
      const union = resolved.oneOf ?? resolved.anyOf;
      if (union?.length) walk(union[0]);
      for (const name of resolved.required ?? []) required.add(name);
      for (const [name, property] of Object.entries(resolved.properties ?? {})) {
        fields.set(name, { name, optional: true, shape: this.shapeOf(property, depth) });
      }
    };
    walk(schema);
    return [...fields.values()].map((field) => ({ ...field, optional: !required.has(field.name) }));
  }

  shapeOf(schema: Schema, depth: number): FieldShape {
    const resolved = this.resolve(schema);
    if (resolved.const !== undefined) return { kind: 'literal', values: [String(resolved.const)] };
    if (resolved.enum?.length && resolved.enum.every((value) => typeof value === 'string')) return { kind: 'literal', values: resolved.enum as string[] };
    const union = resolved.oneOf ?? resolved.anyOf;
    if (union?.length) {
      const members = union.map((member) => this.shapeOf(member, depth + 1));
      if (members.every((member) => member.kind === 'literal')) return { kind: 'literal', values: members.flatMap((member) => (member.kind === 'literal' ? member.values : [])) };
      return members[0];
    }
    const type = Array.isArray(resolved.type) ? resolved.type.find((item) => item !== 'null') : resolved.type;
    if (type === 'string' || type === 'boolean') return { kind: type };
    if (type === 'number' || type === 'integer') return { kind: 'number' };
    if (type === 'array') return { kind: 'array' };
    if (Object.keys(resolved.properties ?? {}).length || resolved.allOf) {
      return depth >= MAX_DEPTH ? { kind: 'record' } : { kind: 'object', fields: this.fieldsOf(resolved, depth + 1) };
    }
    // an object whose keys are open (`additionalProperties`, or declared with none, as `PlainObject`)
    if (type === 'object' || resolved.properties || resolved.additionalProperties !== undefined) return { kind: 'record' };
    return { kind: 'unknown' };
  }

  /** The event's own description: its schema's, else that of its last inline `allOf` part (after the base events). */
  description(schema: Schema): string {
    const own = schema.description ?? [...(schema.allOf ?? [])].reverse().find((part) => !part.$ref && part.description)?.description;
    return (own ?? '').replace(/\s+/g, ' ').trim();
  }
}

/** Every member of the document's `Event` union, in the union's order, with its fields. */
export function readApiEvents(document: OpenApiDocument): ApiEventType[] {
  const union = document.components.schemas.Event?.oneOf;
  if (!union) throw new Error('the document declares no `Event` union (components.schemas.Event.oneOf)');
  const reader = new Reader(document.components.schemas);
  return union.map((member) => {
    const name = (member.$ref ?? '').replace('#/components/schemas/', '');
    const schema = reader.resolve(member);
    const fields = reader.fieldsOf(schema, 0);
    const typeField = fields.find((field) => field.name === 'type');
    const type = typeField?.shape.kind === 'literal' ? typeField.shape.values[0] : undefined;
    if (!type) throw new Error(`${name || 'a member of the Event union'} has no \`type\` value`);
    return { type, name, description: reader.description(schema), fields: fields.filter((field) => field.name !== 'type') };
  });
}

/** The checked-in module's text for `events` read from the package at `version`. */
export function renderApiEventsModule(events: ApiEventType[], version: string): string {
  return [
    `// Generated by scripts/api-events.mjs from @gitbook/api ${version} (spec/openapi.json): do not edit by hand.`,
    '// api-events.test.ts fails when this list and the installed package disagree; run `npm run api-events` then.',
    "import type { ApiEventType } from './api-events-parse';",
    '',
    '/** The version of the API package the list was read from. */',
    `export const API_EVENTS_VERSION = ${JSON.stringify(version)};`,
    '',
    '/** Every event type the platform\'s API package defines (its `Event` union), in its order. */',
    `export const API_EVENTS: readonly ApiEventType[] = ${JSON.stringify(events, null, 2)};`,
    '',
  ].join('\n');
}
