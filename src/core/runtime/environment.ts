import { resolveSecrets } from '../manifest/secrets';
import type { RuntimeEnvironment, RuntimeInstallation } from './types';

/**
 * The playground's fake platform origins (stable, never on the real network; MSW answers them):
 * - the public endpoint of an installation is `https://integrations.kitbench.local/{installationId}`, so the
 *   platform's `POST {publicEndpoint}/v1` is `https://integrations.kitbench.local/{installationId}/v1`;
 * - the HTTP API is `https://api.kitbench.local/v1` (see src/mock/platform.ts for its paths).
 */
export const PUBLIC_ENDPOINT_ORIGIN = 'https://integrations.kitbench.local';
export const API_ENDPOINT = 'https://api.kitbench.local/v1';
/** The installation id used while the integration is not installed yet, so the endpoint can still be tried. */
export const PLAYGROUND_INSTALLATION_ID = 'playground';

/** The public endpoint of one installation. */
export function publicEndpointFor(installationId: string): string {
  return `${PUBLIC_ENDPOINT_ORIGIN}/${encodeURIComponent(installationId)}`;
}

/** The HTTP API token of one installation (the mock API accepts exactly this as `Authorization: Bearer ...`). */
export function installationToken(installationId: string): string {
  return `kb_inst_${installationId}`;
}

/** The installation as the workspace stores it (structurally the same as src/ui/workspace/types.ts). */
export interface InstallationInput {
  id: string;
  target: 'space' | 'organization';
  spaceId: string;
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
}

/**
 * `context.environment` (spec: Environment context). A space installation shows `space` and its configuration is
 * the account settings overlaid with the site settings; an organization installation shows `space_selection` and
 * the account settings. Secrets whose variable is missing are left out (the manifest panel reports them).
 */
export function buildEnvironment(input: EnvironmentInput): RuntimeEnvironment {
  const installationId = input.installation?.id ?? PLAYGROUND_INSTALLATION_ID;
  const publicEndpoint = publicEndpointFor(installationId);
  const environment: RuntimeEnvironment = {
    apiEndpoint: API_ENDPOINT,
    apiTokens: { installation: installationToken(installationId) },
    integration: { name: input.integrationName, urls: { publicEndpoint } },
    secrets: resolveSecrets(input.secrets, input.env).values,
  };
  const installation = input.installation;
  if (installation) {
    const base: RuntimeInstallation = {
      id: installation.id,
      target: installation.target,
      status: installation.status,
      configuration: { ...installation.configuration.account },
      externalIds: [],
      urls: { publicEndpoint },
    };
    environment.installation =
      installation.target === 'space'
        ? { ...base, space: installation.spaceId, configuration: { ...installation.configuration.account, ...installation.configuration.site } }
        : { ...base, space_selection: { all: true, spaces: [] } };
  }
  return environment;
}
