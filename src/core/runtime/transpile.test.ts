import { describe, expect, it } from 'vitest';
import { locateInStack } from './errors';
import { RUNTIME_MODULES } from './load';
import { evaluateModule } from './module';
import { transpileScript } from './transpile';

describe('transpileScript', () => {
  it('reports a syntax error at the line and column where it is', () => {
    const result = transpileScript('const a = 1;\nconst b = ;\n', 'index.tsx');
    expect(result).toEqual({ ok: false, error: { message: 'Unexpected token', line: 2, column: 11 } });
  });

  it('keeps the script line numbers for errors thrown at run time', () => {
    const result = transpileScript("import { createIntegration } from '@service/runtime';\ntype X = { a: number };\n\nthrow new Error('boom');\n", 'index.tsx');
    if (!result.ok) throw new Error(result.error.message);
    let stack: string | undefined;
    try {
      evaluateModule(result.code, 'index.tsx', RUNTIME_MODULES);
    } catch (error) {
      stack = (error as Error).stack;
    }
    expect(locateInStack(stack, 'index.tsx')?.line).toBe(4);
  });
});

describe('locateInStack', () => {
  it('finds the script frame, not a runtime module that shares its file name', () => {
    const stack = 'Error: x\n    at load (kitbench/core/runtime/index.ts:3:9)\n    at Object.handler (index.ts:12:5)';
    expect(locateInStack(stack, 'index.ts')).toEqual({ line: 12, column: 5 });
    expect(locateInStack('handler@index.ts:4:2', 'index.ts')).toEqual({ line: 4, column: 2 });
    expect(locateInStack('at other-index.ts:1:1', 'index.ts')).toBeUndefined();
  });
});
