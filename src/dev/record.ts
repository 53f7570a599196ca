/**
 * Record mode of `kitbench dev` (issue 22, opt-in with `--record`): the page sends the script's requests that no
 * mock answers here, Node performs them against the real service (the author's machine has the network; the browser
 * sandbox has none, and CORS would stop most APIs anyway), and each response is kept as a recording with its
 * credentials redacted, for the author to review in the Network panel before any of it is written to the mocks file.
 * Nothing is written to disk here: the page writes what the author keeps, as any other edit.
 *
 * - `GET    /__kitbench/record`           → RecordState
 * - `POST   /__kitbench/record/fetch`     ← RecordFetchRequest → { response, recorded } or { error }; the recording
 *                                           is made once the answer is sent (redaction and cutting a large body take
 *                                           time the script's render does not have), and `GET` waits for it
 * - `POST   /__kitbench/record/redact`    ← { keep } → RecordState, every recording redacted again
 * - `DELETE /__kitbench/record?id=1&id=2` → 204 (every recording without `id`)
 *
 * The real exchange of each recording stays in this process's memory only (never sent, never written), so that a
 * value the author chooses to keep can be put back; it goes when the recording is written or discarded.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type RawExchange, redactExchange, redactUrl } from '../core/mocks/redact.ts';
import { isKeepRules, type KeepRule } from '../core/mocks/redaction.ts';
import { cutBody } from '../core/mocks/size.ts';
import { fetchRefusal } from '../sandbox/fetch-policy.ts';
import { readBody } from './body.ts';
import { MAX_RESPONSE_BYTES, proxyFetch } from './proxy.ts';
import type { SerializedRequest, SerializedResponse } from '../sandbox/types.ts';
import {
  DEV_RECORD_FETCH_URL,
  DEV_RECORD_REDACT_URL,
  DEV_RECORD_URL,
  type RecordFetchAnswer,
  type NotRecorded,
  type RecordFetchRequest,
  type Recording,
  type RecordState,
} from './record-protocol.ts';

export type { NotRecorded, RecordFetchAnswer, Recording, RecordState } from './record-protocol.ts';

export interface RecordOptions {
  /** Let the script reach this machine's own ports (a local stand-in for the third party, in tests). Off by default. */
  allowLoopback?: boolean;
}

const MAX_RECORDINGS = 200;
const MAX_NOT_RECORDED = 50;
/** The most body text the real exchanges behind the recordings may hold in memory (UTF-16 units). */
const MAX_HELD_CHARS = 64 * 1024 * 1024;
/** Statuses whose responses have no body. */
const NULL_BODY = new Set([101, 204, 205, 304]);
/** Headers a proxy must not forward or pass back as they are (hop-by-hop, or describing the encoded body Node decoded). */
const HOP_HEADERS = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'upgrade', 'te', 'trailer', 'origin', 'referer']);

/** Whether a response's content type is text a mock can hold. */
const isText = (type: string | undefined) => !type || /^text\/|json|xml|javascript|x-www-form-urlencoded|graphql/i.test(type);

