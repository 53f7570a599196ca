/// <reference path="./openapi-raw.d.ts" />
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { OpenAPIRouter } from 'openapi-backend/router';

/**
 * The platform's HTTP API as its own OpenAPI document says it (`@gitbook/api`'s `spec/openapi.json`, 3.1): which
 * operation a request is (openapi-backend's router: the document's path templates, the most specific first, 404 and
 * 405 told apart), whether its parameters and body are what the operation takes (Ajv's JSON Schema 2020-12 build, the
 * document's own dialect, formats included), and the schema of its answer. Loaded on the API's first request, never
 * with the editor: the document (1.7 MB) is a chunk of its own (`?raw`: a string parsed once, not a JS object literal).
 *
 * One Ajv holds the whole document and each validator points into it by `$ref`, so a schema shared by many
 * operations (Document, Revision…) is compiled once; openapi-backend's own validation dereferences every operation
 * first, which takes minutes over this document (measured: 227 s for the 377 request validators).
 */

export type Schema = Record<string, unknown>;
export interface Operation {
  operationId: string;
  method: string;
  /** The path template, `/orgs/{organizationId}/sites/{siteId}`. */
  path: string;
  parameters?: Schema[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation & { parameters?: Schema[] }>>;
  components: { parameters?: Record<string, Schema>; schemas?: Record<string, Schema> };
}

export type Match = { operation: Operation; params: Record<string, string> } | { status: 404 } | { status: 405; allowed: string[] };

const DOCUMENT_ID = 'openapi.json';
/** Formats the document names that neither JSON Schema nor ajv-formats define: annotations, any string passes. */
const PLATFORM_FORMATS = ['emoji', 'icon', 'int32', 'byte'];
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const pointerSegment = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** The API's document, with its router and validators: one per process, built on first use. */
export class ApiSpec {
  readonly document: OpenApiDocument;
  private readonly router: OpenAPIRouter;
  private readonly ajv: Ajv2020;
  /** Query and path parameters arrive as text: this one coerces them to the parameter's type before checking. */
  private readonly paramsAjv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    this.document = document;
    this.router = new OpenAPIRouter({ definition: document as never, apiRoot: '/' });
    this.ajv = newAjv(document, false);
    this.paramsAjv = newAjv(document, true);
  }

  /** The operation a request names, with its path parameters decoded; 404 for no such path, 405 for another method. */
  match(method: string, path: string): Match {
    const request = { method: method.toLowerCase(), path, headers: {} };
    const operation = this.router.matchOperation(request) as unknown as Operation | undefined;
    if (!operation) {
      const allowed = this.router
        .getOperations()
        .filter((candidate) => new RegExp(`^${candidate.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path))
        .map((candidate) => candidate.method.toUpperCase());
      return allowed.length > 0 ? { status: 405, allowed: [...new Set(allowed)] } : { status: 404 };
    }
    const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((found) => found[1]);
    const pattern = new RegExp(`^${operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '([^/]+)')}$`);
    const values = pattern.exec(path)?.slice(1) ?? [];
    const params = Object.fromEntries(names.map((name, index) => [name, safeDecode(values[index] ?? '')]));
    return { operation, params };
  }

  /** Every operation of the document. */
  operations(): Operation[] {
    return this.router.getOperations() as unknown as Operation[];
  }

  /** The operation's parameters, `$ref`s resolved (path-level ones included, as the router gives them). */
  parameters(operation: Operation): Schema[] {
    return (operation.parameters ?? []).map((parameter) => this.resolve(parameter));
  }

  /** Follows a local `$ref` (`#/components/...`). */
  resolve(schema: Schema): Schema {
    let current = schema;
    for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops++) {
      const target = (current.$ref as string)
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, segment) => (node as Record<string, unknown> | undefined)?.[segment.replaceAll('~1', '/').replaceAll('~0', '~')], this.document);
      if (!target || typeof target !== 'object') break;
      current = target as Schema;
    }
    return current;
  }

  /**
   * What is wrong with a request, in the words the platform's 400 uses, or undefined when the operation takes it:
   * path and query parameters (coerced from text as the platform reads them) and the JSON body.
   */
  requestProblem(operation: Operation, params: Record<string, string>, query: URLSearchParams, body: unknown): string | undefined {
    const values: Record<string, unknown> = {};
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const parameter of this.parameters(operation)) {
      const name = String(parameter.name);
      if (parameter.in !== 'path' && parameter.in !== 'query') continue;
      const key = `${parameter.in}:${name}`;
      properties[key] = (parameter.schema as Schema | undefined) ?? {};
      if (parameter.required) required.push(key);
      const raw = parameter.in === 'path' ? params[name] : query.getAll(name);
      if (parameter.in === 'path') values[key] = raw;
      else if ((raw as string[]).length > 0) {
        const isArray = this.resolve(properties[key]).type === 'array';
        values[key] = isArray ? raw : (raw as string[])[0];
      }
    }
    const paramsId = `${operation.operationId}#params`;
    let checkParams = this.validators.get(paramsId);
    if (!checkParams) {
      checkParams = this.paramsAjv.compile({ type: 'object', properties: rebase(properties), required });
      this.validators.set(paramsId, checkParams);
    }
    if (!checkParams(values)) return `Invalid parameters: ${describe(checkParams.errors, (path) => path.replace(/^\/(path|query):/, '$1 parameter '))}`;

