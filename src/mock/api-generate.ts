import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { sample } from 'openapi-sampler';
import RandExp from 'randexp';
import type { ApiSpec, Operation, Schema } from './api-spec';

/**
 * The answers of the operations kitbench keeps no state for: data generated from the operation's response schema by
 * openapi-sampler (deterministic: the same schema gives the same sample), then the request's path ids written where
 * the answer names them (`GET /orgs/o1/teams/t1` answers a team whose `id` is `t1`), then repaired until it validates:
 * the sampler ignores `pattern` (randexp writes a matching string, from a fixed seed), leaves `null` where a schema
 * recurses (`pages` of a page), and may satisfy two branches of a `oneOf`. The same path and parameters always give
 * the same answer.
 *
 * `conform` does the same for kitbench's own state: what the state does not model (a site's `appliedType`,
 * `defaultLevel`) is filled with a valid value, and what it says is kept.
 */

const SAMPLER = { skipReadOnly: false, skipWriteOnly: true, skipNonRequired: true, quiet: true } as const;
const MAX_REPAIRS = 40;

/** A seeded generator (mulberry32), so a pattern gives the same string on every call. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A string matching `pattern`, the same one for the same pattern and seed. */
export function matching(pattern: string, seed: string): string {
  const generator = new RandExp(new RegExp(pattern));
  generator.max = 3;
  const random = seeded(hash(`${pattern}:${seed}`));
  generator.randInt = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
  return generator.gen();
}

type Json = unknown;
type Container = Record<string, Json> | Json[];

function pointerParts(instancePath: string): string[] {
  return instancePath === '' ? [] : instancePath.slice(1).split('/').map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
}

function parentOf(root: Json, parts: string[]): { parent: Container; key: string } | undefined {
  let node = root;
  for (const part of parts.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, Json>)[part];
  }
  if (node === null || typeof node !== 'object' || parts.length === 0) return undefined;
  return { parent: node as Container, key: parts[parts.length - 1] };
}

/** Replaces the value at a JSON pointer; the root itself through the returned value. */
function setAt(root: Json, instancePath: string, value: Json): Json {
  const parts = pointerParts(instancePath);
  if (parts.length === 0) return value;
  const found = parentOf(root, parts);
  if (found) (found.parent as Record<string, Json>)[found.key] = value;
  return root;
}

function getAt(root: Json, instancePath: string): Json {
  return pointerParts(instancePath).reduce<Json>((node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, Json>)[part] : undefined), root);
}

/**
 * One fix for one error; false when this error is not one kitbench knows how to fix, or (`keep`: kitbench's state) a
 * fix would change a value the state sets (a page's `kind`, a change's `type`): then another error is the one to fix.
 */
