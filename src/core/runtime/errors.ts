/**
 * Errors a script author sees (DESIGN.md: "errors a user may see are a type of their own"): a stable code and a
 * clear message. Anything else thrown by the script is reported as a runtime error with its own stack.
 */
export type RuntimeErrorCode = 'missing' | 'invalid-export' | 'invalid-result' | 'invalid-envelope' | 'import';

/** An error with a code the host maps to a problem kind. */
export class RuntimeError extends Error {
  readonly code: RuntimeErrorCode;
  constructor(code: RuntimeErrorCode, message: string) {
    super(message);
    this.name = 'RuntimeError';
    this.code = code;
  }
}

/**
 * An error whose message the user may see (GitBook's `ExposableError`): a `fetch` handler that throws one answers
 * `{ "error": message }` with `code` as the HTTP status (default 400), instead of a generic 500.
 */
export class ExposableError extends Error {
  /** The HTTP status to answer with. */
  readonly code: number;
  constructor(message: string, code = 400) {
    super(message);
    this.name = 'ExposableError';
    this.code = Number.isInteger(code) && code >= 400 && code <= 599 ? code : 400;
  }
}

/** True for an ExposableError, also one from another copy of the runtime (a bundle may carry its own). */
export function isExposableError(error: unknown): error is ExposableError {
  return error instanceof ExposableError || (error instanceof Error && error.name === 'ExposableError' && typeof (error as { code?: unknown }).code === 'number');
}

/** A position in the author's script. */
export interface ScriptLocation {
  line: number;
  column: number;
}

/**
 * The first frame of `stack` inside the script named `fileName` (V8 and SpiderMonkey frame formats).
 * The script is evaluated with its first line on the wrapper's first line, so frame lines are the script's own.
 */
export function locateInStack(stack: string | undefined, fileName: string): ScriptLocation | undefined {
  if (!stack) return undefined;
  const escaped = fileName.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  // The name must stand on its own (`(index.ts:3:7)`, `at index.ts:3:7`): `kitbench/core/runtime/index.ts` is not it.
  const match = new RegExp(`(?:^|[\\s(@])${escaped}:(\\d+):(\\d+)`, 'm').exec(stack);
  if (!match) return undefined;
  return { line: Number(match[1]), column: Number(match[2]) };
}

/** Formats any value for the Console, the way browsers' consoles flatten arguments. */
export function formatValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.stack?.split('\n')[0] ?? `${value.name}: ${value.message}`;
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (typeof value === 'bigint') return `${value}n`;
  try {
    const seen = new WeakSet<object>();
    return (
      JSON.stringify(value, (_key, inner: unknown) => {
        if (typeof inner === 'object' && inner !== null) {
          if (seen.has(inner)) return '[circular]';
          seen.add(inner);
        }
        return typeof inner === 'bigint' ? `${inner}n` : inner;
      }) ?? String(value)
    );
  } catch {
    return String(value);
  }
}
