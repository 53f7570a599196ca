/**
 * Relative `.json` imports in the script editor (issue 26 §3): `import pkg from '../package.json'` resolves as tsc
 * resolves it with `resolveJsonModule` (the platform's base.json sets it), typed from the file's content. Monaco's
 * TypeScript worker never sees the folder's JSON files (they are JSON models), so each imported one gets a declaration
 * beside it, `package.d.json.ts`, which TypeScript (5.0 and later) looks for first when resolving `./package.json`
 * (compiler-settings.ts sets `allowArbitraryExtensions` so that is not itself an error). Only when the folder's
 * settings have `resolveJsonModule`: without it tsc says "Consider using '--resolveJsonModule'", and so does the editor.
 * Pure, so it is tested without Monaco.
 */
import type { DeclarationFile } from './folder-declarations';
import { IMPORTS, SCRIPT_FILE } from './package-imports';
import { dirname, join } from './tsconfig';

/** Past this size a JSON file is declared `any` (tsc would type it; a declaration that large is not worth the worker's time). */
const MAX_JSON_CHARS = 2 * 1024 * 1024;
/** Nesting past this depth is `any`. */
const MAX_DEPTH = 64;

/** The folder paths of the `.json` files its script files import by a relative path, in path order. */
export function jsonImports(sources: Readonly<Record<string, string>>): string[] {
  const found = new Set<string>();
  for (const [file, text] of Object.entries(sources)) {
    if (!SCRIPT_FILE.test(file) || file.endsWith('.raw.js') || file.split('/').includes('node_modules')) continue;
    for (const pattern of IMPORTS) {
      for (const match of text.matchAll(pattern)) {
        const specifier = match[2];
        if (!/^\.\.?\//.test(specifier) || !specifier.endsWith('.json')) continue;
        const path = join(dirname(file), specifier);
        if (path !== undefined && path in sources) found.add(path);
      }
    }
  }
  return [...found].sort();
}

/** Where the declaration of a JSON file goes: `src/data.json` → `src/data.d.json.ts`. */
export const declarationPathOf = (jsonPath: string) => `${jsonPath.slice(0, -'.json'.length)}.d.json.ts`;

const cache = new Map<string, { text: string; strict: boolean; content: string }>();

/**
 * A declaration beside each JSON file the folder's scripts import (an author's own `*.d.json.ts` wins), typed as tsc
 * types a JSON module: the value, widened (`"name": string`), as `export =` (so a default import needs
 * `esModuleInterop` or `allowSyntheticDefaultImports`, and top-level keys import by name, as in tsc).
 */
export function jsonModuleDeclarations(
  workspaceFile: (path: string) => string,
  sources: Readonly<Record<string, string>>,
  strictNullChecks: boolean,
): DeclarationFile[] {
  return jsonImports(sources)
    .filter((path) => !(declarationPathOf(path) in sources))
    .map((path) => {
      const text = sources[path];
      let entry = cache.get(path);
      if (entry?.text !== text || entry.strict !== strictNullChecks) {
        entry = { text, strict: strictNullChecks, content: jsonDeclaration(text, strictNullChecks) };
        cache.set(path, entry);
      }
      return { filePath: workspaceFile(declarationPathOf(path)), content: entry.content };
    });
}

/** The declaration of one JSON text (`any` when it is not JSON: the JSON editor says what is wrong with it). */
export function jsonDeclaration(text: string, strictNullChecks: boolean): string {
  let type = 'any';
  if (text.length <= MAX_JSON_CHARS) {
    try {
      type = typeOf(JSON.parse(text) as unknown, strictNullChecks, 0);
    } catch {
      type = 'any';
    }
  }
  return `/** The JSON file's value, as TypeScript types it with resolveJsonModule. */\ndeclare const json: ${type};\nexport = json;\n`;
}

/** The widened type TypeScript gives a JSON value. */
function typeOf(value: unknown, strict: boolean, depth: number): string {
  if (depth > MAX_DEPTH) return 'any';
  if (value === null) return strict ? 'null' : 'any';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (Array.isArray(value)) return arrayType(value, strict, depth);
  return objectType(value as Record<string, unknown>, strict, depth, []);
}

/** `{ "a": number; "b"?: undefined; }`: `absent` are keys other objects of the same array have (TypeScript adds them). */
function objectType(value: Record<string, unknown>, strict: boolean, depth: number, absent: readonly string[]): string {
  const members = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${typeOf(item, strict, depth + 1)};`);
  for (const key of absent) members.push(`${JSON.stringify(key)}?: undefined;`);
  return members.length ? `{ ${members.join(' ')} }` : '{}';
}

/** The array's element types, each once, objects of different keys each given the others' keys as `?: undefined`. */
function arrayType(items: unknown[], strict: boolean, depth: number): string {
  if (items.length === 0) return strict ? 'never[]' : 'any[]';
  const objects = items.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null && !Array.isArray(item));
  const keys = new Set(objects.flatMap((item) => Object.keys(item)));
  const types = new Set<string>();
  for (const item of items) {
    const isObject = typeof item === 'object' && item !== null && !Array.isArray(item);
    types.add(
      isObject
        ? objectType(item as Record<string, unknown>, strict, depth + 1, [...keys].filter((key) => !(key in (item as object))))
        : typeOf(item, strict, depth + 1),
    );
  }
  const union = [...types];
  return union.length === 1 ? `${union[0]}[]` : `(${union.join(' | ')})[]`;
}
