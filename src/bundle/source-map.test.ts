import vm from 'node:vm';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundleInMemory } from './memory';
import { createSourceMapper } from './source-map';
import { BUNDLE_FILE_NAME } from './types';

const files = {
  'src/index.ts': [
    "import { createIntegration } from '@service/runtime';",
    "import { parse } from './utils';",
    '',
    'export default createIntegration({ run: () => parse("") });',
  ].join('\n'),
  'src/utils.ts': [
    'interface Parsed { value: string }',
    '',
    'export function parse(text: string): Parsed {',
    '  if (!text) {',
    '    throw new Error("empty input");',
    '  }',
    '  return { value: text };',
    '}',
  ].join('\n'),
};

/** Bundles `files` and runs the entry's `run()` under the bundle's file name, as the sandbox does; answers the error. */
async function thrownByBundle() {
  const result = await bundleInMemory(esbuild, { entry: 'src/index.ts', files });
  if (!result.ok) throw new Error(result.problems[0].message);
  // The bundle's first line stays on the wrapper's first line, so bundle lines are the stack's lines.
  const wrapper = vm.runInThisContext(`(function (require, module, exports) {${result.code}\n})`, { filename: BUNDLE_FILE_NAME });
  const module = { exports: {} as { default: { run(): void } } };
  wrapper(() => ({ createIntegration: (definition: unknown) => definition }), module, module.exports);
  try {
    module.exports.default.run();
  } catch (error) {
    return { error: error as Error, map: result.map };
  }
  throw new Error('run() did not throw');
}

describe('createSourceMapper', () => {
  it('rewrites every bundle frame of a stack to the original file, line and column', async () => {
    const { error, map } = await thrownByBundle();
    expect(error.stack).toContain(`${BUNDLE_FILE_NAME}:`);
    const mapped = createSourceMapper(map).mapStack(error.stack ?? '');
    expect(mapped).toContain('src/utils.ts:5:11');
    expect(mapped).toContain('src/index.ts:4:');
    expect(mapped).not.toContain(BUNDLE_FILE_NAME);
  });

  it('locates a 1-based bundle position in its original file', async () => {
    const { error, map } = await thrownByBundle();
    const [, line, column] = /kitbench-bundle\.js:(\d+):(\d+)/.exec(error.stack ?? '') ?? [];
    expect(createSourceMapper(map).locate(Number(line), Number(column))).toEqual({ file: 'src/utils.ts', line: 5, column: 11 });
  });

  it('leaves other frames and positions without a source alone', async () => {
    const { map } = await thrownByBundle();
    const mapper = createSourceMapper(map);
    expect(mapper.mapStack('at run (node:internal/process:1:2)')).toBe('at run (node:internal/process:1:2)');
    // The bundle's first lines are esbuild's CommonJS helpers: no original source.
    expect(mapper.locate(1, 1)).toBeUndefined();
  });
});
