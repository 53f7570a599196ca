/**
 * The folder's own TypeScript settings, read as the author's `tsc` reads them (issue 26 §3): `tsconfig.json` at the
 * folder's root, JSON with comments and trailing commas, its `extends` followed inside the folder and its
 * node_modules. Whatever cannot be read (broken JSON, an extends loop, a target that is not there) is never fatal:
 * the platform's settings take its place and a problem says so. Pure (files come from `read`), so it is tested
 * without Monaco. Parsed with `jsonc-parser` (Microsoft's, the parser VS Code reads tsconfig.json with; already in the
 * tree through monaco-yaml): TypeScript's own `parseConfigFileTextToJson` lives only in the editor's worker.
 */
import { findNodeAtLocation, type ParseError, parse, parseTree, printParseErrorCode } from 'jsonc-parser';

/** The file the editor reads its settings from (a folder's nested tsconfig files are not read). */
export const TSCONFIG_FILE = 'tsconfig.json';

/**
 * `@gitbook/tsconfig/base.json` as GitbookIO/integrations publishes it (packages/tsconfig/base.json): no `strict`.
 * Used when a folder extends it and has not installed it (every real folder lists it as a workspace devDependency).
 */
export const PLATFORM_BASE_TSCONFIG: Readonly<Record<string, unknown>> = {
  resolveJsonModule: true,
  allowSyntheticDefaultImports: true,
  esModuleInterop: true,
  lib: ['ES2021'],
};

/**
 * `@gitbook/tsconfig/integration.json` (packages/tsconfig/integration.json: extends ./base.json, adds the JSX runtime
 * and `types: ["@cloudflare/workers-types"]`), its base merged in. Not strict. It is what a folder extending it gets
 * when it is not installed, and what a folder without any tsconfig.json gets: `gitbook new` writes a tsconfig.json
 * that extends it.
 */
export const PLATFORM_INTEGRATION_TSCONFIG: Readonly<Record<string, unknown>> = {
  ...PLATFORM_BASE_TSCONFIG,
  jsx: 'react-jsx',
  jsxImportSource: '@gitbook/runtime',
  types: ['@cloudflare/workers-types'],
};

const PLATFORM_PACKAGE = '@gitbook/tsconfig';
const PLATFORM_NAME = `${PLATFORM_PACKAGE}/integration.json`;

/** What a tsconfig file gets wrong, at the place to fix it (1-based line and column). */
export interface TsconfigProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

export interface ResolvedTsconfig {
  /** The compiler options, each `extends` applied first (in order), then the file's own. */
  compilerOptions: Record<string, unknown>;
  /** The files read, the extending one last; `@gitbook/tsconfig/...` when the platform's settings stood in. */
  chain: string[];
  problems: TsconfigProblem[];
  /** node_modules files looked for and not given by `read`: a host that can fetch them (kitbench dev) asks again. */
  missing: string[];
}

/** A folder-relative path's text, or undefined when the folder has no such file. */
export type ReadFile = (path: string) => string | undefined;

/** The folder's settings: its tsconfig.json, or without one what `gitbook new` would have written (not strict). */
export function resolveTsconfig(read: ReadFile): ResolvedTsconfig {
  const result: ResolvedTsconfig = { compilerOptions: {}, chain: [], problems: [], missing: [] };
  if (read(TSCONFIG_FILE) === undefined) {
    result.compilerOptions = { ...PLATFORM_INTEGRATION_TSCONFIG };
    result.chain.push(PLATFORM_NAME);
    return result;
  }
  const options = load(TSCONFIG_FILE, [], read, result);
  result.compilerOptions = options ?? { ...PLATFORM_INTEGRATION_TSCONFIG };
  if (!options) result.chain.push(PLATFORM_NAME);
  return result;
}

/** One file's options with its bases applied, or undefined when the file itself cannot be read as a tsconfig. */
function load(path: string, stack: string[], read: ReadFile, result: ResolvedTsconfig): Record<string, unknown> | undefined {
  const text = read(path) ?? '';
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length > 0) {
    const { line, column } = position(text, errors[0].offset);
    result.problems.push({ file: path, line, column, message: `${path} is not valid JSON (${parseErrorText(errors[0])} at line ${line}:${column}): ${INSTEAD}.` });
    return undefined;
  }
  if (!isObject(value)) {
    result.problems.push({ file: path, line: 1, column: 1, message: `${path} is not a JSON object: ${INSTEAD}.` });
    return undefined;
  }
  const options: Record<string, unknown> = {};
  const extendsAt = (index: number | undefined) => position(text, offsetOf(text, index === undefined ? ['extends'] : ['extends', index]));
  const bases = value.extends === undefined ? [] : typeof value.extends === 'string' ? [value.extends] : value.extends;
  if (!Array.isArray(bases) || bases.some((base) => typeof base !== 'string')) {
    result.problems.push({ file: path, ...extendsAt(undefined), message: `${path}: \`extends\` is neither a path nor a list of paths: ${INSTEAD}.` });
    Object.assign(options, PLATFORM_INTEGRATION_TSCONFIG);
  } else {
    bases.forEach((spec: string, index) => {
      const at = extendsAt(typeof value.extends === 'string' ? undefined : index);
      Object.assign(options, base(spec, path, at, [...stack, path], read, result));
    });
  }
  if (isObject(value.compilerOptions)) Object.assign(options, value.compilerOptions);
  result.chain.push(path);
  return options;
}

