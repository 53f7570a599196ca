import { describe, expect, it } from 'vitest';
import { RULES } from './index.ts';

describe('the rule registry', () => {
  it('has one uniquely named rule per family', () => {
    const names = RULES.map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['configuration-required', 'property-defaults', 'block-ids', 'local-paths', 'preview-images', 'internal-scopes', 'secrets-env']),
    );
  });
});
