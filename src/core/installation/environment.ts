import type { Installation } from './installation';

/** `context.environment.installation` for a space installation (spec: Environment context, site installation). */
export interface SpaceInstallationEnvironment {
  id: string;
  space: string;
  status: Installation['status'];
  configuration: Record<string, unknown>;
  externalIds: string[];
  urls: { publicEndpoint: string };
  target: 'space';
}

/** `context.environment.installation` for an organization installation. */
export interface OrganizationInstallationEnvironment {
  id: string;
  space_selection: { all: boolean; spaces: string[] };
  status: Installation['status'];
  configuration: Record<string, unknown>;
  urls: { publicEndpoint: string };
  externalIds: string[];
  target: 'organization';
}

/** `context.environment.installation` for a site installation: the site's settings live in `siteInstallation`. */
export interface SiteInstallationEnvironment {
  id: string;
  status: Installation['status'];
  configuration: Record<string, unknown>;
  urls: { publicEndpoint: string };
  externalIds: string[];
  target: 'site';
}

/** What the script reads as `context.environment.installation`. */
export type InstallationEnvironment = SpaceInstallationEnvironment | SiteInstallationEnvironment | OrganizationInstallationEnvironment;

/**
 * Builds the installation as the script sees it. A space installation's configuration is the account
 * configuration overlaid by the site's (site-specific wins); an organization sees its account configuration.
 * `status` is the lowercase value the spec's check compares with `'active'`.
 */
export function installationEnvironment(installation: Installation, publicEndpoint: string): InstallationEnvironment {
  const urls = { publicEndpoint };
  if (installation.target === 'space') {
    return {
      id: installation.id,
      space: installation.spaceId,
      status: installation.status,
      configuration: { ...installation.configuration.account, ...installation.configuration.site },
      externalIds: [],
      urls,
      target: 'space',
    };
  }
  if (installation.target === 'site') {
    return { id: installation.id, status: installation.status, configuration: { ...installation.configuration.account }, urls, externalIds: [], target: 'site' };
  }
  return {
    id: installation.id,
    space_selection: { all: true, spaces: [] },
    status: installation.status,
    configuration: { ...installation.configuration.account },
    urls,
    externalIds: [],
    target: 'organization',
  };
}
