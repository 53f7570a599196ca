/**
 * Record mode's routes and messages (src/dev/record.ts), without Node imports: the page reads them too.
 */
import type { SerializedResponse } from '../sandbox/types.ts';

export const DEV_RECORD_URL = '/__kitbench/record';
export const DEV_RECORD_FETCH_URL = '/__kitbench/record/fetch';

/** One real response, redacted: what the review lists and what a mock is made from. */
export interface Recording {
  id: number;
  method: string;
  /** The request's URL with credential-like query parameters replaced. */
  url: string;
  status: number;
  contentType?: string;
  /** The response body (text), credential-like JSON fields replaced. */
  body: string;
  /** What was removed or replaced, for the review ("header authorization", "query parameter api_key"). */
  redacted: string[];
  recordedAt: number;
}

/** What the page asks at start: whether the server records, and what it recorded so far. */
export interface RecordState {
  enabled: boolean;
  recordings: Recording[];
}

/** The answer to a proxied request. */
export interface RecordFetchAnswer {
  response?: SerializedResponse;
  error?: string;
  recording?: Recording;
}

