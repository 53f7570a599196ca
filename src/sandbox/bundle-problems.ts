/**
 * A bundle that failed, as the script's load problem, classified by what the author has to do: an import of a name
 * its module does not export is `export`; a file, package or import that cannot be found is `missing`; what the
 * bundler stops at in the text of a file is `syntax`; a failure of the bundler itself is `runtime`. Each kind has its
 * own words (`problemWords`), shared by `Script status`, the Console and the log line.
 */
import type { BundleProblem } from '../bundle/types';
import type { ScriptProblem } from './types';

// esbuild's wording for an import it cannot serve; the bundler's own messages for a missing entry or npm package.
const MISSING = /could not resolve|cannot find|not found|does not exist|no such file|is not installed|kitbench dev/i;

// esbuild's wording for an import of a name the module does not export (`import { a } from './b'`, no `a` in b).
const NO_EXPORT = /^No matching export in "([^"]+)" for import "([^"]+)"/;

/** The first problem of a failed bundle, with its original file, line and column (the others follow in its message). */
export function problemOfBundle(problems: BundleProblem[]): ScriptProblem {
  const [first] = problems;
  if (!first) return { kind: 'syntax', message: 'The script could not be bundled.' };
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : '';
  const where = { file: first.file, line: first.line, column: first.column };
  const noExport = NO_EXPORT.exec(first.message);
  if (noExport) {
    const [, module, name] = noExport;
    const what = name === 'default' ? `${module} has no default export` : `${module} does not export "${name}"`;
    return { kind: 'export', message: `${what}${more}`, ...where };
  }
  // A problem in no file is the bundler's own (its worker failed to start): not the author's syntax.
  const kind = first.packageName !== undefined || MISSING.test(first.message) ? 'missing' : first.file ? 'syntax' : 'runtime';
  return { kind, message: `${first.message}${more}`, ...where };
}

/** What a problem is, in a few words: `Missing export`, `Import not found`, `Syntax error`, `Timed out`, `Error`. */
export function problemWords(problem: Pick<ScriptProblem, 'kind'>): string {
  switch (problem.kind) {
    case 'export':
      return 'Missing export';
    case 'missing':
      return 'Import not found';
    case 'syntax':
      return 'Syntax error';
    case 'timeout':
      return 'Timed out';
    default:
      return 'Error';
  }
}
