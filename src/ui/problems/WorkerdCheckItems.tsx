import type { CheckFinding } from '../../dev/protocol';
import { reveal } from '../editor/registry';
import { MessageText } from '../kit/MessageText';
import { useWorkspace } from '../workspace/store';
import { useWorkerdCheck } from './workerd-check';

const LABEL = { error: 'Error', warning: 'Warning', info: 'Info' } as const;

/** The source every finding of the check is labelled with (the Problems list's code column). */
export const WORKERD_CHECK_SOURCE = 'workerd check';

/** The workerd check's findings counted by severity (the Problems header's badges). */
export function useWorkerdCheckCounts(): { errors: number; warnings: number; findings: number } {
  const check = useWorkerdCheck();
  const findings = check?.findings ?? [];
  return {
    errors: findings.filter((finding) => finding.severity === 'error').length,
    warnings: findings.filter((finding) => finding.severity === 'warning').length,
    findings: findings.length,
  };
}

function whereOf(finding: CheckFinding): string {
  if (!finding.file) return '';
  return finding.line ? `${finding.file}:${finding.line}${finding.column ? `:${finding.column}` : ''}` : finding.file;
}

/**
 * What `kitbench check` finds in the folder under `kitbench dev`: what would fail on the platform's workerd (an
 * error), what works in one engine and not the other (a warning), or why the check cannot run (info). Each opens
 * its file at its line when the file is one of the script's.
 */
export function WorkerdCheckItems() {
  const check = useWorkerdCheck();
  const sources = useWorkspace((w) => w.sources);
  if (!check?.findings.length) return null;
  return (
    <ul className="problems__list" aria-label="workerd check problems" aria-busy={check.state === 'checking'}>
      {check.findings.map((finding, index) => (
        <li key={`${index}-${finding.message}`} className="problems__item">
          <button
            type="button"
            className={`problem problem--${finding.severity}`}
            onClick={() => finding.file && finding.file in sources && reveal('script', finding.line ?? 1, finding.column ?? 1, finding.file)}
          >
            <span className="problem__severity">{LABEL[finding.severity]}</span>
            <span className="problem__message">
              <MessageText text={finding.message} />
            </span>
            <span className="problem__where">{whereOf(finding)}</span>
            <span className="problem__code">{WORKERD_CHECK_SOURCE}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
