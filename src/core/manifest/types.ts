// The manifest as data. Enumerations come from `spec.ts`, the same tables the schema is generated from; the object
// shapes mirror `schema.ts` key for key (schema.test.ts checks the two agree).
import type { PlatformCategory, PlatformScope, Target } from './platform-keys.ts';
import type { Category, ConfigurationLevel, PropertyType, Scope, Visibility } from './spec.ts';

/** A block listed in the quick insert menu. */
export interface Block {
  id: string;
  title: string;
  description?: string;
  /** URL patterns whose pasted links the block unfurls (`*` is a wildcard). */
  urlUnfurl?: string[];
  /** Not in the spec (the platform accepts it): the block's icon. */
  icon?: string;
  /** Not in the spec (the platform accepts it): the block as a Markdown code block. */
  markdown?: { codeblock: string; body: string };
}

/** A link on the installation page. */
export interface ExternalLink {
  label: string;
  url: string;
}

interface PropertyBase<T extends PropertyType> {
  type: T;
  title?: string;
  description?: string;
}

/** A text property; `enum` renders a dropdown, `completion_url` supplies its options. */
export interface StringProperty extends PropertyBase<'string'> {
  default?: string;
  enum?: string[];
  completion_url?: string;
}

/** A numeric property. */
export interface NumberProperty extends PropertyBase<'number'> {
  default?: number;
}

/** A true/false property. */
export interface BooleanProperty extends PropertyBase<'boolean'> {
  default?: boolean;
}

/** A button that starts an OAuth connection. */
export interface ButtonProperty extends PropertyBase<'button'> {
  button_text?: string;
  callback_url?: string;
}

/** One installation setting, discriminated by `type`. */
export type ConfigurationProperty = StringProperty | NumberProperty | BooleanProperty | ButtonProperty;

/** The settings of one level (`account`, `site`, or the platform's `space`): a form, or a component. */
export interface Configuration {
  properties?: Record<string, ConfigurationProperty>;
  required?: string[];
  /** Not in the spec (the platform accepts it): the component that renders this configuration screen. */
  componentId?: string;
}

/** Not in the spec (the platform accepts it): a content source configured by a component. */
export interface ContentSource {
  id: string;
  title: string;
  description?: string;
  icon?: string;
  configuration: { componentId: string };
}

/** Not in the spec (the platform accepts it): overrides for one publishing environment. */
export interface EnvironmentOverrides {
  organization?: string;
  visibility?: Visibility;
  secrets?: Record<string, string>;
}

/** A valid `service-manifest.yaml`. */
export interface Manifest {
  name: string;
  title: string;
  /** The spec requires it; the platform publishes without it (an empty description), so a manifest may lack it. */
  description?: string;
  summary?: string;
  organization: string;
  /** The spec requires it; the platform publishes without it (`private`), so a manifest may lack it. */
  visibility?: Visibility;
  /** The spec's scopes, and the ones the platform accepts beyond them. */
  scopes: (Scope | PlatformScope)[];
  script?: string;
  blocks?: Block[];
  categories?: (Category | PlatformCategory)[];
  icon?: string;
  previewImages?: string[];
  externalLinks?: ExternalLink[];
  configurations?: Partial<Record<ConfigurationLevel | 'space', Configuration>>;
  secrets?: Record<string, string>;
  /** Not in the spec (the platform accepts it): where the integration can be installed. */
  target?: Target;
  /** Not in the spec (the platform accepts it): CSP sources for what the integration injects into a site. */
  contentSecurityPolicy?: string | Record<string, string>;
  /** Not in the spec (the platform accepts it). */
  contentSources?: ContentSource[];
  /** Not in the spec (the platform accepts it): per-environment overrides for publishing. */
  envs?: Record<string, EnvironmentOverrides>;
}
