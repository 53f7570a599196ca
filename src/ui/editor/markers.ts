import type { editor, languages } from 'monaco-editor/editor';
import type { Diagnostic } from '../../core/diagnostics';
import type { ScriptProblem } from '../../sandbox/types';
import { monaco } from './monaco-setup';

/** Our markers' owner: distinct from any language service's. */
export const MARKER_OWNER = 'kitbench';

const severity = {
  error: monaco.MarkerSeverity.Error,
  warning: monaco.MarkerSeverity.Warning,
  info: monaco.MarkerSeverity.Info,
} as const;

/** Maps diagnostics to Monaco markers. A zero-width range is widened to the word (or line end) it sits on. */
export function toMarkers(model: editor.ITextModel, diagnostics: Diagnostic[]): editor.IMarkerData[] {
  return diagnostics.map((d) => {
    const startLineNumber = Math.min(Math.max(1, d.range.start.line), model.getLineCount());
    const startColumn = Math.max(1, d.range.start.column);
    let endLineNumber = Math.min(Math.max(startLineNumber, d.range.end.line), model.getLineCount());
    let endColumn = Math.max(1, d.range.end.column);
    if (endLineNumber === startLineNumber && endColumn <= startColumn) {
      const word = model.getWordAtPosition({ lineNumber: startLineNumber, column: startColumn });
      endLineNumber = startLineNumber;
      endColumn = word ? word.endColumn : model.getLineMaxColumn(startLineNumber);
      if (endColumn <= startColumn) endColumn = startColumn + 1;
    }
    return {
      severity: severity[d.severity],
      message: d.message,
      code: d.code,
      source: MARKER_OWNER,
      startLineNumber,
      startColumn,
      endLineNumber,
      endColumn,
    };
  });
}

/** The diagnostics behind the markers of each model, so quick fixes can find their edits. */
const diagnosticsByModel = new WeakMap<editor.ITextModel, Diagnostic[]>();

export function setDiagnostics(model: editor.ITextModel, diagnostics: Diagnostic[]): void {
  diagnosticsByModel.set(model, diagnostics);
  monaco.editor.setModelMarkers(model, MARKER_OWNER, toMarkers(model, diagnostics));
}

let quickFixesRegistered = false;

/** Offers each diagnostic's fixes ("did you mean", "add missing key") as Monaco quick fixes (Ctrl+.). */
export function registerQuickFixes(): void {
  if (quickFixesRegistered) return;
  quickFixesRegistered = true;
  monaco.languages.registerCodeActionProvider('yaml', {
    provideCodeActions(model, range) {
      const diagnostics = diagnosticsByModel.get(model) ?? [];
      const actions: languages.CodeAction[] = [];
      for (const d of diagnostics) {
        if (!d.fixes?.length) continue;
        const overlaps = d.range.start.line <= range.endLineNumber && d.range.end.line >= range.startLineNumber;
        if (!overlaps) continue;
        for (const fix of d.fixes) {
          actions.push({
            title: fix.title,
            kind: 'quickfix',
            isPreferred: d.fixes.length === 1,
            diagnostics: toMarkers(model, [d]),
            edit: {
              edits: fix.edits.map((e) => {
                const start = model.getPositionAt(e.start);
                const end = model.getPositionAt(e.end);
                return {
                  resource: model.uri,
                  versionId: model.getVersionId(),
                  textEdit: {
                    range: new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column),
                    text: e.text,
                  },
                };
              }),
            },
          });
        }
      }
      return { actions, dispose() {} };
    },
  });
}

/** Shows the script's load problem (syntax error, top-level throw) at its line; clears it when there is none. */
export function setScriptProblem(model: editor.ITextModel, problem: ScriptProblem | undefined): void {
  if (!problem?.line) {
    monaco.editor.setModelMarkers(model, `${MARKER_OWNER}-script`, []);
    return;
  }
  const line = Math.min(Math.max(1, problem.line), model.getLineCount());
  const column = Math.max(1, problem.column ?? 1);
  const word = model.getWordAtPosition({ lineNumber: line, column });
  monaco.editor.setModelMarkers(model, `${MARKER_OWNER}-script`, [
    {
      severity: monaco.MarkerSeverity.Error,
      message: problem.message,
      source: 'kitbench',
      startLineNumber: line,
      startColumn: column,
      endLineNumber: line,
      endColumn: word ? word.endColumn : model.getLineMaxColumn(line),
    },
  ]);
}