    const content = operation.requestBody?.content;
    const jsonBody = content?.['application/json'];
    if (!jsonBody?.schema) return undefined;
    if (body === undefined) return operation.requestBody?.required ? 'Invalid request body: the operation needs a JSON body.' : undefined;
    const check = this.validator(`${DOCUMENT_ID}#${operationPointer(operation)}/requestBody/content/application~1json/schema`);
    return check(body) ? undefined : `Invalid request body: ${describe(check.errors, (path) => `body${path}`)}`;
  }

  /** The operation's success status and the schema of its JSON answer (none: an empty answer). */
  success(operation: Operation): { status: number; schema?: Schema; pointer?: string } {
    const codes = Object.keys(operation.responses ?? {});
    const code = codes.find((candidate) => /^2\d\d$/.test(candidate)) ?? codes.find((candidate) => candidate === 'default');
    const status = code && /^\d+$/.test(code) ? Number(code) : 200;
    const schema = code ? operation.responses?.[code]?.content?.['application/json']?.schema : undefined;
    if (!schema) return { status: status === 200 && code === undefined ? 204 : status };
    return { status, schema, pointer: `${DOCUMENT_ID}#${operationPointer(operation)}/responses/${code}/content/application~1json/schema` };
  }

  /** The compiled validator of a schema inside the document, by its `$ref` (compiled once). */
  validator(ref: string): ValidateFunction {
    let check = this.validators.get(ref);
    if (!check) {
      check = this.ajv.compile({ $ref: ref });
      this.validators.set(ref, check);
    }
    return check;
  }
}

function operationPointer(operation: Operation): string {
  return `/paths/${pointerSegment(operation.path)}/${operation.method.toLowerCase()}`;
}

/** A parameter's schema points into the document by `#/components/...`: from a separate schema, by the document's id. */
function rebase(schema: unknown): Schema {
  return JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', `"$ref":"${DOCUMENT_ID}#/`)) as Schema;
}

function newAjv(document: OpenApiDocument, coerceTypes: boolean): Ajv2020 {
  // strict: false, the document carries OpenAPI's own keywords (discriminator, example, x-…) beside JSON Schema's.
  const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes: coerceTypes ? 'array' : false, logger: false, verbose: true });
  addFormats(ajv);
  for (const format of PLATFORM_FORMATS) ajv.addFormat(format, true);
  // Not the whole document: Ajv would take `paths` for schema keywords; what a $ref reaches is enough.
  // Not checked against the meta-schema (a second of walking 1.7 MB): the package's document is what it is.
  ajv.addSchema({ $id: DOCUMENT_ID, paths: document.paths, components: document.components } as Schema, undefined, undefined, false);
  return ajv;
}

/** Ajv's first error as a sentence: where and what. */
export function describe(errors: ErrorObject[] | null | undefined, where: (path: string) => string): string {
  const error = errors?.[0];
  if (!error) return 'it does not match the operation.';
  const path = error.instancePath || '';
  const missing = error.keyword === 'required' ? ` \`${(error.params as { missingProperty: string }).missingProperty}\`` : '';
  const allowed = error.keyword === 'enum' ? ` (${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')})` : '';
  return `${where(path).replace(/\//g, '.').replace(/^body\.?/, 'body.').replace(/\.$/, '')} ${error.message}${missing}${allowed}.`.replace(/^body\. /, 'body ');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export const isHttpMethod = (method: string) => METHODS.includes(method.toLowerCase());

let loading: Promise<ApiSpec> | undefined;
let loaded: ApiSpec | undefined;

/** The document if it has been read already (no waiting). */
export function loadedApiSpec(): ApiSpec | undefined {
  return loaded;
}

/** The document, loaded and parsed on first use (a chunk of its own in the app's build). */
export function loadApiSpec(): Promise<ApiSpec> {
  loading ??= import('@gitbook/api/spec/openapi.json?raw').then(
    (module) => (loaded = new ApiSpec(JSON.parse(module.default) as OpenApiDocument)),
    (error: unknown) => {
      // a chunk that could not be fetched (kitbench dev stopped meanwhile) is asked again by the next call
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
