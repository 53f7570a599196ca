// The manifest core: schema, types, parsing, validation, secrets. Framework-free.
export { parseDotenv } from './dotenv.ts';
export { imageSize, type ImageSize } from './image-size.ts';
export { MAX_ALIAS_COUNT, manifestValueOf, parseManifest, parseManifestText, type ParsedManifest } from './parse.ts';
export { publishedManifestSchema } from './published-schema.ts';
export { MANIFEST_SCHEMA_ID, manifestSchema } from './schema.ts';
export {
  DEFAULT_MANIFEST_ENVIRONMENT,
  manifestEnvironmentNames,
  type ResolvedSecrets,
  resolveSecrets,
  SECRET_EXPRESSION,
  missingSecretsMessage,
  secretsFor,
  secretVariable,
  variableFor,
} from './secrets.ts';
export {
  CATEGORIES,
  type Category,
  CONFIGURATION_LEVELS,
  type ConfigurationLevel,
  INTERNAL_SCOPES,
  PREVIEW_IMAGE_SIZE,
  PROPERTY_TYPES,
  type PropertyType,
  SCOPES,
  type Scope,
  SUMMARY_MAX_LENGTH,
  VISIBILITIES,
  type Visibility,
} from './spec.ts';
export type {
  Block,
  BooleanProperty,
  ButtonProperty,
  Configuration,
  ConfigurationProperty,
  ExternalLink,
  Manifest,
  NumberProperty,
  StringProperty,
} from './types.ts';
export { MAX_DIAGNOSTICS, type ManifestFiles, type ValidateOptions, type ValidationResult, validate } from './validate.ts';
export { type LocalPathRef, localPathRefs, type NormalizedPath, normalizeLocalPath } from './paths.ts';
export { RULES, type Rule } from './rules/index.ts';