/** The recorder; `options` undefined: record mode is off and only `GET /__kitbench/record` answers (disabled). */
export function createRecorder(options: RecordOptions | undefined, log: (line: string) => void = () => {}) {
  const recordings: Recording[] = [];
  /** Requests answered (or refused) without a recording, and why. */
  const notRecorded: NotRecorded[] = [];
  /** The real exchanges behind the recordings, by id: for keep choices made later, never sent anywhere. */
  const exchanges = new Map<number, Exchange>();
  let counter = 0;

  /** Recordings being made after their answers went out: `GET`, `redact` and `DELETE` wait for them. */
  let pending: Promise<void> = Promise.resolve();

  /** Notes a request that is not recorded, for the Review and the terminal. */
  function skip(request: SerializedRequest, reason: string): NotRecorded {
    counter += 1;
    const entry: NotRecorded = { id: counter, method: request.method, url: redactUrl(request.url, request.method).url, reason, at: Date.now() };
    notRecorded.push(entry);
    if (notRecorded.length > MAX_NOT_RECORDED) notRecorded.shift();
    log(`● not recorded: ${entry.method} ${entry.url} (${reason})`);
    return entry;
  }

  const state = (): RecordState => ({ enabled: options !== undefined, recordings, notRecorded });

  /** The answer for the script, and the recording to make once it is sent. */
  async function proxy(request: SerializedRequest, ownHost: string, keep: KeepRule[]): Promise<{ answer: RecordFetchAnswer; record?: () => void }> {
    const allowOrigins = options?.allowLoopback ? [safeOrigin(request.url)] : [];
    const refusal = fetchRefusal(request.url, `http://${ownHost}`, allowOrigins);
    if (refusal) return { answer: { error: refusal } };
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !HOP_HEADERS.has(name.toLowerCase())));
    const hasBody = request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
    // The same hop-by-hop fetch as the script's redirects (proxy.ts): every redirect is checked against the fetch
    // policy and the address its name resolves to, so a recorded service cannot lead Node to this machine.
    const answer = await proxyFetch(JSON.stringify({ method: request.method, url: request.url, headers, body: hasBody ? request.body : undefined }), ownHost, {
      allowOrigins,
    });
    const last = answer.hops.at(-1);
    if (answer.tooLarge) {
      // The script cannot have it either: the server held what came in memory and let it go at the limit.
      const limit = `${MAX_RESPONSE_BYTES / 1024 / 1024} MB`;
      const entry = skip(request, `the answer is over ${limit}, the most kitbench dev takes of one answer; the script's fetch failed`);
      return { answer: { error: `Not recorded: the answer to ${entry.method} ${entry.url} is over ${limit}, the most kitbench dev takes of one answer.` } };
    }
    if (answer.error || last?.status === undefined) return { answer: { error: answer.error ?? `${request.method} ${request.url}: no answer` } };
    const response = new Response(NULL_BODY.has(last.status) ? null : (last.body ?? ''), {
      status: last.status < 200 || last.status > 599 ? 502 : last.status,
      statusText: last.statusText,
      headers: Object.entries(last.headers ?? {}).filter(([name]) => !HOP_HEADERS.has(name.toLowerCase())),
    });
    const body = await response.text();
    const responseHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!HOP_HEADERS.has(name)) responseHeaders[name] = value;
    });
    const serialized: SerializedResponse = { status: response.status, statusText: response.statusText, headers: responseHeaders, body };
    const contentType = response.headers.get('content-type') ?? undefined;
    if (!isText(contentType)) {
      skip(request, `the answer is ${contentType}, not text: a mock holds text (the script got it)`);
      return { answer: { response: serialized } };
    }
    const recordedAt = Date.now();
    return { answer: { response: serialized, recorded: true }, record: () => record(request, responseHeaders, contentType, body, response.status, recordedAt, keep) };
  }

  /** Makes and keeps the recording of an answered exchange (after the answer went out), holding the exchange in memory. */
  function record(request: SerializedRequest, responseHeaders: Record<string, string>, contentType: string | undefined, body: string, status: number, recordedAt: number, keep: KeepRule[]) {
    counter += 1;
    const raw: Exchange = {
      method: request.method,
      url: request.url,
      requestHeaders: request.headers,
      responseHeaders,
      contentType,
      body,
      status,
      recordedAt,
    };
    const recording = makeRecording(counter, raw, keep);
    exchanges.set(recording.id, raw);
    recordings.push(recording);
    if (recordings.length > MAX_RECORDINGS) exchanges.delete(recordings.shift()?.id ?? -1);
    // Past the memory cap the oldest exchanges go: their recordings stay, as redacted, without later keep choices.
    let held = 0;
    for (const [id, exchange] of [...exchanges.entries()].reverse()) {
      held += exchange.body.length;
      if (held > MAX_HELD_CHARS) exchanges.delete(id);
    }
    const redacted = recording.redacted.filter((redaction) => !redaction.kept).map((redaction) => `${redaction.where} (${redaction.why})`);
    log(
      `● recorded ${recording.method} ${recording.url} → ${recording.status}${redacted.length ? ` (redacted: ${redacted.join(', ')})` : ''}${recording.note ? ' (body cut to fit the mocks file)' : ''}`,
    );
  }

  return {
    recordings,
    /** Answers the record routes; false for any other request. */
    async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
      if (url.pathname === DEV_RECORD_URL && req.method === 'GET') {
        await pending;
        send(res, 200, state());
        return true;
      }
      if (!url.pathname.startsWith(DEV_RECORD_URL)) return false;
      if (!options) {
        send(res, 409, { error: 'Record mode is off: start kitbench dev with --record.' });
        return true;
      }
      if (url.pathname === DEV_RECORD_FETCH_URL && req.method === 'POST') {
        const text = await readBody(req);
        let request: RecordFetchRequest;
        try {
          request = JSON.parse(text ?? '') as RecordFetchRequest;
          if (typeof request?.url !== 'string' || typeof request.method !== 'string') throw new Error('no url or method');
        } catch {
          send(res, 400, { error: 'The body must be a request as JSON: { method, url, headers, body, keep? }.' });
          return true;
        }
        const { keep, ...plain } = request;
        plain.headers ??= {};
        const { answer, record: later } = await proxy(plain, req.headers.host ?? '', isKeepRules(keep) ? keep : []);
        send(res, 200, answer);
        if (later) {
          // After the answer left (its 5 MB are not held up by redaction), one recording at a time. The listener is
          // attached now: a recording queued behind another must not miss its answer's 'close'.
          const sent = new Promise<void>((done) => res.once('close', () => done()));
          pending = pending
            .then(() => sent)
            .then(() => new Promise<void>((done) => setImmediate(done)))
            .then(() => {
              try {
                later();
              } catch (error) {
                log(`● not recorded: ${error instanceof Error ? error.message : String(error)}`);
              }
            });
        }
        return true;
      }
      if (url.pathname === DEV_RECORD_REDACT_URL && req.method === 'POST') {
        let keep: unknown;
        try {
          keep = (JSON.parse((await readBody(req)) ?? '') as { keep?: unknown }).keep;
        } catch {
          keep = undefined;
        }
        if (!isKeepRules(keep)) {
          send(res, 400, { error: 'The body must be { keep: [{ host, method, path, place }] }.' });
          return true;
        }
        await pending;
        for (const [index, recording] of recordings.entries()) {
          const raw = exchanges.get(recording.id);
          if (raw) recordings[index] = makeRecording(recording.id, raw, keep);
        }
        send(res, 200, state());
        return true;
      }
      if (url.pathname === DEV_RECORD_URL && req.method === 'DELETE') {
        await pending;
        const ids = new Set(url.searchParams.getAll('id').map(Number));
        const keep = ids.size === 0 ? [] : recordings.filter((recording) => !ids.has(recording.id));
        recordings.splice(0, recordings.length, ...keep);
        notRecorded.splice(0, notRecorded.length, ...(ids.size === 0 ? [] : notRecorded.filter((entry) => !ids.has(entry.id))));
        for (const id of [...exchanges.keys()]) if (!keep.some((recording) => recording.id === id)) exchanges.delete(id);
        res.writeHead(204).end();
        return true;
      }
      send(res, 404, { error: `No ${req.method} ${url.pathname} here.` });
      return true;
    },
  };
}

/** A real exchange as it came, kept in memory for keep choices made after it was recorded. */
interface Exchange extends RawExchange {
  status: number;
  recordedAt: number;
}

/** The recording of an exchange: redacted with the author's keep choices, then cut to fit the mocks file. */
function makeRecording(id: number, raw: Exchange, keep: readonly KeepRule[]): Recording {
  const clean = redactExchange(raw, keep);
  const cut = cutBody(clean.body);
  return {
    id,
    method: raw.method,
    url: clean.url,
    status: raw.status,
    contentType: raw.contentType,
    body: cut.body,
    redacted: clean.redactions,
    scope: { host: clean.host, path: clean.path },
    ...(cut.note ? { note: cut.note } : {}),
    recordedAt: raw.recordedAt,
  };
}

function safeOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

function send(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(value));
}

