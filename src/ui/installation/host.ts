import { PLAYGROUND_INSTALLATION_ID, publicEndpointFor } from '../../core/runtime/environment';
import type { PlaygroundScriptHost } from '../../sandbox/types';
import { useScriptHost, useScriptState } from '../script/ScriptHostProvider';
import { useWorkspace } from '../workspace/store';

/**
 * Where the installation meets the runtime: the script host that runs event handlers, and the installation's
 * public endpoint (served by the mocked platform, which runs the script's `fetch` handler).
 */
export interface InstallationRuntime {
  host: PlaygroundScriptHost;
  /** Changes on every script load, so script-derived data (completion options) is fetched again. */
  scriptVersion: number;
  publicEndpoint: string;
}

/** The script host and the current installation's public endpoint. */
export function useInstallationRuntime(): InstallationRuntime {
  const host = useScriptHost();
  const { version } = useScriptState();
  const installationId = useWorkspace((w) => w.installation?.id ?? PLAYGROUND_INSTALLATION_ID);
  return { host, scriptVersion: version, publicEndpoint: publicEndpointFor(installationId) };
}
