import { RuntimeError } from './errors';
import type { RuntimeEnvironment, RuntimeEvent } from './types';

/**
 * The request envelope (spec: Request envelope): the platform POSTs `multipart/form-data` with the fields `event`
 * and `environment` (JSON) and, when the original request had a body, `fetch-body` (its raw bytes).
 * An HTTP request to the public endpoint travels as the event `{ type: 'fetch', request: { method, url, headers } }`.
 */
export interface Envelope {
  event: RuntimeEvent;
  environment: RuntimeEnvironment;
  /** The unmodified request body; absent when the request had none. */
  fetchBody?: Uint8Array;
}

/** The event that carries an HTTP request to the public endpoint. */
export interface FetchEvent extends RuntimeEvent {
  type: 'fetch';
  eventId: string;
  installationId?: string;
  request: { method: string; url: string; headers: Record<string, string> };
}

/** An encoded envelope: the multipart body and its `Content-Type` (with the boundary). */
export interface EncodedEnvelope {
  contentType: string;
  body: Uint8Array;
}

/** Encodes an envelope exactly as the platform sends it. */
export async function encodeEnvelope(envelope: Envelope): Promise<EncodedEnvelope> {
  const form = new FormData();
  form.append('event', JSON.stringify(envelope.event));
  form.append('environment', JSON.stringify(envelope.environment));
  if (envelope.fetchBody !== undefined) {
    form.append('fetch-body', new Blob([envelope.fetchBody as Uint8Array<ArrayBuffer>], { type: 'application/octet-stream' }));
  }
  // Request serializes FormData with a fresh boundary, as any HTTP client would.
  const request = new Request('https://envelope.invalid/', { method: 'POST', body: form });
  return {
    contentType: request.headers.get('content-type') ?? 'multipart/form-data',
    body: new Uint8Array(await request.arrayBuffer()),
  };
}

function parseJsonField(form: FormData, name: string): unknown {
  const value = form.get(name);
  if (typeof value !== 'string') throw new RuntimeError('invalid-envelope', `The envelope has no \`${name}\` field.`);
  try {
    return JSON.parse(value);
  } catch {
    throw new RuntimeError('invalid-envelope', `The envelope's \`${name}\` field is not JSON.`);
  }
}

/** Decodes a `multipart/form-data` envelope; throws a RuntimeError naming what is wrong. */
export async function decodeEnvelope(contentType: string, body: Uint8Array | ArrayBuffer): Promise<Envelope> {
  if (!/^multipart\/form-data/i.test(contentType)) {
    throw new RuntimeError('invalid-envelope', `The envelope must be multipart/form-data, not ${contentType || 'untyped'}.`);
  }
  let form: FormData;
  try {
    form = await new Response(body as BodyInit, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    throw new RuntimeError('invalid-envelope', 'The envelope is not valid multipart/form-data.');
  }
  const event = parseJsonField(form, 'event');
  if (typeof event !== 'object' || event === null || typeof (event as RuntimeEvent).type !== 'string') {
    throw new RuntimeError('invalid-envelope', 'The envelope\'s `event` has no `type`.');
  }
  const environment = parseJsonField(form, 'environment') as RuntimeEnvironment;
  const raw = form.get('fetch-body');
  const fetchBody =
    raw === null ? undefined : typeof raw === 'string' ? new TextEncoder().encode(raw) : new Uint8Array(await raw.arrayBuffer());
  return { event: event as RuntimeEvent, environment, fetchBody };
}

/** Rebuilds the original HTTP request a `fetch` event describes. */
export function requestFromEnvelope(envelope: Envelope): Request {
  const event = envelope.event as FetchEvent;
  const { method, url, headers } = event.request;
  const hasBody = envelope.fetchBody !== undefined && method !== 'GET' && method !== 'HEAD';
  return new Request(url, { method, headers, body: hasBody ? (envelope.fetchBody as Uint8Array<ArrayBuffer>) : undefined });
}

let eventCounter = 0;
/** A fresh, unique event id. */
export function newEventId(): string {
  eventCounter += 1;
  return `evt_${Date.now().toString(36)}${eventCounter.toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** The `fetch` event for one incoming HTTP request. */
export function fetchEvent(request: FetchEvent['request'], installationId?: string): FetchEvent {
  return { type: 'fetch', eventId: newEventId(), installationId, request };
}
