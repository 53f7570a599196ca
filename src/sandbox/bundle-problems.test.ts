import { describe, expect, it } from 'vitest';
import { problemOfBundle } from './bundle-problems';

describe('problemOfBundle', () => {
  it('reports an unresolved import as missing, at the importing file and line', () => {
    const problem = problemOfBundle([{ message: 'Could not resolve "./utilz"', file: 'src/index.tsx', line: 2, column: 22 }]);
    expect(problem).toEqual({ kind: 'missing', message: 'Could not resolve "./utilz"', file: 'src/index.tsx', line: 2, column: 22 });
  });

  it('reports an npm import in the browser as missing', () => {
    const problem = problemOfBundle([{ message: 'itty-router is an npm package: run kitbench dev', packageName: 'itty-router', file: 'src/index.ts', line: 1 }]);
    expect(problem.kind).toBe('missing');
  });

  it('reports a syntax error in any file as syntax, and counts the other problems', () => {
    const problem = problemOfBundle([
      { message: 'Expected ";" but found "b"', file: 'src/utils.ts', line: 3, column: 7 },
      { message: 'Unexpected "}"', file: 'src/utils.ts', line: 9, column: 1 },
    ]);
    expect(problem).toMatchObject({ kind: 'syntax', file: 'src/utils.ts', line: 3, column: 7, message: 'Expected ";" but found "b" (and 1 more problem)' });
  });

  it("reports the bundler's own failure as such, not as the author's syntax error", () => {
    const problem = problemOfBundle([{ message: 'The bundler stopped: its worker failed to load. Reload the page to try again.' }]);
    expect(problem.kind).toBe('runtime');
  });
});
