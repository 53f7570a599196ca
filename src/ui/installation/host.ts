import type { ScriptHost } from '../../sandbox/types';

/**
 * Where the installation meets the runtime: the script host that runs event handlers, and the installation's
 * public endpoint (served by the mocked platform, which runs the script's `fetch` handler).
 */
export interface InstallationRuntime {
  host: ScriptHost | undefined;
  publicEndpoint: string;
}

/** Placeholder until the runtime's hook lands. */
export function useInstallationRuntime(): InstallationRuntime {
  return { host: undefined, publicEndpoint: 'https://integrations.kitbench.local/team-counter' };
}
