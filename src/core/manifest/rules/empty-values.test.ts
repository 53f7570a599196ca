import { describe, expect, it } from 'vitest';
import { findings, withExtra } from '../test-helpers.ts';
import { validate } from '../validate.ts';

describe('empty-values', () => {
  it("warns, naming the spec, where the platform's CLI accepts an empty value (stackblitz's description: '')", () => {
    const text = withExtra(
      [
        'previewImages:\n  - ""\n',
        'categories: []\n',
        'blocks:\n  - id: ""\n    title: Card\n',
        'externalLinks:\n  - label: ""\n    url: https://example.com\n',
        'configurations:\n  space:\n    properties:\n      mode: { type: string, enum: [] }\n',
      ].join(''),
    ).replace(/^description: .*$/m, "description: ''");
    const result = validate(text);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(findings(text, 'empty-value').map((d) => d.pointer).sort()).toEqual(
      [
      '/description',
      '/categories',
      '/previewImages/0',
      '/blocks/0/id',
      '/externalLinks/0/label',
      '/configurations/space/properties/mode/enum',
      ].sort(),
    );
    expect(findings(text, 'empty-value').find((d) => d.pointer === '/description')).toMatchObject({
      severity: 'warning',
      message: "description is empty: the spec expects a short description (the platform's CLI accepts it empty)",
    });
  });

  it("the platform's own keys alike: component ids, a content source's id, an environment's organization, a block's markdown", () => {
    const text = withExtra(
      [
        'blocks:\n  - id: diagram\n    title: Diagram\n    markdown: { codeblock: "", body: "" }\n',
        'configurations:\n  account:\n    componentId: ""\n',
        'contentSources:\n  - id: ""\n    title: Source\n    configuration: { componentId: "" }\n',
        'envs:\n  staging:\n    organization: ""\n',
      ].join(''),
    );
    expect(validate(text).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(findings(text, 'empty-value').map((d) => d.pointer).sort()).toEqual(
      [
        '/blocks/0/markdown/codeblock',
        '/blocks/0/markdown/body',
        '/configurations/account/componentId',
        '/contentSources/0/id',
        '/contentSources/0/configuration/componentId',
        '/envs/staging/organization',
      ].sort(),
    );
    expect(findings(text, 'empty-value').find((d) => d.pointer === '/envs/staging/organization')?.message).toBe(
      "envs.staging.organization is empty: it names the owning organization in this environment (the platform's CLI accepts it empty)",
    );
  });

  it('keeps an error where the platform refuses the empty value too: name, a block title, the script', () => {
    const text = withExtra('blocks:\n  - id: card\n    title: ""\n').replace(/^name: .*$/m, 'name: ""').replace(/^script: .*$/m, 'script: ""');
    const errors = validate(text).diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.pointer, d.message])).toEqual(
      expect.arrayContaining([
        ['/name', 'name must not be empty'],
        ['/blocks/0/title', 'blocks[0].title must not be empty'],
      ]),
    );
    expect(findings(text, 'empty-value')).toEqual([]);
  });
});
