/**
 * The mocked platform (MSW) starts after the manifest editor (src/startup.ts). Until its service worker is active,
 * requests to the platform's origins would reach the real network (there is none): hold them until it is ready.
 * Requests to the page's own origin are never held: MSW never answers them (the app's files; `kitbench dev`'s
 * /__kitbench/*, which the first render may need), so holding them could only end by the start-up's fallback.
 */
export function holdFetchUntil(ready: Promise<unknown>, origin: string | undefined = globalThis.location?.origin): void {
  const original = globalThis.fetch;
  let settled = false;
  heldUntil = ready.then(
    () => undefined,
    () => undefined,
  );
  // The rejection itself is reported through the start-up's own handler (src/startup.ts); this chain only restores fetch.
  void ready
    .catch(() => undefined)
    .finally(() => {
      settled = true;
      if (globalThis.fetch === held) globalThis.fetch = original;
    });
  const held: typeof fetch = async (input, init) => {
    if (!settled && !isOwnOrigin(input, origin)) await ready.catch(() => undefined);
    return original(input, init);
  };
  globalThis.fetch = held;
}

let heldUntil: Promise<void> | undefined;

/**
 * Settles once the mocked platform is up (or could not start); undefined when nothing is held. The script's calls
 * start their time limit then: on the platform, the platform is there before any call reaches the script.
 */
export function platformUp(): Promise<void> | undefined {
  return heldUntil;
}

/** Whether a request goes to the page's own origin (a relative URL does). */
export function isOwnOrigin(input: RequestInfo | URL, origin: string | undefined): boolean {
  if (origin === undefined || origin === 'null') return false;
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

type Listener = (message: string) => void;
const listeners = new Set<Listener>();
const early: string[] = [];

/** Reports a problem of the mocked platform to the one place that shows them (App's notice); kept until someone listens. */
export function reportMockError(message: string): void {
  if (listeners.size === 0) early.push(message);
  for (const listener of listeners) listener(message);
}

/** Listens to the mocked platform's problems (those reported before are delivered at once); returns the unsubscribe. */
export function onMockError(listener: Listener): () => void {
  listeners.add(listener);
  for (const message of early.splice(0)) listener(message);
  return () => listeners.delete(listener);
}
