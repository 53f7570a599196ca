import type { ScriptProblem } from '../../sandbox/types';
import { MessageText } from '../kit/MessageText';
import { problemLocation } from './where';

const TITLES: Record<ScriptProblem['kind'], string> = {
  syntax: 'The script has a syntax error',
  runtime: 'The component threw an error',
  timeout: 'The component took too long',
  missing: 'Component not found',
  export: 'The script does not export it',
};

/** A script problem shown in place of the block it broke, with the original file and line (`src/utils.ts:12`). */
export function ProblemBox({ problem, componentId, onRetry }: { problem: ScriptProblem; componentId: string; onRetry?: () => void }) {
  const location = problemLocation(problem);
  const where = location ? ` (${location})` : '';
  return (
    <div className="pv-problem" role="alert">
      <div className="pv-problem__head">
        <span className="pv-problem__title">{TITLES[problem.kind]}</span>
        <code className="pv-problem__id">{componentId}</code>
      </div>
      <p className="pv-problem__message">
        <MessageText text={problem.message} />
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
