/**
 * From the bundle back to the author's files: a position in `kitbench-bundle.js` to `src/utils.ts:12:5`, and every
 * bundle frame of a stack trace rewritten the same way.
 */
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { BUNDLE_FILE_NAME } from './types';

/** An original position: folder-relative file, 1-based line and column. */
export interface OriginalPosition {
  file: string;
  line: number;
  column: number;
}

/** Maps through one bundle's source map (JSON text, as `Bundle.map`). */
export interface SourceMapper {
  /** The original position of a 1-based bundle line and column, or undefined where the bundle has no source (its helpers). */
  locate(line: number, column: number): OriginalPosition | undefined;
  /** The stack with each `kitbench-bundle.js:L:C` frame rewritten to its original `file:line:column`. */
  mapStack(stack: string): string;
}

// Any URL or path prefix before the name (Chrome: `at f (kitbench-bundle.js:3:9)`, Firefox: `f@kitbench-bundle.js:3:9`).
const FRAME = new RegExp(`[^\\s()@]*${BUNDLE_FILE_NAME.replace(/\./g, '\\.')}:(\\d+):(\\d+)`, 'g');

/** Creates a mapper over the bundle's source map. */
export function createSourceMapper(map: string): SourceMapper {
  const trace = new TraceMap(map);
  function locate(line: number, column: number): OriginalPosition | undefined {
    const original = originalPositionFor(trace, { line, column: Math.max(0, column - 1) });
    if (original.source === null || original.line === null || original.column === null) return undefined;
    return { file: original.source, line: original.line, column: original.column + 1 };
  }
  return {
    locate,
    mapStack(stack) {
      return stack.replace(FRAME, (frame, line: string, column: string) => {
        const original = locate(Number(line), Number(column));
        return original ? `${original.file}:${original.line}:${original.column}` : frame;
      });
    },
  };
}