function fix(root: { value: Json }, error: ErrorObject, spec: ApiSpec, seed: string, keep: boolean): boolean {
  const at = error.instancePath;
  const current = getAt(root.value, at);
  if (keep && current !== undefined && current !== null && ['type', 'const', 'enum'].includes(error.keyword)) return false;
  const parent = parentOf(root.value, pointerParts(at));
  // A recursion the sampler cut short: drop the item (an array) or the optional property.
  if ((current === null || current === undefined) && error.keyword === 'type' && parent) {
    if (Array.isArray(parent.parent)) parent.parent.splice(Number(parent.key), 1);
    else delete (parent.parent as Record<string, Json>)[parent.key];
    return true;
  }
  switch (error.keyword) {
    case 'pattern':
      root.value = setAt(root.value, at, matching(String((error.params as { pattern: string }).pattern), `${seed}${at}`));
      return true;
    case 'minLength': {
      const limit = (error.params as { limit: number }).limit;
      root.value = setAt(root.value, at, `${typeof current === 'string' ? current : ''}${'x'.repeat(limit)}`.slice(0, Math.max(limit, 1)));
      return true;
    }
    case 'maxLength':
      root.value = setAt(root.value, at, String(current).slice(0, (error.params as { limit: number }).limit));
      return true;
    case 'minProperties': {
      // An update of nothing is refused: give it the first property the schema names.
      const schema = error.parentSchema as Schema | undefined;
      const first = Object.entries((schema?.properties as Record<string, Schema> | undefined) ?? {})[0];
      if (!first || !current || typeof current !== 'object') return false;
      (current as Record<string, Json>)[first[0]] = sample(first[1] as never, SAMPLER, spec.document);
      return true;
    }
    case 'type':
    case 'const':
    case 'enum':
    case 'required':
    case 'additionalProperties': {
      if (error.keyword === 'type' && (error.params as { type: string }).type === 'null') {
        root.value = setAt(root.value, at, null);
        return true;
      }
      // Sample again the subschema that failed, whole, and take it (its branch of a union, its recursion cut).
      const schema = error.parentSchema as Schema | undefined;
      if (!schema) return false;
      if (error.keyword === 'additionalProperties' && current && typeof current === 'object') {
        delete (current as Record<string, Json>)[(error.params as { additionalProperty: string }).additionalProperty];
        return true;
      }
      if (error.keyword === 'required' && current && typeof current === 'object') {
        const property = (error.params as { missingProperty: string }).missingProperty;
        const propertySchema = (schema.properties as Record<string, Schema> | undefined)?.[property] ?? {};
        (current as Record<string, Json>)[property] = sample(propertySchema as never, { ...SAMPLER, skipNonRequired: true }, spec.document);
        return true;
      }
      const fresh = sample(schema as never, SAMPLER, spec.document);
      if (JSON.stringify(fresh) === JSON.stringify(current)) return false;
      root.value = setAt(root.value, at, fresh);
      return true;
    }
    case 'oneOf': {
      // Two branches pass: drop what only the first one requires (the other is then the one), else set the first
      // one's constant.
      const branches = (error.schema as Schema[] | undefined) ?? [];
      const passing = (error.params as { passingSchemas?: number[] | null }).passingSchemas;
      if (!passing || passing.length < 2 || !current || typeof current !== 'object' || Array.isArray(current)) return false;
      const kept = new Set((spec.resolve(branches[passing[passing.length - 1]] ?? {}).required as string[] | undefined) ?? []);
      const dropped = passing
        .slice(0, -1)
        .flatMap((index) => (spec.resolve(branches[index] ?? {}).required as string[] | undefined) ?? [])
        .filter((name) => !kept.has(name) && name in (current as Record<string, Json>));
      if (dropped.length > 0) {
        for (const name of dropped) delete (current as Record<string, Json>)[name];
        return true;
      }
      const branch = spec.resolve(branches[passing[0]] ?? {});
      const discriminating = Object.entries((branch.properties as Record<string, Schema> | undefined) ?? {}).find(([, property]) => 'const' in spec.resolve(property));
      if (!discriminating) return false;
      (current as Record<string, Json>)[discriminating[0]] = spec.resolve(discriminating[1]).const as Json;
      return true;
    }
    default:
      return false;
  }
}

/**
 * Repairs `value` until `check` accepts it (or nothing more can be fixed); returns the repaired value. With `keep`,
 * the values it has are kept (kitbench's state): only what is missing or cut is filled.
 */
export function repair(value: Json, check: ValidateFunction, spec: ApiSpec, seed: string, keep = false): Json {
  const root = { value };
  for (let round = 0; round < MAX_REPAIRS && !check(root.value); round++) {
    // The first error Ajv reports, else the next one kitbench knows how to fix.
    const fixed = (check.errors ?? []).some((error) => fix(root, error, spec, seed, keep));
    if (!fixed) break;
  }
  return root.value;
}

/** Writes the path's ids where the answer names them: its own `id` (the last id of the path), `organization`, `space`… */
function overlay(value: Json, params: Record<string, string>, operation: Operation): Json {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const object = value as Record<string, Json>;
  const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((found) => found[1]);
  const last = names[names.length - 1];
  const itemPath = operation.path.endsWith(`{${last}}`);
  if (last && itemPath && typeof object.id === 'string') object.id = params[last];
  for (const name of names) {
    const field = name.replace(/Id$/, '');
    if (field !== name && typeof object[field] === 'string') object[field] = params[name];
  }
  return object;
}

