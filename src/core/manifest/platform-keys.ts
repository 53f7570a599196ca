// Keys the spec's manifest table does not list but the platform's CLI (`@gitbook/cli`, its zod manifest schema)
// accepts and real integrations use. kitbench knows them so they get validation, completion and hover instead of an
// "unknown key" warning; each hover says the spec does not list it. Values are checked as the CLI checks them.
import { VISIBILITIES } from './spec.ts';

/** The opening of every hover text of a key the spec does not list. */
export const NOT_IN_SPEC = 'Not in the spec: accepted by the platform (its CLI publishes it).';

const described = (text: string) => `${NOT_IN_SPEC} ${text}`;

/** `target`: where the integration can be installed (the CLI's `IntegrationTarget`). */
export const TARGETS = {
  all: 'Anywhere: an organization, a space or a site.',
  organization: 'The whole organization.',
  space: 'One space at a time.',
  site: 'One site at a time.',
} as const;

/** A `target` value. */
export type Target = keyof typeof TARGETS;

/**
 * Scopes the platform accepts that the spec's table does not list (`@gitbook/api`'s `IntegrationScope`, which the
 * platform's CLI validates `scopes` against): valid, and their hover says the spec does not list them.
 */
export const PLATFORM_SCOPES = {
  'page:feedback:read': described('Read the feedback visitors give on pages.'),
} as const;

/** A scope of PLATFORM_SCOPES. */
export type PlatformScope = keyof typeof PLATFORM_SCOPES;

/**
 * Categories the platform accepts that the spec's list does not (`@gitbook/api`'s `IntegrationCategory`): valid, as
 * the platform's CLI takes them; the hover names the spec's value for the same idea.
 */
export const PLATFORM_CATEGORIES = {
  'visitor-auth': described(
    "The platform's name for authenticated access (the spec's `authenticated-access`, which the platform's CLI refuses).",
  ),
} as const;

/** A category of PLATFORM_CATEGORIES. */
export type PlatformCategory = keyof typeof PLATFORM_CATEGORIES;

/**
 * The spec's categories the platform's CLI refuses (no value of `@gitbook/api`'s `IntegrationCategory`), with the
 * platform's value for the same idea: a warning (the spec allows them), whose quick fix is the platform's value.
 */
export const SPEC_CATEGORIES_THE_PLATFORM_REFUSES: Readonly<Record<string, PlatformCategory>> = {
  'authenticated-access': 'visitor-auth',
};

/**
 * Categories neither the spec nor the platform's API package lists, that an older platform CLI took for an idea the
 * spec names otherwise: an error (both refuse them) whose first quick fix is the spec's value.
 */
export const PLATFORM_CATEGORY_EQUIVALENTS: Readonly<Record<string, string>> = {
  gitsync: 'content',
};

/** The platform CLI's limits on values of spec keys (the spec states none): past them the platform refuses to publish. */
export const PLATFORM_LIMITS = {
  /** `name`: letters, digits and single hyphens between them. */
  namePattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/i,
  blockTitle: { min: 2, max: 40 },
  blockDescription: 150,
  propertyTitle: 30,
  propertyDescription: 100,
  previewImages: 3,
} as const;

/**
 * A secret's value: `${{ env.NAME }}` (the spec's form) or a 1Password reference `${{ "op://vault/item/field" }}`
 * that the platform's CLI also resolves when it publishes. JSON Schema `pattern`, no flags.
 */
export const SECRET_VALUE_PATTERN =
  '^\\$\\{\\{\\s*(env\\.[A-Za-z_][A-Za-z0-9_]*|"op://[^"\\s]+"|op://\\S+)\\s*\\}\\}$';

const ENV_FORM = '${{ env.NAME }}';

