// The schema as `kitbench schema` publishes it for editors. A YAML language server turns every schema violation
// into a squiggle of one severity, while kitbench reports unknown keys and repeated list items as warnings that never
// fail a manifest. So the published schema leaves out exactly the keywords behind those warnings: an editor then
// flags what `kitbench validate` calls an error, and nothing it only warns about.
import { SPEC_REQUIRED_KEYS } from './rules/spec-required.ts';
import { manifestSchema } from './schema.ts';

/** Keywords (with the value that makes them bite) whose findings the validator reports as warnings. */
const WARNING_ONLY: ReadonlyArray<[keyword: string, value: unknown]> = [
  ['additionalProperties', false],
  ['uniqueItems', true],
];

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (WARNING_ONLY.some(([keyword, bites]) => key === keyword && value === bites)) continue;
    // `enum` and `const` hold data, not schemas: copy them as they are
    out[key] = key === 'enum' || key === 'const' ? value : strip(value);
  }
  return out;
}

/**
 * The manifest's JSON Schema for editors: the validator's, without the keywords whose findings are warnings, and
 * with the keys the spec-required rule reports as errors among the required ones (the validator's own schema leaves
 * them to the rule, whose fix can copy an `envs` entry's organization).
 */
export function publishedManifestSchema(): Record<string, unknown> {
  const schema = strip(manifestSchema) as Record<string, unknown> & { required: string[] };
  return { ...schema, required: [...schema.required, ...Object.keys(SPEC_REQUIRED_KEYS)] };
}
