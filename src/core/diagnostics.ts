/** Where a diagnostic sits in the source. Lines and columns are 1-based; offsets are 0-based UTF-16 indexes. */
export interface SourcePosition {
  line: number;
  column: number;
  offset: number;
}

/** The exact source span of the offending node (for YAML syntax errors: of the error). */
export interface SourceRange {
  start: SourcePosition;
  end: SourcePosition;
}

/** `error` fails a manifest; `warning` and `info` never do. */
export type Severity = 'error' | 'warning' | 'info';

/** One text replacement, by 0-based offsets into the source. */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/** An obvious repair the editor can apply in one step ("add the missing key", "did you mean"). */
export interface QuickFix {
  title: string;
  edits: TextEdit[];
}

/** A problem found in a document. Diagnostics are data, never exceptions. */
export interface Diagnostic {
  severity: Severity;
  /** Stable machine-readable code, e.g. `enum`, `required`, `yaml-syntax`, `unknown-key`. */
  code: string;
  message: string;
  /** RFC 6901 JSON Pointer to the offending node; for a missing key, the object that lacks it (`""` = root). */
  pointer: string;
  range: SourceRange;
  fixes?: QuickFix[];
}

/** Orders diagnostics by position, then by severity (errors first). */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  const rank: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
  return a.range.start.offset - b.range.start.offset || rank[a.severity] - rank[b.severity];
}
