// The YAML parser's own errors and warnings as Diagnostics: at the error's position, with its message.
import type { YAMLError } from 'yaml';
import type { Diagnostic } from '../diagnostics.ts';
import type { SourceLocator } from './locate.ts';
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
    const [start, end] = unclosedStart(parsed.text, locator, error) ?? error.pos;
    fatal = true;
    diagnostics.push({
      severity: 'error',
      // the parser recurses per nesting level and reports a stack overflow as an ordinary error
      code: /call stack/i.test(error.message) ? 'yaml-too-deep' : 'yaml-syntax',
      message: /call stack/i.test(error.message) ? 'the document is nested too deeply to read' : firstLine(error.message),
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

/**
 * The parser reports an unclosed quote or bracket where the text ends; the author needs to see where it opened.
 * Returns that span, or undefined for every other error.
 */
function unclosedStart(text: string, locator: SourceLocator, error: YAMLError): [number, number] | undefined {
  const [at] = error.pos;
  if (error.code === 'MISSING_CHAR' && /quote/.test(error.message)) {
    const start = locator.locate(locator.pointerAt(Math.max(0, at - 1)))?.node?.range?.[0];
    return start !== undefined && start < at ? [start, start + 1] : undefined;
  }
  if (/end with a [\]}]/.test(error.message)) {
    // the last bracket before the error that nothing closes
    let depth = 0;
    for (let i = Math.min(at, text.length) - 1; i >= 0; i--) {
      const char = text[i];
      if (char === ']' || char === '}') depth++;
      else if (char === '[' || char === '{') {
        if (depth === 0) return [i, i + 1];
        depth--;
      }
    }
  }
  return undefined;
}
