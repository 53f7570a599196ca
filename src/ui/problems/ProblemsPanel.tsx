import type { Diagnostic, QuickFix, Severity } from '../../core/diagnostics';
import { MessageText } from '../kit/MessageText';
import { reveal } from '../editor/registry';
import { useSettingsProblems } from '../editor/settings-problems';
import { useTypeCheckState } from '../editor/type-check-state';
import { useEditorWorkerFailures } from '../editor/worker-failures';
import { useScriptState } from '../script/ScriptHostProvider';
import { manifestFileOf } from '../../core/workspace/manifest-file';
import { entryOf } from '../workspace/entry';
import { getActiveWorkspace, updateWorkspace, useWorkspace } from '../workspace/store';
import { useValidation, validationStore } from './validation';
import { useWorkerdCheck } from './workerd-check';
import { useWorkerdCheckCounts, WorkerdCheckItems } from './WorkerdCheckItems';
import './problems.css';

const LABEL: Record<Severity, string> = { error: 'Error', warning: 'Warning', info: 'Info' };

function count(diagnostics: Diagnostic[], severity: Severity) {
  return diagnostics.filter((d) => d.severity === severity).length;
}

/** Applies a quick fix to the manifest, if the text is still the one it was computed for. */
function applyFix(fix: QuickFix): void {
  const { text } = validationStore.getState();
  const current = getActiveWorkspace().manifest;
  if (text !== current) return;
  // Later edits first, so earlier offsets stay valid.
  const edits = [...fix.edits].sort((a, b) => b.start - a.start);
  let next = current;
  for (const edit of edits) next = next.slice(0, edit.start) + edit.text + next.slice(edit.end);
  updateWorkspace({ manifest: next });
}

/** The script's load problem (syntax error, failed import, top-level throw) with its file and line; opens that file. */
function ScriptProblemItem() {
  const { loading, loadProblem } = useScriptState();
  const entry = useWorkspace((w) => entryOf(w));
  if (loading || !loadProblem) return null;
  const file = loadProblem.file ?? entry;
  const where = loadProblem.line ? `${file}:${loadProblem.line}${loadProblem.column ? `:${loadProblem.column}` : ''}` : file;
  return (
    <li className="problems__item">
      <button
        type="button"
        className="problem problem--error"
        onClick={() => loadProblem.line && reveal('script', loadProblem.line, loadProblem.column ?? 1, file)}
      >
        <span className="problem__severity">Error</span>
        <span className="problem__message">
          <MessageText text={loadProblem.message} />
        </span>
        <span className="problem__where">{where}</span>
        <span className="problem__code">script</span>
      </button>
    </li>
  );
}

/**
 * What the folder's tsconfig.json gets wrong for the script editor (broken JSON, an extends loop or target it cannot
 * find), and a package whose declarations it could not all load: warnings, since the editor type-checks with the
 * platform's settings in their place, the missing types as `any`. Opens the file there.
 */
function SettingsProblemItems() {
  const problems = useSettingsProblems();
  const sources = useWorkspace((w) => w.sources);
  return problems.map((problem) => (
    <li key={problem.message} className="problems__item">
      <button
        type="button"
        className="problem problem--warning"
        onClick={() => problem.file in sources && reveal('script', problem.line, problem.column, problem.file)}
      >
        <span className="problem__severity">Warning</span>
        <span className="problem__message">
          <MessageText text={problem.message} />
        </span>
        <span className="problem__where">{`${problem.file}:${problem.line}:${problem.column}`}</span>
        <span className="problem__code">{problem.source}</span>
      </button>
    </li>
  ));
}

