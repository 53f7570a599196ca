import { buildEnvironment } from './environment';
import type { RuntimeEnvironment } from './types';

/** An active space installation of the example integration, for tests. */
export function testEnvironment(): RuntimeEnvironment {
  return buildEnvironment({
    integrationName: 'team-counter',
    secrets: { CLIENT_ID: '${{ env.CLIENT_ID }}', CLIENT_SECRET: '${{ env.CLIENT_SECRET }}' },
    env: { CLIENT_ID: 'client-1', CLIENT_SECRET: 'secret-1' },
    installation: {
      id: 'inst_1',
      target: 'space',
      spaceId: 'space_1',
      status: 'active',
      configuration: { account: { team_name: 'Docs' }, site: { project: 'web' } },
    },
  });
}
