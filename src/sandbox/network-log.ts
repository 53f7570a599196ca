/**
 * Every HTTP exchange the script or the mocked platform made, for the Network panel: the script's bridged `fetch`
 * calls, and each request to the public endpoint with the envelope the platform built for it. A vanilla store
 * (no React) so the host and the MSW handlers can write to it.
 */
import type { SerializedRequest, SerializedResponse } from './types';

/** The decoded envelope of a `/v1` call, as the integration received it. */
export interface EnvelopeView {
  event: unknown;
  environment: unknown;
  /** The raw `fetch-body` as text; absent when the request had no body. */
  fetchBody?: string;
  contentType: string;
}

/**
 * What the page loaded: for the markup a script returned, an `image`, a `webframe`, or a `select`'s `options.url`;
 * in the Site view, a `site page` the visitor opened, an `identity provider` page on the way to sign in, and what a
 * `published script` loaded (or tried to, outside its CSP).
 */
export type PageLoadKind = 'image' | 'webframe' | 'select options' | 'site page' | 'identity provider' | 'published script';

/** One request and, once it finished, its response or error. */
export interface NetworkEntry {
  id: number;
  /** Who made it: the script's `fetch`, the public endpoint (the platform calling the script), or the playground. */
  source: 'script' | 'endpoint' | 'playground' | 'page';
  /** For `page` entries: the element the page made the request for. */
  initiator?: PageLoadKind;
  request: SerializedRequest;
  response?: SerializedResponse;
  error?: string;
  /**
   * An image or webframe that loaded. Browsers expose no HTTP status for those; `status` is there only when
   * resource timing reported one (`PerformanceResourceTiming.responseStatus`).
   */
  loaded?: { status?: number };
  envelope?: EnvelopeView;
  /** A script request the mocks file (`kitbench.mocks.ts`) answered: it never left the sandbox. */
  mocked?: boolean;
  startedAt: number;
  durationMs?: number;
}

const MAX_ENTRIES = 300;
let entries: NetworkEntry[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** The network log (newest last). */
export const networkLog = {
  getEntries: (): NetworkEntry[] => entries,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Records a request that just started; returns its id for `finish`. */
  start(source: NetworkEntry['source'], request: SerializedRequest, envelope?: EnvelopeView, initiator?: PageLoadKind): number {
    counter += 1;
    const entry: NetworkEntry = { id: counter, source, request, envelope, startedAt: Date.now() };
    if (initiator) entry.initiator = initiator;
    entries = [...entries.slice(-(MAX_ENTRIES - 1)), entry];
    emit();
    return counter;
  },
  /** Completes an entry with its response or error. */
  finish(id: number, outcome: { response?: SerializedResponse; error?: string; loaded?: NetworkEntry['loaded']; mocked?: boolean }) {
    entries = entries.map((entry) =>
      entry.id === id ? { ...entry, ...outcome, durationMs: Date.now() - entry.startedAt } : entry,
    );
    emit();
  },
  clear() {
    entries = [];
    emit();
  },
};