/** Every diagnostic of the manifest, with its line and column; choosing one moves the editor's cursor there. */
export function ProblemsPanel() {
  const { diagnostics, pending, crash, durationMs } = useValidation();
  const { loading, loadProblem } = useScriptState();
  const manifestFile = useWorkspace(manifestFileOf);
  const settingsWarnings = useSettingsProblems().length;
  // A TypeScript worker that could not load checks nothing: the dev badge says why and what to do (worker-failures.ts).
  const typesOff = useEditorWorkerFailures().includes('typescript');
  const checkingTypes = useTypeCheckState() === 'checking' && !typesOff;
  const scriptErrors = !loading && loadProblem ? 1 : 0;
  // Under kitbench dev: what the workerd check found (WorkerdCheckItems.tsx).
  const checked = useWorkerdCheckCounts();
  const workerdState = useWorkerdCheck()?.state;
  const errors = count(diagnostics, 'error') + scriptErrors + checked.errors;
  const warnings = count(diagnostics, 'warning') + settingsWarnings + checked.warnings;

  return (
    <section className="problems" aria-labelledby="problems-heading" aria-busy={pending}>
      <header className="problems__header">
        <h2 id="problems-heading" className="problems__title">
          Problems
        </h2>
        <span className={`badge ${errors ? 'badge--danger' : 'badge--success'}`}>
          {errors} {errors === 1 ? 'error' : 'errors'}
        </span>
        <span className={`badge ${warnings ? 'badge--warning' : ''}`}>
          {warnings} {warnings === 1 ? 'warning' : 'warnings'}
        </span>
        <span className="problems__status" role="status">
          {pending ? 'Checking…' : `Checked in ${Math.max(1, Math.round(durationMs))} ms`}
        </span>
        {/* The script editor's types: its squiggles come once this is gone (type-check-state.ts). */}
        <span className="problems__status problems__types" role="status" aria-label="Script types">
          {checkingTypes ? 'Checking types…' : ''}
        </span>
        {/* Under kitbench dev: the server's workerd check of the folder (src/dev/workerd-check.ts) while it runs. */}
        {workerdState ? (
          <span className="problems__status problems__types" role="status" aria-label="workerd check">
            {workerdState === 'checking' ? 'Checking in workerd…' : ''}
          </span>
        ) : null}
      </header>
      {crash ? (
        <p className="problems__crash" role="alert">
          The validator failed: {crash}. Your text is safe; keep typing to retry.
        </p>
      ) : null}
      {scriptErrors ? (
        <ul className="problems__list" aria-label="Script problems">
          <ScriptProblemItem />
        </ul>
      ) : null}
      {settingsWarnings ? (
        <ul className="problems__list" aria-label="TypeScript settings problems">
          <SettingsProblemItems />
        </ul>
      ) : null}
      <WorkerdCheckItems />
      {diagnostics.length === 0 && !crash ? (
        <p className="problems__empty">
          {pending
            ? `Checking ${manifestFile}…`
            : scriptErrors || settingsWarnings || checked.findings
              ? `No problems in ${manifestFile}.`
              : `No problems in ${manifestFile} or in the script.`}
        </p>
      ) : (
        <ul className="problems__list" aria-label="Manifest problems">
          {diagnostics.map((d, i) => (
            <li key={`${d.range.start.offset}-${d.code}-${i}`} className="problems__item">
              <button
                type="button"
                className={`problem problem--${d.severity}`}
                onClick={() => reveal('manifest', d.range.start.line, d.range.start.column)}
              >
                <span className="problem__severity">{LABEL[d.severity]}</span>
                <span className="problem__message">
                  <MessageText text={d.message} />
                </span>
                <span className="problem__where">
                  Line {d.range.start.line}:{d.range.start.column}
                </span>
                <span className="problem__code">{d.code}</span>
              </button>
              {d.fixes?.slice(0, 1).map((fix) => (
                <button
                  key={fix.title}
                  type="button"
                  className="btn btn--small problem__fix"
                  disabled={pending}
                  aria-label={`Apply fix: ${fix.title}`}
                  onClick={() => applyFix(fix)}
                >
                  {fix.title}
                </button>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
