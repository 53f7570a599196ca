import { GITBOOK_DEFAULT_ENDPOINT } from '../api/client';
import type { IntegrationSpaceInstallation } from '../api/installations';
import { defaultValues, readConfigurationFields } from '../installation/fields';
import { isInstallationValid } from '../installation/installation';
import { resolveSecrets } from '../manifest/secrets';
import type { RuntimeEnvironment, RuntimeInstallation } from './types';

/**
 * The playground's fake platform origins (stable, never on the real network; MSW answers them):
 * - the public endpoint of an installation is `https://integrations.kitbench.local/{installationId}`, so the
 *   platform's `POST {publicEndpoint}/v1` is `https://integrations.kitbench.local/{installationId}/v1`;
 * - the HTTP API is `https://api.kitbench.local/v1` (see src/mock/api.ts for its paths); `environment.apiEndpoint`
 *   is its origin, `https://api.kitbench.local`, below which the client adds `/v1` as the platform's does;
 * - the integration's static content is under `https://content.kitbench.local/integrations/{name}`.
 */
export const PUBLIC_ENDPOINT_ORIGIN = 'https://integrations.kitbench.local';
/** `environment.apiEndpoint`: the API's origin (the platform's is `https://api.gitbook.com`). */
export const API_ORIGIN = GITBOOK_DEFAULT_ENDPOINT;
/** The API's base URL, where the mock's routes start. */
export const API_ENDPOINT = `${API_ORIGIN}/v1`;
/** The integration's version in the environment: kitbench plays the first publication. */
export const INTEGRATION_VERSION = 1;
export const PUBLIC_CONTENT_ORIGIN = 'https://content.kitbench.local';
/** The installation id used while the integration is not installed yet, so the endpoint can still be tried. */
export const PLAYGROUND_INSTALLATION_ID = 'playground';
/**
 * The organization every installation belongs to (`environment.installation.target.organization`, as the platform
 * gives it): the mocked API serves it at `GET /orgs/org_kitbench`.
 */
export const ORGANIZATION_ID = 'org_kitbench';
/** The space the default installation (before the user installs anything) lives in: the sample events' space. */
export const PLAYGROUND_SPACE_ID = 'space_7Hq2kLm9';

/** A signing secret of `environment.signingSecrets` (fixed per level and id, so a test can verify what it signed). */
export function signingSecret(level: string, id: string): string {
  return `kb_sign_${level}_${id}`;
}

/** The public endpoint of one installation. */
export function publicEndpointFor(installationId: string): string {
  return `${PUBLIC_ENDPOINT_ORIGIN}/${encodeURIComponent(installationId)}`;
}

/** The HTTP API token of the integration itself. */
export function integrationToken(integrationName: string): string {
  return `kb_int_${integrationName}`;
}

/** The HTTP API token of one installation (the mock API accepts exactly this as `Authorization: Bearer ...`). */
export function installationToken(installationId: string): string {
  return `kb_inst_${installationId}`;
}

/** The installation as the workspace stores it (structurally the same as src/ui/workspace/types.ts). */
export interface InstallationInput {
  id: string;
  target: 'space' | 'site' | 'organization';
  spaceId: string;
  /** The site of a `site` installation. */
  siteId?: string;
  status: string;
  configuration: { account: Record<string, unknown>; site: Record<string, unknown> };
}

/** Everything the environment is built from. */
export interface EnvironmentInput {
  /** The manifest's `name` (the integration identifier). */
  integrationName: string;
  /** The manifest's `secrets` map, unresolved (`NAME: ${{ env.NAME }}`). */
  secrets: Record<string, unknown> | undefined;
  /** The workspace's environment variables. */
  env: Record<string, string>;
  installation: InstallationInput | null;
  /** The parsed manifest: the default installation takes its configuration defaults, `icon` its URL. */
  manifest?: unknown;
}

/**
 * The installation behind the environment before the user installs anything: a space installation in
 * PLAYGROUND_SPACE_ID whose configuration is the manifest's defaults; `active` when those validate, else `pending`.
 */
export function defaultInstallation(manifest: unknown): InstallationInput {
  const configuration = {
    account: defaultValues(readConfigurationFields(manifest, 'account')),
    site: defaultValues(readConfigurationFields(manifest, 'site')),
  };
  const valid = isInstallationValid(manifest, { target: 'space', configuration });
  return { id: PLAYGROUND_INSTALLATION_ID, target: 'space', spaceId: PLAYGROUND_SPACE_ID, status: valid ? 'active' : 'pending', configuration };
}

