import { type ReactNode, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { RuntimeEnvironment } from '../../core/runtime/types';
import type { PlaygroundScriptHost, ScriptProblem, ScriptSummary } from '../../sandbox/types';
import { consoleStore } from './console-store';
import { useWorkspace } from '../workspace/store';
import { afterEditorUp } from '../../startup';
import { environmentFor, getScriptHost, startScriptRuntime } from './runtime';

let provided = false;

/**
 * Starts the script runtime once the manifest editor is up (startup.ts: the first run's esbuild-wasm and sandbox
 * never sit on the path to the editor): the host, the debounced reload of the active workspace's script, the mocked
 * platform's connection. Optional: without it `useScriptHost()` starts the runtime on first use, but mounting this
 * at the root makes the public endpoint answer before any panel is opened.
 */
export function ScriptHostProvider({ children }: { children: ReactNode }) {
  provided = true;
  useEffect(() => {
    void afterEditorUp().then(() => startScriptRuntime());
  }, []);
  return children;
}

/** The script host (the app's only channel to the author's script). */
export function useScriptHost(): PlaygroundScriptHost {
  return provided ? getScriptHost() : startScriptRuntime();
}

/** What the views need to know about the loaded script; re-renders on every load. */
export interface ScriptState {
  version: number;
  summary: ScriptSummary | undefined;
  /** The last load's problem (a syntax error carries line and column: show it as a marker in the script editor). */
  loadProblem: ScriptProblem | undefined;
  loading: boolean;
}

let cached: ScriptState | undefined;
function snapshot(host: PlaygroundScriptHost): ScriptState {
  if (!cached || cached.version !== host.version || cached.loading !== host.loading || cached.loadProblem !== host.loadProblem) {
    cached = { version: host.version, summary: host.summary, loadProblem: host.loadProblem, loading: host.loading };
  }
  return cached;
}

/** The loaded script's version, summary, load problem and loading flag. */
export function useScriptState(): ScriptState {
  const host = useScriptHost();
  return useSyncExternalStore(
    (listener) => host.subscribe(listener),
    () => snapshot(host),
    () => snapshot(host),
  );
}

/** The Console's lines. */
export function useConsoleLines() {
  return useSyncExternalStore(consoleStore.subscribe, consoleStore.getLines, consoleStore.getLines);
}

/**
 * `context.environment` as the script sees it now (public endpoint, API token, secrets, installation); re-renders
 * when the manifest, the env variables or the installation change.
 */
export function useScriptEnvironment(): RuntimeEnvironment {
  const manifest = useWorkspace((w) => w.manifest);
  const env = useWorkspace((w) => w.env);
  const installation = useWorkspace((w) => w.installation);
  return useMemo(() => environmentFor({ manifest, env, installation }), [manifest, env, installation]);
}
