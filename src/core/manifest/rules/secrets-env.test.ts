import { describe, expect, it } from 'vitest';
import { validate } from '../validate.ts';
import { findings, only, positionOf, withExtra } from '../test-helpers.ts';

describe('secrets-env', () => {
  const text = withExtra('secrets:\n  CLIENT_ID: ${{ env.CLIENT_ID }}\n  CLIENT_SECRET: ${{ env.THE_SECRET }}\n');

  it('reports a missing variable at that secret: a warning, or an error with checkEnv', () => {
    const d = only(text, 'missing-env', { env: { CLIENT_ID: 'x' } });
    expect(d).toMatchObject({
      severity: 'warning',
      pointer: '/secrets/CLIENT_SECRET',
      message: 'secrets.CLIENT_SECRET needs the environment variable THE_SECRET, which is not set',
    });
    expect(d.at).toEqual(positionOf(text, '${{ env.THE_SECRET }}'));
    expect(only(text, 'missing-env', { env: { CLIENT_ID: 'x' }, checkEnv: true }).severity).toBe('error');
    expect(validate(text, { env: {}, checkEnv: true }).valid).toBe(false);
  });

  it('says nothing without an environment or when every variable is set', () => {
    expect(findings(text, 'missing-env')).toEqual([]);
    expect(findings(text, 'missing-env', { env: { CLIENT_ID: 'a', THE_SECRET: 'b' }, checkEnv: true })).toEqual([]);
  });

  const figma = withExtra(
    'secrets:\n  CLIENT_ID: ${{ "op://vault/figma/CLIENT_ID" }}\nenvs:\n  dev:\n    secrets:\n      CLIENT_ID: ${{ env.FIGMA_DEV_CLIENT_ID }}\n  staging:\n    organization: acme-staging\n',
  );

  it('checks the secrets of the environment in effect (envs.<name>.secrets replace the top-level map), at their own line', () => {
    const d = only(figma, 'missing-env', { env: {}, manifestEnvironment: 'dev' });
    expect(d).toMatchObject({ pointer: '/envs/dev/secrets/CLIENT_ID', message: expect.stringContaining('FIGMA_DEV_CLIENT_ID') });
    expect(d.at).toEqual(positionOf(figma, '${{ env.FIGMA_DEV_CLIENT_ID }}'));
    expect(findings(figma, 'missing-env', { env: { FIGMA_DEV_CLIENT_ID: 'x' }, manifestEnvironment: 'dev' })).toEqual([]);
  });

  it('names a 1Password reference kitbench cannot read, for the default environment and one without secrets of its own', () => {
    for (const manifestEnvironment of [undefined, 'staging']) {
      expect(only(figma, 'external-secret', { env: {}, manifestEnvironment })).toMatchObject({
        severity: 'warning',
        pointer: '/secrets/CLIENT_ID',
        message: expect.stringContaining('until you set the variable CLIENT_ID'),
      });
    }
  });

  it('says nothing of a 1Password reference once the variable of the secret’s own name is set', () => {
    expect(findings(figma, 'external-secret', { env: { CLIENT_ID: 'figma-client' } })).toEqual([]);
  });
});
