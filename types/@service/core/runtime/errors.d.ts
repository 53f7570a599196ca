/**
 * Errors a script author sees (DESIGN.md: "errors a user may see are a type of their own"): a stable code and a
 * clear message. Anything else thrown by the script is reported as a runtime error with its own stack.
 */
export type RuntimeErrorCode = 'missing' | 'invalid-export' | 'invalid-result' | 'invalid-envelope' | 'import';
/** An error with a code the host maps to a problem kind. */
export declare class RuntimeError extends Error {
    readonly code: RuntimeErrorCode;
    constructor(code: RuntimeErrorCode, message: string);
}
/**
 * An error whose message the user may see (GitBook's `ExposableError`): a `fetch` handler that throws one answers
 * `{ "error": message }` with `code` as the HTTP status (default 400), instead of a generic 500.
 */
export declare class ExposableError extends Error {
    /** The HTTP status to answer with. */
    readonly code: number;
    constructor(message: string, code?: number);
}
/** True for an ExposableError, also one from another copy of the runtime (a bundle may carry its own). */
export declare function isExposableError(error: unknown): error is ExposableError;
/** A position in the author's script. */
export interface ScriptLocation {
    line: number;
    column: number;
}
/**
 * The first frame of `stack` inside the script named `fileName` (V8 and SpiderMonkey frame formats).
 * The script is evaluated with its first line on the wrapper's first line, so frame lines are the script's own.
 */
export declare function locateInStack(stack: string | undefined, fileName: string): ScriptLocation | undefined;
/** Formats any value for the Console, the way browsers' consoles flatten arguments. */
export declare function formatValue(value: unknown): string;
