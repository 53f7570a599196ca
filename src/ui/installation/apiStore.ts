import type { InstallationStore } from '../../mock/installation-store';
import type { PlaygroundScriptHost } from '../../sandbox/types';
import { environmentFor } from '../script/runtime';
import { getActiveWorkspace } from '../workspace/store';
import { saveScopeConfiguration } from './actions';

/**
 * The playground's InstallationStore: what a script PATCHes through `context.api` (a configuration component's
 * save) becomes the active workspace's installation, exactly as the Installation panel's forms save it.
 */
export function workspaceInstallationStore(host: PlaygroundScriptHost): InstallationStore {
  return {
    saveConfiguration(scope, configuration) {
      saveScopeConfiguration(host, scope, configuration);
      const environment = environmentFor(getActiveWorkspace());
      host.setEnvironment(environment);
      return environment;
    },
  };
}
