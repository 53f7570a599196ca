/**
 * The packages the folder's script imports, as the script editor asks `kitbench dev` for their declarations
 * (package-typings.ts): what TypeScript would resolve in node_modules, and only that, so a devDependency that no file
 * imports (the platform's CLI, `@cloudflare/workers-types`) is never loaded. Pure, tested without Monaco.
 */

/** One package's imports: its specifiers (`itty-router`, `itty-router/cors`) and where the first one is written. */
export interface PackageImport {
  name: string;
  specifiers: string[];
  file: string;
  line: number;
  column: number;
}

export const SCRIPT_FILE = /\.(?:[cm]?[jt]sx?)$/;
/** `import … from 'x'`, `export … from 'x'`, `import 'x'`, `import('x')`, `require('x')`: the quote, then the specifier. */
export const IMPORTS = [
  /(?:^|[^\w$.])(?:import|export)\s[^'";]*?\bfrom\s*(['"])([^'"\n]+)\1/g,
  /(?:^|[^\w$.])import\s*(['"])([^'"\n]+)\1/g,
  /(?:^|[^\w$.])(?:import|require)\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g,
];
/** A bare specifier a node_modules package answers: `name` or `@scope/name`, then an optional path. */
const BARE = /^(?:@[\w.-]+\/)?[\w][\w.-]*(?:\/[\w.@+-][\w.@+-]*)*$/;

/** The package name of a bare specifier (`@octokit/core/types` → `@octokit/core`). */
export function packageOf(specifier: string): string {
  return specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

/**
 * The folder's package imports, by package, leaving out what the editor already types (`provided`: the runtime's
 * modules, `msw`, `kitbench/mocks`), `node:` built-ins and text imports. Sorted by name, specifiers sorted.
 */
export function packageImports(sources: Readonly<Record<string, string>>, provided: ReadonlySet<string>): PackageImport[] {
  const found = new Map<string, PackageImport>();
  for (const [file, text] of Object.entries(sources).sort(([a], [b]) => a.localeCompare(b))) {
    if (!SCRIPT_FILE.test(file) || file.endsWith('.raw.js') || file.split('/').includes('node_modules')) continue;
    for (const pattern of IMPORTS) {
      for (const match of text.matchAll(pattern)) {
        const specifier = match[2];
        if (!BARE.test(specifier) || specifier.includes('?') || specifier.split('/').some((part) => part === '..' || part === '.')) continue;
        const name = packageOf(specifier);
        if (name === '@types' || provided.has(specifier) || provided.has(name)) continue;
        const entry = found.get(name);
        if (entry) {
          if (!entry.specifiers.includes(specifier)) entry.specifiers.push(specifier);
          continue;
        }
        const offset = (match.index ?? 0) + match[0].indexOf(match[1] + specifier);
        const before = text.slice(0, offset);
        const line = before.split('\n').length;
        found.set(name, { name, specifiers: [specifier], file, line, column: offset - before.lastIndexOf('\n') });
      }
    }
  }
  return [...found.values()].map((entry) => ({ ...entry, specifiers: entry.specifiers.sort() })).sort((a, b) => a.name.localeCompare(b.name));
}
