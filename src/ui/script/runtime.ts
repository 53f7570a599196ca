import { buildEnvironment } from '../../core/runtime/environment';
import type { RuntimeEnvironment } from '../../core/runtime/types';
import { connectPlatform } from '../../mock/platform-backend';
import { createSandboxHost } from '../../sandbox/host';
import type { LogEntry, PlaygroundScriptHost } from '../../sandbox/types';
import { entryOf } from '../workspace/entry';
import { manifestValue } from '../workspace/manifest';
import type { Workspace } from '../workspace/types';
import { getActiveWorkspace, workspaceStore } from '../workspace/store';
import { consoleStore } from './console-store';

/** How long the script must be left alone before it is reloaded (each keystroke restarts the wait). */
export const RELOAD_DELAY_MS = 200;

let host: PlaygroundScriptHost | undefined;

/** The page's one script host (created on first use). */
export function getScriptHost(): PlaygroundScriptHost {
  host ??= createSandboxHost();
  return host;
}

/** The manifest's `name` and `secrets`, read leniently: a broken manifest must not stop the script. */
function manifestFacts(manifest: string): { name: string; secrets: Record<string, unknown> | undefined } {
  // The shared, hardened parse: size, depth and alias limits apply here too.
  const parsed = manifestValue(manifest) as { name?: unknown; secrets?: unknown } | undefined;
  const secrets = parsed?.secrets;
  return {
    name: typeof parsed?.name === 'string' ? parsed.name : 'integration',
    secrets: secrets && typeof secrets === 'object' && !Array.isArray(secrets) ? (secrets as Record<string, unknown>) : undefined,
  };
}

/** `context.environment` for a workspace (pure; see buildEnvironment). */
export function environmentFor(workspace: Pick<Workspace, 'manifest' | 'env' | 'installation'>): RuntimeEnvironment {
  const facts = manifestFacts(workspace.manifest);
  return buildEnvironment({ integrationName: facts.name, secrets: facts.secrets, env: workspace.env, installation: workspace.installation, manifest: manifestValue(workspace.manifest) });
}

let started = false;

/**
 * Starts the script runtime once: loads the active workspace's script (again after every edit, debounced), keeps
 * `context.environment` in step with the manifest, env variables and installation, connects the mocked platform to
 * the host, and feeds the Console. Idempotent.
 */
export function startScriptRuntime(): PlaygroundScriptHost {
  const scriptHost = getScriptHost();
  if (started) return scriptHost;
  started = true;
  connectPlatform(scriptHost);
  // Entries of one message arrive together: hand them to the Console as one batch (one render).
  let queued: LogEntry[] = [];
  scriptHost.subscribeLogs((entry) => {
    if (queued.length === 0) {
      queueMicrotask(() => {
        const entries = queued;
        queued = [];
        consoleStore.appendMany(entries);
      });
    }
    queued.push(entry);
  });

  let current = getActiveWorkspace();
  let reloadTimer: ReturnType<typeof setTimeout> | undefined;
  let environmentTimer: ReturnType<typeof setTimeout> | undefined;
  // Until the bundler lands this runs the entry file alone (C's model change; A2 replaces it with the project bundle).
  const load = () => {
    const entry = entryOf(current);
    void scriptHost.load(current.sources[entry] ?? '', entry.split('/').pop() || 'index.tsx');
  };
  scriptHost.setEnvironment(environmentFor(current));
  load();

  workspaceStore.subscribe(() => {
    const next = getActiveWorkspace();
    const previous = current;
    current = next;
    const switched = next.id !== previous.id;
    if (switched || next.manifest !== previous.manifest || next.env !== previous.env || next.installation !== previous.installation) {
      clearTimeout(environmentTimer);
      const apply = () => scriptHost.setEnvironment(environmentFor(current));
      // Manifest typing is debounced like the script; env and installation changes apply at once.
      if (switched || next.manifest === previous.manifest) apply();
      else environmentTimer = setTimeout(apply, RELOAD_DELAY_MS);
    }
    if (switched || next.sources !== previous.sources || entryOf(next) !== entryOf(previous)) {
      clearTimeout(reloadTimer);
      if (switched) load();
      else reloadTimer = setTimeout(load, RELOAD_DELAY_MS);
    }
  });
  return scriptHost;
}
