import { describe, expect, it } from 'vitest';
import { resolveSecrets, secretVariable } from './secrets.ts';

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
