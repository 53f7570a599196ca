/**
 * Bundle positions to the author's files. The worker reports lines and stacks as the engine sees them (inside
 * `BUNDLE_FILE_NAME`); the host maps them here through the bundle's source map, so the Console, Problems and
 * results name `src/utils.ts:12`, and stacks keep only the author's frames.
 */
import { createSourceMapper, type SourceMapper } from '../bundle/source-map';
import { BUNDLE_FILE_NAME } from '../bundle/types';
import type { LogEntry, ScriptProblem } from './types';

export type { SourceMapper };

/** A mapper over the bundle's source map, parsed on first use only (most bundles never log or throw). */
export function lazyMapper(map: string): SourceMapper {
  let mapper: SourceMapper | undefined;
  const get = () => {
    mapper ??= createSourceMapper(map);
    return mapper;
  };
  return { locate: (line, column) => get().locate(line, column), mapStack: (stack) => get().mapStack(stack) };
}

/** A log line as it travels from the worker: bundle positions, and for errors the stack to pick the author's frame from. */
export type WorkerLogEntry = LogEntry & { stack?: string };

interface Frame {
  file: string;
  line: number;
  column: number;
}

// `at fn (src/utils.ts:3:9)`, `at src/utils.ts:3:9`, `fn@src/utils.ts:3:9`.
const FRAME = /(?:\(|\bat |@)([^\s()@]+):(\d+):(\d+)\)?\s*$/;

function frameOf(line: string): Frame | undefined {
  const match = FRAME.exec(line);
  return match ? { file: match[1], line: Number(match[2]), column: Number(match[3]) } : undefined;
}

/** A frame in the author's own code: mapped to a folder file, not a package and not kitbench's runtime. */
const isAuthorFrame = (frame: Frame) =>
  frame.file !== BUNDLE_FILE_NAME && !frame.file.includes('node_modules/') && !frame.file.startsWith('kitbench/');

/**
 * The stack as the author should read it: frames mapped to the original files, only the author's own frames kept
 * (npm packages, kitbench's runtime and unmapped bundle glue left out). Undefined when no frame is left.
 */
export function authorStack(stack: string | undefined, mapper: SourceMapper | undefined): string | undefined {
  if (!stack || !mapper) return stack;
  const frames = mapper
    .mapStack(stack)
    .split('\n')
    .filter((line) => {
      const frame = frameOf(line);
      return frame !== undefined && isAuthorFrame(frame);
    });
  return frames.length > 0 ? frames.join('\n') : undefined;
}

/** Where a problem or log line happened in the original files: the first author frame, else the mapped position. */
function originalLocation(line: number | undefined, column: number | undefined, stack: string | undefined, mapper: SourceMapper) {
  const first = authorStack(stack, mapper)?.split('\n')[0];
  const frame = first ? frameOf(first) : undefined;
  if (frame) return frame;
  return line ? mapper.locate(line, column ?? 1) : undefined;
}

/** A worker log line with the original file, line and column (the bundle's own positions are never shown). */
export function mapLogEntry(entry: WorkerLogEntry, mapper: SourceMapper | undefined): LogEntry {
  const { stack, ...rest } = entry;
  if (!mapper || rest.file) return rest;
  const found = originalLocation(rest.line, rest.column, stack, mapper);
  return { ...rest, file: found?.file, line: found?.line, column: found?.column };
}

/** A problem with the original file, line and column, and a stack of the author's frames only. */
export function mapProblem(problem: ScriptProblem, mapper: SourceMapper | undefined): ScriptProblem {
  if (!mapper || problem.file) return problem;
  const found = originalLocation(problem.line, problem.column, problem.stack, mapper);
  return { ...problem, file: found?.file, line: found?.line, column: found?.column, stack: authorStack(problem.stack, mapper) };
}
