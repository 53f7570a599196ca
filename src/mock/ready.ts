/**
 * The mocked platform (MSW) loads in parallel with the app, off the critical path to the editor. Until its service
 * worker is active, page requests would reach the real network (there is none): hold them until it is ready.
 */
export function holdFetchUntil(ready: Promise<unknown>): void {
  const original = globalThis.fetch;
  let settled = false;
  // The rejection itself is reported through mockStarted's own handler (main.tsx); this chain only restores fetch.
  void ready
    .catch(() => undefined)
    .finally(() => {
      settled = true;
      if (globalThis.fetch === held) globalThis.fetch = original;
    });
  const held: typeof fetch = async (input, init) => {
    if (!settled) await ready.catch(() => undefined);
    return original(input, init);
  };
  globalThis.fetch = held;
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
