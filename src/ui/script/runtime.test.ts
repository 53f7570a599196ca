import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BundleResult, ExternalBundles } from '../../bundle/types';
import { getActiveWorkspace, updateWorkspace } from '../workspace/store';
import { prebuiltBundle } from './prebuilt';
import { environmentFor, RELOAD_DELAY_MS, setExternalBundles, startScriptRuntime } from './runtime';

// The runtime's glue is under test, not the sandbox: a host that records what it is asked to run.
const host = vi.hoisted(() => ({
  loadProject: vi.fn(async (_input: unknown) => ({ ok: true as const, value: undefined, durationMs: 0, logs: [] })),
  loadBundleResult: vi.fn(async (_result: unknown) => ({ ok: true as const, value: undefined, durationMs: 0, logs: [] })),
  setEnvironment: vi.fn(),
  subscribeLogs: vi.fn(() => () => undefined),
}));
vi.mock('../../sandbox/host', () => ({ createSandboxHost: () => host }));
vi.mock('../../mock/platform-backend', () => ({ connectPlatform: () => undefined }));

const manifest = 'name: team-counter\nsecrets:\n  CLIENT_ID: ${{ env.CLIENT_ID }}\n';

describe('environmentFor', () => {
  it('takes the integration name and secrets from the manifest and resolves them against env', () => {
    const environment = environmentFor({ manifest, env: { CLIENT_ID: 'abc' }, installation: null });
    expect(environment.integration.name).toBe('team-counter');
    expect(environment.secrets).toEqual({ CLIENT_ID: 'abc' });
  });

  it('still builds an environment from a manifest that does not parse', () => {
    const environment = environmentFor({ manifest: 'name: [unclosed', env: {}, installation: null });
    expect(environment.integration.name).toBe('integration');
    expect(environment.secrets).toEqual({});
  });
});

/** A feed of bundles as `kitbench dev` pushes them. */
function feed(): ExternalBundles & { push(result: BundleResult): void } {
  let latest: BundleResult | undefined;
  const listeners = new Set<() => void>();
  return {
    latest: () => latest,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push(result) {
      latest = result;
      for (const listener of listeners) listener();
    },
  };
}

const bundle = (code: string): BundleResult => ({ ok: true, code, map: '{}', entry: 'src/index.ts', inputs: [], warnings: [], durationMs: 1 });

describe('startScriptRuntime', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the active workspace as a project, again after an edit of any file, and pushed bundles instead when it has them', async () => {
    startScriptRuntime();
    const workspace = getActiveWorkspace();
    // The untouched first-visit example runs the bundle made at build time (prebuilt.ts); nothing is bundled here.
    expect(host.loadProject).not.toHaveBeenCalled();
    expect(host.loadBundleResult).toHaveBeenLastCalledWith(prebuiltBundle({ files: workspace.sources, entry: 'src/index.tsx' }));

    updateWorkspace((w) => ({ sources: { ...w.sources, 'src/utils.ts': 'export const x = 1;\n' } }));
    host.loadProject.mockClear();
    vi.advanceTimersByTime(RELOAD_DELAY_MS);
    expect(host.loadProject).toHaveBeenCalledTimes(1);
    expect(host.loadProject.mock.calls[0][0]).toMatchObject({ files: { 'src/utils.ts': 'export const x = 1;\n' } });

    // kitbench dev takes over: its bundles run, and edits here no longer bundle in the browser.
    const bundles = feed();
    setExternalBundles(workspace.id, bundles);
    bundles.push(bundle('first'));
    expect(host.loadBundleResult).toHaveBeenLastCalledWith(bundle('first'));
    host.loadProject.mockClear();
    updateWorkspace((w) => ({ sources: { ...w.sources, 'src/utils.ts': 'export const x = 2;\n' } }));
    vi.advanceTimersByTime(RELOAD_DELAY_MS);
    expect(host.loadProject).not.toHaveBeenCalled();
    bundles.push(bundle('second'));
    expect(host.loadBundleResult).toHaveBeenLastCalledWith(bundle('second'));

    // Without it, the browser bundles again.
    setExternalBundles(workspace.id, undefined);
    expect(host.loadProject).toHaveBeenCalledTimes(1);
    host.loadBundleResult.mockClear();
    bundles.push(bundle('third'));
    expect(host.loadBundleResult).not.toHaveBeenCalled();
  });
});
