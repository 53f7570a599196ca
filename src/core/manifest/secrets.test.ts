import { describe, expect, it } from 'vitest';
import { manifestEnvironmentNames, missingSecretsMessage, namedSecrets, resolveSecrets, secretsFor, secretVariable, withGivenSecrets } from './secrets.ts';

describe('secretVariable', () => {
  it('reads the variable of ${{ env.NAME }}, spaces optional', () => {
    expect(secretVariable('${{ env.CLIENT_ID }}')).toBe('CLIENT_ID');
    expect(secretVariable('${{env.CLIENT_ID}}')).toBe('CLIENT_ID');
  });

  it('rejects anything else', () => {
    for (const value of ['CLIENT_ID', '${ env.X }', '${{ secrets.X }}', '${{ env.X }} tail', '${{ env.1X }}', 42, null]) {
      expect(secretVariable(value)).toBeUndefined();
    }
  });
});

describe('resolveSecrets', () => {
  it('resolves present variables, lists missing and invalid ones by secret name', () => {
    const result = resolveSecrets(
      { CLIENT_ID: '${{ env.ID }}', CLIENT_SECRET: '${{ env.SECRET }}', PLAIN: 'hunter2', NUMBER: 3 },
      { ID: 'abc', OTHER: 'x' },
    );
    expect(result).toEqual({ values: { CLIENT_ID: 'abc' }, missing: ['CLIENT_SECRET', 'PLAIN', 'NUMBER'], invalid: ['PLAIN', 'NUMBER'] });
  });

  it('keeps an empty variable as set', () => {
    expect(resolveSecrets({ A: '${{ env.A }}' }, { A: '' }).values).toEqual({ A: '' });
  });

  it('never reads inherited properties of the environment', () => {
    expect(resolveSecrets({ A: '${{ env.toString }}' }, {}).missing).toEqual(['A']);
  });

  it('accepts no secrets or a non-mapping', () => {
    const empty = { values: {}, missing: [], invalid: [] };
    expect(resolveSecrets(undefined, {})).toEqual(empty);
    expect(resolveSecrets(['a'] as unknown as Record<string, unknown>, {})).toEqual(empty);
  });
});

describe('secretsFor: a publishing environment, as the platform’s CLI spreads envs.<name> over the manifest', () => {
  const manifest = {
    secrets: { CLIENT_ID: '${{ env.ID }}', CLIENT_SECRET: '${{ env.SECRET }}' },
    envs: { dev: { secrets: { CLIENT_ID: '${{ env.DEV_ID }}' } }, production: { visibility: 'public' } },
  };

  it('takes the environment’s secrets whole (keys it leaves out are gone), else the top-level ones', () => {
    expect(secretsFor(manifest, 'dev')).toEqual({ secrets: { CLIENT_ID: '${{ env.DEV_ID }}' }, pointer: '/envs/dev/secrets' });
    expect(secretsFor(manifest, 'production')).toEqual({ secrets: manifest.secrets, pointer: '/secrets' });
    expect(secretsFor(manifest)).toEqual({ secrets: manifest.secrets, pointer: '/secrets' });
    expect(manifestEnvironmentNames(manifest)).toEqual(['dev', 'production']);
  });

  it('lists 1Password references apart: kitbench cannot read them, so each is unset until a variable of its own name is', () => {
    expect(resolveSecrets({ A: '${{ "op://v/i/f" }}', B: '${{ op://v/i/f }}', C: '${{ env.C }}' }, { C: 'c' })).toEqual({
      values: { C: 'c' },
      missing: ['A', 'B'],
      invalid: [],
      external: ['A', 'B'],
    });
  });

  it('gives a secret named by reference the value of the variable of its own name', () => {
    const figma = { CLIENT_ID: '${{ "op://gitbook-integrations/figmaIntegrationProd/CLIENT_ID" }}', CLIENT_SECRET: '${{ "op://x/y/CLIENT_SECRET" }}' };
    const result = resolveSecrets(figma, { CLIENT_ID: 'figma-client' });
    expect(result.values).toEqual({ CLIENT_ID: 'figma-client' });
    expect(result.missing).toEqual(['CLIENT_SECRET']);
    expect(missingSecretsMessage(result.missing, figma)).toBe('the secret CLIENT_SECRET has no value. Set CLIENT_SECRET under Environment variables.');
  });
});

describe('secrets given by name, whatever their form', () => {
  const secrets = { CLIENT_ID: '${{ "op://v/figma/CLIENT_ID" }}', API_KEY: '${{ env.FIGMA_API_KEY }}' };

  it('sets the variable each secret reads, so it resolves as any other', () => {
    const given = withGivenSecrets(secrets, { OTHER: 'x' }, { CLIENT_ID: 'id-1', API_KEY: 'key-1' });
    expect(given).toEqual({ env: { OTHER: 'x', CLIENT_ID: 'id-1', FIGMA_API_KEY: 'key-1' } });
    expect(resolveSecrets(secrets, (given as { env: Record<string, string> }).env).values).toEqual({ CLIENT_ID: 'id-1', API_KEY: 'key-1' });
  });

  it('refuses a name the secrets in effect do not name, saying which they do', () => {
    expect(withGivenSecrets(secrets, {}, { CLIENT_SECRET: 's' })).toEqual({ problem: 'the manifest\'s secrets name no "CLIENT_SECRET" (they name CLIENT_ID and API_KEY).' });
    expect(withGivenSecrets(undefined, {}, { CLIENT_ID: 's' })).toMatchObject({ problem: expect.stringContaining('choose the envs entry that does with manifestEnvironment') });
  });

  it('lists every secret of every environment with the variable that fills it, for kitbench dev’s .env', () => {
    const manifest = { secrets: { TOKEN: '${{ env.MY_TOKEN }}' }, envs: { production: { secrets: secrets } } };
    expect(namedSecrets(manifest)).toEqual([
      { name: 'TOKEN', variable: 'MY_TOKEN' },
      { name: 'CLIENT_ID', variable: 'CLIENT_ID' },
      { name: 'API_KEY', variable: 'FIGMA_API_KEY' },
    ]);
  });
});

describe('missingSecretsMessage', () => {
  it('names the environment variables the secrets refer to, not only the secret names', () => {
    const secrets = { CLIENT_ID: '${{ env.FIGMA_CLIENT_ID }}', CLIENT_SECRET: '${{ env.FIGMA_CLIENT_SECRET }}' };
    expect(missingSecretsMessage(['CLIENT_ID', 'CLIENT_SECRET'], secrets)).toBe(
      'the secrets CLIENT_ID and CLIENT_SECRET have no value. Set FIGMA_CLIENT_ID and FIGMA_CLIENT_SECRET under Environment variables.',
    );
  });

  it('falls back to the secret name when its variable cannot be read', () => {
    expect(missingSecretsMessage(['CLIENT_ID'], { CLIENT_ID: 'op://vault/x' })).toBe(
      'the secret CLIENT_ID has no value. Set CLIENT_ID under Environment variables.',
    );
    expect(missingSecretsMessage(['CLIENT_ID'], undefined)).toContain('Set CLIENT_ID under');
  });
});
