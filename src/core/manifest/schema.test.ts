import { describe, expect, it } from 'vitest';
import { PLATFORM_CATEGORIES, PLATFORM_SCOPES } from './platform-keys.ts';
import { publishedManifestSchema } from './published-schema.ts';
import { SPEC_REQUIRED_KEYS } from './rules/spec-required.ts';
import { manifestSchema } from './schema.ts';
import { CATEGORIES, PROPERTY_TYPES, SCOPES, VISIBILITIES } from './spec.ts';
import type { Manifest } from './types.ts';

// `satisfies` fails the type-check when Manifest gains or loses a key the list does not name
const MANIFEST_KEYS = {
  name: true,
  title: true,
  description: true,
  summary: true,
  organization: true,
  visibility: true,
  scopes: true,
  script: true,
  blocks: true,
  categories: true,
  icon: true,
  previewImages: true,
  externalLinks: true,
  configurations: true,
  secrets: true,
  target: true,
  contentSecurityPolicy: true,
  contentSources: true,
  envs: true,
} as const satisfies Record<keyof Manifest, true>;

describe('manifestSchema', () => {
  it('is draft 2020-12 with the agreed $id', () => {
    expect(manifestSchema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(manifestSchema.$id).toBe('https://kitbench.local/schema/service-manifest.json');
  });

  it('has exactly the Manifest fields, each described', () => {
    expect(Object.keys(manifestSchema.properties).sort()).toEqual(Object.keys(MANIFEST_KEYS).sort());
    for (const [key, property] of Object.entries(manifestSchema.properties)) {
      expect(property.description, key).toMatch(/\w/);
    }
  });

  it('requires every key the spec requires: in the schema, or as the spec-required rule’s errors; the published schema all of them', () => {
    const spec = ['description', 'name', 'organization', 'scopes', 'title', 'visibility'];
    expect([...manifestSchema.required, ...Object.keys(SPEC_REQUIRED_KEYS)].sort()).toEqual(spec);
    expect([...(publishedManifestSchema().required as string[])].sort()).toEqual(spec);
  });

  it('lists every scope, visibility and category with the spec’s meaning, then the platform’s additions', () => {
    const { scopes, visibility, categories } = manifestSchema.properties;
    expect(scopes.items.enum).toEqual([...Object.keys(SCOPES), ...Object.keys(PLATFORM_SCOPES)]);
    expect(scopes.items.enumDescriptions).toEqual([...Object.values(SCOPES), ...Object.values(PLATFORM_SCOPES)]);
    expect(Object.keys(SCOPES)).toHaveLength(16);
    expect(visibility.enumDescriptions[visibility.enum.indexOf('private')]).toBe(VISIBILITIES.private);
    expect(categories.items.enum).toEqual([...Object.keys(CATEGORIES), ...Object.keys(PLATFORM_CATEGORIES)]);
    expect(manifestSchema.$defs.property.properties.type.enum).toEqual(Object.keys(PROPERTY_TYPES));
  });

  it('lists every value of a long enum in its hover text, since the problem message names only the nearest', () => {
    const { scopes, categories, visibility } = manifestSchema.properties;
    for (const scope of Object.keys(SCOPES)) expect(scopes.items.markdownDescription).toContain(`- \`${scope}\`: ${SCOPES[scope as keyof typeof SCOPES]}`);
    for (const category of Object.keys(CATEGORIES)) expect(categories.items.markdownDescription).toContain(`\`${category}\``);
    expect(visibility).not.toHaveProperty('markdownDescription');
  });

  it('requires callback_url on a button property', () => {
    const button = manifestSchema.$defs.property.allOf.find((variant) => JSON.stringify(variant.if).includes('"const":"button"'));
    expect(button?.then).toMatchObject({ required: ['callback_url'] });
  });

  it('limits summary to 2048 characters and configurations to account, space (the platform\'s) and site', () => {
    expect(manifestSchema.properties.summary.maxLength).toBe(2048);
    expect(Object.keys(manifestSchema.properties.configurations.properties)).toEqual(['account', 'space', 'site']);
    expect(manifestSchema.properties.configurations.additionalProperties).toBe(false);
  });

  it('survives a JSON round trip (what `kitbench schema` prints)', () => {
    expect(JSON.parse(JSON.stringify(manifestSchema))).toEqual(manifestSchema);
  });
});
