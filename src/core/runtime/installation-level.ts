import type { RuntimeEnvironment } from './types';

/**
 * The request header with which the playground and `kitbench/testing` ask the public endpoint as the installation's
 * own endpoint (an account-scope OAuth button) rather than its space's: kitbench's installation and space
 * installation share one URL, where the platform gives each its own. The mocked platform removes it before the
 * script sees the request.
 */
export const INSTALLATION_LEVEL_HEADER = 'x-kitbench-endpoint-level';

/**
 * `context.environment` for a request to the installation's own endpoint, as the platform builds it there: no space
 * or site installation (so `createOAuthHandler`'s state names the installation alone, and its credentials are saved
 * on the installation) and the account configuration alone.
 */
export function installationLevelEnvironment(environment: RuntimeEnvironment, account: Record<string, unknown>): RuntimeEnvironment {
  const { spaceInstallation: _space, siteInstallation: _site, ...rest } = environment;
  const { spaceInstallation: _spaceSecret, siteInstallation: _siteSecret, ...signingSecrets } = environment.signingSecrets;
  return {
    ...rest,
    signingSecrets,
    ...(environment.installation ? { installation: { ...environment.installation, configuration: { ...account } } } : {}),
  };
}
