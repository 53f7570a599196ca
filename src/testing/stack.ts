import { createSourceMapper } from '../bundle/source-map';
import type { Bundle } from '../bundle/types';

/** Where in the author's own files something happened (folder-relative file, 1-based line and column). */
export interface AuthorLocation {
  file?: string;
  line?: number;
  column?: number;
}

/** ` (src/utils.ts:12:5)` after a message, or nothing when the file is unknown. */
export function locationSuffix(at: AuthorLocation): string {
  if (!at.file) return '';
  return ` (${at.file}${at.line ? `:${at.line}` : ''}${at.line && at.column ? `:${at.column}` : ''})`;
}

/** A problem's message with the author's file and line after it, as every harness error reads. */
export function describeProblem(problem: AuthorLocation & { message: string }): string {
  return `${problem.message}${locationSuffix(problem)}`;
}

/** Stack traces of one bundle, read back in the author's files. */
export interface BundleLocator {
  /** The stack with every bundle frame rewritten to its original `file:line:column`. */
  mapStack(stack: string): string;
  /** The first frame in one of the author's files (not kitbench, not node_modules), if any. */
  firstFrame(mappedStack: string | undefined): AuthorLocation;
  /** Only the frames in the author's files, one per line. */
  authorFrames(mappedStack: string | undefined): string | undefined;
}

// `at fn (src/utils.ts:12:5)` or `at src/utils.ts:12:5`: after mapping, the author's frames carry folder-relative paths.
const FRAME = /(?:\(|\bat\s+)([^\s():]+?\.[cm]?[jt]sx?):(\d+):(\d+)\)?\s*$/;

function authorFrame(line: string): AuthorLocation | undefined {
  const match = FRAME.exec(line);
  if (!match) return undefined;
  const file = match[1];
  if (file.startsWith('node:') || file.startsWith('/') || file.startsWith('file:') || file.includes('node_modules/')) return undefined;
  return { file, line: Number(match[2]), column: Number(match[3]) };
}

/** A locator over one bundle's source map. */
export function bundleLocator(bundle: Pick<Bundle, 'map'>): BundleLocator {
  const mapper = createSourceMapper(bundle.map);
  return {
    mapStack: (stack) => mapper.mapStack(stack),
    firstFrame(stack) {
      for (const line of stack?.split('\n') ?? []) {
        const found = authorFrame(line);
        if (found) return found;
      }
      return {};
    },
    authorFrames(stack) {
      const frames = stack?.split('\n').filter((line) => authorFrame(line) !== undefined);
      return frames?.length ? frames.map((line) => line.trim()).join('\n') : undefined;
    },
  };
}
