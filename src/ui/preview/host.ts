import { useSyncExternalStore } from 'react';
import type { ScriptHost } from '../../sandbox/types';

/**
 * The script host the preview talks to. Placeholder until the runtime's provider (`useScriptHost()` in
 * src/ui/script/) lands: without it the panel explains that the script runtime is not available.
 */
export function usePreviewHost(): ScriptHost | undefined {
  return undefined;
}

const noop = () => () => {};

/** Re-renders when the host loads a new script version; returns that version. */
export function useHostVersion(host: ScriptHost | undefined): number {
  return useSyncExternalStore(
    host ? (listener) => host.subscribe(listener) : noop,
    () => host?.version ?? 0,
    () => host?.version ?? 0,
  );
}
