/**
 * The type declarations of `@service/runtime`, `@service/runtime/jsx-runtime` and `@service/api` for the script
 * editor: `monaco.typescript.typescriptDefaults.setExtraLibs(runtimeTypings)` with `SCRIPT_COMPILER_OPTIONS` merged
 * into the compiler options. They are not written by hand: scripts/typings.mjs generates them from src/core with
 * `tsc --declaration` into types/ (committed; `vite build` regenerates, a test fails when stale), and each file is
 * served at `file:///node_modules/<its path under types/>`, so imports resolve as in an author's own project.
 */

/** One declaration file for Monaco's TypeScript service. */
export interface ExtraLib {
  filePath: string;
  content: string;
}

/**
 * The compiler options the script editor needs on top of Monaco's defaults (numbers are TypeScript's enums). Which
 * checks it runs (`strict`, `noUnusedLocals`, ...) are the folder's own, and its JSX runtime when it names one: its
 * tsconfig.json, or the platform's integration.json without one (src/ui/editor/compiler-settings.ts).
 */
export const SCRIPT_COMPILER_OPTIONS = {
  /** ts.JsxEmit.ReactJSX: the automatic runtime. */
  jsx: 4,
  jsxImportSource: '@service/runtime',
  /** ts.ScriptTarget.ES2022 */
  target: 9,
  /** ts.ModuleKind.ESNext */
  module: 99,
  /** ts.ModuleResolutionKind.NodeJs */
  moduleResolution: 2,
  allowNonTsExtensions: true,
  lib: ['es2022', 'dom', 'dom.iterable'],
} as const;

// `@gitbook/*`: the platform's names for the same modules (facades over `@service/core`). The API package's own
// types (platform-types.d.ts, ~370 KB, ~76 KB gzipped) are left out here and loaded on their own: loadPlatformTypings.
const generated = import.meta.glob<string>(
  ['../../types/@service/**/*.d.ts', '../../types/@gitbook/**/*.d.ts', '!../../types/@service/core/api/platform-types.d.ts'],
  { query: '?raw', import: 'default', eager: true },
);

const toLib = ([path, content]: [string, string]): ExtraLib => ({ filePath: `file:///node_modules/${path.slice('../../types/'.length)}`, content });

/** The declaration files, ready for `setExtraLibs`. */
export const runtimeTypings: ExtraLib[] = Object.entries(generated)
  .map(toLib)
  .sort((a, b) => a.filePath.localeCompare(b.filePath));

const platform = import.meta.glob<string>('../../types/@service/core/api/platform-types.d.ts', { query: '?raw', import: 'default' });

/**
 * The API package's own types (`ChangedRevisionPage`, `IntegrationInstallationConfiguration`, ...) that the
 * `@service/api` / `@gitbook/api` facades re-export: a chunk of their own, fetched after the editor is up, then added
 * with `setExtraLibs` beside runtimeTypings.
 */
export async function loadPlatformTypings(): Promise<ExtraLib[]> {
  return Promise.all(Object.entries(platform).map(async ([path, load]) => toLib([path, await load()])));
}
