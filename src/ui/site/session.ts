/**
 * The Site view's state: which page the visitor reads, who they are (the anonymous visitor and, after visitor
 * authentication, their token and claims), what the site shows instead of a page (the identity provider's sign-in,
 * a problem), the feedback given, and a log of what each visit sent. A small external store, kept while the page
 * lives (switching tabs loses nothing), one session per installation on a site.
 */
import { useSyncExternalStore } from 'react';
import type { SignInRequest } from '../../core/site/auth-flow';
import type { PageFeedbackEvent, PageRating, SiteViewEvent } from '../../core/site/events';
import type { VisitStep } from '../../core/test-export/export-visit';
import { newVisitor, type SiteVisitor } from '../../core/site/visitor';
import type { VisitorClaims } from '../../core/site/visitor-token';

/** The signed-in visitor. */
export interface SiteAuth {
  token: string;
  claims: VisitorClaims;
  expiresAt?: number;
}

/** What the site page shows. */
export type SiteScreen =
  | { kind: 'page' }
  | { kind: 'loading'; what: string }
  | { kind: 'sign-in'; signIn: SignInRequest; busy?: string }
  | { kind: 'problem'; title: string; message: string; step?: string }
  | { kind: 'signed-out'; note?: string };

/** One line of the visit log: what the site sent and what answered. */
export interface VisitLogLine {
  id: number;
  time: number;
  tone: 'ok' | 'warn' | 'error' | 'info';
  text: string;
}

/** One page's feedback control. */
export interface PageFeedbackState {
  rating?: PageRating;
  comment: string;
  sent: boolean;
}

/** One site event the site sent: to the script when it handles it, to the receiver the Webhooks panel selects. */
export interface SentSiteEvent {
  event: SiteViewEvent | PageFeedbackEvent;
  /** The script has a handler for it (its answer is in the Events history, by `eventId`). */
  handled: boolean;
}

export interface SiteSession {
  /** The installation on a site this session visits (`<workspace>:<installation>:<site>`). */
  key: string;
  path: string;
  /** The pages visited, oldest first (Back, and each view's referrer). */
  history: string[];
  visitor: SiteVisitor;
  auth?: SiteAuth;
  screen: SiteScreen;
  /** The site's theme; undefined follows the playground's. */
  theme?: 'light' | 'dark';
  feedback: Record<string, PageFeedbackState>;
  log: VisitLogLine[];
  /** Increments to run the published scripts again (a reload, a consent given). */
  scriptRun: number;
  /** What the visitor did, for Export as test. */
  steps: VisitStep[];
  /** The site events sent (to the script or a webhook), in order. */
  sent: SentSiteEvent[];
}

const LOG_LIMIT = 60;
const visitorAgent = () => (typeof navigator === 'undefined' ? 'Mozilla/5.0' : navigator.userAgent);

function fresh(key: string): SiteSession {
  return { key, path: '', history: [], visitor: newVisitor(visitorAgent()), screen: { kind: 'loading', what: 'Opening the site…' }, feedback: {}, log: [], scriptRun: 0, steps: [], sent: [] };
}

let session: SiteSession = fresh('');
let lineId = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** The session now (outside React). */
export function currentSession(): SiteSession {
  return session;
}

/** Changes the session. */
export function updateSession(patch: Partial<SiteSession> | ((current: SiteSession) => Partial<SiteSession>)): void {
  session = { ...session, ...(typeof patch === 'function' ? patch(session) : patch) };
  emit();
}

/** Starts a new session for another installation (or a new visitor), unless it is the one running. */
export function ensureSession(key: string, reset = false): boolean {
  if (!reset && session.key === key) return false;
  session = { ...fresh(key), theme: session.theme };
  emit();
  return true;
}

/** Adds a line to the visit log. */
export function logVisit(tone: VisitLogLine['tone'], text: string): void {
  lineId += 1;
  const line = { id: lineId, time: Date.now(), tone, text };
  updateSession((current) => ({ log: [line, ...current.log].slice(0, LOG_LIMIT) }));
}

/** Records one step of the visit, for Export as test. */
export function recordStep(step: VisitStep): void {
  updateSession((current) => ({ steps: [...current.steps, step].slice(-100) }));
}

/** The session, re-rendering on every change. */
export function useSiteSession(): SiteSession {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => session,
    () => session,
  );
}