/** A generated answer for the operation, with its path's ids, valid against its response schema. */
export function generate(spec: ApiSpec, operation: Operation, params: Record<string, string>, path: string): Json {
  const success = spec.success(operation);
  if (!success.schema || !success.pointer) return undefined;
  const value = overlay(sample(success.schema as never, SAMPLER, spec.document), params, operation);
  return repair(value, spec.validator(success.pointer), spec, path);
}

/** The object schema a value is held to: `$ref`s followed, `allOf` parts joined, the `oneOf` branch it is. */
function shapeOf(spec: ApiSpec, schema: Schema, value: Record<string, Json>, depth = 0): { properties: Record<string, Schema>; required: string[] } {
  const resolved = spec.resolve(schema);
  const properties: Record<string, Schema> = { ...((resolved.properties as Record<string, Schema> | undefined) ?? {}) };
  const required = [...((resolved.required as string[] | undefined) ?? [])];
  if (depth > 8) return { properties, required };
  const join = (part: Schema) => {
    const inner = shapeOf(spec, part, value, depth + 1);
    for (const [name, property] of Object.entries(inner.properties)) properties[name] ??= property;
    required.push(...inner.required);
  };
  for (const part of (resolved.allOf as Schema[] | undefined) ?? []) join(part);
  const branches = ((resolved.oneOf ?? resolved.anyOf) as Schema[] | undefined) ?? [];
  if (branches.length > 0) {
    // The branch whose constant fields (`type`, `kind`, `object`) the value has; else the first.
    const fits = (branch: Schema) =>
      Object.entries(shapeOf(spec, branch, value, depth + 1).properties).every(([name, property]) => {
        const resolvedProperty = spec.resolve(property);
        const allowed = 'const' in resolvedProperty ? [resolvedProperty.const] : (resolvedProperty.enum as Json[] | undefined);
        return value[name] === undefined || !allowed || allowed.includes(value[name]);
      });
    const complete = (branch: Schema) => shapeOf(spec, branch, value, depth + 1).required.every((name) => value[name] !== undefined);
    join(branches.find((branch) => fits(branch) && complete(branch)) ?? branches.find(fits) ?? branches[0]);
  }
  return { properties, required };
}

/** Fills what the state leaves out and the schema requires, through nested objects and lists; keeps what it has. */
function fill(spec: ApiSpec, schema: Schema, value: Json, depth = 0): Json {
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  const resolved = spec.resolve(schema);
  if (Array.isArray(value)) {
    const items = (resolved.items as Schema | undefined) ?? {};
    return value.map((item) => fill(spec, items, item, depth + 1));
  }
  const object = value as Record<string, Json>;
  const { properties, required } = shapeOf(spec, resolved, object);
  const filled: Record<string, Json> = { ...object };
  for (const name of required) {
    if (filled[name] === undefined && properties[name]) filled[name] = sample(properties[name] as never, SAMPLER, spec.document);
  }
  for (const [name, property] of Object.entries(properties)) {
    if (filled[name] !== undefined) filled[name] = fill(spec, property, filled[name], depth + 1);
  }
  return filled;
}

/**
 * kitbench's state as the operation answers it: what the state says is kept, and what the schema requires that the
 * state does not model (a site's `appliedType`, a page's `layout`) is filled from a sample of its schema. A walk of
 * the schema, not a validation: compiling the validator of a revision takes seconds, longer than the platform gives a
 * handler (src/mock/api-contract.test.ts validates every answer).
 */
export function conform(spec: ApiSpec, operation: Operation, state: Json, _path: string): Json {
  const success = spec.success(operation);
  if (!success.schema || state === null || typeof state !== 'object') return state;
  return fill(spec, success.schema, state);
}
