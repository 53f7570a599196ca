// Reads the event types of the platform's API package (`@gitbook/api`, dist/client.d.ts) into data: every member of
// its `Event` union with its `type`, its description and the shape of its fields. scripts/api-events.mjs writes the
// result to api-events.ts; api-events.test.ts fails when that checked-in list and the installed package disagree.
// A small scanner over the declaration text, not a TypeScript parser: it knows the forms that file uses.

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
  /** The TypeScript name in the package, e.g. `FetchPublishedScriptEvent`. */
  name: string;
  /** The package's own description (its JSDoc). */
  description: string;
  fields: EventField[];
}

interface Declaration {
  kind: 'type' | 'interface' | 'enum';
  body: string;
  doc: string;
}

const MAX_DEPTH = 3;

/** Every `export type|interface|declare enum` of the file, by name. */
function declarations(text: string): Map<string, Declaration> {
  const found = new Map<string, Declaration>();
  const pattern = /(\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*)?export (type|interface|declare enum) (\w+)(?:<[^=>{]*>)?\s*(=|\{|extends)/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const kind = match[3] === 'type' ? 'type' : match[3] === 'interface' ? 'interface' : 'enum';
    const start = match.index + match[0].length;
    let body: string;
    if (kind === 'type') body = text.slice(start, endOfStatement(text, start));
    else {
      const open = text.indexOf('{', start - 1);
      body = text.slice(open, matchingBrace(text, open) + 1);
      // `interface X extends Y {` keeps its bases as an intersection
      const bases = /extends ([^{]+)\{/.exec(text.slice(match.index + match[0].length - 'extends'.length, open + 1));
      if (kind === 'interface' && bases) body = `${bases[1].trim()} & ${body}`;
    }
    found.set(match[4], { kind, body: body.trim(), doc: cleanDoc(match[2] ?? '') });
  }
  return found;
}

function cleanDoc(doc: string): string {
  return doc
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .filter((line) => line && !line.startsWith('@'))
    .join(' ')
    .trim();
}

/** Index of the `;` ending the statement that starts at `start` (depth 0). */
function endOfStatement(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '{' || c === '(' || c === '[' || c === '<') depth++;
    else if (c === '}' || c === ')' || c === ']' || c === '>') depth--;
    else if (c === ';' && depth === 0) return i;
  }
  return text.length;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length - 1;
}

/** Splits `text` at `separator` where no bracket is open. */
function splitTop(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '{' || c === '(' || c === '[' || c === '<') depth++;
    else if (c === '}' || c === ')' || c === ']' || c === '>') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(text.slice(from));
  return parts.map((part) => part.trim()).filter(Boolean);
}

const stripComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');

class Reader {
  constructor(private readonly decls: Map<string, Declaration>) {}

  /** The fields of a type expression: intersections merged, the first member of a union taken. */
  fieldsOf(expression: string, depth: number): EventField[] {
    const text = stripComments(expression).trim();
    const fields = new Map<string, EventField>();
    for (let part of splitTop(text, '&')) {
      if (part.startsWith('(') && part.endsWith(')')) part = part.slice(1, -1).trim();
      const alternatives = splitTop(part, '|');
      const first = alternatives[0] ?? '';
      const list = first.startsWith('{') ? this.literalFields(first, depth) : this.namedFields(first, depth);
      for (const field of list) fields.set(field.name, field);
    }
    return [...fields.values()];
  }

  private namedFields(name: string, depth: number): EventField[] {
    const decl = this.decls.get(name.trim());
    if (!decl || decl.kind === 'enum' || depth > MAX_DEPTH) return [];
    return this.fieldsOf(decl.body, depth + 1);
  }

  private literalFields(body: string, depth: number): EventField[] {
    const inner = body.slice(1, body.lastIndexOf('}'));
    const fields: EventField[] = [];
    for (const member of splitTop(inner, ';')) {
      const match = /^(readonly\s+)?("?[\w$-]+"?)(\?)?\s*:\s*([\s\S]+)$/.exec(member.trim());
      if (!match) continue;
      fields.push({ name: match[2].replace(/"/g, ''), optional: match[3] === '?', shape: this.shapeOf(match[4].trim(), depth) });
    }
    return fields;
  }

  shapeOf(type: string, depth: number): FieldShape {
    const text = stripComments(type).trim();
    const alternatives = splitTop(text, '|');
    if (alternatives.length > 1 && alternatives.every((alt) => /^".*"$/.test(alt))) {
      return { kind: 'literal', values: alternatives.map((alt) => alt.slice(1, -1)) };
    }
    const single = alternatives.find((alt) => alt !== 'null' && alt !== 'undefined') ?? text;
    if (/^".*"$/.test(single)) return { kind: 'literal', values: [single.slice(1, -1)] };
    if (single === 'string' || single === 'number' || single === 'boolean') return { kind: single };
    if (single.endsWith('[]') || single.startsWith('Array<')) return { kind: 'array' };
    if (single.startsWith('Record<')) return { kind: 'record' };
    if (single === 'object' || single === 'PlainObject' || single === 'any' || single === 'unknown') return { kind: 'record' };
    if (single.startsWith('{')) return depth > MAX_DEPTH ? { kind: 'record' } : { kind: 'object', fields: this.literalFields(single, depth + 1) };
    const decl = this.decls.get(single);
    if (!decl || depth > MAX_DEPTH) return { kind: 'unknown' };
    if (decl.kind === 'enum') {
      const values = [...decl.body.matchAll(/=\s*"([^"]*)"/g)].map((m) => m[1]);
      return values.length ? { kind: 'literal', values } : { kind: 'unknown' };
    }
    if (decl.kind === 'type') {
      const body = stripComments(decl.body).trim();
      if (!body.startsWith('{') && !splitTop(body, '&').some((part) => part.startsWith('{') || this.decls.get(part)?.kind === 'interface')) {
        return this.shapeOf(body, depth + 1);
      }
    }
    return { kind: 'object', fields: this.fieldsOf(decl.body, depth + 1) };
  }
}

/** Every member of the package's `Event` union, in the union's order, with its fields. */
export function parseApiEvents(dts: string): ApiEventType[] {
  const decls = declarations(dts);
  const union = decls.get('Event');
  if (!union) throw new Error('the API package declares no `Event` union type');
  const reader = new Reader(decls);
  const events: ApiEventType[] = [];
  for (const name of splitTop(stripComments(union.body), '|')) {
    const decl = decls.get(name);
    if (!decl) throw new Error(`the \`Event\` union names ${name}, which the file does not declare`);
    const fields = reader.fieldsOf(decl.body, 0);
    const typeField = fields.find((field) => field.name === 'type');
    const type = typeField?.shape.kind === 'literal' ? typeField.shape.values[0] : undefined;
    if (!type) throw new Error(`${name} has no literal \`type\``);
    events.push({ type, name, description: decl.doc, fields: fields.filter((field) => field.name !== 'type') });
  }
  return events;
}

/** The checked-in module's text for `events` read from the package at `version`. */
export function renderApiEventsModule(events: ApiEventType[], version: string): string {
  return [
    `// Generated by scripts/api-events.mjs from @gitbook/api ${version} (dist/client.d.ts): do not edit by hand.`,
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
