import { defaultValues, readConfigurationFields } from '../installation/fields';
import { isInstallationValid } from '../installation/installation';
import { resolveSecrets } from '../manifest/secrets';
import { type InstallationState, platformInstallation, platformIntegration, platformSiteInstallation, platformSpaceInstallation } from '../platform';
import { API_ORIGIN, publicEndpointFor } from '../platform/origins';
import type { RuntimeEnvironment } from './types';

/**
 * The playground's fake platform origins and ids (src/core/platform/origins.ts; MSW answers them):
 * - the public endpoint of an installation is `https://integrations.kitbench.local/{installationId}`, so the
 *   platform's `POST {publicEndpoint}/v1` is `https://integrations.kitbench.local/{installationId}/v1`;
 * - the HTTP API is `https://api.kitbench.local/v1` (see src/mock/api.ts for its paths); `environment.apiEndpoint`
 *   is its origin, `https://api.kitbench.local`, below which the client adds `/v1` as the platform's does;
 * - the integration's static content is under `https://content.kitbench.local/integrations/{name}`.
 */
export { API_ENDPOINT, API_ORIGIN, ORGANIZATION_ID, PUBLIC_CONTENT_ORIGIN, PUBLIC_ENDPOINT_ORIGIN, publicEndpointFor } from '../platform/origins';
/** The integration's version in the environment: kitbench plays the first publication. */
export const INTEGRATION_VERSION = 1;
/** The installation id used while the integration is not installed yet, so the endpoint can still be tried. */
export const PLAYGROUND_INSTALLATION_ID = 'playground';
/** The space the default installation (before the user installs anything) lives in: the sample events' space. */
export const PLAYGROUND_SPACE_ID = 'space_7Hq2kLm9';

/** A signing secret of `environment.signingSecrets` (fixed per level and id, so a test can verify what it signed). */
export function signingSecret(level: string, id: string): string {
  return `kb_sign_${level}_${id}`;
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
export type InstallationInput = InstallationState;

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

/**
 * `context.environment` (spec: Environment context), each object conformed to its schema in the platform's OpenAPI
 * document (`IntegrationEnvironment`; src/core/platform). `integration` is everything the manifest says. A space
 * installation shows `space`, and its configuration is the account settings overlaid with the site settings;
 * `spaceInstallation` and `siteInstallation` carry the site settings alone (the spec's "site installation" is the
 * installation in one space, so both names show it). A site installation shows `siteInstallation` on its site. An
 * organization installation selects every space and site and shows the account settings. Without an installation,
 * the default one (defaultInstallation) stands in. Secrets whose variable is missing are left out.
 */
export function buildEnvironment(input: EnvironmentInput): RuntimeEnvironment {
  const installation = input.installation ?? defaultInstallation(input.manifest);
  const name = input.integrationName;
  const environment: RuntimeEnvironment = {
    apiEndpoint: API_ORIGIN,
    apiTokens: { integration: integrationToken(name), installation: installationToken(installation.id) },
    integration: platformIntegration({ manifest: input.manifest, name, publicEndpoint: publicEndpointFor(installation.id), version: INTEGRATION_VERSION }),
    secrets: resolveSecrets(input.secrets, input.env).values,
    signingSecrets: { integration: signingSecret('integration', name), installation: signingSecret('installation', installation.id) },
  };
  if (installation.target === 'organization') {
    environment.installation = platformInstallation(name, installation);
    return environment;
  }
  if (installation.target === 'site') {
    environment.installation = platformInstallation(name, installation);
    const site = platformSiteInstallation(name, installation);
    environment.siteInstallation = site;
    environment.signingSecrets.siteInstallation = signingSecret('site', `${installation.id}_${site.site}`);
    return environment;
  }
  environment.installation = platformInstallation(name, installation, installation.configuration.site);
  environment.spaceInstallation = platformSpaceInstallation(name, installation);
  const placed = `${installation.id}_${installation.spaceId}`;
  environment.signingSecrets.spaceInstallation = signingSecret('space', placed);
  environment.signingSecrets.siteInstallation = signingSecret('site', placed);
  // kitbench shows the space installation under the site's name too, its space standing for the site.
  environment.siteInstallation = { ...platformSiteInstallation(name, installation, installation.spaceId), space: installation.spaceId };
  environment.siteInstallation.urls = { ...environment.spaceInstallation.urls };
  return environment;
}
