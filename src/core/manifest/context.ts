// What every check (schema mapping, YAML errors, semantic rules) uses to turn a finding into a Diagnostic.
import type { Diagnostic, QuickFix, Severity } from '../diagnostics.ts';
import { type Anchor, pointerSegments, type SourceLocator } from './locate.ts';
import type { ParsedManifest } from './parse.ts';
import type { ValidateOptions } from './validate.ts';

/** One finding, before it gets its source range. */
export interface Finding {
  severity: Severity;
  code: string;
  message: string;
  pointer: string;
  /** Which part of the node to point at; `value` unless told. */
  anchor?: Anchor;
  fixes?: QuickFix[];
}

/** The shared state of one validation run. */
export interface CheckContext {
  parsed: ParsedManifest;
  locator: SourceLocator;
  options: ValidateOptions;
  /** The manifest's root value when it is a mapping (rules run only then). */
  root: Record<string, unknown>;
  report(finding: Finding): void;
}

/** Builds the Diagnostic of a finding. */
export function toDiagnostic(locator: SourceLocator, finding: Finding): Diagnostic {
  const diagnostic: Diagnostic = {
    severity: finding.severity,
    code: finding.code,
    message: finding.message,
    pointer: finding.pointer,
    range: locator.rangeOf(finding.pointer, finding.anchor),
  };
  if (finding.fixes?.length) diagnostic.fixes = finding.fixes;
  return diagnostic;
}

/** A pointer as people read it: `configurations.site.properties.unit.default`, `scopes[2]`. */
export function label(pointer: string): string {
  let out = '';
  for (const segment of pointerSegments(pointer)) {
    if (/^(0|[1-9]\d*)$/.test(segment)) out += `[${segment}]`;
    else out += out ? `.${segment}` : segment;
  }
  return out || 'the manifest';
}

/** A plain mapping, or undefined: rules read schema-invalid data defensively. */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
