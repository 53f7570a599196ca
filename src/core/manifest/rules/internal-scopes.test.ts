import { describe, expect, it } from 'vitest';
import { validate } from '../validate.ts';
import { findings, MINIMAL, positionOf } from '../test-helpers.ts';

describe('internal-scopes', () => {
  it('warns about each internal scope at the scope', () => {
    const text = MINIMAL.concat('  - site:script:inject\n  - site:script:cookies\n');
    const found = findings(text, 'internal-scope');
    expect(found.map((d) => [d.severity, d.pointer])).toEqual([
      ['warning', '/scopes/1'],
      ['warning', '/scopes/2'],
    ]);
    expect(found[0].message).toBe(`scopes[1] "site:script:inject" is an internal scope, granted only to the platform's own integrations`);
    expect(found[0].at).toEqual(positionOf(text, 'site:script:inject'));
    expect(validate(text).valid).toBe(true);
  });
});
