// The one JSON Schema (draft 2020-12) of `service-manifest.yaml`. The validator, the editor's completion and hover
// (monaco-yaml), the CLI's `schema` command and the types in `types.ts` all come from it and from `spec.ts`.
// `enumDescriptions` and `patternErrorMessage` are annotations the YAML language server understands.
import {
  blockIconSchema,
  blockMarkdownSchema,
  configurationComponentSchema,
  PLATFORM_CATEGORIES,
  PLATFORM_SCOPES,
  platformTopLevelKeys,
  SPACE_CONFIGURATION,
  secretsSchema,
} from './platform-keys.ts';
import {
  CATEGORIES,
  CONFIGURATION_LEVELS,
  PROPERTY_TYPES,
  SCOPES,
  SUMMARY_MAX_LENGTH,
  VISIBILITIES,
} from './spec.ts';

const ENV_FORM = '${{ env.NAME }}';

/** The schema's `$id`, also what `# yaml-language-server: $schema=` lines name. */
export const MANIFEST_SCHEMA_ID = 'https://kitbench.local/schema/service-manifest.json';

/** Past this many values a diagnostic names only the nearest few, so the hover lists them all. */
const HOVER_LISTS_ALL_PAST = 5;

function enumOf(values: Record<string, string>, description: string) {
  const entries = Object.entries(values);
  const all = entries.map(([value, meaning]) => `- \`${value}\`${meaning ? `: ${meaning}` : ''}`).join('\n');
  return {
    type: 'string',
    description,
    ...(entries.length > HOVER_LISTS_ALL_PAST ? { markdownDescription: `${description}\n\nAllowed values:\n\n${all}` } : {}),
    enum: Object.keys(values),
    enumDescriptions: Object.values(values),
  };
}

const nonEmpty = (description: string) => ({ type: 'string', minLength: 1, description });

/**
 * A string the spec expects filled in but the platform's CLI accepts empty (its zod schema is a bare `z.string()`):
 * no `minLength` here; rules/empty-values.ts warns instead.
 */
const specText = (description: string) => ({ type: 'string', description });

/** A relative path; `required` (the script): an empty one is an error, the folder has no file to run. */
const localPath = (description: string, required = false) => ({
  type: 'string',
  ...(required ? { minLength: 1 } : {}),
  description,
  pattern: '^(?![A-Za-z][A-Za-z0-9+.-]*:|/|\\\\)',
  patternErrorMessage: 'must be a relative path inside the integration folder',
});

const endpointPath = (description: string) => ({
  type: 'string',
  description,
  pattern: '^/',
  patternErrorMessage: 'must be a path starting with /',
});

const commonPropertyKeys = {
  type: enumOf(PROPERTY_TYPES, 'The kind of value and how the installation form renders it.'),
  title: { type: 'string', description: 'Label of the field in the installation form.' },
  description: { type: 'string', description: 'Help text shown under the field.' },
};

/** `if type is X then the keys of X`: precise errors and useful completion once `type` is written. */
function propertyVariant(type: keyof typeof PROPERTY_TYPES, keys: Record<string, unknown>, required: string[] = []) {
  return {
    if: { properties: { type: { const: type } }, required: ['type'] },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, never awaited
    then: { properties: { ...commonPropertyKeys, ...keys }, additionalProperties: false, ...(required.length ? { required } : {}) },
  };
}

const stringKeys = {
  default: { type: 'string', description: 'Initial value.' },
  enum: {
    type: 'array',
    description: 'Allowed values, rendered as a dropdown.',
    // the platform's CLI accepts an empty list (rules/empty-values.ts warns)
    items: { type: 'string' },
  },
  completion_url: endpointPath('Path of an integration endpoint that supplies the dropdown options.'),
};

const buttonKeys = {
  button_text: { type: 'string', description: 'Text of the button.' },
  callback_url: endpointPath('Path of the integration endpoint that receives the OAuth callback.'),
};

