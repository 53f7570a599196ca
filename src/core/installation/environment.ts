import type { IntegrationInstallation } from '../api/installations';
import { platformInstallation } from '../platform/installations';
import type { Installation } from './installation';

/** What the script reads as `context.environment.installation`: the platform's `IntegrationInstallation`. */
export type InstallationEnvironment = IntegrationInstallation;

/**
 * The installation as the script sees it (src/core/platform builds it to the platform's schema). A space
 * installation's configuration is the account configuration overlaid by the site's (site-specific wins) and names its
 * `space`; a site or organization installation shows its account configuration. `status` is the lowercase value the
 * spec's check compares with `'active'`.
 */
export function installationEnvironment(installation: Installation, integrationName: string): InstallationEnvironment {
  const overlay = installation.target === 'space' ? installation.configuration.site : {};
  return platformInstallation(integrationName, installation, overlay);
}
