// Runs the manifest schema and turns each error into a Diagnostic on the right node with a human message.
import type { ErrorObject } from 'ajv';
import { asRecord, type CheckContext, type Finding, label } from './context.ts';
import { didYouMean } from './did-you-mean.ts';
import { enumProblem } from './enum-problem.ts';
import { insertKeyFix, replaceFix } from './fixes.ts';
import { escapeSegment } from './locate.ts';
import { PLATFORM_CATEGORY_EQUIVALENTS } from './platform-keys.ts';
import { checkSchema } from './schema-validator.ts';

/** Why a required key matters, where the bare "missing required key" would leave the author guessing. */
const REQUIRED_BECAUSE: Record<string, string> = {
  callback_url: 'a button property needs the path of the endpoint that receives the OAuth callback to start a connection',
};

type SchemaNode = Record<string, unknown>;

/** Errors past the limit: how many, and whether one of them fails the manifest. */
export interface Unreported {
  count: number;
  errors: number;
}

// keywords whose findings are warnings; `if`/`allOf` are never reported themselves
const WARNING_KEYWORDS = new Set(['additionalProperties', 'uniqueItems', 'if', 'allOf']);

/** Validates the manifest's value against the schema and reports each error, up to `limit`. */
export function checkAgainstSchema(value: unknown, context: CheckContext, limit: number): Unreported {
  const unreported = { count: 0, errors: 0 };
  if (checkSchema(value)) return unreported;
  let reported = 0;
  for (const error of checkSchema.errors ?? []) {
    if (reported >= limit) {
      unreported.count++;
      if (!WARNING_KEYWORDS.has(error.keyword)) unreported.errors++;
      continue;
    }
    const finding = toFinding(error, context);
    if (finding) {
      context.report(finding);
      reported++;
    }
  }
  return unreported;
}

function toFinding(error: ErrorObject, context: CheckContext): Finding | undefined {
  const { keyword, instancePath: pointer, params } = error;
  const parent = (error.parentSchema ?? {}) as SchemaNode;
  const name = label(pointer);
  const base = { severity: 'error' as const, code: keyword, pointer };
  switch (keyword) {
    case 'required': {
      const key = String(params.missingProperty);
      const where = pointer === '' ? '' : ` in ${name}`;
      const because = REQUIRED_BECAUSE[key];
      return {
        ...base,
        message: `missing required key "${key}"${where}${because ? `: ${because}` : ''}`,
        anchor: 'object',
        fixes: insertKeyFix(context.parsed.text, context.locator, pointer, key),
      };
    }
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const known = Object.keys(asRecord(parent.properties) ?? {});
      const suggestion = didYouMean(key, known);
      const keyPointer = `${pointer}/${escapeSegment(key)}`;
      const where = pointer === '' ? '' : ` in ${name}`;
      return {
        severity: 'warning',
        code: 'unknown-key',
        pointer: keyPointer,
        anchor: 'key',
        message: `unknown key "${key}"${where}${suggestion ? `; did you mean "${suggestion}"?` : ''}`,
        fixes: suggestion ? replaceFix(context.locator, keyPointer, 'key', suggestion) : undefined,
      };
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      // a category the platform's CLI spells otherwise: the spec's list stands, its value offered first
      const equivalent = /^\/categories\/\d+$/.test(pointer) && typeof error.data === 'string' ? PLATFORM_CATEGORY_EQUIVALENTS[error.data] : undefined;
      const problem = enumProblem(context.locator, pointer, `${name} must be one of`, error.data, allowed, equivalent);
      if (equivalent) problem.message += `; "${error.data}" is the platform's name for the spec's "${equivalent}"`;
      return { ...base, ...problem };
    }
    case 'type':
      return { ...base, message: `${name} must be ${typeName(String(params.type))}` };
    case 'minLength':
      return { ...base, message: `${name} must not be empty` };
    case 'maxLength': {
      const length = typeof error.data === 'string' ? error.data.length : 0;
      return { ...base, message: `${name} must be at most ${params.limit} characters (it has ${length})` };
    }
    case 'minItems':
      return { ...base, message: `${name} must list at least ${params.limit} item${params.limit === 1 ? '' : 's'}` };
    case 'uniqueItems': {
      const [first, second] = [Number(params.i), Number(params.j)].sort((a, b) => a - b);
      const repeat = `${pointer}/${second}`;
      return {
        severity: 'warning',
        code: 'duplicate-item',
        pointer: repeat,
        message: `${label(repeat)} repeats ${label(`${pointer}/${first}`)}`,
      };
    }
    case 'pattern': {
      if (error.schemaPath.includes('/propertyNames/')) return undefined;
      const custom = typeof parent.patternErrorMessage === 'string' ? parent.patternErrorMessage : undefined;
      return { ...base, message: `${name} ${custom ?? `must match ${params.pattern}`}` };
    }
    case 'propertyNames': {
      const key = String(params.propertyName);
      const names = asRecord(parent.propertyNames);
      const custom = typeof names?.patternErrorMessage === 'string' ? names.patternErrorMessage : 'is not allowed';
      return {
        ...base,
        code: 'key-name',
        pointer: `${pointer}/${escapeSegment(key)}`,
        anchor: 'key',
        message: `key "${key}" in ${name} ${custom}`,
      };
    }
    case 'if':
    case 'allOf':
      // the branch that failed reports its own, more precise errors
      return undefined;
    default:
      return { ...base, message: `${name} ${error.message ?? 'is invalid'}` };
  }
}

function typeName(type: string): string {
  if (type.includes(',')) return type.split(',').map(typeName).join(' or ');
  switch (type) {
    case 'object':
      return 'a mapping of keys to values';
    case 'array':
      return 'a list';
    case 'boolean':
      return 'true or false';
    case 'integer':
      return 'a whole number';
    default:
      return `a ${type}`;
  }
}
