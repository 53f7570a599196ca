import { describe, expect, it } from 'vitest';
import { applyFix, only, positionOf, withExtra } from '../test-helpers.ts';
import { validate } from '../validate.ts';

describe('configuration-component', () => {
  const text = withExtra('configurations:\n  account:\n    componentId: config\n');

  it('accepts a configuration rendered by a component with no diagnostic', () => {
    expect(validate(text)).toMatchObject({ valid: true, diagnostics: [] });
    for (const level of ['space', 'site']) {
      expect(validate(withExtra(`configurations:\n  ${level}:\n    componentId: settings\n`)).diagnostics).toEqual([]);
    }
  });

  it('still needs properties when there is no componentId', () => {
    expect(only(withExtra('configurations:\n  site:\n    required: []\n'), 'required').message).toBe(
      'missing required key "properties" in configurations.site',
    );
  });

  it('warns that properties beside a componentId are ignored, never fails the manifest', () => {
    const both = withExtra('configurations:\n  site:\n    componentId: config\n    properties: {}\n');
    const d = only(both, 'component-and-properties');
    expect(d.severity).toBe('warning');
    expect(d.message).toBe('configurations.site has a componentId, so the platform shows that component and ignores these properties');
    expect(validate(both).valid).toBe(true);
  });

  it('warns on an empty component id, which the platform\'s CLI accepts (rules/empty-values.ts)', () => {
    expect(only(withExtra('configurations:\n  account:\n    componentId: ""\n'), 'empty-value').pointer).toBe('/configurations/account/componentId');
  });

  describe('once the script has loaded', () => {
    it('reports an id the script does not declare, with a fix towards the nearest one', () => {
      const d = only(text, 'unknown-component', { componentIds: ['configs', 'diagram'] });
      expect(d.severity).toBe('error');
      expect(d.at).toEqual(positionOf(text, 'config\n'));
      expect(d.message).toBe(
        'configurations.account.componentId names "config", which the script does not declare (it declares configs, diagram); did you mean "configs"?',
      );
      expect(applyFix(text, d.fixes![0])).toContain('    componentId: configs\n');
    });

    it('checks content sources too, and says when the script declares no component', () => {
      const sources = withExtra('contentSources:\n  - id: docs\n    title: Docs\n    configuration:\n      componentId: source\n');
      const d = only(sources, 'unknown-component', { componentIds: [] });
      expect(d.pointer).toBe('/contentSources/0/configuration/componentId');
      expect(d.message).toContain('(it declares no components)');
    });

    it('accepts an id the script declares', () => {
      expect(validate(text, { componentIds: ['config'] }).diagnostics).toEqual([]);
    });
  });
});
