/**
 * For tests (Node only): validates an object against a schema of the platform's OpenAPI document, the whole
 * @gitbook/api spec/openapi.json, with Ajv's JSON Schema 2020-12 build (the dialect of OpenAPI 3.1) and ajv-formats
 * (`uri`, `date-time`, ...). Each `$ref` resolves into the document's `components`. A problem is a sentence that names
 * the object, the path in it and the field or rule: what an author would need to fix kitbench.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

const DOCUMENT_ID = 'https://kitbench.local/gitbook-api/openapi.json';

/** The installed platform document. */
export function platformDocument(): { components: { schemas: Record<string, unknown> }; [key: string]: unknown } {
  const path = createRequire(import.meta.url).resolve('@gitbook/api/spec/openapi.json');
  return JSON.parse(readFileSync(path, 'utf8'));
}

function describeError(object: string, error: ErrorObject): string {
  const at = `${object}${error.instancePath ? error.instancePath.replaceAll('/', '.') : ''}`;
  if (error.keyword === 'required') return `${at} lacks the required field "${(error.params as { missingProperty: string }).missingProperty}" (${error.schemaPath})`;
  if (error.keyword === 'additionalProperties') return `${at} has "${(error.params as { additionalProperty: string }).additionalProperty}", which the schema does not allow (${error.schemaPath})`;
  return `${at} ${error.message} (${error.schemaPath}${error.params && Object.keys(error.params).length ? ` ${JSON.stringify(error.params)}` : ''})`;
}

/**
 * The document with every `oneOf` read as `anyOf`. The document writes unions whose branches overlap as `oneOf`:
 * `UIRenderEvent` is a `SpaceEvent`, a `SiteEvent` or an `InstallationEvent`, and every space event is also an
 * installation event, so no real render event could match exactly one. Read as `anyOf`, every branch's required
 * fields are still checked; the unions whose branches differ by `type` keep rejecting what fits none.
 */
function unionsAsAnyOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unionsAsAnyOf);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key === 'oneOf' ? 'anyOf' : key, unionsAsAnyOf(item)]));
}

/** A validator of the document's schemas: `problems(schema, value, name)` lists what does not conform, [] when all does. */
export function platformValidator(document: object = platformDocument()) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema({ ...(unionsAsAnyOf(document) as object), $id: DOCUMENT_ID });
  const compiled = new Map<string, ValidateFunction>();
  const validator = (schema: string) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/components/schemas/${schema}` });
      compiled.set(schema, validate);
    }
    return validate;
  };
  return {
    /** Every problem of `value` against `#/components/schemas/{schema}`, each naming `name` and the path. */
    problems(schema: string, value: unknown, name: string): string[] {
      const validate = validator(schema);
      if (validate(value)) return [];
      // a required field first: the reason a union's branches all fail is usually one missing field
      const errors = [...(validate.errors ?? [])].sort((a, b) => Number(b.keyword === 'required') - Number(a.keyword === 'required'));
      return [...new Set(errors.map((error) => describeError(name, error)))];
    },
  };
}
