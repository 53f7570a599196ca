/**
 * Conforming an object to a schema of the platform's OpenAPI document: every required field the object lacks is
 * filled, at any depth, with the schema's stable sample (samples.generated.ts: required fields only, generated at
 * build time by openapi-sampler so that no host loads the document itself). What the object says always wins.
 */
import { PLATFORM_SAMPLES, type PlatformSchemaName } from './samples.generated';

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A sample and an object on two branches of a union (`type` or `object` differ, e.g. a UI render's `context`): the
 * sample's fields belong to the other branch, so none is added.
 */
function otherBranch(sample: Plain, known: Plain): boolean {
  return ['type', 'object'].some((key) => typeof sample[key] === 'string' && typeof known[key] === 'string' && sample[key] !== known[key]);
}

function fill(sample: unknown, known: unknown): unknown {
  if (known === undefined) return structuredClone(sample);
  if (!isPlain(sample) || !isPlain(known) || otherBranch(sample, known)) return known;
  const out: Plain = { ...known };
  for (const [key, value] of Object.entries(sample)) out[key] = fill(value, known[key]);
  return out;
}

/** `known` with every required field of `schema` it lacks filled from the schema's sample (a new object; `known` is not changed). */
export function conform<T>(schema: PlatformSchemaName, known: object): T {
  return fill(PLATFORM_SAMPLES[schema], known) as T;
}
