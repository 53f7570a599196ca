/**
 * The page's side of `kitbench dev --record` (issue 22, src/dev/record.ts): the script's requests that neither the
 * mocks file (in the worker) nor the mocked platform answers go to the dev server, which performs them from Node and
 * keeps a redacted recording of each. The recordings wait here for review; only what the author keeps is written
 * to the mocks file (as one edit of the workspace, which `kitbench dev` writes back to disk).
 */
import { getResponse } from 'msw';
import { type KeepRule, type Redaction, sameKeep } from '../../core/mocks/redaction';
import {
  DEV_RECORD_FETCH_URL,
  DEV_RECORD_REDACT_URL,
  DEV_RECORD_URL,
  type NotRecorded,
  type RecordFetchAnswer,
  type RecordFetchRequest,
  type Recording,
  type RecordState,
} from '../../dev/record-protocol';
import { headersToObject } from '../../core/runtime/response';
import { handlers } from '../../mock/handlers';
import { setOAuthProviderRecordMode } from '../../mock/oauth-provider';
import { setOutboundFetch } from '../../sandbox/bridge';
import type { SerializedRequest } from '../../sandbox/types';
import { getActiveWorkspace, updateWorkspace } from '../workspace/store';
import { saveMock } from './mocks';

export type { NotRecorded, Recording, Redaction };

let state: RecordState = { enabled: false, recordings: [] };
const listeners = new Set<() => void>();
const set = (next: RecordState) => {
  state = next;
  for (const listener of listeners) listener();
};

/** Record mode's state for the Network panel (useSyncExternalStore). */
export const recordStore = {
  get: (): RecordState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The mocked platform's own answer (public endpoint, HTTP API, OAuth, receivers): those never go to the network. */
async function platformAnswer(request: SerializedRequest) {
  const hasBody = request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
  const answered = await getResponse(handlers, new Request(request.url, { method: request.method, headers: request.headers, body: hasBody ? request.body : undefined }));
  if (!answered) return undefined;
  return { status: answered.status, statusText: answered.statusText, headers: headersToObject(answered.headers), body: await answered.text() };
}

async function recordFetch(request: SerializedRequest): Promise<{ response?: RecordFetchAnswer['response']; error?: string }> {
  const platform = await platformAnswer(request);
  if (platform) return { response: platform };
  const body: RecordFetchRequest = { ...request, keep: keepRules() };
  const reply = await fetch(DEV_RECORD_FETCH_URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await reply.json()) as RecordFetchAnswer;
  // The server makes the recording once this answer has gone out: the script does not wait for it. An answer it
  // did not record (too large, not text) it lists too, so the list is read again either way.
  void refreshRecordings();
  return answer.response ? { response: answer.response } : { error: answer.error ?? `kitbench dev answered ${reply.status}` };
}

/** Answers from the server are applied in the order they were asked: an older list never replaces a newer one. */
let asked = 0;

/** Reads the server's recordings (it answers once those being made are ready). */
async function refreshRecordings(): Promise<void> {
  const ask = ++asked;
  const reply = await fetch(DEV_RECORD_URL).catch(() => undefined);
  if (!reply?.ok) return;
  const next = (await reply.json()) as RecordState;
  if (ask === asked) set(next);
}

/**
 * Asks `kitbench dev` whether it records (or takes its answer, `known`); when it does, the script's unanswered
 * requests go through it.
 */
export async function startRecordMode(known?: RecordState): Promise<void> {
  try {
    let next = known;
    if (!next) {
      const reply = await fetch(DEV_RECORD_URL);
      if (!reply.ok) return;
      next = (await reply.json()) as RecordState;
    }
    set(next);
    if (next.enabled) {
      setOutboundFetch(recordFetch);
      // The mocked provider plays its own consent page's exchanges; the script's others go to the real service.
      setOAuthProviderRecordMode(true);
    }
  } catch {
    // An older kitbench dev without record mode: nothing to do.
  }
}

/** The author's keep choices, kept in the dev workspace's record (IndexedDB) beside its env and installation. */
const keepRules = (): KeepRule[] => getActiveWorkspace().recordKeep ?? [];

/** The keep choice for one redaction of a recording; undefined for what cannot be kept (headers, cookies). */
export function keepRuleOf(recording: Recording, redaction: Redaction): KeepRule | undefined {
  if (!redaction.place) return undefined;
  return { ...recording.scope, method: recording.method.toUpperCase(), place: redaction.place };
}

/**
 * Keeps the value at one place of a request (or redacts it again): remembered for the next recordings of that
 * request, and every recording so far is redacted again by the server, which still holds the real exchanges.
 * Resolves the error to show, if any.
 */
export async function setKept(recording: Recording, redaction: Redaction, kept: boolean): Promise<string | undefined> {
  const rule = keepRuleOf(recording, redaction);
  if (!rule) return undefined;
  const others = keepRules().filter((other) => !sameKeep(other, rule));
  const keep = kept ? [...others, rule] : others;
  updateWorkspace({ recordKeep: keep });
  const ask = ++asked;
  try {
    const reply = await fetch(DEV_RECORD_REDACT_URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ keep }) });
    const answer = (await reply.json()) as RecordState & { error?: string };
    if (!reply.ok) return answer.error ?? `kitbench dev answered ${reply.status}`;
    if (ask === asked) set({ ...state, recordings: answer.recordings });
    else void refreshRecordings();
    return undefined;
  } catch (error) {
    return `kitbench dev did not answer (${error instanceof Error ? error.message : String(error)}): the choice is remembered for the next recordings.`;
  }
}

/** A recording the mocks file could not take, and why. */
export interface Refusal {
  id: number;
  error: string;
  /** The handler to paste by hand, when the file had no array kitbench could add to. */
  snippet: string;
}

/**
 * Writes the chosen recordings to the mocks file (one handler each, the last of a method and URL wins) and drops
 * them. One the file cannot take (it would grow past what the playground opens, or has no handler array) stays in
 * the list with the reason.
 */
export async function keepRecordings(ids: number[]): Promise<{ written: number; refused: Refusal[] }> {
  const chosen = state.recordings.filter((recording) => ids.includes(recording.id));
  const refused: Refusal[] = [];
  const written: number[] = [];
  for (const recording of chosen) {
    const json = !recording.contentType || /json/i.test(recording.contentType);
    const edit = saveMock({
      method: recording.method,
      url: recording.url,
      status: recording.status,
      body: recording.body,
      contentType: json ? undefined : recording.contentType,
      note: recording.note,
    });
    if (edit.ok) written.push(recording.id);
    else refused.push({ id: recording.id, error: edit.error, snippet: edit.snippet });
  }
  await discardRecordings(written);
  return { written: written.length, refused };
}

/** Forgets recordings and notes of what was not recorded (here and on the server). */
export async function discardRecordings(ids: number[]): Promise<void> {
  set({ ...state, recordings: state.recordings.filter((recording) => !ids.includes(recording.id)), notRecorded: state.notRecorded?.filter((entry) => !ids.includes(entry.id)) });
  const query = ids.map((id) => `id=${id}`).join('&');
  if (ids.length > 0) await fetch(`${DEV_RECORD_URL}?${query}`, { method: 'DELETE' }).catch(() => undefined);
}
