import type { Diagnostic, Severity } from '../../core/diagnostics';
import { reveal } from '../editor/registry';
import { useValidation } from './validation';
import './problems.css';

const LABEL: Record<Severity, string> = { error: 'Error', warning: 'Warning', info: 'Info' };

function count(diagnostics: Diagnostic[], severity: Severity) {
  return diagnostics.filter((d) => d.severity === severity).length;
}

/** Every diagnostic of the manifest, with its line and column; choosing one moves the editor's cursor there. */
export function ProblemsPanel() {
  const { diagnostics, pending, crash, durationMs } = useValidation();
  const errors = count(diagnostics, 'error');
  const warnings = count(diagnostics, 'warning');

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
      </header>
      {crash ? (
        <p className="problems__crash" role="alert">
          The validator failed: {crash}. Your text is safe; keep typing to retry.
        </p>
      ) : null}
      {diagnostics.length === 0 && !crash ? (
        <p className="problems__empty">{pending ? 'Checking service-manifest.yaml…' : 'No problems in service-manifest.yaml.'}</p>
      ) : (
        <ul className="problems__list" aria-label="Manifest problems">
          {diagnostics.map((d, i) => (
            <li key={`${d.range.start.offset}-${d.code}-${i}`}>
              <button
                type="button"
                className={`problem problem--${d.severity}`}
                onClick={() => reveal('manifest', d.range.start.line, d.range.start.column)}
              >
                <span className="problem__severity">{LABEL[d.severity]}</span>
                <span className="problem__message">{d.message}</span>
                <span className="problem__where">
                  Line {d.range.start.line}:{d.range.start.column}
                </span>
                <span className="problem__code">{d.code}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
