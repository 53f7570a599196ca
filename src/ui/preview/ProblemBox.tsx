import type { ScriptProblem } from '../../sandbox/types';

const TITLES: Record<ScriptProblem['kind'], string> = {
  syntax: 'The script has a syntax error',
  runtime: 'The component threw an error',
  timeout: 'The component took too long',
  missing: 'Component not found',
};

/** A script problem shown in place of the block it broke, with the script's own line number. */
export function ProblemBox({ problem, componentId, onRetry }: { problem: ScriptProblem; componentId: string; onRetry?: () => void }) {
  const where = problem.line ? ` (${problem.file ? `${problem.file}:` : 'line '}${problem.line}${problem.column ? `:${problem.column}` : ''})` : '';
  return (
    <div className="pv-problem" role="alert">
      <div className="pv-problem__head">
        <span className="pv-problem__title">{TITLES[problem.kind]}</span>
        <code className="pv-problem__id">{componentId}</code>
      </div>
      <p className="pv-problem__message">
        {problem.message}
        {where}
      </p>
      {onRetry && (
        <button type="button" className="btn btn--small" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