const propertyDefinition = {
  type: 'object',
  description: 'A configuration property: its `type` decides which other keys it takes.',
  required: ['type'],
  properties: commonPropertyKeys,
  allOf: [
    propertyVariant('string', stringKeys),
    propertyVariant('number', { default: { type: 'number', description: 'Initial value (a number).' } }),
    propertyVariant('boolean', { default: { type: 'boolean', description: 'Initial value (true or false).' } }),
    // a button cannot start an OAuth connection without its callback path: an error here and in editors
    propertyVariant('button', buttonKeys, ['callback_url']),
    {
      // without a `type` no variant applies: still catch misspelt keys (`typ:`) against every known key
      if: { not: { required: ['type'] } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, never awaited
      then: { properties: { ...commonPropertyKeys, ...stringKeys, ...buttonKeys }, additionalProperties: false },
    },
  ],
};

const configuration = (description: string) => ({
  type: 'object',
  description,
  additionalProperties: false,
  // a configuration is a form (`properties`) or, as the platform allows, a component (`componentId`)
  if: { not: { properties: { componentId: true }, required: ['componentId'] } },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, never awaited
  then: { properties: { properties: true }, required: ['properties'] },
  properties: {
    componentId: configurationComponentSchema,
    properties: {
      type: 'object',
      description: 'Map of property name to definition.',
      additionalProperties: { $ref: '#/$defs/property' },
    },
    required: {
      type: 'array',
      description: 'Names of properties that must be set before the installation is active.',
      items: { type: 'string' },
      uniqueItems: true,
    },
  },
});

/** The JSON Schema of `service-manifest.yaml`. */
export const manifestSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: MANIFEST_SCHEMA_ID,
  title: 'service-manifest.yaml',
  description: 'The manifest of an integration on the documentation platform.',
  type: 'object',
  // The spec also requires `description`, `visibility` and `organization`: their absence is an error of
  // rules/spec-required.ts (its fix can copy an `envs` entry's organization), and the published schema requires them.
  required: ['name', 'title', 'scopes'],
  additionalProperties: false,
  properties: {
    name: nonEmpty('Integration identifier, unique across all integrations.'),
    title: specText('Integration name shown to users.'),
    description: specText(
      "Short description. Required (the spec); the platform's CLI would publish an empty one.",
    ),
    summary: {
      type: 'string',
      maxLength: SUMMARY_MAX_LENGTH,
      description: `Content for the installation page (Markdown, at most ${SUMMARY_MAX_LENGTH} characters).`,
    },
    organization: specText(
      "The `id` or `subdomain` of the owning organization. Required (the spec, and the platform's CLI at the top level: it validates before it merges `envs.<env>`). An `envs.<env>.organization` replaces it for that environment when publishing, never in its place.",
    ),
    visibility: enumOf(
      VISIBILITIES,
      "Who can install the integration. Required (the spec); the platform's CLI would publish it as `private`.",
    ),
    scopes: {
      type: 'array',
      description: 'Permissions requested.',
      items: enumOf({ ...SCOPES, ...PLATFORM_SCOPES }, 'A permission the integration requests.'),
      uniqueItems: true,
    },
    script: localPath('Entrypoint script that calls `createIntegration()`.', true),
    blocks: {
      type: 'array',
      description: 'Component blocks listed in the quick insert menu, referenced by `id`.',
      items: {
        type: 'object',
        required: ['id', 'title'],
        additionalProperties: false,
        properties: {
          id: specText('The `componentId` of the block, unique in this manifest.'),
          title: nonEmpty('Name of the block in the quick insert menu.'),
          description: { type: 'string', description: 'What the block does, shown in the quick insert menu.' },
          urlUnfurl: {
            type: 'array',
            description:
              'URL patterns this block unfurls: pasting a matching link sends the block `@link.unfurl` with the URL. `*` is a wildcard.',
            items: {
              type: 'string',
              description: 'A URL pattern, e.g. `https://example.com/items/*`.',
              pattern: '^https?://\\S+$',
              patternErrorMessage: 'must be an http(s) URL pattern such as https://example.com/items/*',
            },
            uniqueItems: true,
          },
          icon: blockIconSchema,
          markdown: blockMarkdownSchema,
        },
      },
    },
    categories: {
      type: 'array',
      description: 'One or more marketplace categories.',
      items: enumOf({ ...CATEGORIES, ...PLATFORM_CATEGORIES }, 'A marketplace category.'),
      uniqueItems: true,
    },
    icon: localPath('Icon shown on the installation page. The asset sits alongside the integration code.'),
    previewImages: {
      type: 'array',
      description: 'Preview images for the installation page. Recommended size 1600px x 800px, aspect ratio 2:1.',
      items: localPath('A preview image, a path inside the integration folder.'),
    },
    externalLinks: {
      type: 'array',
      description: 'Links shown on the installation page. Each entry requires both `label` and `url`.',
      items: {
        type: 'object',
        required: ['label', 'url'],
        additionalProperties: false,
        properties: {
          label: specText('Text of the link.'),
          url: {
            type: 'string',
            description: 'Target of the link.',
            pattern: '^(https?://|mailto:)\\S+$',
            patternErrorMessage: 'must be an http(s) or mailto URL',
          },
        },
      },
    },
    configurations: {
      type: 'object',
      description: 'Installation settings.',
      additionalProperties: false,
      properties: {
        account: configuration(CONFIGURATION_LEVELS.account),
        space: configuration(SPACE_CONFIGURATION),
        site: configuration(CONFIGURATION_LEVELS.site),
      },
    },
    secrets: secretsSchema(
      `Environment variables passed into the manifest, in the form \`NAME: ${ENV_FORM}\`. Environment variables are not loaded into the manifest by default.`,
    ),
    ...platformTopLevelKeys,
  },
  $defs: { property: propertyDefinition },
} as const;
