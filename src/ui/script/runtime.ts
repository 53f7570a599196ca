import type { ExternalBundles } from '../../bundle/types';
import { secretsFor } from '../../core/manifest/secrets';
import { buildEnvironment } from '../../core/runtime/environment';
import { manifestFileField } from '../../core/workspace/manifest-file';
import type { RuntimeEnvironment } from '../../core/runtime/types';
import { connectInstallationStore } from '../../mock/installation-store';
import { connectPlatform } from '../../mock/platform-backend';
import { platformUp } from '../../mock/ready';
import { createSandboxHost } from '../../sandbox/host';
import type { LogEntry, PlaygroundScriptHost } from '../../sandbox/types';
import { entryOf } from '../workspace/entry';
import { manifestValue, subscribeManifestValues } from '../workspace/manifest';
import type { Workspace } from '../workspace/types';
import { getActiveWorkspace, workspaceStore } from '../workspace/store';
import { HELD_SCRIPT, isScriptHeld } from '../workspace/trust';
import { playgroundBackend } from './platformBackend';
import { consoleStore } from './console-store';
import { prebuiltBundle, prefetchBundler } from './prebuilt';
import { whenIdle } from '../../startup';

/** How long the script must be left alone before it is reloaded (each keystroke restarts the wait). */
export const RELOAD_DELAY_MS = 200;

let host: PlaygroundScriptHost | undefined;

/** The page's one script host (created on first use). */
export function getScriptHost(): PlaygroundScriptHost {
  host ??= createSandboxHost({ platformUp });
  return host;
}

/** `context.environment` for a workspace (pure; see buildEnvironment). */
export function environmentFor(workspace: Pick<Workspace, 'manifest' | 'env' | 'installation' | 'manifestEnvironment'>): RuntimeEnvironment {
  // The shared, hardened parse (size, depth and alias limits), read leniently: a broken manifest must not stop the script.
  const manifest = manifestValue(workspace.manifest) as { name?: unknown } | undefined;
  return buildEnvironment({
    integrationName: typeof manifest?.name === 'string' ? manifest.name : 'integration',
    // The secrets of the chosen `envs` entry, as the platform's CLI spreads it over the manifest.
    secrets: secretsFor(manifest, workspace.manifestEnvironment).secrets,
    env: workspace.env,
    installation: workspace.installation,
    manifest,
  });
}

let started = false;
/** Bundles pushed from outside the page (`kitbench dev`), by workspace id: those workspaces are not bundled here. */
const externalBundles = new Map<string, ExternalBundles>();
let onExternalChange: (workspaceId: string) => void = () => undefined;

/**
 * Runs the bundles `source` pushes for a workspace instead of bundling its files in the browser (`kitbench dev`
 * bundles in Node with the folder's node_modules); `undefined` goes back to bundling in the browser.
 */
export function setExternalBundles(workspaceId: string, source: ExternalBundles | undefined): void {
  if (source) externalBundles.set(workspaceId, source);
  else externalBundles.delete(workspaceId);
  onExternalChange(workspaceId);
}

/**
 * Starts the script runtime once: runs the active workspace as a project (bundled again after every change of its
 * files or entry, debounced; or the bundles `kitbench dev` pushes), keeps `context.environment` in step with the
 * manifest, env variables and installation, connects the mocked platform to the host, and feeds the Console.
 * Idempotent.
 */
export function startScriptRuntime(): PlaygroundScriptHost {
  const scriptHost = getScriptHost();
  if (started) return scriptHost;
  started = true;
  connectPlatform(playgroundBackend(scriptHost));
  // what the script saves through context.api (a configuration component) becomes the workspace's installation
  void import('../installation/apiStore').then(({ workspaceInstallationStore }) => connectInstallationStore(workspaceInstallationStore(scriptHost)));
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
  let unsubscribeExternal: (() => void) | undefined;

  const runExternal = (source: ExternalBundles) => {
    const latest = source.latest();
    if (latest) void scriptHost.loadBundleResult(latest);
  };
  /** Loads the active workspace: its pushed bundles when it has them, else its files bundled here. */
  const load = () => {
    unsubscribeExternal?.();
    unsubscribeExternal = undefined;
    const external = externalBundles.get(current.id);
    // A share link's script waits for the user's consent (TrustBanner): nothing of it, or of the last workspace, runs.
    if (isScriptHeld(current)) void scriptHost.load(HELD_SCRIPT, 'held.js');
    else if (external) {
      unsubscribeExternal = external.subscribe(() => runExternal(external));
      runExternal(external);
    } else {
      const input = { files: current.sources, entry: entryOf(current), ...manifestFileField(current.manifestFile) };
      // The untouched first-visit example was bundled at build time (prebuilt.ts): no esbuild.wasm on its first run.
      const prebuilt = prebuiltBundle(input);
      void (prebuilt ? scriptHost.loadBundleResult(prebuilt).then(() => whenIdle(5000)).then(prefetchBundler) : scriptHost.loadProject(input));
    }
  };
  onExternalChange = (workspaceId) => {
    if (workspaceId === current.id) load();
  };
  scriptHost.setEnvironment(environmentFor(current));
  load();

  const applyEnvironmentSoon = () => {
    clearTimeout(environmentTimer);
    environmentTimer = setTimeout(() => scriptHost.setEnvironment(environmentFor(current)), RELOAD_DELAY_MS);
  };
  const reloadSoon = () => {
    clearTimeout(reloadTimer);
    reloadTimer = setTimeout(load, RELOAD_DELAY_MS);
  };
  /** The entry the manifest names, as the validation worker last read it: a keystroke does not parse the manifest here. */
  let entry = entryOf(current);
  workspaceStore.subscribe(() => {
    const next = getActiveWorkspace();
    const previous = current;
    current = next;
    const switched = next.id !== previous.id;
    const inputs = next.manifest !== previous.manifest || next.env !== previous.env || next.manifestEnvironment !== previous.manifestEnvironment;
    if (switched || inputs || next.installation !== previous.installation) {
      // Manifest typing is debounced like the script; env and installation changes apply at once.
      if (switched || next.manifest === previous.manifest) {
        clearTimeout(environmentTimer);
        scriptHost.setEnvironment(environmentFor(current));
      } else applyEnvironmentSoon();
    }
    const nextEntry = entryOf(next);
    const entryChanged = nextEntry !== entry;
    entry = nextEntry;
    if (switched || isScriptHeld(next) !== isScriptHeld(previous)) {
      clearTimeout(reloadTimer);
      load();
    } else if (!externalBundles.has(next.id) && !isScriptHeld(next) && (next.sources !== previous.sources || entryChanged)) {
      // A workspace served by `kitbench dev` re-runs when its bundle arrives, not on edits here.
      reloadSoon();
    }
  });
  // The worker's reading of the typed manifest arrived: its entry and environment are those of the newest text now.
  subscribeManifestValues(() => {
    applyEnvironmentSoon();
    const nextEntry = entryOf(current);
    if (nextEntry === entry) return;
    entry = nextEntry;
    if (!externalBundles.has(current.id) && !isScriptHeld(current)) reloadSoon();
  });
  return scriptHost;
}
