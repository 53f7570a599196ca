import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleFolder } from '../bundle/node';
import { createSourceMapper } from '../bundle/source-map';
import { BUNDLE_FILE_NAME, type Bundle } from '../bundle/types';
import { locateInStack } from '../core/runtime/errors';
import { RUNTIME_MODULES } from '../core/runtime/load';
import { evaluateModule } from '../core/runtime/module';
import { authorStack, mapLogEntry, mapProblem } from './locations';

const FILES: Record<string, string> = {
  'src/index.tsx': `import { createIntegration } from '@service/runtime';
import { parse } from './utils';

export const run = () => parse('{');
export const where = () => new Error('here').stack;
export default createIntegration({});
`,
  'src/utils.ts': `// Helpers.
export function parse(text: string) {
  if (text.length < 2) {
    throw new RangeError('too short: ' + text);
  }
  return JSON.parse(text);
}
`,
};

let folder: string;
let bundle: Bundle;
let exports: Record<string, () => unknown>;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'kitbench-locations-'));
  for (const [name, text] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
    await writeFile(path.join(folder, name), text);
  }
  const result = await bundleFolder(folder, { entry: 'src/index.tsx' });
  if (!result.ok) throw new Error(result.problems[0].message);
  bundle = result;
  exports = evaluateModule(bundle.code, BUNDLE_FILE_NAME, RUNTIME_MODULES) as typeof exports;
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** The stack the worker reports: only the bundle's frames, and the first one's position. */
function thrownIn(run: () => unknown) {
  try {
    run();
  } catch (error) {
    const stack = (error as Error).stack ?? '';
    const frames = stack.split('\n').filter((line) => line.includes(BUNDLE_FILE_NAME));
    return { stack: frames.join('\n'), ...locateInStack(stack, BUNDLE_FILE_NAME) };
  }
  throw new Error('it did not throw');
}

describe('mapProblem', () => {
  it('names the original file and line where the error was thrown, and keeps the author frames', () => {
    const thrown = thrownIn(() => exports.run());
    const problem = mapProblem({ kind: 'runtime', message: 'RangeError: too short: {', line: thrown.line, column: thrown.column, stack: thrown.stack }, createSourceMapper(bundle.map));
    expect(problem).toMatchObject({ file: 'src/utils.ts', line: 4, column: 11 });
    expect(problem.stack?.split('\n')).toEqual([expect.stringContaining('src/utils.ts:4:11'), expect.stringContaining('src/index.tsx:4:')]);
  });

  it('leaves a problem the bundler located alone', () => {
    const problem = { kind: 'syntax' as const, message: 'Unexpected "}"', file: 'src/utils.ts', line: 3, column: 1 };
    expect(mapProblem(problem, createSourceMapper(bundle.map))).toBe(problem);
  });
});

describe('mapLogEntry', () => {
  it('turns a bundle position into the original file and line', () => {
    const location = locateInStack(exports.where() as string, BUNDLE_FILE_NAME);
    const entry = mapLogEntry({ level: 'log', message: 'hi', line: location?.line, column: location?.column, time: 0 }, createSourceMapper(bundle.map));
    expect(entry).toMatchObject({ file: 'src/index.tsx', line: 5 });
  });

  it('prefers the first author frame of an uncaught error, and drops the wire-only stack', () => {
    const thrown = thrownIn(() => exports.run());
    const entry = mapLogEntry({ level: 'error', message: 'Uncaught', line: 1, column: 1, stack: thrown.stack, time: 0 }, createSourceMapper(bundle.map));
    expect(entry).toEqual({ level: 'error', message: 'Uncaught', file: 'src/utils.ts', line: 4, column: 11, time: 0 });
  });
});

describe('authorStack', () => {
  it("leaves out frames of npm packages and kitbench's runtime", () => {
    const mapper = { locate: () => undefined, mapStack: (stack: string) => stack };
    const stack = ['    at route (node_modules/itty-router/index.mjs:1:200)', '    at handler (src/routes.ts:12:5)', '    at dispatch (kitbench/core/runtime/dispatcher.ts:80:3)'].join('\n');
    expect(authorStack(stack, mapper)).toBe('    at handler (src/routes.ts:12:5)');
  });
});
