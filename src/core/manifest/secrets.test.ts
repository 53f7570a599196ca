import { describe, expect, it } from 'vitest';
import { manifestEnvironmentNames, missingSecretsMessage, resolveSecrets, secretsFor, secretVariable } from './secrets.ts';

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
    expect(result).toEqual({ values: { CLIENT_ID: 'abc' }, missing: ['CLIENT_SECRET'], invalid: ['PLAIN', 'NUMBER'] });
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

  it('lists 1Password references apart: only the platform’s CLI resolves them', () => {
    expect(resolveSecrets({ A: '${{ "op://v/i/f" }}', B: '${{ op://v/i/f }}', C: '${{ env.C }}' }, { C: 'c' })).toEqual({
      values: { C: 'c' },
      missing: [],
      invalid: [],
      external: ['A', 'B'],
    });
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
