/**
 * "Export as test" for the Events and Network panels: the events dispatched and the requests sent to the public
 * endpoint, with what came back, as a `kitbench/testing` file that sends them again and expects the same answers
 * (export-playwright.ts writes the same lines for kitbench/playwright, in its `Dialect`).
 * Pure: the panels' records in (structurally `DispatchRecord` and `NetworkEntry`), the file's text out.
 */
import { header, js, regExpOf, str, testBlock } from './source';

/** One dispatched event and what the handler did (the Events panel's record). */
export interface ExportedEvent {
  event: { type: string; [key: string]: unknown };
  result: { ok: true; value: unknown } | { ok: false; error: { message: string } };
}

/** One request to the public endpoint and its response (the Network panel's entry). */
export interface ExportedRequest {
  request: { method: string; url: string; headers?: Record<string, string>; body?: string };
  response?: { status: number; headers: Record<string, string>; body: string };
}

/** What the exported file covers. */
export interface ExportCallsInput {
  /** The test's name, e.g. the integration's title. */
  name: string;
  events?: readonly ExportedEvent[];
  requests?: readonly ExportedRequest[];
  envNames?: readonly string[];
  /** The folder's manifest file, which the test is saved beside (default `service-manifest.yaml`). */
  manifestFile?: string;
}

/** How a test format writes the calls and assertions (source text of each). */
export interface Dialect {
  /** The object the calls go to: `app` (kitbench/testing), `kitbench` (kitbench/playwright). */
  target: string;
  deepEqual(actual: string, expected: string): string;
  equal(actual: string, expected: string): string;
  rejects(call: string, message: string): string;
}

const NODE: Dialect = {
  target: 'app',
  deepEqual: (actual, expected) => `assert.deepEqual(${actual}, ${expected});`,
  equal: (actual, expected) => `assert.equal(${actual}, ${expected});`,
  rejects: (call, message) => `await assert.rejects(${call}, { message: ${message} });`,
};

// Fields the platform fills afresh for every event: the harness does too.
const FRESH_FIELDS = new Set(['type', 'eventId', 'installationId']);

function eventLines(record: ExportedEvent, dialect: Dialect): string[] {
  const body = Object.fromEntries(Object.entries(record.event).filter(([key]) => !FRESH_FIELDS.has(key)));
  const call = `${dialect.target}.dispatch(${str(record.event.type)}${Object.keys(body).length ? `, ${js(body)}` : ''})`;
  if (!record.result.ok) return [dialect.rejects(call, regExpOf(record.result.error.message))];
  if (record.result.value === undefined || record.result.value === null) return [`await ${call};`];
  return [dialect.deepEqual(`await ${call}`, js(record.result.value))];
}

/** The path below the installation's public endpoint (`https://integrations…/{installationId}/v1?x` → `/v1?x`). */
export function endpointPath(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname.replace(/^\/[^/]+/, '') || '/'}${parsed.search}`;
}

function requestLines(entry: ExportedRequest, index: number, dialect: Dialect): string[] {
  const { method, url, headers = {}, body } = entry.request;
  const contentType = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  const init: Record<string, unknown> = {};
  if (method !== 'GET') init.method = method;
  if (contentType) init.headers = { 'content-type': contentType };
  if (body !== undefined && body !== '' && method !== 'GET' && method !== 'HEAD') init.body = body;
  const name = `response${index + 1}`;
  const lines = [`const ${name} = await ${dialect.target}.fetch(${str(endpointPath(url))}${Object.keys(init).length ? `, ${js(init)}` : ''});`];
  const response = entry.response;
  if (!response) return lines;
  lines.push(dialect.equal(`${name}.status`, String(response.status)));
  const json = /json/i.test(response.headers['content-type'] ?? '');
  let parsed: unknown;
  try {
    parsed = json ? JSON.parse(response.body) : undefined;
  } catch {
    parsed = undefined;
  }
  if (parsed !== undefined) lines.push(dialect.deepEqual(`await ${name}.json()`, js(parsed)));
  else if (response.body !== '') lines.push(dialect.equal(`await ${name}.text()`, str(response.body)));
  return lines;
}

/** The body of a calls test in `dialect`, and what it sends (`2 events and 1 request`). */
export function callLines(input: ExportCallsInput, dialect: Dialect): { body: string[]; what: string } {
  const events = input.events ?? [];
  const requests = input.requests ?? [];
  const body: string[] = [];
  for (const record of events) body.push(...eventLines(record, dialect));
  if (events.length && requests.length) body.push('');
  requests.forEach((entry, index) => {
    if (index > 0) body.push('');
    body.push(...requestLines(entry, index, dialect));
  });
  const what = [events.length ? `${events.length} event${events.length > 1 ? 's' : ''}` : '', requests.length ? `${requests.length} request${requests.length > 1 ? 's' : ''}` : '']
    .filter(Boolean)
    .join(' and ');
  return { body, what };
}

/** The test file sending the events and requests again, in order, each with the answer it got as the expectation. */
export function exportCallsTest(input: ExportCallsInput): string {
  const { body, what } = callLines(input, NODE);
  return [...header(`${what || 'nothing'} sent to ${input.name}, with the answers they got`, input.manifestFile), ...testBlock(`${input.name}: ${what || 'loads'}`, input.envNames, body), ''].join('\n');
}
