/**
 * A bundle that failed, as the script's load problem: a file, package or import that cannot be found is `missing`;
 * what the bundler stops at in a file (a syntax error in any file) is `syntax`; a failure of the bundler itself is
 * `runtime`.
 */
import type { BundleProblem } from '../bundle/types';
import type { ScriptProblem } from './types';

// esbuild's wording for an import it cannot serve; the bundler's own messages for a missing entry or npm package.
const MISSING = /could not resolve|cannot find|not found|does not exist|no such file|is not installed|kitbench dev/i;

/** The first problem of a failed bundle, with its original file, line and column (the others follow in its message). */
export function problemOfBundle(problems: BundleProblem[]): ScriptProblem {
  const [first] = problems;
  if (!first) return { kind: 'syntax', message: 'The script could not be bundled.' };
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : '';
  // A problem in no file is the bundler's own (its worker failed to start): not the author's syntax.
  const kind = first.packageName !== undefined || MISSING.test(first.message) ? 'missing' : first.file ? 'syntax' : 'runtime';
  return { kind, message: `${first.message}${more}`, file: first.file, line: first.line, column: first.column };
}