/** The schema of a `secrets` map (top level and per environment in `envs`). */
export function secretsSchema(description: string) {
  return {
    type: 'object',
    description,
    propertyNames: {
      pattern: '^[A-Za-z_][A-Za-z0-9_]*$',
      patternErrorMessage: 'must be a name of letters, digits and underscores',
    },
    additionalProperties: {
      type: 'string',
      description: `A value expression \`${ENV_FORM}\` (the platform's CLI also resolves a 1Password reference \`\${{ "op://vault/item/field" }}\`).`,
      pattern: SECRET_VALUE_PATTERN,
      patternErrorMessage: `must have the form ${ENV_FORM}`,
    },
  };
}

/** `blocks[].markdown`: how the block converts to and from a Markdown code block. */
export const blockMarkdownSchema = {
  type: 'object',
  description: described(
    'The block as a Markdown code block (Git Sync, the Markdown export): `codeblock` is the fence language, `body` the prop that holds its text.',
  ),
  required: ['codeblock', 'body'],
  additionalProperties: false,
  properties: {
    // Empty is accepted, as the platform's CLI does (rules/empty-values.ts warns).
    codeblock: { type: 'string', description: 'Language of the fenced code block, e.g. `mermaid`.' },
    body: { type: 'string', description: "Name of the block's prop that holds the code block's text." },
  },
};

/** `blocks[].icon`. */
export const blockIconSchema = { type: 'string', description: described('Icon of the block in the quick insert menu.') };

/** `configurations.<level>.componentId`. */
export const configurationComponentSchema = {
  type: 'string',
  description: described(
    "A component of the script (its `componentId`) that renders this configuration screen instead of a form built from `properties`. It receives `installation` (and `spaceInstallation` or `siteInstallation`) as props and saves with `context.api.integrations.updateIntegration…Installation`.",
  ),
};

/** `configurations.space`: description. */
export const SPACE_CONFIGURATION = described(
  'Configuration of the installation in one space. kitbench shows it as the Site configuration (the spec has one scope for the installation in a space).',
);

/** The top-level keys the spec does not list, by name. */
export const platformTopLevelKeys = {
  target: {
    type: 'string',
    description: described('Where the integration can be installed.'),
    enum: Object.keys(TARGETS),
    enumDescriptions: Object.values(TARGETS),
  },
  contentSecurityPolicy: {
    type: ['string', 'object'],
    description: described(
      'Content-Security-Policy sources the platform adds for what the integration injects into a site: one policy string, or a map of directive (`script-src`) to sources.',
    ),
    additionalProperties: { type: 'string', description: 'The sources of this directive, separated by spaces or new lines.' },
  },
  contentSources: {
    type: 'array',
    description: described('Content sources: generated content the integration provides, each configured by a component.'),
    items: {
      type: 'object',
      required: ['id', 'title', 'configuration'],
      additionalProperties: false,
      properties: {
        id: { type: 'string', description: 'Identifier of the content source.' },
        title: { type: 'string', description: 'Name of the content source.' },
        description: { type: 'string', description: 'What the content source provides.' },
        icon: { type: 'string', description: 'Icon of the content source.' },
        configuration: {
          type: 'object',
          description: 'The component that configures the content source.',
          required: ['componentId'],
          additionalProperties: false,
          properties: { componentId: configurationComponentSchema },
        },
      },
    },
  },
  envs: {
    type: 'object',
    description: described(
      'Overrides per publishing environment (`kitbench` uses the top-level values): each names `organization`, `visibility` and `secrets` for `gitbook publish --env <name>`, merged over the top-level ones. The platform\'s CLI still needs the top-level `organization`: an environment\'s only replaces it.',
    ),
    additionalProperties: {
      type: 'object',
      description: 'Values that replace the top-level ones when publishing to this environment.',
      additionalProperties: false,
      properties: {
        organization: { type: 'string', description: 'The owning organization in this environment.' },
        visibility: {
          type: 'string',
          description: 'Who can install the integration in this environment.',
          enum: Object.keys(VISIBILITIES),
          enumDescriptions: Object.values(VISIBILITIES),
        },
        secrets: secretsSchema('Secrets for this environment.'),
      },
    },
  },
} as const;
