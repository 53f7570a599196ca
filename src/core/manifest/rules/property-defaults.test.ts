import { describe, expect, it } from 'vitest';
import { validate } from '../validate.ts';
import { applyFix, only, positionOf, withExtra } from '../test-helpers.ts';

describe('property-defaults', () => {
  const text = (value: string) =>
    withExtra(`configurations:\n  account:\n    properties:\n      unit:\n        type: string\n        enum: [issues, pages]\n        default: ${value}\n`);

  it('reports a default outside the enum at the default, with a fix', () => {
    const d = only(text('isues'), 'default-not-in-enum');
    expect(d.message).toBe('configurations.account.properties.unit.default must be one of its enum values issues, pages; did you mean "issues"?');
    expect(d.at).toEqual(positionOf(text('isues'), 'isues'));
    expect(validate(applyFix(text('isues'), d.fixes![0])).valid).toBe(true);
  });

  it('accepts a default from the enum', () => {
    expect(validate(text('pages')).diagnostics).toEqual([]);
  });
});
