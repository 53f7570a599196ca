import { describe, expect, it } from 'vitest';
import { applyFix, only, positionOf, withExtra } from '../test-helpers.ts';
import { validate } from '../validate.ts';

describe('configuration-component', () => {
  const text = withExtra('configurations:\n  site:\n    componentId: config\n');

  it('reports a configuration declared as a component once, at componentId, saying what to do', () => {
    const { diagnostics } = validate(text);
    expect(diagnostics).toHaveLength(1);
    const d = only(text, 'configuration-component');
    expect(d.severity).toBe('error');
    expect(d.pointer).toBe('/configurations/site/componentId');
    expect(d.at).toEqual(positionOf(text, 'componentId'));
    expect(d.message).toContain('configurations.site is declared as a component (componentId: config)');
    expect(d.message).toContain('Declare each setting under properties instead.');
  });

  it('offers a fix that leaves a valid, empty properties form', () => {
    const fixed = applyFix(text, only(text, 'configuration-component').fixes![0]);
    expect(fixed).toContain('  site:\n    properties: {}\n');
    expect(validate(fixed).diagnostics).toEqual([]);
  });

  it('leaves a configuration that has properties to the usual unknown-key warning', () => {
    const both = withExtra('configurations:\n  site:\n    componentId: config\n    properties: {}\n');
    expect(validate(both).diagnostics.map((d) => d.code)).toEqual(['unknown-key']);
  });
});
