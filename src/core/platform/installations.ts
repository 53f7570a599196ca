/**
 * The installations as the platform shows them, from kitbench's installation state: `IntegrationInstallation` (the
 * account), `IntegrationSpaceInstallation` and `IntegrationSiteInstallation` (one space, one site), each conformed to
 * its schema in the OpenAPI document. The environment shows them; the mocked API answers with the same objects.
 */
import type { IntegrationInstallation, IntegrationSiteInstallation, IntegrationSpaceInstallation } from '../api/installations';
import { DEFAULT_SITE_ID } from '../installation/installation';
import { conform } from './conform';
import { APP_ORIGIN, CREATED_AT, integrationLocation, ORGANIZATION_ID, publicEndpointFor } from './origins';

/** An installation as kitbench keeps it (the workspace's, kitbench/testing's): what the platform's objects are built from. */
export interface InstallationState {
  id: string;
  target: 'space' | 'site' | 'organization';
  /** The space of a `space` installation (and the content of a `site` one). */
  spaceId: string;
  /** The site of a `site` installation. */
  siteId?: string;
  status: string;
  configuration: { account: Record<string, unknown>; site: Record<string, unknown> };
}

/** The installation in the API (`urls.location`); its spaces and sites are below it. */
export function installationLocation(integrationName: string, installationId: string): string {
  return `${integrationLocation(integrationName)}/installations/${encodeURIComponent(installationId)}`;
}

/** The URLs every installation object shares. */
function endpoints(installationId: string) {
  const publicEndpoint = publicEndpointFor(installationId);
  // No separate content origin: the platform's document says the content endpoint then equals the public one.
  return { publicEndpoint, publicContentEndpoint: publicEndpoint };
}

/**
 * `environment.installation` and `GET /integrations/{name}/installations/{id}`: the installation on the account.
 * An organization installation selects every space and site; a space or site installation, the one it is in.
 * `configuration` is the account's settings (`overlay` adds to them: a space installation's environment shows the
 * site settings over them).
 */
export function platformInstallation(integrationName: string, state: InstallationState, overlay: Record<string, unknown> = {}): IntegrationInstallation {
  const whole = state.target === 'organization';
  const known: Partial<IntegrationInstallation> = {
    id: state.id,
    status: state.status,
    space_selection: whole ? 'all' : 'selected',
    site_selection: whole ? 'all' : 'selected',
    spaces: state.target === 'space' ? 1 : 0,
    configuration: { ...state.configuration.account, ...overlay },
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    urls: {
      location: installationLocation(integrationName, state.id),
      app: `${APP_ORIGIN}/integrations/${encodeURIComponent(integrationName)}/installations/${encodeURIComponent(state.id)}`,
      ...endpoints(state.id),
    },
    externalIds: [],
    // The platform's: the organization the installation belongs to, whatever its kind.
    target: { organization: ORGANIZATION_ID },
    // kitbench, as the spec's environment names it: a space installation's space.
    ...(state.target === 'space' ? { space: state.spaceId } : {}),
  };
  return conform<IntegrationInstallation>('IntegrationInstallation', known);
}

/** `environment.spaceInstallation` and the API's space installation: the installation in one space, its site settings. */
export function platformSpaceInstallation(integrationName: string, state: InstallationState, spaceId: string = state.spaceId): IntegrationSpaceInstallation {
  return conform<IntegrationSpaceInstallation>('IntegrationEnvironmentSpaceInstallation', {
    integration: integrationName,
    installation: state.id,
    space: spaceId,
    status: state.status,
    configuration: { ...state.configuration.site },
    externalIds: [],
    urls: { location: `${installationLocation(integrationName, state.id)}/spaces/${encodeURIComponent(spaceId)}`, ...endpoints(state.id) },
  });
}

/** `environment.siteInstallation` and the API's site installation: the installation on one site, its site settings. */
export function platformSiteInstallation(integrationName: string, state: InstallationState, siteId: string = state.siteId ?? DEFAULT_SITE_ID): IntegrationSiteInstallation {
  return conform<IntegrationSiteInstallation>('IntegrationEnvironmentSiteInstallation', {
    integration: integrationName,
    installation: state.id,
    site: siteId,
    status: state.status,
    configuration: { ...state.configuration.site },
    externalIds: [],
    urls: { location: `${installationLocation(integrationName, state.id)}/sites/${encodeURIComponent(siteId)}`, ...endpoints(state.id) },
  });
}
