/**
 * The installation form fields, read from a manifest's `configurations.account|site` (spec: property definitions).
 * The manifest may be half-typed while the author edits it, so reading never throws: a property that cannot be
 * understood becomes an `invalid` field that the form shows as an inline problem.
 */

/** The two configuration scopes: `account` (default configuration) and `site` (site-specific). */
export type ConfigurationScope = 'account' | 'site';

export const configurationScopes: readonly ConfigurationScope[] = ['account', 'site'];

interface FieldBase {
  /** The property's key in `properties`, and the configuration key its value is saved under. */
  name: string;
  /** The property's `title` (falls back to its name so a field is never unlabelled). */
  title: string;
  description?: string;
  /** Listed in the scope's `required`. */
  required: boolean;
}

/** One configuration property, discriminated on `kind`: how the form renders it. */
export type ConfigurationField =
  | (FieldBase & { kind: 'string'; default?: string })
  | (FieldBase & { kind: 'enum'; options: string[]; default?: string })
  | (FieldBase & { kind: 'completion'; completionUrl: string; default?: string })
  | (FieldBase & { kind: 'number'; default?: number })
  | (FieldBase & { kind: 'boolean'; default?: boolean })
  | (FieldBase & { kind: 'button'; buttonText: string; callbackUrl?: string })
  | (FieldBase & { kind: 'invalid'; problem: string });

/** The configuration key OAuth credentials are stored under (spec: OAuth flow of an integration, step 4). */
export const OAUTH_CREDENTIALS_KEY = 'oauth_credentials';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The `configurations` object of a parsed manifest (any shape), or undefined. */
export function configurationsOf(manifest: unknown): Record<string, unknown> | undefined {
  if (!isRecord(manifest)) return undefined;
  const configurations = manifest.configurations;
  return isRecord(configurations) ? configurations : undefined;
}

/**
 * The manifest section behind a scope. `site` is the installation in one space: the spec's `configurations.site`,
 * else the platform's `configurations.space` (the same screen under the platform's other name).
 */
export function configurationSection(manifest: unknown, scope: ConfigurationScope): { level: 'account' | 'space' | 'site'; section: Record<string, unknown> } | undefined {
  const configurations = configurationsOf(manifest);
  const levels = scope === 'account' ? (['account'] as const) : (['site', 'space'] as const);
  for (const level of levels) {
    const section = configurations?.[level];
    if (isRecord(section)) return { level, section };
  }
  return undefined;
}

/** Reads the fields of one scope, in the order the manifest lists them. */
export function readConfigurationFields(manifest: unknown, scope: ConfigurationScope): ConfigurationField[] {
  const section = configurationSection(manifest, scope)?.section;
  // a configuration component wins: the platform drops the properties beside it
  if (!isRecord(section) || !isRecord(section.properties) || typeof section.componentId === 'string') return [];
  const required = new Set(Array.isArray(section.required) ? section.required.filter((r) => typeof r === 'string') : []);
  return Object.entries(section.properties).map(([name, definition]) => readField(name, definition, required.has(name)));
}

function readField(name: string, definition: unknown, required: boolean): ConfigurationField {
  if (!isRecord(definition)) {
    return { kind: 'invalid', name, title: name, required, problem: `Property "${name}" must be an object with a type.` };
  }
  const base: FieldBase = {
    name,
    title: optionalString(definition.title)?.trim() || name,
    description: optionalString(definition.description),
    required,
  };
  const fallback = definition.default;
  switch (definition.type) {
    case 'string': {
      const text = optionalString(fallback);
      if (Array.isArray(definition.enum)) {
        const options = definition.enum.filter((o) => typeof o === 'string' || typeof o === 'number').map(String);
        return { ...base, kind: 'enum', options, default: text };
      }
      if (typeof definition.completion_url === 'string') {
        return { ...base, kind: 'completion', completionUrl: definition.completion_url, default: text };
      }
      return { ...base, kind: 'string', default: text };
    }
    case 'number':
      return { ...base, kind: 'number', default: typeof fallback === 'number' && Number.isFinite(fallback) ? fallback : undefined };
    case 'boolean':
      return { ...base, kind: 'boolean', default: typeof fallback === 'boolean' ? fallback : undefined };
    case 'button':
      return {
        ...base,
        kind: 'button',
        buttonText: optionalString(definition.button_text)?.trim() || 'Connect',
        callbackUrl: optionalString(definition.callback_url),
      };
    case undefined:
      return { ...base, kind: 'invalid', problem: `Property "${name}" has no type (string, number, boolean or button).` };
    default:
      return {
        ...base,
        kind: 'invalid',
        problem: `Property "${name}" has type "${String(definition.type)}"; expected string, number, boolean or button.`,
      };
  }
}

/** The values a new installation starts with: each property's `default`, where it has one. */
export function defaultValues(fields: readonly ConfigurationField[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if ('default' in field && field.default !== undefined) values[field.name] = field.default;
  }
  return values;
}

/**
 * Keeps the saved values that still fit the (possibly edited) fields: a value survives while its property exists
 * and its type still matches; an enum value must still be an option. OAuth credentials stay while a button exists.
 */
export function keepFittingValues(fields: readonly ConfigurationField[], values: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field.name in values)) continue;
    const value = values[field.name];
    if (fits(field, value)) kept[field.name] = value;
  }
  if (fields.some((f) => f.kind === 'button') && isRecord(values[OAUTH_CREDENTIALS_KEY])) {
    kept[OAUTH_CREDENTIALS_KEY] = values[OAUTH_CREDENTIALS_KEY];
  }
  return kept;
}

function fits(field: ConfigurationField, value: unknown): boolean {
  switch (field.kind) {
    case 'string':
    case 'completion':
      return typeof value === 'string';
    case 'enum':
      return typeof value === 'string' && field.options.includes(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'button':
    case 'invalid':
      return false;
  }
}
