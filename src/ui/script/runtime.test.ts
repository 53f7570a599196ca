import { describe, expect, it } from 'vitest';
import { environmentFor } from './runtime';

const manifest = 'name: team-counter\nsecrets:\n  CLIENT_ID: ${{ env.CLIENT_ID }}\n';

describe('environmentFor', () => {
  it('takes the integration name and secrets from the manifest and resolves them against env', () => {
    const environment = environmentFor({ manifest, env: { CLIENT_ID: 'abc' }, installation: null });
    expect(environment.integration.name).toBe('team-counter');
    expect(environment.secrets).toEqual({ CLIENT_ID: 'abc' });
  });

  it('still builds an environment from a manifest that does not parse', () => {
    const environment = environmentFor({ manifest: 'name: [unclosed', env: {}, installation: null });
    expect(environment.integration.name).toBe('integration');
    expect(environment.secrets).toEqual({});
  });
});
