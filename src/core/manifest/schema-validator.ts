// The compiled schema check. The CLI build replaces this module with Ajv's standalone code generated at build time
// (vite.cli.config.ts), so `kitbench validate` neither loads Ajv nor compiles the schema on every run.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import { manifestSchema } from './schema.ts';

/** Annotations for the YAML language server (hover, completion, messages): meaningless to validation. */
export const ANNOTATION_KEYWORDS = ['enumDescriptions', 'markdownDescription', 'patternErrorMessage'] as const;

/**
 * The Ajv instance the manifest schema is compiled with; `standalone` also emits the code as an ES module.
 * `inlineRefs: false` compiles `$defs/property` once instead of at each use: the standalone code is 124 KB instead of
 * 200 KB, which every `kitbench validate` and every cold load of the app parses (the judgement is the same).
 */
export function createManifestAjv(standalone = false): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true,
    strict: true,
    allowUnionTypes: true,
    inlineRefs: false,
    code: standalone ? { source: true, esm: true } : {},
  });
  for (const keyword of ANNOTATION_KEYWORDS) ajv.addKeyword(keyword);
  return ajv;
}

/** Validates a manifest value against the schema; errors on `.errors`. Compiled once at module load. */
export const checkSchema: ValidateFunction = createManifestAjv().compile(manifestSchema);
