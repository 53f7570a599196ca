/**
 * Record mode's routes and messages (src/dev/record.ts), without Node imports: the page reads them too.
 */
import type { KeepRule, Redaction } from '../core/mocks/redaction.ts';
import type { SerializedRequest, SerializedResponse } from '../sandbox/types.ts';

export type { KeepRule, Redaction };

export const DEV_RECORD_URL = '/__kitbench/record';
export const DEV_RECORD_FETCH_URL = '/__kitbench/record/fetch';
/** `POST { keep: KeepRule[] }` → RecordState: every recording redacted again with the author's keep choices. */
export const DEV_RECORD_REDACT_URL = '/__kitbench/record/redact';

/** What the page sends to record a request: the request, and the author's keep choices to redact it with. */
export type RecordFetchRequest = SerializedRequest & { keep?: KeepRule[] };

/** One real response, redacted: what the review lists and what a mock is made from. */
export interface Recording {
  id: number;
  method: string;
  /** The request's URL without credentials (query parameters `REDACTED`, path segments `:redacted`). */
  url: string;
  status: number;
  contentType?: string;
  /** The response body (text), redacted, and cut to fit the mocks file. */
  body: string;
  /** Every value redacted (or kept by the author's choice), with where and why, for the review. */
  redacted: Redaction[];
  /** The host and path the keep choices for this recording name (KeepRule). */
  scope: { host: string; path: string };
  /** What was cut from the body so the mocks file stays small enough for the playground to open. */
  note?: string;
  recordedAt: number;
}

/** A request whose answer was not recorded, and why (the Review lists it, so no answer goes missing unsaid). */
export interface NotRecorded {
  /** From the same counter as the recordings' ids (`DELETE ?id=` forgets either). */
  id: number;
  method: string;
  /** The request's URL without credentials, as a recording's. */
  url: string;
  /** Why, completing "Not recorded: …" (`the answer is over 50 MB, …`). */
  reason: string;
  at: number;
}

/** What the page asks at start: whether the server records, and what it recorded (or could not) so far. */
export interface RecordState {
  enabled: boolean;
  recordings: Recording[];
  notRecorded?: NotRecorded[];
}

/** The answer to a proxied request; `recorded`: a recording is being made (`GET /__kitbench/record` lists it). */
export interface RecordFetchAnswer {
  response?: SerializedResponse;
  error?: string;
  recorded?: boolean;
}
