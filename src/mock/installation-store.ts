import type { RuntimeEnvironment } from '../core/runtime/types';

/**
 * Where the mocked HTTP API saves what a script PATCHes (src/mock/api.ts). The playground connects the workspace's
 * installation (the Installation panel's state); `kitbench/testing` connects each test installation by its token.
 * With none connected, a PATCH is answered and not stored.
 */
export interface InstallationStore {
  /**
   * Replaces one scope's configuration (`account` for the installation, `site` for its space or site installation)
   * as a configuration form save does: status and `installation_setup` follow. Returns the environment afterwards,
   * which the answer is built from, or a message when nothing can be saved.
   */
  saveConfiguration(scope: 'account' | 'site', configuration: Record<string, unknown>): RuntimeEnvironment | { problem: string };
}

let fallback: InstallationStore | undefined;
const byToken = new Map<string, InstallationStore>();

/**
 * Connects a store: for the installation whose API token is `token`, or (without one) for any installation no
 * token-specific store answers. Pass `undefined` to disconnect.
 */
export function connectInstallationStore(store: InstallationStore | undefined, token?: string): void {
  if (token === undefined) fallback = store;
  else if (store) byToken.set(token, store);
  else byToken.delete(token);
}

/** The store that saves for the installation authorised by `token`. */
export function installationStoreFor(token: string | undefined): InstallationStore | undefined {
  return (token !== undefined ? byToken.get(token) : undefined) ?? fallback;
}
