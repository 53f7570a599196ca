/**
 * What the playground page offers a test driving it (`kitbench/playwright`): `window.__kitbench`. Actions go through
 * the UI as a user does; this is for what a test reads back (the requests the script sent, deliveries, the events'
 * results) and for the one thing no control offers: the props a block is inserted with. Types only, shared by the
 * page (bridge.ts) and the Node side (src/playwright/), so both agree on the shapes.
 */

/** One request the script sent (or the platform sent to the script's endpoint), and its answer. */
export interface BridgeRequest {
  /** `script`: the script's own fetch; `endpoint`: a request to its public endpoint (a webframe, a test's fetch). */
  source: 'script' | 'endpoint' | 'playground' | 'page';
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** The response's status, once it came back. */
  status?: number;
  response?: { status: number; headers: Record<string, string>; body: string };
  /** Why it failed (refused by the fetch policy, a network error). */
  error?: string;
  /** Answered by the folder's mocks file (`kitbench.mocks.ts`): it never left the sandbox. */
  mocked: boolean;
  /**
   * For a `page` request, what the page loaded it for: `site page` and `identity provider` (the Site view's hops),
   * `published script` (what the site's published script loaded, or tried to under its CSP), `image`, `webframe`…
   */
  initiator?: string;
}

/** One outbound webhook delivery the Webhooks panel made, with each attempt. */
export interface BridgeDelivery {
  url: string;
  eventId?: string;
  body: string;
  status: 'running' | 'delivered' | 'failed' | 'cancelled';
  reason?: string;
  attempts: { attempt: number; status?: number; error?: string; signature: string }[];
}

/** What a mock receiver saw: one request, its signature check and its answer. */
export interface BridgeReceived {
  receiver: string;
  eventId?: string;
  verified: boolean;
  duplicate: boolean;
  status?: number;
}

/** One event dispatched from the Events panel and what the handler did. */
export interface BridgeDispatch {
  type: string;
  event: Record<string, unknown>;
  ok: boolean;
  value?: unknown;
  error?: string;
}

/** A response from the integration's public endpoint, as plain data. */
export interface BridgeResponse {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: string;
  /** The answer had no body at all (a redirect): rebuilt without one (src/core/runtime/response.ts). */
  nullBody?: boolean;
}

/** One site event the Site view sent, and the script's answer. */
export interface BridgeSiteEvent {
  type: 'site_view' | 'page_feedback';
  /** The event as the script got it (the webhook receiver gets its payload fields). */
  event: Record<string, unknown>;
  /** The script has a handler for it; else only the receiver the Webhooks panel selects got it. */
  handled: boolean;
  /** The script answered (always true when it has no handler). */
  answered: boolean;
  /** The script's HTTP answer through the envelope (`200`; `500` when the handler threw), once it answered. */
  status?: number;
  body?: string;
  /** Why the call failed (the handler threw, timed out), with where. */
  error?: string;
}

/** The Site view's visit (src/ui/site/session.ts): where the visitor is, who they are, what the site page shows. */
export interface BridgeSiteVisit {
  /** The installation on a site the visit is of (`<workspace>:<installation>:<site>`), `''` before the Site view opened. */
  key: string;
  /** The visitor's anonymous id: a new one for each new visitor (a new session, `New visitor`). */
  anonymousId: string;
  /** The page's path on the site (`''` is its first page). */
  path: string;
  /** The pages shown so far, oldest first. */
  history: string[];
  /** What the site page shows; `loading` while a step runs (the identity provider's page is `sign-in`, busy or not). */
  screen: 'page' | 'loading' | 'sign-in' | 'problem' | 'signed-out';
  /** The identity provider's page is busy with the visitor's choice. */
  busy: boolean;
  /** The site's message, on a `problem` screen. */
  problem?: { title: string; message: string };
  signedIn: boolean;
  /** The claims of the signed-in visitor's token. */
  claims?: Record<string, unknown>;
  /** The site events sent, oldest first. */
  events: BridgeSiteEvent[];
}

/** `window.__kitbench`. */
export interface KitbenchPageBridge {
  /** Bumped when a method changes shape; the Node side checks it. */
  version: 1;
  /** The props the next block inserted through Quick insert gets (Quick insert alone inserts with none). */
  setInsertProps(props: Record<string, unknown>): void;
  /** Every request in the Network panel, oldest first. */
  requests(): Promise<BridgeRequest[]>;
  /** The Webhooks panel's deliveries, oldest first. */
  deliveries(): Promise<BridgeDelivery[]>;
  /** What the mock webhook receivers received, oldest first. */
  received(): Promise<BridgeReceived[]>;
  /** The Events panel's dispatches, oldest first. */
  dispatches(): Promise<BridgeDispatch[]>;
  /** The Site view's visit: the page, the visitor, the site events sent. */
  site(): Promise<BridgeSiteVisit>;
  /** Sends a request to the installation's public endpoint from the page, as the Network panel's composer does. */
  fetch(path: string, init: { method?: string; headers?: Record<string, string>; body?: string }): Promise<BridgeResponse>;
}
