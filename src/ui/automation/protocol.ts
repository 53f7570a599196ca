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
  /** Sends a request to the installation's public endpoint from the page, as the Network panel's composer does. */
  fetch(path: string, init: { method?: string; headers?: Record<string, string>; body?: string }): Promise<BridgeResponse>;
}
