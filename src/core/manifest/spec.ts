// The spec's enumerations with their meanings (spec: Manifest, Visibility values, Scopes). The schema, the types,
// the editor's hover and every panel that names a scope read them from here.

/** Every scope an integration may request, with the spec's meaning. */
export const SCOPES = {
  'space:content:read': 'Read space content.',
  'space:content:write': 'Write space content.',
  'space:metadata:read': 'Read metadata of a space.',
  'space:metadata:write': 'Write metadata of a space.',
  'space:git:sync': 'Manage Git Sync within a space.',
  'site:metadata:read': 'Read metadata of a site.',
  'site:views:read': 'Read analytics of a site.',
  'site:script:inject': "Internal scope, for the platform's own integrations only.",
  'site:script:cookies': 'Internal scope.',
  'site:visitor:auth': 'Enable workflows for authenticated access.',
  'site:visitor:claims': 'Expose visitor claims to webframes.',
  'site:adaptive:read': 'Read claims available from Adaptive Content.',
  'site:adaptive:write': 'Write claims available to Adaptive Content.',
  'openapi:read': "Read information from a site's OpenAPI spec.",
  'openapi:write': "Write information to a site's OpenAPI spec.",
  'conversations:ingest': 'Ingest conversations.',
} as const;

/** A scope string from the spec's Scopes table. */
export type Scope = keyof typeof SCOPES;

/** Scopes reserved for the platform's own integrations: requesting one is a warning (DESIGN.md). */
export const INTERNAL_SCOPES: readonly Scope[] = ['site:script:inject', 'site:script:cookies'];

/** Who can install the integration, with the spec's meaning. */
export const VISIBILITIES = {
  private: 'Default for new integrations. Only members of the organization named in the manifest can install.',
  unlisted: 'Members of any organization can install, only through the shared install link.',
  public: 'Members of any organization can install. Required to submit the integration to the marketplace.',
} as const;

/** A visibility value. */
export type Visibility = keyof typeof VISIBILITIES;

/** Marketplace categories (the spec lists the values without meanings; these describe them). */
export const CATEGORIES = {
  analytics: 'Analytics: measure how content is used.',
  collaboration: 'Collaboration: work together on content.',
  content: 'Content: create, import or enrich content.',
  marketing: 'Marketing: reach and convert readers.',
  'authenticated-access': 'Authenticated access: control who can read a site.',
  other: 'Anything else.',
} as const;

/** A category value. */
export type Category = keyof typeof CATEGORIES;

/** Configuration property types, with the keys the spec lists for each. */
export const PROPERTY_TYPES = {
  string: 'A text value; optional `enum` renders a dropdown, optional `completion_url` supplies its options.',
  number: 'A number.',
  boolean: 'A true/false switch.',
  button: 'A button that starts an OAuth connection with a provider (see `createOAuthHandler()`).',
} as const;

/** A configuration property type. */
export type PropertyType = keyof typeof PROPERTY_TYPES;

/** The two configuration levels. */
export const CONFIGURATION_LEVELS = {
  account: 'Default configuration, set once for the installation.',
  site: 'Site-specific configuration.',
} as const;

/** A configuration level. */
export type ConfigurationLevel = keyof typeof CONFIGURATION_LEVELS;

/** The spec's limit on `summary` (Limits). */
export const SUMMARY_MAX_LENGTH = 2048;

/** The spec's recommended preview image size (Limits). */
export const PREVIEW_IMAGE_SIZE = { width: 1600, height: 800 } as const;