function iconPath(manifest: unknown): string | undefined {
  const icon = typeof manifest === 'object' && manifest !== null ? (manifest as { icon?: unknown }).icon : undefined;
  return typeof icon === 'string' && icon.trim() !== '' ? icon.trim().replace(/^\.?\/+/, '') : undefined;
}

/**
 * A site installation, as the API package declares it: `installation` with the account settings, `siteInstallation`
 * with the site's (`site`, `urls.location` below `/sites/{siteId}`), its signing secret; no space installation.
 */
function withSiteInstallation(
  environment: RuntimeEnvironment,
  base: RuntimeInstallation,
  installation: InstallationInput,
  integrationName: string,
  urls: { location: string; publicEndpoint: string; publicContentEndpoint: string },
): RuntimeEnvironment {
  const siteId = installation.siteId ?? 'site_docs';
  environment.installation = base;
  environment.siteInstallation = {
    integration: integrationName,
    installation: installation.id,
    site: siteId,
    status: installation.status,
    configuration: { ...installation.configuration.site },
    externalIds: [],
    urls: { ...urls, location: `${urls.location}/sites/${encodeURIComponent(siteId)}` },
  };
  environment.signingSecrets.siteInstallation = signingSecret('site', `${installation.id}_${siteId}`);
  return environment;
}

/**
 * `context.environment` (spec: Environment context). A space installation shows `space`, and its configuration is
 * the account settings overlaid with the site settings; `spaceInstallation` and `siteInstallation` carry the site
 * settings alone (the spec's "site installation" is the installation in one space, so both names show it). An
 * organization installation shows `space_selection` and the account settings. Without an installation, the
 * default one (defaultInstallation) stands in. Secrets whose variable is missing are left out.
 */
export function buildEnvironment(input: EnvironmentInput): RuntimeEnvironment {
  const installation = input.installation ?? defaultInstallation(input.manifest);
  const publicEndpoint = publicEndpointFor(installation.id);
  const publicContentEndpoint = `${PUBLIC_CONTENT_ORIGIN}/integrations/${encodeURIComponent(input.integrationName)}`;
  const icon = iconPath(input.manifest);
  const installationLocation = `${API_ENDPOINT}/integrations/${encodeURIComponent(input.integrationName)}/installations/${encodeURIComponent(installation.id)}`;
  // As the API package declares them; the content endpoint equals the public endpoint (no separate content origin).
  const urls = { location: installationLocation, publicEndpoint, publicContentEndpoint: publicEndpoint };
  const environment: RuntimeEnvironment = {
    apiEndpoint: API_ORIGIN,
    apiTokens: { integration: integrationToken(input.integrationName), installation: installationToken(installation.id) },
    integration: {
      name: input.integrationName,
      version: INTEGRATION_VERSION,
      urls: { publicEndpoint, publicContentEndpoint, ...(icon ? { icon: `${publicContentEndpoint}/${icon}` } : {}) },
    },
    secrets: resolveSecrets(input.secrets, input.env).values,
    signingSecrets: { integration: signingSecret('integration', input.integrationName), installation: signingSecret('installation', installation.id) },
  };
  const base: RuntimeInstallation = {
    id: installation.id,
    // The platform's: the organization the installation belongs to, whatever its kind (space or organization).
    target: { organization: ORGANIZATION_ID },
    status: installation.status,
    configuration: { ...installation.configuration.account },
    externalIds: [],
    urls: { ...urls, app: `https://app.kitbench.local/integrations/${encodeURIComponent(input.integrationName)}/installations/${encodeURIComponent(installation.id)}` },
  };
  if (installation.target === 'organization') {
    environment.installation = { ...base, space_selection: { all: true, spaces: [] } };
    return environment;
  }
  if (installation.target === 'site') return withSiteInstallation(environment, base, installation, input.integrationName, urls);
  environment.installation = {
    ...base,
    space: installation.spaceId,
    configuration: { ...installation.configuration.account, ...installation.configuration.site },
  };
  const spaceInstallation: IntegrationSpaceInstallation = {
    integration: input.integrationName,
    installation: installation.id,
    space: installation.spaceId,
    status: installation.status,
    configuration: { ...installation.configuration.site },
    externalIds: [],
    urls: { ...urls, location: `${installationLocation}/spaces/${encodeURIComponent(installation.spaceId)}` },
  };
  environment.spaceInstallation = spaceInstallation;
  const placed = `${installation.id}_${installation.spaceId}`;
  environment.signingSecrets.spaceInstallation = signingSecret('space', placed);
  environment.signingSecrets.siteInstallation = signingSecret('site', placed);
  environment.siteInstallation = { ...spaceInstallation, configuration: { ...installation.configuration.site }, site: installation.spaceId };
  return environment;
}
