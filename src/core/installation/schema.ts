import { type ConfigurationField, OAUTH_CREDENTIALS_KEY } from './fields';

/**
 * The JSON Schema (draft 2020-12) of one configuration scope, derived from the manifest's property definitions:
 * the one truth both the form's per-field validation and the status machine use.
 */
export interface ConfigurationSchema {
  $schema: 'https://json-schema.org/draft/2020-12/schema';
  type: 'object';
  properties: Record<string, PropertySchema>;
  required: string[];
}

/** The schema of one configuration value. */
export interface PropertySchema {
  type: 'string' | 'number' | 'boolean' | 'object';
  title?: string;
  description?: string;
  enum?: string[];
  default?: unknown;
  properties?: Record<string, PropertySchema>;
  required?: string[];
}

/** Field name to the message to show under it; empty when the configuration is valid. */
export type ConfigurationErrors = Record<string, string>;

/** The schema OAuth credentials must follow once a `button` property has connected. */
const oauthCredentialsSchema: PropertySchema = {
  type: 'object',
  title: 'OAuth credentials',
  properties: { access_token: { type: 'string' } },
  required: ['access_token'],
};

/** Derives the JSON Schema of a scope. A required `button` requires its OAuth credentials. */
export function deriveConfigurationSchema(fields: readonly ConfigurationField[]): ConfigurationSchema {
  const properties: Record<string, PropertySchema> = {};
  const required: string[] = [];
  for (const field of fields) {
    const described = { title: field.title, ...(field.description ? { description: field.description } : {}) };
    switch (field.kind) {
      case 'string':
      case 'completion':
        properties[field.name] = { type: 'string', ...described, ...withDefault(field.default) };
        break;
      case 'enum':
        properties[field.name] = { type: 'string', ...described, enum: field.options, ...withDefault(field.default) };
        break;
      case 'number':
        properties[field.name] = { type: 'number', ...described, ...withDefault(field.default) };
        break;
      case 'boolean':
        properties[field.name] = { type: 'boolean', ...described, ...withDefault(field.default) };
        break;
      case 'button':
        properties[OAUTH_CREDENTIALS_KEY] = { ...oauthCredentialsSchema, title: field.title };
        if (field.required && !required.includes(OAUTH_CREDENTIALS_KEY)) required.push(OAUTH_CREDENTIALS_KEY);
        continue;
      case 'invalid':
        continue;
    }
    if (field.required) required.push(field.name);
  }
  return { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties, required };
}

function withDefault(value: unknown): { default?: unknown } {
  return value === undefined ? {} : { default: value };
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Validates a configuration against its scope's schema: types, `enum` and `required`. An empty text counts as
 * missing, as a form would treat it. Keys the schema does not know are left alone (the script may store its own).
 */
export function validateConfiguration(schema: ConfigurationSchema, values: Record<string, unknown>): ConfigurationErrors {
  const errors: ConfigurationErrors = {};
  for (const name of schema.required) {
    if (isMissing(values[name])) {
      const title = schema.properties[name]?.title ?? name;
      errors[name] = name === OAUTH_CREDENTIALS_KEY ? `${title} is required: connect it first.` : `${title} is required.`;
    }
  }
  for (const [name, property] of Object.entries(schema.properties)) {
    if (errors[name] || isMissing(values[name])) continue;
    const problem = checkValue(property, values[name]);
    if (problem) errors[name] = `${property.title ?? name} ${problem}`;
  }
  return errors;
}

function checkValue(property: PropertySchema, value: unknown): string | undefined {
  switch (property.type) {
    case 'string':
      if (typeof value !== 'string') return 'must be text.';
      if (property.enum && !property.enum.includes(value)) return `must be one of ${property.enum.join(', ')}.`;
      return undefined;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : 'must be a number.';
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'must be true or false.';
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'must be an object.';
      const record = value as Record<string, unknown>;
      const missing = (property.required ?? []).filter((key) => isMissing(record[key]));
      return missing.length > 0 ? `is missing ${missing.join(', ')}.` : undefined;
    }
  }
}

/** True when the configuration passes validation (spec: States and transitions, "passes validation"). */
export function isConfigurationValid(schema: ConfigurationSchema, values: Record<string, unknown>): boolean {
  return Object.keys(validateConfiguration(schema, values)).length === 0;
}
