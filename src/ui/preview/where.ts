import type { ScriptProblem } from '../../sandbox/types';

/** Where a problem happened, as an author looks it up: `src/utils.ts:12:5`, `line 12` without a file, or ''. */
export function problemLocation(problem: Pick<ScriptProblem, 'file' | 'line' | 'column'>): string {
  if (!problem.line) return problem.file ?? '';
  const position = `${problem.line}${problem.column ? `:${problem.column}` : ''}`;
  return problem.file ? `${problem.file}:${position}` : `line ${position}`;
}
