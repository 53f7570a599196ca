import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IntegrationCategory, IntegrationScope } from '../api/generated.ts';
import {
  NOT_IN_SPEC,
  PLATFORM_CATEGORIES,
  PLATFORM_SCOPES,
  platformTopLevelKeys,
  SPEC_CATEGORIES_THE_PLATFORM_REFUSES,
} from './platform-keys.ts';
import { manifestSchema } from './schema.ts';
import { CATEGORIES, SCOPES } from './spec.ts';
import { applyFix, findings, MINIMAL, only, withExtra } from './test-helpers.ts';
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

  describe('where the spec has a closed list: the platform’s values are valid, the values both refuse are errors', () => {
    it('accepts the platform’s own category, and warns on the spec’s name the platform refuses, with its value as fix', () => {
      expect(validate(withExtra('categories:\n  - visitor-auth\n')).diagnostics).toEqual([]);
      const text = withExtra('categories:\n  - authenticated-access\n');
      const d = only(text, 'platform-limit');
      expect(d).toMatchObject({ severity: 'warning', pointer: '/categories/0' });
      expect(d.message).toBe('categories[0] "authenticated-access" is the spec\'s name; the platform calls it "visitor-auth" (the platform refuses to publish it)');
      expect(applyFix(text, d.fixes![0])).toContain('  - visitor-auth\n');
      expect(validate(text).valid).toBe(true);
    });

    it('a category neither lists is an error whose first fix is the spec’s value for it', () => {
      const text = withExtra('categories:\n  - gitsync\n');
      const d = only(text, 'enum');
      expect(d.severity).toBe('error');
      expect(d.message).toContain('"gitsync" is the platform\'s name for the spec\'s "content"');
      expect(applyFix(text, d.fixes![0])).toContain('  - content\n');
      expect(Object.values(IntegrationCategory)).not.toContain('gitsync');
    });

    it('accepts the scope the platform adds, saying in its hover that the spec does not list it', () => {
      expect(validate(withExtra('').replace('  - space:content:read\n', '  - page:feedback:read\n')).diagnostics).toEqual([]);
      const { scopes } = manifestSchema.properties;
      expect(scopes.items.enumDescriptions[scopes.items.enum.indexOf('page:feedback:read')]).toMatch(/^Not in the spec/);
    });

    it('a scope neither lists stays an error; the old space:visitor:auth gets site:visitor:auth as its first fix', () => {
      const text = MINIMAL.replace('space:content:read', 'space:visitor:auth');
      const d = only(text, 'enum');
      expect(d.severity).toBe('error');
      expect(d.message).toContain('did you mean "site:visitor:auth"?');
      expect(d.fixes?.[0].title).toBe('Change to "site:visitor:auth"');
      expect(applyFix(text, d.fixes![0])).toContain('  - site:visitor:auth\n');
      expect(only(MINIMAL.replace('space:content:read', 'space:script:inject'), 'enum').fixes?.[0].title).toBe('Change to "site:script:inject"');
    });

    it('knows the platform’s lists as @gitbook/api declares them (IntegrationScope, IntegrationCategory)', () => {
      const scopes = [...Object.keys(SCOPES), ...Object.keys(PLATFORM_SCOPES)].sort();
      expect(scopes).toEqual([...Object.values(IntegrationScope)].sort());
      const categories = Object.values(IntegrationCategory) as string[];
      for (const category of Object.keys(PLATFORM_CATEGORIES)) expect(categories).toContain(category);
      for (const [spec, theirs] of Object.entries(SPEC_CATEGORIES_THE_PLATFORM_REFUSES)) {
        expect(categories).not.toContain(spec);
        expect(categories).toContain(theirs);
      }
      const accepted = [...Object.keys(CATEGORIES), ...Object.keys(PLATFORM_CATEGORIES)];
      expect(categories.filter((category) => !accepted.includes(category))).toEqual([]);
    });
  });

  describe('what the spec requires (issue 37: errors again)', () => {
    it('a manifest as the platform’s own are, with its own category and scope, is valid with no finding', () => {
      const result = validate(fixture('platform-visitor-gate.yaml'));
      expect(result.valid).toBe(true);
      expect(result.diagnostics).toEqual([]);
    });

    it('a missing visibility or description is an error with a fix that adds it', () => {
      const text = MINIMAL.replace('visibility: private\n', '').replace('description: The smallest valid manifest.\n', '');
      const found = findings(text, 'spec-required');
      expect(found.map((d) => [d.severity, d.pointer, d.message])).toEqual([
        ['error', '', 'missing required key "description": the platform\'s listing shows it under the title (the platform\'s CLI would publish an empty one)'],
        ['error', '', 'missing required key "visibility": who can install the integration (the platform\'s CLI would publish it as `private`)'],
      ]);
      expect(validate(text).valid).toBe(false);
      const fixed = applyFix(applyFix(text, found[1].fixes![0]), findings(applyFix(text, found[1].fixes![0]), 'spec-required')[0].fixes![0]);
      expect(fixed).toMatch(/\nvisibility: private\n/);
      expect(validate(fixed).valid).toBe(true);
    });

    it('a missing organization is an error even when envs name one (the platform’s CLI validates before it merges envs); the fix copies the first', () => {
      const bare = MINIMAL.replace('organization: acme\n', '');
      const plain = only(bare, 'spec-required');
      expect(plain.severity).toBe('error');
      expect(plain.message).toBe(
        'missing required key "organization": the `id` or `subdomain` of the owning organization; the platform\'s CLI requires it at the top level, before it merges `envs.<env>`',
      );
      expect(validate(bare).valid).toBe(false);

      const text = bare.concat('envs:\n  default:\n    organization: acme\n  dev:\n    organization: "acme dev"\n');
      const d = only(text, 'spec-required');
      expect(d.severity).toBe('error');
      expect(d.message).toMatch(/; envs\.default\.organization, envs\.dev\.organization name it for those environments only, not in its place$/);
      const fixed = applyFix(text, d.fixes![0]);
      expect(fixed).toContain('\norganization: acme\n');
      expect(validate(fixed).valid).toBe(true);
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
