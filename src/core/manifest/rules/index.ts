// The registry of semantic rules: adding a rule is one file and one line here.
import { blockIds } from './block-ids.ts';
import { buttonProperties } from './button-properties.ts';
import { configurationComponent } from './configuration-component.ts';
import { configurationRequired } from './configuration-required.ts';
import { emptyValues } from './empty-values.ts';
import { internalScopes } from './internal-scopes.ts';
import { localPaths } from './local-paths.ts';
import { platformLimits } from './platform-limits.ts';
import { previewImages } from './preview-images.ts';
import { propertyDefaults } from './property-defaults.ts';
import type { Rule } from './rule.ts';
import { secretsEnv } from './secrets-env.ts';
import { specRequired } from './spec-required.ts';

export type { Rule } from './rule.ts';

/** Every semantic rule, run in this order after the schema. */
export const RULES: readonly Rule[] = [
  specRequired,
  emptyValues,
  configurationComponent,
  configurationRequired,
  buttonProperties,
  propertyDefaults,
  blockIds,
  localPaths,
  previewImages,
  internalScopes,
  secretsEnv,
  platformLimits,
];
