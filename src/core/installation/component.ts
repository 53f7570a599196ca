/**
 * Configuration screens rendered by a component (`configurations.<level>.componentId`, as the platform allows): which
 * component a scope shows, the props the platform gives it, and saving what it sends back through the HTTP API.
 */
import type { IntegrationEnvironment } from '../api/installations';
import { type ConfigurationScope, configurationSection } from './fields';
import { type Installation, type InstallationChange, isInstallationValid } from './installation';
import { transition } from './status';

/** The component that renders one scope's configuration screen. */
export interface ConfigurationComponent {
  scope: ConfigurationScope;
  /** The manifest key that declared it: `account`, `site`, or the platform's `space`. */
  level: 'account' | 'space' | 'site';
  componentId: string;
}

/** The scope's configuration component, when its manifest section names one (it then wins over `properties`). */
export function configurationComponentOf(manifest: unknown, scope: ConfigurationScope): ConfigurationComponent | undefined {
  const found = configurationSection(manifest, scope);
  const componentId = found?.section.componentId;
  return typeof componentId === 'string' && componentId.trim() !== '' ? { scope, level: found!.level, componentId } : undefined;
}

/**
 * The props the platform renders a configuration component with: `installation` (its own, account-level
 * configuration) and, for the screen of one space or site, `spaceInstallation` or `siteInstallation` with theirs.
 */
export function configurationComponentProps(
  component: Pick<ConfigurationComponent, 'level'>,
  environment: Pick<IntegrationEnvironment, 'installation' | 'spaceInstallation' | 'siteInstallation'>,
  configuration: Installation['configuration'],
): Record<string, unknown> {
  const installation = { ...(environment.installation ?? {}), configuration: { ...configuration.account } };
  if (component.level === 'account') return { installation };
  // On a site, the screen of the installation's place is the site's, whichever key (`space`, `site`) declared it.
  if (environment.siteInstallation && !environment.spaceInstallation) {
    return { installation, siteInstallation: { ...environment.siteInstallation, configuration: { ...configuration.site } } };
  }
  const inSpace = environment.spaceInstallation ?? { installation: environment.installation?.id, space: environment.installation?.space };
  const scoped = { ...inSpace, configuration: { ...configuration.site } };
  if (component.level === 'space') return { installation, spaceInstallation: scoped };
  return { installation, siteInstallation: { ...(environment.siteInstallation ?? scoped), configuration: { ...configuration.site } } };
}

/** `element.context` of a configuration screen, as the API package names them: the account's, a space's or a site's. */
export type ConfigurationContext =
  | { type: 'configuration_account' }
  | { type: 'configuration_space'; spaceId: string }
  | { type: 'configuration_site'; siteId: string };

/** The context a scope's configuration screen renders in: the account's, or the installation's place (space or site). */
export function configurationContextOf(
  installation: Pick<Installation, 'target' | 'spaceId' | 'siteId'>,
  scope: ConfigurationScope,
): ConfigurationContext {
  if (scope === 'account') return { type: 'configuration_account' };
  if (installation.target === 'site' && installation.siteId) return { type: 'configuration_site', siteId: installation.siteId };
  return { type: 'configuration_space', spaceId: installation.spaceId };
}

/**
 * Saves a whole scope's configuration as the platform's `PATCH` of an installation does (the body's `configuration`
 * replaces the stored one: the platform's own OAuth handler spreads the existing values for that reason). Like a
 * form edit: `installation_setup` is emitted and the status follows validation.
 */
export function saveConfiguration(
  manifest: unknown,
  installation: Installation,
  scope: ConfigurationScope,
  values: Record<string, unknown>,
): InstallationChange {
  const configuration = { ...installation.configuration, [scope]: { ...values } };
  const valid = isInstallationValid(manifest, { target: installation.target, configuration });
  const { status, emit } = transition(installation.status, { type: 'edit', valid });
  return { installation: { ...installation, status, configuration }, emit };
}
