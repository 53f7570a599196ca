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
});
