import { useSyncExternalStore } from 'react';
import type { ScriptHost } from '../../sandbox/types';
import { useScriptHost } from '../script/ScriptHostProvider';

/** The script host the preview talks to (the sandboxed runtime; tests use FakeScriptHost instead). */
export function usePreviewHost(): ScriptHost | undefined {
  return useScriptHost();
}

const noop = () => () => {};

/** Re-renders when the host loads a new script version (or starts or fails loading); returns that version. */
export function useHostVersion(host: ScriptHost | undefined): number {
  useSyncExternalStore(
    host ? (listener) => host.subscribe(listener) : noop,
    () => `${host?.version ?? 0}:${host?.summary ? 1 : 0}:${host?.loadProblem?.message ?? ''}`,
    () => '',
  );
  return host?.version ?? 0;
}
