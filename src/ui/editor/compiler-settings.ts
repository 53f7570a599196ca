/**
 * The script editor's compiler options for a folder: SCRIPT_COMPILER_OPTIONS (what the editor needs to type the
 * runtime at all) plus the options of the folder's tsconfig (tsconfig.ts) that change which errors TypeScript gives,
 * so the editor flags what the author's `tsc` flags and nothing more (issue 26 §3). Pure, tested without Monaco.
 */
import { SCRIPT_COMPILER_OPTIONS } from '../../sandbox/runtime-typings';

/** Boolean options taken from the folder as they are: each only turns checks on or off (TypeScript's defaults: off). */
export const DIAGNOSTIC_OPTIONS = [
  // the strict family: `strict` turns them all on, each one set beside it wins
  'strict',
  'noImplicitAny',
  'strictNullChecks',
  'strictFunctionTypes',
  'strictBindCallApply',
  'strictPropertyInitialization',
  'strictBuiltinIteratorReturn',
  'noImplicitThis',
  'useUnknownInCatchVariables',
  'alwaysStrict',
  // further checks
  'noUnusedLocals',
  'noUnusedParameters',
  'noImplicitReturns',
  'noFallthroughCasesInSwitch',
  'noUncheckedIndexedAccess',
  'noImplicitOverride',
  'noPropertyAccessFromIndexSignature',
  'exactOptionalPropertyTypes',
  'allowUnreachableCode',
  'allowUnusedLabels',
  // how imports type (the platform's base.json sets the first three)
  'esModuleInterop',
  'allowSyntheticDefaultImports',
  'resolveJsonModule',
  'isolatedModules',
  'verbatimModuleSyntax',
  'experimentalDecorators',
  'skipLibCheck',
] as const;

/** ts.JsxEmit by the names tsconfig.json uses. */
const JSX_EMIT: Record<string, number> = { preserve: 1, react: 2, 'react-native': 3, 'react-jsx': 4, 'react-jsxdev': 5 };

/** The package the platform's integration.json names in `types`: the worker runtime's globals (environment-typings.ts). */
export const WORKERS_TYPES = '@cloudflare/workers-types';

/**
 * The `types` entry of the folder's settings that names the worker runtime's declarations (`@cloudflare/workers-types`
 * or one of its compatibility dates, `@cloudflare/workers-types/2023-07-01`), or undefined when its `types` names none
 * (a folder of its own `types: ["bun"]`, or none at all): the editor then keeps DOM for the runtime's globals.
 */
export function workersTypesOf(folder: Readonly<Record<string, unknown>>): string | undefined {
  if (!Array.isArray(folder.types)) return undefined;
  return folder.types.find((name): name is string => typeof name === 'string' && (name === WORKERS_TYPES || name.startsWith(`${WORKERS_TYPES}/`)));
}

/**
 * ES libraries newer than the editor's own ES2022, which a folder's `lib` may add; a narrower `lib` (`["ES2021"]`)
 * is not applied (kitbench's own declarations are written for ES2022). `*.full` adds host libraries: left out.
 */
const WIDER_LIB = /^(es2023|es2024|esnext)(\.(?!full$)[a-z]+)?$/;
/** The browser's libraries, which a folder's `lib` may list beside the worker runtime's `types` (github-copilot does). */
const DOM_LIB = /^dom(\.[a-z]+)?$/;

/**
 * The editor's options for a folder whose tsconfig resolves to `folder` (its merged compilerOptions). When its `types`
 * names the worker runtime's declarations (the platform's integration.json does), they type the runtime's globals
 * (`fetch`, `Response.json<T>()`) and DOM is there only if its `lib` lists it, as for tsc; otherwise DOM stands in.
 */
export function editorCompilerOptions(folder: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const workers = workersTypesOf(folder) !== undefined;
  const options: Record<string, unknown> = { ...SCRIPT_COMPILER_OPTIONS, lib: SCRIPT_COMPILER_OPTIONS.lib.filter((name) => !workers || !DOM_LIB.test(name)) };
  for (const name of DIAGNOSTIC_OPTIONS) if (typeof folder[name] === 'boolean') options[name] = folder[name];
  // A relative `.json` import resolves to the declaration json-modules.ts writes beside it (`data.d.json.ts`).
  if (options.resolveJsonModule === true) options.allowArbitraryExtensions = true;
  const jsx = typeof folder.jsx === 'string' ? JSX_EMIT[folder.jsx.toLowerCase()] : undefined;
  if (jsx !== undefined) options.jsx = jsx;
  if (typeof folder.jsxImportSource === 'string' && folder.jsxImportSource.trim()) options.jsxImportSource = folder.jsxImportSource.trim();
  const lib = options.lib as string[];
  const listed = Array.isArray(folder.lib) ? folder.lib.map((name) => (typeof name === 'string' ? name.toLowerCase() : '')) : [];
  for (const name of listed) if (WIDER_LIB.test(name) && !lib.includes(name)) lib.push(name);
  if (workers && listed.some((name) => DOM_LIB.test(name))) {
    // TypeScript 6 and later fold dom.iterable into dom; the editor's TypeScript (5.9) needs it named.
    for (const name of ['dom', 'dom.iterable', ...listed.filter((name) => DOM_LIB.test(name))]) if (!lib.includes(name)) lib.push(name);
  }
  return options;
}
