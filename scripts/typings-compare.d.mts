/** One tsc error in an integration folder (`file` relative to it). */
export interface TypeError {
  file: string;
  line: number;
  column: number;
  code: string;
  message: string;
}
/** The script editor's compiler options, used on both sides. */
export declare const COMPILER_OPTIONS: Record<string, unknown>;
/** The errors of `kitbench` that `reference` does not also give (by file, line and code). */
export declare function onlyIn(kitbench: TypeError[], reference: TypeError[]): TypeError[];
/** The tsc errors of `folder` against kitbench's declarations or the platform's packages. */
export declare function typecheck(folder: string, side: 'kitbench' | 'reference', scratch: string): TypeError[];
/** Both sides' errors of one folder, and the ones only kitbench's declarations give. */
export declare function compareFolder(folder: string): { folder: string; kitbench: TypeError[]; reference: TypeError[]; kitbenchOnly: TypeError[] };
/** The integration folders under `dir` (those with a manifest), or `dir` itself when it is one. */
export declare function integrationFolders(dir: string): string[];
