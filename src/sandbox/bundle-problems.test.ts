import { describe, expect, it } from 'vitest';
import { problemOfBundle, problemWords } from './bundle-problems';

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

  it('reports an import of a name its module does not export as a missing export, at the importing line, in its own words', () => {
    // esbuild's message for runkit-style code: `import { webFrameHTML } from './webframe'`, the module exports another name
    const problem = problemOfBundle([{ message: 'No matching export in "src/webframe.ts" for import "webFrameHTML"', file: 'src/index.tsx', line: 9, column: 10 }]);
    expect(problem).toEqual({ kind: 'export', message: 'src/webframe.ts does not export "webFrameHTML"', file: 'src/index.tsx', line: 9, column: 10 });
    expect(problemWords(problem)).toBe('Missing export');
    const noDefault = problemOfBundle([
      { message: 'No matching export in "src/config.ts" for import "default"', file: 'src/index.ts', line: 2, column: 8 },
      { message: 'Could not resolve "./gql/graphql"', file: 'src/index.ts', line: 3, column: 20 },
    ]);
    expect(noDefault).toMatchObject({ kind: 'export', message: 'src/config.ts has no default export (and 1 more problem)', line: 2 });
  });

  it('gives each kind its own words: a missing export, an unresolved import and a syntax error are told apart', () => {
    const words = [
      problemOfBundle([{ message: 'No matching export in "src/a.ts" for import "b"', file: 'src/index.ts', line: 1 }]),
      problemOfBundle([{ message: 'Could not resolve "./a"', file: 'src/index.ts', line: 1 }]),
      problemOfBundle([{ message: 'Expected ";" but found "b"', file: 'src/index.ts', line: 1 }]),
    ].map(problemWords);
    expect(words).toEqual(['Missing export', 'Import not found', 'Syntax error']);
    expect(problemWords({ kind: 'timeout' })).toBe('Timed out');
    expect(problemWords({ kind: 'runtime' })).toBe('Error');
  });

  it("reports the bundler's own failure as such, not as the author's syntax error", () => {
    const problem = problemOfBundle([{ message: 'The bundler stopped: its worker failed to load. Reload the page to try again.' }]);
    expect(problem.kind).toBe('runtime');
  });
});
