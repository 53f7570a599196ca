/**
 * The mocked platform (MSW) loads in parallel with the app, off the critical path to the editor. Until its service
 * worker is active, page requests would reach the real network (there is none): hold them until it is ready.
 */
export function holdFetchUntil(ready: Promise<unknown>): void {
  const original = globalThis.fetch;
  let settled = false;
  void ready.finally(() => {
    settled = true;
    if (globalThis.fetch === held) globalThis.fetch = original;
  });
  const held: typeof fetch = async (input, init) => {
    if (!settled) await ready.catch(() => undefined);
    return original(input, init);
  };
  globalThis.fetch = held;
}
