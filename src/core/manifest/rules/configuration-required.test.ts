import { describe, expect, it } from 'vitest';
import { applyFix, findings, positionOf, withExtra } from '../test-helpers.ts';

describe('configuration-required', () => {
  const text = withExtra(`configurations:
  site:
    properties:
      project: { type: string }
    required:
      - project
      - projekt
      - nothing_alike
`);

  it('reports each required name missing from properties, at the name', () => {
    const found = findings(text, 'unknown-required-property');
    expect(found.map((d) => d.pointer)).toEqual(['/configurations/site/required/1', '/configurations/site/required/2']);
    expect(found[0].message).toBe(
      'configurations.site.required[1] names "projekt", which is not in configurations.site.properties; did you mean "project"?',
    );
    expect(found[0].at).toEqual(positionOf(text, 'projekt'));
    expect(applyFix(text, found[0].fixes![0])).toContain('      - project\n      - project\n');
    expect(found[1].fixes).toBeUndefined();
  });

  it('accepts required names that exist', () => {
    expect(findings(text.replace(/\n {6}- projekt\n {6}- nothing_alike/, ''), 'unknown-required-property')).toEqual([]);
  });
});
