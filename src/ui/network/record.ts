/**
 * The page's side of `kitbench dev --record` (issue 22, src/dev/record.ts): the script's requests that neither the
 * mocks file (in the worker) nor the mocked platform answers go to the dev server, which performs them from Node and
 * keeps a redacted recording of each. The recordings wait here for review; only what the author keeps is written
 * to the mocks file (as one edit of the workspace, which `kitbench dev` writes back to disk).
 */
import { getResponse } from 'msw';
import { DEV_RECORD_FETCH_URL, DEV_RECORD_URL, type RecordFetchAnswer, type Recording, type RecordState } from '../../dev/record-protocol';
import { headersToObject } from '../../core/runtime/response';
import { handlers } from '../../mock/handlers';
import { setOutboundFetch } from '../../sandbox/bridge';
import type { SerializedRequest } from '../../sandbox/types';
import { saveMock } from './mocks';

export type { Recording };

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
  const reply = await fetch(DEV_RECORD_FETCH_URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) });
  const answer = (await reply.json()) as RecordFetchAnswer & { error?: string };
  if (answer.recording) set({ ...state, recordings: [...state.recordings, answer.recording] });
  return answer.response ? { response: answer.response } : { error: answer.error ?? `kitbench dev answered ${reply.status}` };
}

/** Asks `kitbench dev` whether it records; when it does, the script's unanswered requests go through it. */
export async function startRecordMode(): Promise<void> {
  try {
    const reply = await fetch(DEV_RECORD_URL);
    if (!reply.ok) return;
    const next = (await reply.json()) as RecordState;
    set(next);
    if (next.enabled) setOutboundFetch(recordFetch);
  } catch {
    // An older kitbench dev without record mode: nothing to do.
  }
}

/** Writes the chosen recordings to the mocks file (one handler each, the last of a method and URL wins) and drops them. */
export async function keepRecordings(ids: number[]): Promise<{ written: number; errors: string[] }> {
  const chosen = state.recordings.filter((recording) => ids.includes(recording.id));
  const errors: string[] = [];
  let written = 0;
  for (const recording of chosen) {
    const json = !recording.contentType || /json/i.test(recording.contentType);
    const edit = saveMock({ method: recording.method, url: recording.url, status: recording.status, body: recording.body, contentType: json ? undefined : recording.contentType });
    if (edit.ok) written += 1;
    else errors.push(`${edit.error}\n${edit.snippet}`);
  }
  await discardRecordings(chosen.map((recording) => recording.id));
  return { written, errors };
}

/** Forgets recordings (here and on the server). */
export async function discardRecordings(ids: number[]): Promise<void> {
  set({ ...state, recordings: state.recordings.filter((recording) => !ids.includes(recording.id)) });
  const query = ids.map((id) => `id=${id}`).join('&');
  if (ids.length > 0) await fetch(`${DEV_RECORD_URL}?${query}`, { method: 'DELETE' }).catch(() => undefined);
}
