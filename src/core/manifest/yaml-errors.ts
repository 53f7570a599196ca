// The YAML parser's own errors and warnings as Diagnostics: at the error's position, with its message.
import type { Diagnostic } from '../diagnostics.ts';
import { keyText, type SourceLocator } from './locate.ts';
import type { ParsedManifest } from './parse.ts';

/** Diagnostics from the parser; `fatal` when the document is not YAML enough for the schema to mean anything. */
export function yamlDiagnostics(parsed: ParsedManifest, locator: SourceLocator, limit: number) {
  const diagnostics: Diagnostic[] = [];
  let fatal = false;
  const { doc, failure } = parsed;
  if (failure) {
    fatal = true;
    diagnostics.push({
      severity: 'error',
      code: failure.code,
      message: failure.message,
      pointer: '',
      range: locator.range(failure.offset, failure.offset),
    });
  }
  for (const error of doc?.errors ?? []) {
    if (diagnostics.length >= limit) break;
    const [start, end] = error.pos;
    if (error.code === 'DUPLICATE_KEY') {
      const pointer = locator.pointerAt(start);
      const key = keyText(locator.locate(pointer)?.pair?.key ?? parsed.text.slice(start, end));
      diagnostics.push({
        severity: 'error',
        code: 'duplicate-key',
        message: `duplicate key "${key}": a key may appear only once in a mapping`,
        pointer,
        range: locator.range(start, end),
      });
      continue;
    }
    fatal = true;
    diagnostics.push({
      severity: 'error',
      code: 'yaml-syntax',
      message: firstLine(error.message),
      pointer: locator.pointerAt(start),
      range: locator.range(start, end),
    });
  }
  for (const warning of doc?.warnings ?? []) {
    if (diagnostics.length >= limit) break;
    const [start, end] = warning.pos;
    diagnostics.push({
      severity: 'warning',
      code: 'yaml-warning',
      message: firstLine(warning.message),
      pointer: locator.pointerAt(start),
      range: locator.range(start, end),
    });
  }
  return { diagnostics, fatal };
}

function firstLine(message: string): string {
  const line = message.split('\n')[0].trim();
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}
