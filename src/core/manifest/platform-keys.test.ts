import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOT_IN_SPEC, PLATFORM_CATEGORY_EQUIVALENTS, platformTopLevelKeys } from './platform-keys.ts';
import { manifestSchema } from './schema.ts';
import { applyFix, findings, only, withExtra } from './test-helpers.ts';
import { validate } from './validate.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('keys the platform accepts beyond the spec', () => {
  it('validates manifests shaped like published ones with no false alarm', () => {
    for (const name of ['platform-connector.yaml', 'platform-blocks.yaml']) {
      expect(validate(fixture(name)).diagnostics, name).toEqual([]);
    }
    // the only finding is the spec's own word on the internal scope, not a key the platform accepts
    expect(validate(fixture('platform-analytics.yaml')).diagnostics.map((d) => d.code)).toEqual(['internal-scope']);
  });

  it('says in every hover that the spec does not list the key', () => {
    for (const [key, schema] of Object.entries(platformTopLevelKeys)) expect(schema.description.startsWith(NOT_IN_SPEC), key).toBe(true);
    const block = manifestSchema.properties.blocks.items.properties;
    expect(block.markdown.description).toMatch(/^Not in the spec/);
    expect(block.icon.description).toMatch(/^Not in the spec/);
    expect(manifestSchema.properties.configurations.properties.space.description).toMatch(/^Not in the spec/);
    expect(manifestSchema.properties.configurations.properties.account.properties.componentId.description).toMatch(/^Not in the spec/);
  });

  it('offers the targets as completion values', () => {
    expect(manifestSchema.properties.target.enum).toEqual(['all', 'organization', 'space', 'site']);
  });

  describe('validates their values as the platform does', () => {
    it('target is one of its four values', () => {
      expect(only(withExtra('target: everywhere\n'), 'enum').message).toBe('target must be one of all, organization, space, site');
    });

    it('contentSecurityPolicy is a policy string or a map of directive to sources', () => {
      expect(validate(withExtra("contentSecurityPolicy: \"script-src 'self'\"\n")).diagnostics).toEqual([]);
      expect(only(withExtra('contentSecurityPolicy: 3\n'), 'type').message).toBe('contentSecurityPolicy must be a string or a mapping of keys to values');
      expect(only(withExtra('contentSecurityPolicy:\n  script-src:\n    - a\n'), 'type').pointer).toBe('/contentSecurityPolicy/script-src');
    });

    it('blocks[].markdown needs both codeblock and body', () => {
      const text = withExtra('blocks:\n  - id: chart\n    title: Chart\n    markdown:\n      codeblock: chart\n');
      expect(only(text, 'required').message).toBe('missing required key "body" in blocks[0].markdown');
    });

    it('envs override organization, visibility and secrets only', () => {
      const text = withExtra('envs:\n  dev:\n    visibility: everyone\n    title: Dev\n');
      expect(only(text, 'enum').pointer).toBe('/envs/dev/visibility');
      expect(only(text, 'unknown-key').pointer).toBe('/envs/dev/title');
    });

    it('secrets accept a 1Password reference as the platform CLI resolves them, and nothing looser', () => {
      expect(validate(withExtra('secrets:\n  KEY: ${{ "op://vault/item/KEY" }}\n')).diagnostics).toEqual([]);
      expect(only(withExtra('secrets:\n  KEY: plain-text\n'), 'pattern').message).toBe('secrets.KEY must have the form ${{ env.NAME }}');
    });

    it('a content source needs its configuration component', () => {
      const text = withExtra('contentSources:\n  - id: docs\n    title: Docs\n');
      expect(only(text, 'required').message).toBe('missing required key "configuration" in contentSources[0]');
    });
  });

  describe('where the spec has a closed list, the spec stands', () => {
    it('a category the platform spells otherwise is an error whose first fix is the spec value', () => {
      const text = withExtra('categories:\n  - visitor-auth\n');
      const d = only(text, 'enum');
      expect(d.severity).toBe('error');
      expect(d.message).toContain('"visitor-auth" is the platform\'s name for the spec\'s "authenticated-access"');
      expect(applyFix(text, d.fixes![0])).toContain('  - authenticated-access\n');
      expect(PLATFORM_CATEGORY_EQUIVALENTS.gitsync).toBe('content');
    });

    it('a scope the spec does not list stays an error', () => {
      expect(only(withExtra('scopes:\n  - space:script:inject\n').replace('scopes:\n  - space:content:read\n', ''), 'enum').severity).toBe('error');
    });
  });

  describe('limits the platform enforces and the spec does not state', () => {
    it('warns, never fails, on what the platform would refuse to publish', () => {
      const long = 'x'.repeat(41);
      const text = withExtra(
        `blocks:\n  - id: b\n    title: ${long}\npreviewImages:\n  - a.png\n  - b.png\n  - c.png\n  - d.png\nconfigurations:\n  account:\n    properties:\n      key:\n        type: string\n        title: ${'T'.repeat(31)}\n`,
      ).replace('name: minimal', 'name: my_integration');
      const found = findings(text, 'platform-limit');
      expect(found.map((d) => d.pointer)).toEqual(['/name', '/blocks/0/title', '/previewImages', '/configurations/account/properties/key/title']);
      expect(found.every((d) => d.severity === 'warning' && d.message.endsWith('(the platform refuses to publish it)'))).toBe(true);
    });
  });
});
