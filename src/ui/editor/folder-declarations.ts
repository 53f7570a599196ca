/**
 * What the script editor declares for the open folder beyond its files: text imports (`./x.txt?raw`,
 * `./script.raw.js`) are strings, and the packages its `package.json` lists are known modules (the browser cannot
 * install them; the bundler says so, naming `kitbench dev`). Pure, so it is tested without Monaco.
 */

/** One declaration file for Monaco's TypeScript service (sandbox/runtime-typings.ts's ExtraLib). */
export interface DeclarationFile {
  filePath: string;
  content: string;
}

/** Where the folder's package declarations live among the extra libraries. */
export const FOLDER_PACKAGES_PATH = 'file:///node_modules/@kitbench/folder-packages.d.ts';

const TEXT_IMPORTS = [
  "declare module '*?raw' { const text: string; export default text; }",
  "declare module '*.raw.js' { const text: string; export default text; }",
];

const RAW_SIBLING =
  "/** The file's text: the bundler imports `*.raw.js` as a string, as the platform's CLI does. */\ndeclare const text: string;\nexport default text;\n";

/**
 * The modules the editor already types: a package with a file under `file:///node_modules/<name>/` (`@gitbook/runtime`,
 * `@gitbook/api`, `@service/*`) and every module an extra library declares by its exact name (`msw`, `kitbench/mocks`).
 */
export function providedModules(libs: readonly DeclarationFile[]): Set<string> {
  const names = new Set<string>();
  for (const { filePath, content } of libs) {
    const path = /^file:\/\/\/node_modules\/(@[^/]+\/[^/]+|[^@/][^/]*)\//.exec(filePath);
    if (path) names.add(path[1]);
    for (const declared of content.matchAll(/^\s*declare module ['"]([^'"*]+)['"]/gm)) names.add(declared[1]);
  }
  return names;
}

/**
 * The package names of a `package.json` text, or undefined when it is not valid JSON (often, for a moment, while it
 * is typed).
 */
export function packageNames(packageJson: string | undefined): string[] | undefined {
  if (packageJson === undefined) return [];
  try {
    const pkg = JSON.parse(packageJson) as Record<string, Record<string, string> | undefined> | null;
    if (!pkg || typeof pkg !== 'object') return [];
    return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies });
  } catch {
    return undefined;
  }
}

/**
 * The folder's declarations: text imports, a module for each listed package the editor does not type already, and
 * a `*.raw.d.ts` beside each `*.raw.js` file (an author's own declaration of the file wins), which TypeScript resolves
 * `./script.raw.js` to, whatever else declares text imports.
 *
 * A package the editor types is never declared again: `declare module '@gitbook/runtime';` (every real folder lists
 * it) is a shorthand ambient module, which TypeScript prefers to the package's own declarations, so each imported
 * type became `any` as a namespace ("Cannot use namespace 'RuntimeContext' as a type").
 */
export function folderDeclarations(
  workspaceFile: (path: string) => string,
  sources: Readonly<Record<string, string>>,
  packages: readonly string[],
  provided: ReadonlySet<string>,
): DeclarationFile[] {
  const declared = packages
    .filter((name) => /^[@\w][\w./@-]*$/.test(name) && !name.startsWith('@types/') && !provided.has(name))
    .map((name) => `declare module '${name}';\ndeclare module '${name}/*';`);
  const siblings = Object.keys(sources)
    .filter((path) => path.endsWith('.raw.js') && !(path.replace(/\.js$/, '.d.ts') in sources))
    .map((path) => ({ filePath: workspaceFile(path.replace(/\.js$/, '.d.ts')), content: RAW_SIBLING }));
  return [{ filePath: FOLDER_PACKAGES_PATH, content: [...TEXT_IMPORTS, ...declared].join('\n') }, ...siblings];
}
