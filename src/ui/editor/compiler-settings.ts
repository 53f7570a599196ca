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

/**
 * ES libraries newer than the editor's own ES2022, which a folder's `lib` may add. A folder's `lib` only ever widens
 * the editor's: its DOM stands in for `types: ["@cloudflare/workers-types"]` (the platform's integration.json), which
 * the editor cannot load, so a narrower `lib` (`["ES2021"]`, `["ES6", "DOM"]`) would flag the runtime's own globals
 * (`fetch`, `Response`) or what the worker runtime has anyway. `*.full` adds host libraries: left out.
 */
const WIDER_LIB = /^(es2023|es2024|esnext)(\.(?!full$)[a-z]+)?$/;

/** The editor's options for a folder whose tsconfig resolves to `folder` (its merged compilerOptions). */
export function editorCompilerOptions(folder: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const options: Record<string, unknown> = { ...SCRIPT_COMPILER_OPTIONS, lib: [...SCRIPT_COMPILER_OPTIONS.lib] };
  for (const name of DIAGNOSTIC_OPTIONS) if (typeof folder[name] === 'boolean') options[name] = folder[name];
  const jsx = typeof folder.jsx === 'string' ? JSX_EMIT[folder.jsx.toLowerCase()] : undefined;
  if (jsx !== undefined) options.jsx = jsx;
  if (typeof folder.jsxImportSource === 'string' && folder.jsxImportSource.trim()) options.jsxImportSource = folder.jsxImportSource.trim();
  const lib = options.lib as string[];
  if (Array.isArray(folder.lib)) {
    for (const name of folder.lib) {
      const lower = typeof name === 'string' ? name.toLowerCase() : '';
      if (WIDER_LIB.test(lower) && !lib.includes(lower)) lib.push(lower);
    }
  }
  return options;
}