const INSTEAD = `the editor uses the platform's settings (${PLATFORM_NAME}) in its place`;

/** The options one `extends` entry brings: its file's, or the platform's in its place. */
function base(
  spec: string,
  from: string,
  at: { line: number; column: number },
  stack: string[],
  read: ReadFile,
  result: ResolvedTsconfig,
): Record<string, unknown> {
  const target = locate(spec, dirname(from), read, result.missing);
  const platform = platformStandIn(spec);
  if (target !== undefined && stack.includes(target)) {
    const loop = [...stack.slice(stack.indexOf(target)), target].join(' → ');
    result.problems.push({ file: from, ...at, message: `${from} extends "${spec}", which leads back to itself (${loop}): ${INSTEAD}.` });
    return { ...PLATFORM_INTEGRATION_TSCONFIG };
  }
  if (target !== undefined) return load(target, stack, read, result) ?? { ...PLATFORM_INTEGRATION_TSCONFIG };
  if (platform) {
    // The platform's own settings, not installed here (a workspace devDependency upstream): no problem to report.
    result.chain.push(spec);
    return { ...platform };
  }
  const where = /^[./]/.test(spec) ? 'which is not in the folder' : 'which is not installed in the folder';
  result.problems.push({ file: from, ...at, message: `${from} extends "${spec}", ${where}: ${INSTEAD}.` });
  return { ...PLATFORM_INTEGRATION_TSCONFIG };
}

/** `@gitbook/tsconfig/base.json` → its settings; any other file of the package → integration.json's. */
function platformStandIn(spec: string): Readonly<Record<string, unknown>> | undefined {
  if (spec !== PLATFORM_PACKAGE && !spec.startsWith(`${PLATFORM_PACKAGE}/`)) return undefined;
  return /\/base(\.json)?$/.test(spec) ? PLATFORM_BASE_TSCONFIG : PLATFORM_INTEGRATION_TSCONFIG;
}

/**
 * The folder-relative file an `extends` names, as TypeScript finds it: a relative path (`.json` added when missing),
 * else a package in `node_modules` of the extending file's folder or any folder above it up to the root (a file of
 * the package, or its package.json's `tsconfig`, or its tsconfig.json). Outside the folder: not found.
 */
function locate(spec: string, dir: string, read: ReadFile, missing: string[]): string | undefined {
  const found = (candidates: string[]) => candidates.find((candidate) => read(candidate) !== undefined);
  if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..') {
    const path = join(dir, spec);
    return path === undefined ? undefined : found(withJson(path));
  }
  if (spec.startsWith('/') || /^[a-zA-Z]:/.test(spec)) return undefined;
  const parts = spec.split('/');
  const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const subpath = parts.slice(spec.startsWith('@') ? 2 : 1).join('/');
  for (let folder: string | undefined = dir; folder !== undefined; folder = folder === '' ? undefined : dirname(folder)) {
    const modules = folder === '' ? 'node_modules' : `${folder}/node_modules`;
    const candidates = subpath ? [...withJson(`${modules}/${spec}`), `${modules}/${spec}/tsconfig.json`] : packageCandidates(`${modules}/${name}`, read);
    const hit = found(candidates);
    if (hit) return hit;
    missing.push(...candidates.filter((candidate) => !missing.includes(candidate)));
  }
  return undefined;
}

/** A package's own config: its package.json's `tsconfig` field, else its tsconfig.json. */
function packageCandidates(root: string, read: ReadFile): string[] {
  const manifest = read(`${root}/package.json`);
  if (manifest === undefined) return [`${root}/package.json`, `${root}/tsconfig.json`];
  const field = (parse(manifest) as { tsconfig?: unknown } | undefined)?.tsconfig;
  const own = typeof field === 'string' ? join(root, field) : undefined;
  return [...(own ? withJson(own) : []), `${root}/tsconfig.json`];
}

const withJson = (path: string) => (path.endsWith('.json') ? [path] : [path, `${path}.json`]);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A folder path's parent ('' at the top). */
export function dirname(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** `dir` joined with a relative path, normalized; undefined when it leaves the folder. */
export function join(dir: string, relative: string): string | undefined {
  const parts: string[] = dir ? dir.split('/') : [];
  for (const part of relative.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

/** The offset of the value at `path` in the JSON text (0 when it is not there). */
function offsetOf(text: string, path: (string | number)[]): number {
  const tree = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  return (tree && findNodeAtLocation(tree, path)?.offset) ?? 0;
}

/** 1-based line and column of an offset. */
function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

const PARSE_WORDS: Record<string, string> = {
  InvalidSymbol: 'an unexpected character',
  InvalidNumberFormat: 'a malformed number',
  PropertyNameExpected: 'a property name expected',
  ValueExpected: 'a value expected',
  ColonExpected: 'a colon expected',
  CommaExpected: 'a comma expected',
  CloseBraceExpected: 'a closing brace expected',
  CloseBracketExpected: 'a closing bracket expected',
  EndOfFileExpected: 'text after the end',
  UnexpectedEndOfComment: 'an unclosed comment',
  UnexpectedEndOfString: 'an unclosed string',
};

const parseErrorText = (error: ParseError) => PARSE_WORDS[printParseErrorCode(error.error)] ?? printParseErrorCode(error.error);
