import { describe, expect, it } from 'vitest';
import { installationLevelEnvironment } from './installation-level';
import { testEnvironment } from './test-environment';

describe('installationLevelEnvironment', () => {
  it('is the environment without the space and site installations, with the account configuration alone', () => {
    const environment = testEnvironment();
    const level = installationLevelEnvironment(environment, { team_name: 'Docs' });
    expect(level.spaceInstallation).toBeUndefined();
    expect(level.siteInstallation).toBeUndefined();
    expect(Object.keys(level.signingSecrets).sort()).toEqual(['installation', 'integration']);
    expect(level.installation).toMatchObject({ id: 'inst_1', configuration: { team_name: 'Docs' } });
    expect(level.installation?.configuration).not.toHaveProperty('project');
    // the environment it came from is left as it was
    expect(environment.spaceInstallation?.space).toBe('space_1');
  });
});
